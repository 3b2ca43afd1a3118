/** Admin console: Chat history. */
export function ChatsPage() {
  return <h1 className="text-2xl font-semibold text-ink">Chat history</h1>;
}
