import { messages } from '@prd/contract';
import { useId } from 'react';
import type { ChatEntry } from '../chat-entries';
import { isBusy, type ChatStatus } from '../chat.slice';
import { useMessageListScroll } from '../hooks/use-message-list-scroll';
import { useTurns } from '../hooks/use-turns';
import type { Turn } from '../utils/turns';
import { AnswerAnnouncer } from './answer-announcer';
import { HumanTurn } from './human-turn';
import { MessageItem } from './message-item';
import { redoTargets } from './redo-actions';

/** Messages per group of the list (see the render). */
const CHUNK = 10;

/** `items` (starting at index `offset` of the chat) in groups of CHUNK counted from the chat's start. */
function chunksOf<T>(items: readonly T[], offset: number): { id: number; items: T[] }[] {
  const chunks: { id: number; items: T[] }[] = [];
  items.forEach((item, i) => {
    const id = Math.floor((offset + i) / CHUNK);
    const last = chunks.at(-1);
    if (last?.id === id) last.items.push(item);
    else chunks.push({ id, items: [item] });
  });
  return chunks;
}

interface Props {
  entries: readonly ChatEntry[];
  onRetry: (key: string) => void;
  canRetry: (key: string) => boolean;
  /** Sends a clarifying question's option as the next message. */
  onPick?: (text: string) => void;
  /** The chat's answer status: while sending or streaming, the list waits for it. */
  status?: ChatStatus;
  admin?: boolean;
  /** Off for visitors: sharing needs an account. */
  canShare?: boolean;
  /** Bumped by each send of this screen: the person's own message comes into view. */
  sendCount?: number;
  /** Writes the last answer again (offered on the last answer only). */
  onRegenerate?: (() => void) | undefined;
  /** Replaces the last send's typed text and answers again (offered on that text only). */
  onEdit?: ((text: string) => Promise<unknown>) | undefined;
  /** Shows another regenerated variant of the last answer (signed in). */
  onSelectVariant?: ((chatId: number) => void) | undefined;
  /**
   * A PRD answer that stored a document version shows as a compact card that opens it beside
   * the chat (the signed-in chat, which has the document view), not as the whole document.
   */
  documentCards?: boolean;
}

/**
 * The conversation, for visitors, users and admins. A person's send (text and files) is one
 * message. A long chat draws its last messages first and the older ones as the reader scrolls
 * up (the browser keeps the view anchored); each group of messages skips layout and paint while
 * off screen. An opened chat shows its end; a send brings the person's own message into view,
 * even when scrolled up; an answer streaming in keeps its start in view (it is not followed to
 * its end), and "Jump to latest" takes the reader down.
 */
export function MessageList({
  entries,
  onRetry,
  canRetry,
  onPick,
  status = 'idle',
  admin,
  canShare = true,
  sendCount = 0,
  onRegenerate,
  onEdit,
  onSelectVariant,
  documentCards = false,
}: Props) {
  const busy = isBusy(status);
  /** An answer is streaming in (the view then stays where it is, at the answer's start). */
  const streaming = status === 'streaming';
  const targets = redoTargets(entries);
  const regenerateKey = targets.regenerate === null ? null : entries[targets.regenerate]?.key;
  const editKey = targets.edit === null ? null : entries[targets.edit]?.key;
  const writing = busy;
  const headingId = useId();
  const { related, turns } = useTurns(entries);
  const { scroller, content, top, first, atBottom, onScroll, lastKey } = useMessageListScroll({
    entries,
    turnCount: turns.length,
    busy,
    streaming,
    sendCount,
  });
  const shown = turns.slice(first);

  const renderTurn = (turn: Turn) =>
    turn.kind === 'human' ? (
      <HumanTurn
        key={turn.key}
        text={turn.text}
        files={turn.files}
        writing={writing}
        onEdit={onEdit && turn.text && turn.text.key === editKey ? onEdit : undefined}
      />
    ) : (
      <MessageItem
        key={turn.key}
        entry={turn.entry}
        related={related.get(turn.key)?.value ?? null}
        onRetry={turn.entry.status === 'failed' && canRetry(turn.key) ? onRetry : undefined}
        onPick={turn.entry.reply?.kind === 'questions' ? onPick : undefined}
        busy={turn.entry.reply?.kind === 'questions' ? busy : undefined}
        admin={admin}
        canShare={canShare}
        writing={writing}
        onRegenerate={onRegenerate && turn.key === regenerateKey ? onRegenerate : undefined}
        onSelectVariant={turn.entry.variants && turn.key === lastKey ? onSelectVariant : undefined}
        documentCard={documentCards}
      />
    );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        data-chat-scroller=""
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain [overflow-anchor:auto]"
      >
        <section
          ref={content}
          aria-labelledby={headingId}
          className="mx-auto w-full max-w-3xl px-4 pt-6 pb-4"
        >
          {/* Names the region and keeps the heading order: each message's heading is an h3. */}
          <h2 id={headingId} className="sr-only">
            {messages.chat.conversation}
          </h2>
          <div ref={top} aria-hidden="true" />
          <div className="flex flex-col gap-5">
            {chunksOf(shown, first).map(({ id, items }) => (
              // The browser skips layout and paint of groups off screen: a group per few
              // messages, not per message, as it checks every such element on every frame.
              <div
                key={id}
                className="flex flex-col gap-5 [contain-intrinsic-size:auto_2000px] [content-visibility:auto]"
              >
                {items.map(renderTurn)}
              </div>
            ))}
          </div>
        </section>
      </div>
      {/* Below the scrolling area, never over the messages: the area gives it the room. */}
      {!atBottom && (
        <div className="flex shrink-0 justify-center pt-2">
          <button
            type="button"
            onClick={() => {
              const el = scroller.current;
              if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
            }}
            className="rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-medium whitespace-nowrap text-ink shadow-md hover:bg-surface-muted"
          >
            ↓ {messages.chat.jumpToLatest}
          </button>
        </div>
      )}
      <AnswerAnnouncer entries={entries} />
    </div>
  );
}
