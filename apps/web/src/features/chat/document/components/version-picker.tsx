import type { VersionSummary } from '@prd/contract';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { docText } from '../document-messages';

const t = docText;

const when = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** How a version came to be, said short ("Restored from v0.1", "Section edited"). */
function originText(version: VersionSummary, all: readonly VersionSummary[]): string {
  if (version.origin === 'restore' && version.based_on !== null) {
    const from = all.find((v) => v.number === version.based_on);
    return t.restoredFrom(from?.label ?? `0.${version.based_on}`);
  }
  return t.origins[version.origin];
}

/**
 * A version's line: how it came to be and what it changed, said once ("First draft", not
 * "First draft · First draft"; "Restored v0.1 · 2 changes", not "Restored from v0.1 · Restored…").
 */
export function versionLine(version: VersionSummary, all: readonly VersionSummary[]): string {
  const origin = originText(version, all);
  const summary = version.summary.trim();
  if (!summary) return origin;
  const first = origin.split(' ')[0]!.toLowerCase();
  return summary.toLowerCase().startsWith(first) ? summary : `${origin} · ${summary}`;
}

const stepClass =
  'inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * ‹ v0.3 › : the previous and next versions one step away, and the label opening the list of
 * all versions (newest first) with what each changed.
 */
export function VersionPicker({
  versions,
  shown,
  current,
  onChoose,
}: {
  /** Oldest first, as the API lists them. */
  versions: readonly VersionSummary[];
  shown: number;
  /** The document's current version (what the next revision starts from). */
  current: number;
  onChoose: (version: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const at = versions.findIndex((v) => v.number === shown);
  const here = versions[at];
  const before = at > 0 ? versions[at - 1] : undefined;
  const after = at >= 0 ? versions[at + 1] : undefined;
  const latest = versions.at(-1);
  const label = here?.label ?? `0.${shown}`;
  return (
    <div role="group" aria-label={t.picker} className="flex items-center gap-0.5">
      <button
        type="button"
        className={stepClass}
        disabled={!before}
        aria-label={before ? t.previous(before.label) : t.noPrevious}
        title={before ? t.previous(before.label) : t.noPrevious}
        onClick={() => before && onChoose(before.number)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          aria-label={t.chooseVersion(label)}
          className="inline-flex h-8 items-center gap-1 rounded-md border border-line bg-surface px-2.5 text-sm font-semibold text-ink tabular-nums hover:bg-surface-muted"
        >
          {t.versionName(label)}
          <ChevronDown className="size-3.5 text-ink-muted" aria-hidden="true" />
        </PopoverTrigger>
        <PopoverContent align="start" className="w-80 p-1.5" aria-label={t.picker}>
          <ul className="flex flex-col gap-0.5">
            {[...versions].reverse().map((v) => (
              <li key={v.number}>
                <button
                  type="button"
                  aria-current={v.number === shown ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    onChoose(v.number);
                  }}
                  className="flex w-full flex-col items-start gap-0.5 rounded-lg px-2.5 py-2 text-left hover:bg-surface-muted aria-[current]:bg-brand-600/10"
                >
                  <span className="flex w-full items-baseline gap-2">
                    <span className="text-sm font-semibold text-ink tabular-nums">
                      {t.versionName(v.label)}
                    </span>
                    <span className="text-xs text-ink-muted">{originText(v, versions)}</span>
                    {v.number === current && (
                      <span className="ml-auto text-[0.7rem] font-medium text-brand-700 dark:text-indigo-300">
                        {t.current}
                      </span>
                    )}
                  </span>
                  {v.summary !== originText(v, versions) && (
                    <span className="line-clamp-2 text-xs text-ink">{v.summary}</span>
                  )}
                  <time dateTime={v.created_at} className="text-[0.7rem] text-ink-muted">
                    {when.format(new Date(v.created_at))}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        </PopoverContent>
      </Popover>
      {/* Beside the button, not in it: its visible text stays part of its name (WCAG 2.5.3). */}
      {latest?.number === shown && (
        <span className="rounded bg-brand-600/10 px-1 text-[0.7rem] font-medium text-brand-700 dark:text-indigo-300">
          {t.latest}
        </span>
      )}
      <button
        type="button"
        className={stepClass}
        disabled={!after}
        aria-label={after ? t.next(after.label) : t.noNext}
        title={after ? t.next(after.label) : t.noNext}
        onClick={() => after && onChoose(after.number)}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
