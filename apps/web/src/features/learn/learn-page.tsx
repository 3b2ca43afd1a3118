/** The Learn area: levels → subjects → lessons. */
export function LearnPage() {
  return <h1 className="text-2xl font-semibold text-ink">Learn</h1>;
}
