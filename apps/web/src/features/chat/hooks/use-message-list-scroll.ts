import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatEntry } from '../chat-entries';

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

interface Options {
  entries: readonly ChatEntry[];
  /** How many turns the list has. */
  turnCount: number;
  /** A send is running (its answer pending or streaming). */
  busy: boolean;
  /** An answer is streaming in (the view then stays where it is, at the answer's start). */
  streaming: boolean;
  /** Bumped by each send of this screen: the person's own message comes into view. */
  sendCount: number;
}

/**
 * The message list's scrolling: which turns are drawn (`first` on; older ones join as the reader
 * reaches `top`), keeping to the end of an opened chat, bringing a send or a stopped answer into
 * view, and whether the reader is at the end ("Jump to latest" shows when not).
 */
export function useMessageListScroll({ entries, turnCount, busy, streaming, sendCount }: Options) {
  const scroller = useRef<HTMLDivElement>(null);
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

  // Another chat: start again from its end.
  const [shownSession, setShownSession] = useState(sessionKey);
  if (shownSession !== sessionKey) {
    setShownSession(sessionKey);
    setRendered(initialRendered());
  }
  useEffect(() => {
    following.current = true;
  }, [sessionKey]);

  const first = Math.max(0, turnCount - rendered);

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
  }, [turnCount]);

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

  return { scroller, content, top, first, atBottom, onScroll, lastKey };
}
