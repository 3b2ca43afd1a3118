import { messages } from '@prd/contract';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ChatBox } from '../../../components/chat/chat-box';
import { preloadMarkdown } from '../../../components/markdown/lazy-markdown';
import { useGetUserUploadsQuery } from '../../../lib/queries/user';
import { notify } from '../../../lib/toast';
import { Link, useLocation, useParams } from 'react-router';
import { useChatState } from '../hooks/chat-state';
import { isBusy } from '../chat.slice';
import { useChat } from '../hooks/use-chat';
import { useChatAddress } from '../hooks/use-chat-address';
import { ChatSkeleton } from './chat-skeleton';
import { MessageList } from './message-list';
import { UpgradeNotice } from './upgrade-notice';

// The document view (issue 26) is its own chunk, loaded once the chat has a document.
const DocumentPanelSlot = lazy(async () => ({
  default: (await import('../document')).DocumentPanelSlot,
}));

/**
 * The signed-in chat (spec section 2 "Chat screen"), and the admin's in `#gernationPRD` mode:
 * the conversation with the PRD streaming in, and the message box pinned below it.
 */
export function ChatScreen({ admin }: { admin: boolean }) {
  const auth = admin ? 'admin' : 'user';
  useChatAddress();
  const chat = useChat(auth);
  const { send, draft, stop, stopping, entries, sessionId, status } = chat;
  const loading = useChatState((c) => c.loading);
  const loadError = useChatState((c) => c.loadError);
  const hasDocument = useChatState((c) => c.documentPanel.documentId !== null);
  const { hash } = useLocation();
  // An address not yet read into the chat (the first render after a reload): still opening.
  const param = useParams().sessionId;
  const opening = useChatState((c) => param !== undefined && c.sessionId !== param);
  const uploads = useGetUserUploadsQuery(undefined, { skip: admin });
  const noUploadsLeft = !admin && uploads.data?.remaining_uploads === 0;
  // Messages wait for the Markdown renderer (a few KB, asked for at once) rather than flash
  // their raw text.
  const [markdownReady, setMarkdownReady] = useState(false);
  useEffect(() => {
    let live = true;
    void preloadMarkdown()
      .catch(() => undefined)
      .then(() => live && setMarkdownReady(true));
    return () => {
      live = false;
    };
  }, []);

  const onFilesRejected = useCallback(
    (names: string[]) => notify.error(messages.chat.filesNotAllowed(names.join(', '))),
    [],
  );
  const onEmpty = useCallback(() => notify.error(messages.chat.emptySend), []);
  const box = (
    <>
      {noUploadsLeft && <UpgradeNotice />}
      <ChatBox
        label={messages.chatBox.messageLabel}
        placeholder={messages.chat.inputPlaceholder}
        onSend={send}
        busy={isBusy(status)}
        onStop={stop}
        stopping={stopping}
        // As the server charges (decision 016): with no upload left a new chat's brief and
        // files are refused; a typed follow-up may be free (the answer says if it is not).
        disabledReason={noUploadsLeft && !sessionId ? messages.chat.upgradePlan : undefined}
        filesDisabledReason={noUploadsLeft ? messages.chat.upgradePlan : undefined}
        onFilesRejected={onFilesRejected}
        onEmpty={onEmpty}
        restore={draft}
        focusOnOpen
      />
    </>
  );

  if (loadError && entries.length === 0) {
    return (
      <section className="mx-auto flex min-h-[calc(100dvh-3.5rem)] w-full max-w-3xl flex-col items-center justify-center gap-4 px-4 pb-24 text-center md:min-h-dvh">
        <h1 className="text-xl font-semibold text-ink">
          {loadError === 'notFound' ? messages.chat.chatNotFound : messages.chat.chatLoadFailed}
        </h1>
        <Link
          to={{ pathname: '/', hash: admin ? hash : '' }}
          className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {messages.chat.startNewChat}
        </Link>
      </section>
    );
  }

  // A chat on its way (its address read, its messages fetched, Markdown loading): its shape.
  if (loading || opening || (entries.length > 0 && !markdownReady)) return <ChatSkeleton />;

  if (entries.length === 0) {
    return (
      <section className="mx-auto flex min-h-[calc(100dvh-3.5rem)] w-full max-w-3xl flex-col items-center justify-center gap-6 px-4 pb-24 md:min-h-dvh">
        <h1 className="text-center text-3xl font-semibold tracking-tight text-ink">
          {messages.chat.emptyHeading}
        </h1>
        {box}
      </section>
    );
  }

  return (
    // The chat narrows beside the document view (on a phone the view is a sheet over it).
    <div className="flex h-[calc(100dvh-3.5rem)] md:h-dvh">
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 className="sr-only">{messages.chat.conversation}</h1>
        <MessageList
          entries={entries}
          status={status}
          onRetry={chat.retry}
          canRetry={chat.canRetry}
          onPick={chat.pick}
          admin={admin}
          sendCount={chat.sendCount}
          onRegenerate={chat.regenerate}
          onEdit={chat.edit}
          onSelectVariant={chat.selectVariant}
          documentCards
        />
        <div className="mx-auto w-full max-w-3xl px-4 pt-2 pb-4">{box}</div>
      </div>
      {hasDocument && (
        <Suspense fallback={null}>
          <DocumentPanelSlot admin={admin} />
        </Suspense>
      )}
    </div>
  );
}
