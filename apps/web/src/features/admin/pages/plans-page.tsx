/** Admin console: Plans. */
export function PlansAdminPage() {
  return <h1 className="text-2xl font-semibold text-ink">Plans</h1>;
}
