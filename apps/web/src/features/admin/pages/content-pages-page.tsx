/** Admin console: Content pages. */
export function ContentPagesPage() {
  return <h1 className="text-2xl font-semibold text-ink">Content pages</h1>;
}
