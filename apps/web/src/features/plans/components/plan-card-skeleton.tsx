/** The shape of a plan card while the plans load. */
export function PlanCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="plan-skeleton"
      className="flex animate-pulse flex-col rounded-2xl border border-line bg-surface p-6"
    >
      <div className="h-5 w-24 rounded bg-line" />
      <div className="mt-5 h-9 w-28 rounded bg-line" />
      <div className="mt-3 h-4 w-16 rounded bg-line" />
      <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
        {['w-11/12', 'w-4/5', 'w-3/4', 'w-2/3'].map((width) => (
          <div key={width} className={`h-4 rounded bg-line ${width}`} />
        ))}
      </div>
      <div className="mt-8 h-11 rounded-xl bg-line" />
      <div className="mt-4 h-10 rounded-lg bg-line" />
    </div>
  );
}
