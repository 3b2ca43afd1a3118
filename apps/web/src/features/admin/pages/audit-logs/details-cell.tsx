/** A row's details object, folded: a native disclosure (keyboard and screen-reader ready). */
export function DetailsCell({
  details,
  summary,
  none,
  extra,
}: {
  details: Record<string, unknown>;
  summary: (count: number) => string;
  none: string;
  /** Shown above the JSON (the browser's user agent, say). */
  extra?: React.ReactNode;
}) {
  const count = Object.keys(details).length;
  if (count === 0 && !extra) return <span className="text-ink-muted">{none}</span>;
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none dark:text-indigo-300">
        {summary(count)}
      </summary>
      {extra}
      <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-surface-muted p-2 font-mono text-xs whitespace-pre-wrap break-all text-ink">
        {JSON.stringify(details, null, 2)}
      </pre>
    </details>
  );
}
