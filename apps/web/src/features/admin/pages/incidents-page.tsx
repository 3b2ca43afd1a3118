/** Admin console: Security incidents. */
export function IncidentsPage() {
  return <h1 className="text-2xl font-semibold text-ink">Security incidents</h1>;
}
