import { messages } from '@prd/contract';
import { memo } from 'react';
import { isLongAiMessage } from '@prd/documents';
import DocumentIcon from 'lucide-react/icons/file';
import { StoppedNote } from '../../../components/chat/stopped-note';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';

/** A visitor's send and its answer (spec section 3: the anonymous chat's ai entry). */
export type VisitorEntry =
  | { key: string; role: 'human'; text: string; filenames: string[]; imageUrls: string[] }
  | {
      key: string;
      role: 'ai';
      prdResult: string;
      /** The server's Word file of the answer (a signed link), when it is a PRD. */
      documentPath: string | null;
      imageUrls: string[];
      filenames: string[];
      status: 'pending' | 'streaming' | 'complete' | 'failed' | 'stopped';
    };

const VisitorMessage = memo(function VisitorMessage({ entry }: { entry: VisitorEntry }) {
  if (entry.role === 'human') {
    return (
      <li className="flex flex-col items-end gap-2 pl-10">
        <h3 className="sr-only">{messages.chat.you}</h3>
        {entry.imageUrls.map((url) => (
          <img
            key={url}
            src={url}
            alt=""
            className="max-h-48 max-w-[min(16rem,100%)] rounded-xl border border-line object-contain"
          />
        ))}
        {entry.filenames.length > 0 && (
          <ul className="flex flex-wrap justify-end gap-1.5">
            {entry.filenames.map((name, i) => (
              <li
                key={`${name}-${i}`}
                className="rounded-lg border border-line bg-surface px-2 py-1 text-xs text-ink"
              >
                {name}
              </li>
            ))}
          </ul>
        )}
        {entry.text && (
          <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-white">
            {entry.text}
          </div>
        )}
      </li>
    );
  }
  return (
    <li className="pr-4">
      <h3 className="sr-only">{messages.chat.assistant}</h3>
      {entry.status === 'pending' ? (
        <div
          role="status"
          className="w-fit rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3 text-sm text-ink-muted"
        >
          {messages.chat.generating}
        </div>
      ) : (
        <div
          className={`rounded-2xl rounded-bl-md border bg-surface px-4 py-3 text-sm text-ink shadow-xs ${entry.status === 'failed' ? 'border-danger/40' : 'border-line'}`}
          aria-busy={entry.status === 'streaming'}
        >
          <LazyMarkdown text={entry.prdResult} />
        </div>
      )}
      {entry.status === 'stopped' && (
        <div className="mt-1.5">
          <StoppedNote />
        </div>
      )}
      {entry.status === 'complete' && entry.documentPath && isLongAiMessage(entry.prdResult) && (
        <a
          href={entry.documentPath}
          download
          className="mt-1.5 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <DocumentIcon className="size-3.5" strokeWidth={1.8} aria-hidden="true" />
          {messages.messageActions.downloadDoc}
        </a>
      )}
    </li>
  );
});

/** The visitor's conversation on the landing page. */
export function VisitorMessages({ entries }: { entries: readonly VisitorEntry[] }) {
  return (
    <section aria-label={messages.chat.conversation} className="w-full">
      <ol className="flex flex-col gap-4">
        {entries.map((entry) => (
          <VisitorMessage key={entry.key} entry={entry} />
        ))}
      </ol>
    </section>
  );
}
