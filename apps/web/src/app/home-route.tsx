import { messages } from '@prd/contract';
import { lazy, Suspense } from 'react';
import { Landing } from '../features/home/components/landing';
import { useHomeQueryRules } from '../features/home/hooks/use-home-query-rules';
import { useAdminMode } from '../lib/admin-mode';
import { tokenStorage } from '../lib/token-storage';

// The chat (messages, streaming, downloads) is its own chunk: visitors never load it.
const ChatScreen = lazy(async () => ({
  default: (await import('../features/chat/components/chat-screen')).ChatScreen,
}));

/**
 * `/`. Signed in means a user access token in storage (spec section 4); `#gernationPRD` is the
 * admin's PRD-generation mode, which needs an admin token. The page reads the tokens on every
 * render; it re-renders when an auth modal opens or closes (useHomeQueryRules uses the modal
 * context), so a successful sign-in, which closes the modal, shows the chat.
 */
export function HomePage() {
  useHomeQueryRules();
  const admin = useAdminMode();
  if (admin && !tokenStorage.access('admin')) {
    return (
      <p role="alert" className="grid min-h-dvh place-items-center px-4 text-lg text-ink">
        {messages.chat.loginFirst}
      </p>
    );
  }
  if (!admin && !tokenStorage.isLoggedIn()) return <Landing />;
  return (
    <Suspense fallback={null}>
      <ChatScreen admin={admin} />
    </Suspense>
  );
}
