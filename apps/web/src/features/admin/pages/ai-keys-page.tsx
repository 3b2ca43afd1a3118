/** Admin console: AI keys. */
export function AiKeysPage() {
  return <h1 className="text-2xl font-semibold text-ink">AI keys</h1>;
}
