import { constants, messages } from '@prd/contract';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useLoginErrorAlert } from '../features/auth/hooks/use-login-error-alert';
import { useVerifyEmailLink } from '../features/auth/hooks/use-verify-email-link';
import { ChatSkeleton } from '../features/chat/components/chat-skeleton';
import { VisitorConversation } from '../features/chat/components/visitor-conversation';
import { useVisitorChat } from '../features/chat/hooks/use-visitor-chat';
import { Landing } from '../features/home/components/landing';
import { useHomeQueryRules } from '../features/home/hooks/use-home-query-rules';
import { useAdminMode } from '../lib/admin-mode';
import { tokenStorage } from '../lib/token-storage';
import { AdminLeaveNotice } from './admin-leave-notice';

// The chat (messages, streaming, downloads) is its own chunk: visitors never load it.
const ChatScreen = lazy(async () => ({
  default: (await import('../features/chat/components/chat-screen')).ChatScreen,
}));

/**
 * `/` and a chat's address `/c/<session_id>`. Signed in means a user access token in storage (spec section 4); `#gernationPRD` is the
 * admin's PRD-generation mode, which needs an admin token. The page reads the tokens on every
 * render; it re-renders when an auth modal opens or closes (useHomeQueryRules uses the modal
 * context), so a successful sign-in, which closes the modal, shows the chat.
 */
/** The console's sign-in, coming back to the admin mode (the `#` travels encoded in `next`). */
const ADMIN_SIGN_IN = `/admin/login?next=${encodeURIComponent(`/#${constants.adminChatFragment}`)}`;

/** The visitor's landing, with the one chat of every mode. */
function VisitorHome() {
  const chat = useVisitorChat();
  return <Landing chat={chat} conversation={<VisitorConversation chat={chat} />} />;
}

export function HomePage() {
  return (
    <>
      <HomeView />
      <AdminLeaveNotice />
    </>
  );
}

function HomeView() {
  // First: should the rules below rewrite the address, it takes login_error out again.
  useLoginErrorAlert();
  useVerifyEmailLink();
  useHomeQueryRules();
  const admin = useAdminMode();
  const chatAddress = useParams().sessionId !== undefined;
  if (admin && !tokenStorage.access('admin')) {
    return (
      <div className="grid min-h-dvh place-items-center px-4">
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="alert" className="text-lg text-ink">
            {messages.chat.loginFirst}
          </p>
          <Link
            to={ADMIN_SIGN_IN}
            className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Sign in as admin
          </Link>
        </div>
      </div>
    );
  }
  if (!admin && !tokenStorage.isLoggedIn()) {
    // A visitor's chats have no address: a chat link leads to the landing chat.
    return chatAddress ? <Navigate to="/" replace /> : <VisitorHome />;
  }
  return (
    <Suspense fallback={chatAddress ? <ChatSkeleton /> : null}>
      <ChatScreen admin={admin} />
    </Suspense>
  );
}
