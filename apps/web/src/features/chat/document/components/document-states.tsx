import FileText from 'lucide-react/icons/file-text';
import type { ReactNode } from 'react';
import { docText } from '../document-messages';

/** Grey lines in the shape of text while something loads; announced once by its label. */
export function LoadingLines({ label, lines = 6 }: { label: string; lines?: number }) {
  const widths = ['w-11/12', 'w-9/12', 'w-10/12', 'w-7/12', 'w-8/12', 'w-10/12'];
  return (
    <div role="status" className="flex flex-col gap-2.5 py-1">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, n) => (
        <span
          key={n}
          aria-hidden="true"
          className={`h-3 animate-pulse rounded bg-line/70 ${widths[n % widths.length]}`}
        />
      ))}
    </div>
  );
}

/** A note in place of content: an error (with Try again) or a plain status. */
export function StateNote({
  tone,
  children,
  onRetry,
}: {
  tone: 'error' | 'info';
  children: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-wrap items-center gap-3 rounded-xl border px-3 py-2.5 text-sm ${
        tone === 'error' ? 'border-danger/40 bg-danger/5 text-ink' : 'border-line text-ink-muted'
      }`}
    >
      <span>{children}</span>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-line bg-surface px-3 py-1 text-sm font-medium text-ink hover:bg-surface-muted"
        >
          {docText.retry}
        </button>
      )}
    </div>
  );
}

/** The panel before the chat has a document: what will appear here, and how. */
export function EmptyDocument() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <FileText className="size-10 text-ink-muted/60" strokeWidth={1.4} aria-hidden="true" />
      <p className="max-w-xs text-sm text-ink-muted">{docText.empty}</p>
    </div>
  );
}
