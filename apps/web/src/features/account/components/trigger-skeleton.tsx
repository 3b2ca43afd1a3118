/** The account trigger's shape while the user (or the menu's code) loads. */
export function TriggerSkeleton({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <span className="flex p-1" aria-hidden="true">
        <span className="size-9 animate-pulse rounded-full bg-surface-muted" />
      </span>
    );
  }
  return (
    <span className="flex w-full items-center gap-3 p-2" aria-hidden="true">
      <span className="size-9 shrink-0 animate-pulse rounded-full bg-surface-muted" />
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="h-3 w-2/3 animate-pulse rounded bg-surface-muted" />
        <span className="h-2.5 w-1/3 animate-pulse rounded bg-surface-muted" />
      </span>
    </span>
  );
}
