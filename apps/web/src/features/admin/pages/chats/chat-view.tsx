import type { ChatMessage } from '@prd/contract';
import Eye from 'lucide-react/icons/eye';
import Paperclip from 'lucide-react/icons/paperclip';
import { LazyMarkdown } from '../../../../components/markdown/lazy-markdown';
import { useAdminChatDataQuery } from '../../api/admin-chats';
import { ErrorState, LoadingState, queryErrorMessage } from '../../components/states';
import { StatusBadge } from '../../../../components/ui/status-badge';

function Files({ message }: { message: ChatMessage }) {
  if (message.files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {message.files.map((f) => (
        <li
          key={f.url || f.name}
          className="inline-flex items-center gap-1 rounded-md bg-surface-muted px-2 py-0.5 text-xs text-ink-muted ring-1 ring-line"
        >
          <Paperclip className="size-3" aria-hidden="true" />
          {f.name}
        </li>
      ))}
    </ul>
  );
}

function Message({ message }: { message: ChatMessage }) {
  if (message.role === 'human') {
    return (
      <li className="flex flex-col items-end">
        <span className="mb-1 text-xs font-medium text-ink-muted">User</span>
        <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-50 px-4 py-2.5 text-sm text-ink">
          <p className="whitespace-pre-wrap wrap-break-word">{message.message}</p>
          <Files message={message} />
        </div>
      </li>
    );
  }
  return (
    <li className="flex flex-col items-start">
      <span className="mb-1 flex items-center gap-2 text-xs font-medium text-ink-muted">
        Assistant
        {message.status !== 'complete' && <StatusBadge status={message.status} />}
      </span>
      <div className="w-full min-w-0 rounded-2xl rounded-tl-sm border border-line bg-surface px-4 py-3 text-sm text-ink">
        <LazyMarkdown text={message.message} />
        <Files message={message} />
      </div>
    </li>
  );
}

/** One chat's messages, read-only (the admin token reads anyone's chat). */
export function ChatView({ sessionId }: { sessionId: string }) {
  const { data, error, isLoading, refetch } = useAdminChatDataQuery(sessionId);
  return (
    <section aria-label="Chat" className="flex min-w-0 flex-col gap-4">
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink-muted ring-1 ring-line">
        <Eye className="size-3.5" aria-hidden="true" />
        Read-only
      </p>
      {error ? (
        <ErrorState message={queryErrorMessage(error)} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <LoadingState label="Loading chat…" />
      ) : data.messages.length === 0 ? (
        <p className="text-sm text-ink-muted">This chat has no messages.</p>
      ) : (
        <ol className="flex flex-col gap-5">
          {data.messages.map((m, i) => (
            <Message key={`${m.chat_id}-${m.role}-${i}`} message={m} />
          ))}
        </ol>
      )}
    </section>
  );
}
