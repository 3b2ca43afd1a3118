/** Admin console: Deletion requests. */
export function DeletionRequestsPage() {
  return <h1 className="text-2xl font-semibold text-ink">Deletion requests</h1>;
}
