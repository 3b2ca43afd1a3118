import { messages } from '@prd/contract';
import { lazy, Suspense } from 'react';
import type { ChatEntry } from '../chat-entries';
import type { VisitorChat } from '../hooks/use-visitor-chat';
import { GeneratingBubble } from './generating-bubble';
import { preloadConversation } from './preload-conversation';

const MessageList = lazy(async () => ({ default: (await preloadConversation()).MessageList }));

/**
 * Until the list has loaded: the visitor's own messages at once, and "Generating..." for the
 * answer asked for (issue 25: the first send never goes blank). Nothing of an answer is shown
 * here as raw text; the list shows it, as Markdown.
 */
function Echo({ entries }: { entries: readonly ChatEntry[] }) {
  const last = entries.at(-1);
  const waiting = last?.role === 'ai' && (last.status === 'pending' || last.status === 'streaming');
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <section
        aria-label={messages.chat.conversation}
        className="mx-auto w-full max-w-3xl px-4 pt-6 pb-4"
      >
        <div className="flex flex-col gap-5">
          {entries.map((entry) =>
            entry.role === 'human' ? (
              <article key={entry.key} className="flex justify-end" data-turn="human">
                <h3 className="sr-only">{messages.chat.you}</h3>
                <div className="max-w-[75%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm break-words whitespace-pre-wrap text-white">
                  {/* A file's entry by its name ("Uploaded file: [name]" is how it is stored). */}
                  {entry.files[0]?.name ?? entry.message}
                </div>
              </article>
            ) : null,
          )}
          {waiting ? (
            <GeneratingBubble />
          ) : (
            <p role="status" className="text-sm text-ink-muted">
              {messages.dashboard.loading}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}

/** The visitor's conversation on the landing page: the one message list of every chat. */
export function VisitorConversation({ chat }: { chat: VisitorChat }) {
  return (
    <Suspense fallback={<Echo entries={chat.entries} />}>
      <MessageList
        entries={chat.entries}
        status={chat.status}
        onRetry={chat.retry}
        canRetry={chat.canRetry}
        onPick={chat.pick}
        canShare={false}
        sendCount={chat.sendCount}
        onRegenerate={chat.regenerate}
        onEdit={chat.edit}
      />
    </Suspense>
  );
}
