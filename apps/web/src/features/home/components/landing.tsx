import { messages } from '@prd/contract';
import { Button } from '../../../components/ui/button';
import { useAuthModal } from '../../../lib/auth-modal';
import { ChatBox } from './chat-box';

/** The visitor's `/`: a short pitch and the landing chat box (sending asks to sign in for now). */
export function Landing() {
  const { open } = useAuthModal();
  return (
    <div className="relative isolate flex flex-col overflow-hidden md:min-h-dvh">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-linear-to-b from-brand-100/70 to-transparent"
      />
      <div className="flex justify-end gap-2 px-4 py-3 sm:px-8">
        <Button variant="ghost" onClick={() => open('signIn')}>
          {messages.landing.signIn}
        </Button>
        <Button onClick={() => open('signUp')}>{messages.landing.signUp}</Button>
      </div>

      <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-8 px-4 pt-10 pb-16 md:pb-24">
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
        <ChatBox
          label={messages.landing.chatLabel}
          placeholder={messages.landing.chatPlaceholder}
          onSend={() => open('signIn')}
        />
        <p className="text-xs text-ink-muted">{messages.landing.attachHint}</p>
      </section>
    </div>
  );
}
