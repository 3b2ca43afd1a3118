import { messages, type ReplyInfo } from '@prd/contract';

const t = messages.chat;

/**
 * A PRD version's number above the document, with how many changes it made: the list itself is
 * the document's own "Changes in this version" section, right under its metadata.
 */
export function VersionSummary({ reply }: { reply: ReplyInfo }) {
  if (reply.kind !== 'prd' || reply.version === null) return null;
  const label =
    reply.changes.length > 0
      ? `${t.version(reply.version)} · ${t.changeCount(reply.changes.length)}`
      : t.version(reply.version);
  return (
    <span className="w-fit rounded-full border border-line bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted">
      {label}
    </span>
  );
}

/** Clarifying questions: each option is a chip that sends it as the next message. */
export function QuestionChips({
  reply,
  onPick,
  disabled,
}: {
  reply: ReplyInfo;
  onPick: ((text: string) => void) | undefined;
  disabled: boolean;
}) {
  if (reply.kind !== 'questions' || reply.questions.length === 0 || !onPick) return null;
  return (
    <div className="flex flex-col gap-2" aria-label={t.pickOption} role="group">
      {reply.questions.map((q, i) => (
        <div key={i} className="flex flex-col gap-1">
          <p className="text-sm font-medium text-ink">{q.question}</p>
          <div className="flex flex-wrap gap-2">
            {q.options.map((o) => (
              <button
                key={o.key}
                type="button"
                disabled={disabled}
                onClick={() => onPick(o.label)}
                className="rounded-full border border-brand-500/60 bg-surface px-3 py-1 text-sm text-ink hover:bg-surface-muted disabled:opacity-50"
              >
                {o.key}) {o.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Under an answer: files that were skipped, and which writer wrote it. Only admins, who can act
 * on it, are asked to connect an AI provider.
 */
export function ReplyFootnote({ reply, admin }: { reply: ReplyInfo; admin: boolean }) {
  const builtIn = reply.writer === 'built-in';
  if (!builtIn && reply.skipped_files.length === 0) return null;
  return (
    <div className="flex flex-col gap-0.5 text-xs text-ink-muted">
      {reply.skipped_files.length > 0 && (
        <p role="note">{t.skippedFiles(reply.skipped_files.join(', '))}</p>
      )}
      {builtIn && (
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="rounded border border-line px-1.5 py-0.5">{t.builtInLabel}</span>
          {/* What a model would change is said under a PRD, where it matters. */}
          {reply.kind === 'prd' && <span>{t.builtInMeaning}</span>}
          {admin && (
            <a className="underline hover:text-ink" href="/admin/ai-keys">
              {t.connectProvider}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
