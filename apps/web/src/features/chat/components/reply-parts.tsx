import { messages, type ReplyInfo } from '@prd/contract';

const t = messages.chat;

/** A PRD version's number and its "Changes in this version" list, above the document. */
export function VersionSummary({ reply }: { reply: ReplyInfo }) {
  if (reply.kind !== 'prd' || reply.version === null) return null;
  return (
    <div className="flex flex-col gap-1 text-xs text-ink-muted">
      <span className="w-fit rounded-full border border-line bg-surface-muted px-2 py-0.5 font-medium">
        {t.version(reply.version)}
      </span>
      {reply.changes.length > 0 && (
        <details
          open
          className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
        >
          <summary className="cursor-pointer font-medium">
            {t.changesInVersion} ({reply.changes.length})
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {reply.changes.map((change, i) => (
              <li key={i}>{change}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
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
        <p>
          <span className="rounded bg-surface-muted px-1.5 py-0.5">{t.builtInLabel}</span>
          {admin && <span className="ml-2">{t.connectProvider}</span>}
        </p>
      )}
    </div>
  );
}
