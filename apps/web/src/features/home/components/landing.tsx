import { messages } from '@prd/contract';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { ChatBox } from '../../../components/chat/chat-box';
import { useAuthModal } from '../../../lib/auth-modal';
import { notify } from '../../../lib/toast';
import { useVisitorChat } from '../hooks/use-visitor-chat';
import { VisitorMessages } from './visitor-messages';

const LimitPopup = lazy(async () => ({ default: (await import('./limit-popup')).LimitPopup }));

/**
 * The visitor's `/`: a short pitch and the landing chat, which is the page's one call to action
 * (visitors may generate without an account). Signing in is the top bar's single "Log In"
 * (docs/decisions/019-landing-cta.md). A visitor may try it up to the free limit the server
 * counts; then the limit popup offers to log in.
 */
export function Landing() {
  const { open } = useAuthModal();
  const chat = useVisitorChat();
  const started = chat.entries.length > 0;
  const end = useRef<HTMLDivElement>(null);
  const onFilesRejected = useCallback(
    (names: string[]) => notify.error(messages.chat.filesNotAllowedSkipped(names.join(', '))),
    [],
  );
  const onEmpty = useCallback(() => notify.error(messages.chat.emptySendAnonymous), []);
  const last = chat.entries.at(-1);
  useEffect(() => {
    if (started) end.current?.scrollIntoView?.({ block: 'end' });
  }, [started, chat.entries.length, last]);

  return (
    <div className="relative isolate flex flex-col overflow-hidden md:min-h-[calc(100dvh-3.5rem)]">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-linear-to-b from-brand-100/70 to-transparent"
      />
      <section
        className={`mx-auto flex w-full flex-1 flex-col items-center gap-8 px-4 pb-16 md:pb-24 ${started ? 'max-w-3xl pt-2' : 'max-w-2xl justify-center pt-10 md:pt-16'}`}
      >
        <div className="flex flex-col items-center gap-4 text-center">
          {!started && (
            <p className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:text-ink">
              {messages.landing.badge}
            </p>
          )}
          <h1
            className={`font-bold tracking-tight text-balance text-ink ${started ? 'text-2xl' : 'text-4xl sm:text-5xl'}`}
          >
            {messages.landing.heading}
          </h1>
          {!started && (
            <p className="max-w-xl text-base text-pretty text-ink-muted sm:text-lg">
              {messages.landing.pitch}
            </p>
          )}
        </div>
        {started && <VisitorMessages entries={chat.entries} />}
        <div ref={end} className="w-full">
          <ChatBox
            label={messages.landing.chatLabel}
            placeholder={messages.landing.chatPlaceholder}
            onSend={chat.send}
            busy={chat.sending}
            onStop={chat.stop}
            stopping={chat.stopping}
            onFilesRejected={onFilesRejected}
            onEmpty={onEmpty}
          />
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
          />
        </Suspense>
      )}
    </div>
  );
}
