import { messages } from '@prd/contract';

/** Placeholder widths of the skeleton's messages: theirs right, the answer's lines left. */
const LINES = ['w-11/12', 'w-10/12', 'w-9/12', 'w-8/12', 'w-7/12'];

/**
 * What the chat's main area shows while a chat is on its way (its code, or its messages after
 * a reload or a pasted address): the shape of a conversation and the composer, never a blank
 * page. Light on purpose: the landing's first script carries it.
 */
export function ChatSkeleton() {
  return (
    <div
      role="status"
      data-chat-skeleton=""
      className="flex h-[calc(100dvh-3.5rem)] flex-col md:h-dvh"
    >
      <span className="sr-only">{messages.chat.chatLoading}</span>
      <div
        aria-hidden="true"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-5 px-4 pt-6"
      >
        <div className="h-10 w-2/3 max-w-sm animate-pulse self-end rounded-2xl bg-brand-100" />
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface px-4 py-4">
          <div className="h-5 w-1/2 animate-pulse rounded bg-surface-muted" />
          {LINES.map((width) => (
            <div key={width} className={`h-3.5 ${width} animate-pulse rounded bg-surface-muted`} />
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="mx-auto w-full max-w-3xl px-4 pt-2 pb-4">
        <div className="h-14 rounded-2xl border border-line bg-surface shadow-sm" />
      </div>
    </div>
  );
}
