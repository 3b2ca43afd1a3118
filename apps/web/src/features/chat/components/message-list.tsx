import { messages } from '@prd/contract';
import type { RelatedHumanMessage } from '@prd/documents';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChatEntry } from '../chat-entries';
import { isBusy, type ChatStatus } from '../chat.slice';
import { groupTurns, type Turn } from '../utils/turns';
import { AnswerAnnouncer } from './answer-announcer';
import { HumanTurn } from './human-turn';
import { MessageItem } from './message-item';
import { redoTargets } from './redo-actions';

/** Messages drawn at first; older ones join in steps as the reader scrolls up. */
const INITIAL_RENDERED = 40;
/** Without IntersectionObserver (nothing tells when the reader reaches the top), all of them. */
const initialRendered = () =>
  typeof IntersectionObserver === 'undefined' ? Number.MAX_SAFE_INTEGER : INITIAL_RENDERED;
const RENDER_STEP = 40;
/** Within this distance of the bottom the reader counts as at the end. */
const FOLLOW_PX = 120;
/** Room kept above the person's own message when it is brought into view. */
const SEND_MARGIN_PX = 16;

/** A key made in the browser (a send not yet saved), as use-send and the visitor chat make them. */
const isLocalKey = (key: string) => key.startsWith('local-') || key.startsWith('visitor-');

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

type Related = Map<string, { signature: string; value: RelatedHumanMessage }>;

/**
 * For each answer, the human messages since the previous answer (they name the Word file). An
 * answer keeps the same object while its humans do not change, so streaming into one message
 * does not re-render the others.
 */
function relatedHumans(entries: readonly ChatEntry[], previous: Related): Related {
  const related: Related = new Map();
  let files: { name: string }[] = [];
  let first: string | undefined;
  for (const entry of entries) {
    if (entry.role === 'human') {
      files = [...files, ...entry.files];
      first ??= entry.message;
      continue;
    }
    const signature = `${first ?? ''}\u0000${files.map((f) => f.name).join('\u0000')}`;
    const known = previous.get(entry.key);
    related.set(
      entry.key,
      known?.signature === signature ? known : { signature, value: { message: first, files } },
    );
    files = [];
    first = undefined;
  }
  return related;
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
  const scroller = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const top = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(initialRendered);
  const [atBottom, setAtBottom] = useState(true);
  /** The view keeps to the end (an opened chat, until the reader scrolls or a send moves it). */
  const following = useRef(true);
  const streamingNow = useRef(streaming);
  /** A send is running (its answer pending or streaming). */
  const busyNow = useRef(busy);
  useLayoutEffect(() => {
    streamingNow.current = streaming;
    busyNow.current = busy;
  }, [streaming, busy]);
  // Another chat is another first message. A new chat's first message made here takes its
  // server key once saved: the same chat, so its position stays.
  const firstKey = entries[0]?.key;
  const [sessionKey, setSessionKey] = useState(firstKey);
  if (firstKey !== sessionKey && !(sessionKey && isLocalKey(sessionKey) && firstKey))
    setSessionKey(firstKey);

  // Derived from the previous render's answer (kept in state, adjusted while rendering), so
  // unchanged answers and turns keep their objects.
  const [derived, setDerived] = useState(() => {
    const turns = groupTurns(entries);
    return {
      entries,
      related: relatedHumans(entries, new Map()),
      turns,
      byKey: new Map(turns.map((t) => [t.key, t])),
    };
  });
  let { related, turns } = derived;
  if (derived.entries !== entries) {
    related = relatedHumans(entries, derived.related);
    turns = groupTurns(entries, derived.byKey);
    setDerived({ entries, related, turns, byKey: new Map(turns.map((t) => [t.key, t])) });
  }

  // Another chat: start again from its end.
  const [shownSession, setShownSession] = useState(sessionKey);
  if (shownSession !== sessionKey) {
    setShownSession(sessionKey);
    setRendered(initialRendered());
  }
  useEffect(() => {
    following.current = true;
  }, [sessionKey]);

  const first = Math.max(0, turns.length - rendered);
  const shown = turns.slice(first);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || first === 0) return;
    const observer = new IntersectionObserver(
      ([seen]) => {
        if (seen?.isIntersecting) setRendered((n) => n + RENDER_STEP);
      },
      { root: scroller.current, rootMargin: '600px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [first]);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
    setAtBottom(near);
  }, []);

  // A send: the person's own message (the last one of theirs) comes into view, top first,
  // wherever the reader was; the answer below it then grows without moving the view.
  const seenSends = useRef(sendCount);
  useLayoutEffect(() => {
    if (seenSends.current === sendCount) return;
    seenSends.current = sendCount;
    const el = scroller.current;
    const mine = el?.querySelectorAll('[data-turn="human"]');
    const last = mine?.[mine.length - 1];
    if (!el || !last) return;
    following.current = false;
    const offset = last.getBoundingClientRect().top - el.getBoundingClientRect().top;
    el.scrollTop = Math.max(0, el.scrollTop + offset - SEND_MARGIN_PX);
    measure();
  }, [sendCount, measure]);

  // An opened chat keeps to its end while messages arrive (and before the reader scrolls).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && following.current && !streamingNow.current) el.scrollTop = el.scrollHeight;
  }, [turns.length]);

  // Stop: the stopped answer's end (its note and Regenerate) comes into view above the
  // composer, wherever the reader was in the answer.
  const last = entries.at(-1);
  const lastKey = last?.role === 'ai' ? last.key : null;
  const lastStatus = last?.role === 'ai' ? last.status : null;
  const seenState = useRef({ key: lastKey, status: lastStatus });
  useLayoutEffect(() => {
    const before = seenState.current;
    seenState.current = { key: lastKey, status: lastStatus };
    const wasOpen = before.status === 'streaming' || before.status === 'pending';
    if (lastStatus !== 'stopped' || !wasOpen || before.key !== lastKey) return;
    const el = scroller.current;
    if (!el) return;
    following.current = true;
    el.scrollTop = el.scrollHeight;
    measure();
  }, [lastKey, lastStatus, measure]);

  // Content grows without a new message: Markdown arriving, images loading, tokens streaming.
  const content = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // A streaming answer is never followed: its start stays in view.
      if (following.current && !streamingNow.current) el.scrollTop = el.scrollHeight;
      measure();
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [measure]);

  // Only the reader scrolling up stops the following; content growing or the window
  // resizing moves the bottom away without that and must not. The reader scrolling down to the
  // end starts it again, but not during a send (its answer is not followed) nor by the send's
  // own scroll.
  const lastTop = useRef(0);
  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
    if (near && el.scrollTop > lastTop.current + 1 && !busyNow.current && !streamingNow.current)
      following.current = true;
    else if (el.scrollTop < lastTop.current - 1) following.current = false;
    lastTop.current = el.scrollTop;
    if (near !== atBottom) setAtBottom(near);
  }

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
