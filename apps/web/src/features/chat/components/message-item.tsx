import { messages } from '@prd/contract';
import { displayText, type RelatedHumanMessage } from '@prd/documents';
import { memo } from 'react';
import { StoppedNote } from '../../../components/chat/stopped-note';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import DocumentIcon from 'lucide-react/icons/file';
import { documentOf, type ChatEntry } from '../chat-entries';
import { useChatState } from '../hooks/chat-state';
import { prdTitle } from '../utils/prd-title';
import { DocumentCard } from './document-card';
import { Dots, GeneratingBubble } from './generating-bubble';
import { hasMessageActions, MessageActions } from './message-actions';
import { RegenerateAction } from './redo-actions';
import { QuestionChips, ReplyFootnote, VersionSummary } from './reply-parts';
import { VariantSwitch } from './variant-switch';

interface Props {
  entry: ChatEntry;
  /** For an answer: the human messages it answered (their files name the Word file). */
  related: RelatedHumanMessage | null;
  onRetry?: ((key: string) => void) | undefined;
  /** Sends an option of a clarifying question as the next message. */
  onPick?: ((text: string) => void) | undefined;
  /** Whether a send is running (question chips wait for it). */
  busy?: boolean;
  /** The viewer is an admin (only admins are asked to connect an AI provider). */
  admin?: boolean;
  /** Off for visitors: sharing needs an account. */
  canShare?: boolean;
  /** An answer is being written (Regenerate waits for it). */
  writing?: boolean;
  /** On the chat's last answer: writes it again. */
  onRegenerate?: (() => void) | undefined;
  /** On the chat's last answer when it was regenerated: shows another of its variants. */
  onSelectVariant?: ((chatId: number) => void) | undefined;
  /** An answer that stored a document version shows as its card (the chat has the view). */
  documentCard?: boolean;
}

/** The answer being streamed: the only part of the chat that re-renders on each token. */
function StreamingText({ entryKey, fallback }: { entryKey: string; fallback: string }) {
  const text = useChatState((c) => (c.answer?.key === entryKey ? c.answer.text : fallback));
  return (
    <>
      <LazyMarkdown text={text} />
      <span
        aria-hidden="true"
        className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand-500 align-text-bottom"
      />
    </>
  );
}

function HumanMessage({ entry }: { entry: ChatEntry }) {
  const attachments = entry.files.filter((f) => !entry.imageUrls.includes(f.url));
  return (
    <div className="flex max-w-full flex-col items-end gap-2">
      {entry.imageUrls.map((url, i) => (
        <img
          key={url}
          src={url}
          alt={messages.chat.imageAlt(entry.files[i]?.name ?? '')}
          loading="lazy"
          className="max-h-60 max-w-[min(20rem,100%)] rounded-xl border border-line object-contain"
        />
      ))}
      <div className="max-w-[85%] min-w-0 rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm [overflow-wrap:anywhere] text-white [&_a]:text-white">
        {entry.loading ? (
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-white/80 border-t-transparent"
            />
            <span>{displayText(entry.message)}</span>
          </span>
        ) : attachments.length > 0 ? (
          attachments.map((file) => (
            <a
              key={file.url}
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-1.5 underline-offset-2 hover:underline"
            >
              <DocumentIcon className="size-4 shrink-0" strokeWidth={1.8} aria-hidden="true" />
              {displayText(entry.message)}
            </a>
          ))
        ) : (
          <LazyMarkdown text={entry.message} />
        )}
      </div>
    </div>
  );
}

/** Shown while the answer's tokens stream in: the assistant is visibly writing. */
function Writing() {
  return (
    <p role="status" className="flex items-center gap-2 text-xs font-medium text-ink-muted">
      <Dots />
      {messages.chat.writing}
    </p>
  );
}

function AiMessage({
  entry,
  related,
  onRetry,
  onPick,
  busy = false,
  admin = false,
  canShare = true,
  writing = false,
  onRegenerate,
  onSelectVariant,
  documentCard = false,
}: Props) {
  const regenerate = onRegenerate ? { writing, onRegenerate } : undefined;
  const variants =
    entry.variants && onSelectVariant ? (
      <VariantSwitch variants={entry.variants} onSelect={onSelectVariant} disabled={writing} />
    ) : null;
  if (entry.status === 'pending') return <GeneratingBubble />;
  if (entry.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl rounded-bl-md border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-ink"
      >
        <span>{entry.error ?? messages.chat.generationFailed}</span>
        {/* One clear action: Retry of a send that may pass, else Regenerate. */}
        {regenerate && !onRetry ? (
          <RegenerateAction {...regenerate} />
        ) : (
          onRetry && (
            <button
              type="button"
              onClick={() => onRetry(entry.key)}
              className="rounded-lg border border-line bg-surface px-3 py-1 font-medium hover:bg-surface-muted"
            >
              {messages.chat.retry}
            </button>
          )
        )}
        {variants}
      </div>
    );
  }
  const reply = entry.status === 'complete' ? entry.reply : null;
  const stopped = entry.status === 'stopped';
  // A stored version is a card beside which the document opens, not the document reprinted.
  const version = documentCard ? documentOf(entry) : null;
  return (
    <div className="flex flex-col gap-1.5">
      {version ? (
        <DocumentCard version={version} title={prdTitle(entry.message)} />
      ) : (
        <>
          {reply && <VersionSummary reply={reply} />}
          <div
            className="rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3 text-sm text-ink shadow-xs"
            aria-busy={entry.status === 'streaming'}
          >
            {entry.status === 'streaming' ? (
              <StreamingText entryKey={entry.key} fallback={entry.message} />
            ) : (
              <LazyMarkdown text={entry.message} />
            )}
          </div>
        </>
      )}
      {variants}
      {entry.status === 'streaming' && <Writing />}
      {reply && <QuestionChips reply={reply} onPick={onPick} disabled={busy} />}
      {/* A stopped answer: the note and Regenerate are one row, said once. */}
      {stopped && (
        <StoppedNote>{regenerate && <RegenerateAction {...regenerate} inline />}</StoppedNote>
      )}
      {hasMessageActions(entry) && (
        <MessageActions
          text={entry.message}
          chatId={entry.chatId}
          isDocument={entry.isDocument}
          related={related}
          wordFallback="PRD"
          version={documentOf(entry)}
          // Visitors (no Share) are known to the server by their signed cookie, not a token.
          auth={admin ? 'admin' : canShare ? 'user' : 'none'}
          canShare={canShare}
          regenerate={stopped ? undefined : regenerate}
        />
      )}
      {regenerate && !stopped && !hasMessageActions(entry) && <RegenerateAction {...regenerate} />}
      {reply && <ReplyFootnote reply={reply} admin={admin} />}
    </div>
  );
}

/** One message of the chat: the person's on the right, the assistant's on the left. */
export const MessageItem = memo(function MessageItem(props: Props) {
  const { entry } = props;
  const human = entry.role === 'human';
  return (
    <article className={`flex ${human ? 'justify-end pl-10' : 'pr-4'}`}>
      <h3 className="sr-only">{human ? messages.chat.you : messages.chat.assistant}</h3>
      <div className={`flex min-w-0 flex-col ${human ? 'items-end' : 'w-full'}`}>
        {human ? <HumanMessage entry={entry} /> : <AiMessage {...props} />}
      </div>
    </article>
  );
});
