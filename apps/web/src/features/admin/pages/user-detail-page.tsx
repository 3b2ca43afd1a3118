/** Admin console: User. */
export function UserDetailPage() {
  return <h1 className="text-2xl font-semibold text-ink">User</h1>;
}
