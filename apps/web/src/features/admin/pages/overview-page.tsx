/** Admin console: Overview. */
export function OverviewPage() {
  return <h1 className="text-2xl font-semibold text-ink">Overview</h1>;
}
