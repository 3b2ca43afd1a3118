/** Admin console: Users. */
export function UsersPage() {
  return <h1 className="text-2xl font-semibold text-ink">Users</h1>;
}
