import type { DiffVersionsResponse, PrdChangeWire } from '@prd/contract';
import { useEffect, useState } from 'react';
import { errorMessage, type AuthMode } from '../../../../lib/api-client';
import { diffVersions } from '../api/diff-versions';
import { docText } from '../document-messages';
import type { Load } from '../hooks/use-document-view';
import { LoadingLines, StateNote } from './document-states';

const t = docText;

const marks = {
  added: {
    sign: '+',
    word: t.added,
    row: 'border-green-600/30 bg-green-50 dark:bg-green-950/40',
    ink: 'text-green-800 dark:text-green-300',
  },
  removed: {
    sign: '−',
    word: t.removed,
    row: 'border-red-600/30 bg-red-50 dark:bg-red-950/40',
    ink: 'text-red-800 dark:text-red-300',
  },
  changed: {
    sign: '~',
    word: t.changed,
    row: 'border-amber-600/30 bg-amber-50 dark:bg-amber-950/40',
    ink: 'text-amber-900 dark:text-amber-200',
  },
  moved: { sign: '↕', word: t.moved, row: 'border-line bg-surface-muted', ink: 'text-ink-muted' },
} as const;

/**
 * A changed item's line without the before → after it abbreviates ("FR-2 changed: Colleagues…
 * → …" becomes "FR-2 changed"): the texts themselves are shown in full below it.
 */
function headline(change: PrdChangeWire): string {
  const colon = change.label.indexOf(': ');
  const full = change.kind === 'changed' && (change.before || change.after);
  return full && colon > 0 ? change.label.slice(0, colon) : change.label;
}

/** One change: a sign and a word (never colour alone), the item, and its text before → after. */
function ChangeRow({ change }: { change: PrdChangeWire }) {
  const mark = marks[change.kind];
  return (
    <li className={`flex gap-2 rounded-lg border px-2.5 py-2 text-sm ${mark.row}`}>
      <span
        aria-hidden="true"
        className={`w-3 shrink-0 text-center font-mono font-bold ${mark.ink}`}
      >
        {mark.sign}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium text-ink">
          <span className={`mr-1.5 text-xs font-semibold tracking-wide uppercase ${mark.ink}`}>
            {mark.word}
            <span className="sr-only">:</span>
          </span>
          {headline(change)}
        </p>
        {change.kind === 'added' && change.after && (
          <ins className="whitespace-pre-wrap text-green-900 no-underline [overflow-wrap:anywhere] dark:text-green-200">
            {change.after}
          </ins>
        )}
        {change.kind === 'removed' && change.before && (
          <del className="whitespace-pre-wrap text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
            {change.before}
          </del>
        )}
        {change.kind === 'changed' && change.before && (
          <del className="whitespace-pre-wrap text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
            {change.before}
          </del>
        )}
        {change.kind === 'changed' && change.after && (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
            <span aria-hidden="true" className="mr-1 text-ink-muted">
              →
            </span>
            <span className="sr-only">{t.changedTo} </span>
            <ins className="font-medium text-green-900 no-underline dark:text-green-200">
              {change.after}
            </ins>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The changes from one version to another, from the diff call, as a list the eye can scan. Keyed
 * by its versions where used, so another pair starts afresh.
 */
export function CompareView({
  documentId,
  from,
  to,
  labels,
  auth,
}: {
  documentId: string;
  from: number;
  to: number;
  labels: { from: string; to: string };
  auth: AuthMode;
}) {
  const [diff, setDiff] = useState<Load<DiffVersionsResponse>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    diffVersions(documentId, from, to, auth).then(
      (value) => live && setDiff({ status: 'ready', value }),
      (err: unknown) =>
        live && setDiff({ status: 'failed', error: errorMessage(err, t.compareFailed) }),
    );
    return () => {
      live = false;
    };
  }, [documentId, from, to, auth, attempt]);

  const heading = t.comparing(labels.from, labels.to);
  return (
    <section
      aria-label={heading}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3"
    >
      <h3 className="text-sm font-semibold text-ink">{heading}</h3>
      {diff.status === 'loading' && <LoadingLines label={t.compareLoading} lines={3} />}
      {diff.status === 'failed' && (
        <StateNote
          tone="error"
          onRetry={() => {
            setDiff({ status: 'loading' });
            setAttempt((a) => a + 1);
          }}
        >
          {diff.error}
        </StateNote>
      )}
      {diff.status === 'ready' &&
        (diff.value.changes.length === 0 ? (
          <p className="text-sm text-ink-muted">{t.noChanges}</p>
        ) : (
          <>
            <p className="text-xs text-ink-muted">{diff.value.summary}</p>
            <ul className="flex flex-col gap-1.5">
              {diff.value.changes.map((change, n) => (
                <ChangeRow key={n} change={change} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
