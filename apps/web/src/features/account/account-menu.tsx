import { messages } from '@prd/contract';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { useAuthModal } from '../../lib/auth-modal';
import { TriggerSkeleton } from './components/trigger-skeleton';
import { useLoggedIn } from './hooks/use-logged-in';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

/** Bottom-left of the navigation panel: the account menu, or Log In for visitors. */
export function AccountMenu() {
  const { open } = useAuthModal();
  const loggedIn = useLoggedIn();
  if (!loggedIn) {
    return (
      <Button className="w-full" onClick={() => open('signIn')}>
        {messages.accountMenu.logIn}
      </Button>
    );
  }
  return (
    <Suspense fallback={<TriggerSkeleton />}>
      <SignedInMenu />
    </Suspense>
  );
}
