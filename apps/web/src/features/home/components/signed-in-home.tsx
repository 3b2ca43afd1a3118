import { messages } from '@prd/contract';
import { ChatBox } from './chat-box';

/** The signed-in `/` before any message: the chat issue builds the conversation around it. */
export function SignedInHome() {
  return (
    <section className="mx-auto flex w-full pt-24 md:min-h-dvh md:pt-0 max-w-3xl flex-col items-center justify-center gap-6 px-4 pb-24">
      <h1 className="text-center text-3xl font-semibold tracking-tight text-ink">
        {messages.chat.emptyHeading}
      </h1>
      <ChatBox label={messages.chatBox.messageLabel} placeholder={messages.chat.inputPlaceholder} />
    </section>
  );
}
