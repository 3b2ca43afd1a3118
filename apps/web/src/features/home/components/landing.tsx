import { messages } from '@prd/contract';
import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { ChatBox } from '../../../components/chat/chat-box';
import { useAuthModal } from '../../../lib/auth-modal';
import { notify } from '../../../lib/toast';

const LimitPopup = lazy(async () => ({ default: (await import('./limit-popup')).LimitPopup }));

/** What the landing needs of the visitor chat (the chat feature's one chat, given by the app). */
interface LandingChat {
  entries: readonly unknown[];
  sending: boolean;
  send: (text: string, files: File[]) => boolean;
  stop: (() => void) | undefined;
  stopping: boolean;
  /** A refused send's text and files, back into the box. */
  draft: { text: string; files: File[] } | null;
  limitReached: boolean;
  closeLimit: () => void;
  /** The free PRDs the server still counts for this visitor (null until known). */
  free: { left: number; limit: number } | null;
  /** The visitor starts writing: what the conversation needs starts loading. */
  prepare: () => void;
  /** Keeps the box's text and the chat for after a sign-in or sign-up (issue 25). */
  keepPlace: () => void;
}

/**
 * The visitor's `/`: a short pitch and the landing chat, which is the page's one call to action
 * (visitors may generate without an account). Signing in is the top bar's single "Log In"
 * (docs/decisions/019-landing-cta.md). A visitor may try it up to the free limit the server
 * counts; then the limit popup offers to log in.
 */
export function Landing({ chat, conversation }: { chat: LandingChat; conversation: ReactNode }) {
  const { open, modal } = useAuthModal();
  const started = chat.entries.length > 0;
  // Whichever way the visitor goes to sign in or up (the popup, the top bar), the signed-in
  // chat opens this chat with the box's text back (the shell returns there).
  const { keepPlace } = chat;
  useEffect(() => {
    if (modal === 'signIn' || modal === 'signUp') keepPlace();
  }, [modal, keepPlace]);
  const onFilesRejected = useCallback(
    (names: string[]) => notify.error(messages.chat.filesNotAllowedSkipped(names.join(', '))),
    [],
  );
  const onEmpty = useCallback(() => notify.error(messages.chat.emptySendAnonymous), []);
  const box = (
    <ChatBox
      label={messages.landing.chatLabel}
      placeholder={messages.landing.chatPlaceholder}
      onSend={chat.send}
      busy={chat.sending}
      onStop={chat.stop}
      stopping={chat.stopping}
      onFilesRejected={onFilesRejected}
      onEmpty={onEmpty}
      restore={chat.draft}
      focusOnOpen
    />
  );

  return (
    <div
      className={`relative isolate flex flex-col overflow-hidden ${started ? 'h-[calc(100dvh-3.5rem)]' : 'md:min-h-[calc(100dvh-3.5rem)]'}`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-linear-to-b from-brand-100/70 to-transparent"
      />
      {/* One section either way: the message box keeps its text when the chat starts or ends. */}
      <section
        className={
          started
            ? 'flex min-h-0 w-full flex-1 flex-col'
            : 'mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-8 px-4 pt-10 pb-16 md:pt-16 md:pb-24'
        }
      >
        {started ? (
          <>
            <h1 className="sr-only">{messages.landing.heading}</h1>
            {conversation}
          </>
        ) : (
          <div className="flex flex-col items-center gap-4 text-center">
            <p className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:text-ink">
              {messages.landing.badge}
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
              {messages.landing.heading}
            </h1>
            <p className="max-w-xl text-base text-pretty text-ink-muted sm:text-lg">
              {messages.landing.pitch}
            </p>
          </div>
        )}
        {/* Typing (or pointing at the box) starts loading the conversation, not a mere focus. */}
        <div
          className={started ? 'mx-auto w-full max-w-3xl px-4 pt-2 pb-4' : 'w-full'}
          onInput={chat.prepare}
          onPointerDown={chat.prepare}
        >
          {box}
          {chat.free && (
            <p className="mt-2 text-center text-xs text-ink-muted" aria-live="polite">
              {messages.visitorChat.freeLeft(chat.free.left, chat.free.limit)}
            </p>
          )}
        </div>
        {!started && (
          <p className="text-center text-xs text-pretty text-ink-muted">
            {messages.landing.attachHint}
          </p>
        )}
      </section>
      {chat.limitReached && (
        <Suspense fallback={null}>
          <LimitPopup
            onClose={chat.closeLimit}
            onLogin={() => {
              chat.closeLimit();
              open('signIn');
            }}
            onSignUp={() => {
              chat.closeLimit();
              open('signUp');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
