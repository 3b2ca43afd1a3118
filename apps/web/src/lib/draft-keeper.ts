import { useEffect, useRef } from 'react';
import { tokenStorage } from './token-storage';

/**
 * Keeps what a person was doing when their session ended mid-chat (issue 13): the text in the
 * chat box and the chat's address, across the sign-in (and a reload) in sessionStorage, until
 * the chat box at that address takes it back after they are signed in again.
 *
 * - `saveDraft({ text, path })` / `takeDraft(path)`: store; read-and-forget for one address.
 * - `useKeptDraft(text, restore)`: the chat box's one hook: reports its text (so the session
 *   handler can save it) and receives a kept draft when it is back at the kept address.
 * - `currentDraftText()`: the text of the chat box on screen now (or the one it just sent).
 * - `noteSent(text)`: the chat box reports a send (it empties itself at once).
 * - `announceDraft(path)`: tells mounted chat boxes to look again (after sign-in or navigation).
 */
interface KeptDraft {
  text: string;
  /** The address of the open chat, e.g. `/c/<session_id>`, or `/` for a new chat. */
  path: string;
  /** The shell has already taken the person back to `path` once (it never loops). */
  returned?: boolean;
}

export const DRAFT_KEY = 'prd.keptDraft';

export function saveDraft(draft: KeptDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // No storage (private mode): nothing can be kept.
  }
}

/** The kept draft, without forgetting it. */
export function peekDraft(): KeptDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<KeptDraft>;
    if (typeof value.text !== 'string' || typeof value.path !== 'string') return null;
    return {
      text: value.text,
      path: value.path.startsWith('/') ? value.path : '/',
      returned: value.returned === true,
    };
  } catch {
    return null;
  }
}

function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The kept draft's text if it belongs to `path` and the person is signed in again; it is
 * forgotten once taken. A visitor's landing (signed out) never takes it.
 */
function takeDraft(path: string): string | null {
  const kept = peekDraft();
  if (!kept || kept.path !== path || !tokenStorage.isLoggedIn()) return null;
  clearDraft();
  return kept.text;
}

let liveText: () => string = () => '';
const listeners = new Set<(path: string) => void>();
/** A send empties the box at once; a session that dies on that send keeps its text. */
const SENT_GRACE_MS = 15_000;
let lastSent: { text: string; at: number } | null = null;

/** The chat box just sent this text (and emptied itself). */
export function noteSent(text: string): void {
  lastSent = { text, at: Date.now() };
}

/**
 * The text of the chat box on screen now; when it is empty, the text it sent in the last
 * SENT_GRACE_MS (the send the dead session refused); '' when there is none.
 */
export function currentDraftText(): string {
  const live = liveText();
  if (live.trim() !== '') return live;
  if (lastSent && Date.now() - lastSent.at <= SENT_GRACE_MS) return lastSent.text;
  return '';
}

/**
 * Asks mounted chat boxes to take a kept draft that now fits (signed in, at `path`, the
 * router's current address).
 */
export function announceDraft(path: string): void {
  for (const listener of listeners) listener(path);
}

/**
 * For the chat box: `text` is its current text; `restore` puts a kept draft back in it. On
 * mount it tries `takeDraft(location.pathname)`, and on every `announceDraft(path)` that path.
 */
export function useKeptDraft(text: string, restore: (text: string) => void): void {
  const latest = useRef({ text, restore });
  useEffect(() => {
    latest.current = { text, restore };
  });
  useEffect(() => {
    const read = () => latest.current.text;
    liveText = read;
    const tryRestore = (path: string) => {
      const kept = takeDraft(path);
      if (kept !== null && kept !== '') latest.current.restore(kept);
    };
    listeners.add(tryRestore);
    tryRestore(window.location.pathname);
    return () => {
      listeners.delete(tryRestore);
      if (liveText === read) liveText = () => '';
    };
  }, []);
}
