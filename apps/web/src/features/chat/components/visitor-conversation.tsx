import { lazy, Suspense } from 'react';
import type { VisitorChat } from '../hooks/use-visitor-chat';

// The message list (Markdown, replies, downloads) loads once the visitor has sent something.
const MessageList = lazy(async () => ({
  default: (await import('./message-list')).MessageList,
}));

/** The visitor's conversation on the landing page: the one message list of every chat. */
export function VisitorConversation({ chat }: { chat: VisitorChat }) {
  return (
    <Suspense fallback={<div className="min-h-0 flex-1" />}>
      <MessageList
        entries={chat.entries}
        onRetry={chat.retry}
        canRetry={chat.canRetry}
        onPick={chat.pick}
        busy={chat.sending}
        canShare={false}
        sendCount={chat.sendCount}
        streaming={chat.streaming}
        onRegenerate={chat.regenerate}
        onEdit={chat.edit}
      />
    </Suspense>
  );
}
