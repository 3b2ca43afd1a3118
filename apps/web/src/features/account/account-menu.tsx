import { messages } from '@prd/contract';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { useAuthModal } from '../../lib/auth-modal';
import { TriggerSkeleton } from './components/trigger-skeleton';
import { useLoggedIn } from './hooks/use-logged-in';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

interface AccountMenuProps {
  /**
   * panel: the bottom of the navigation panel (full width); bar: the visitor's top bar (one
   * compact Log In); rail: the collapsed sidebar (the avatar alone, named and with a tooltip).
   */
  layout?: 'panel' | 'bar' | 'rail';
}

/** Bottom-left of the navigation panel: the account menu, or Log In for visitors. */
export function AccountMenu({ layout = 'panel' }: AccountMenuProps) {
  const { open } = useAuthModal();
  const loggedIn = useLoggedIn();
  if (!loggedIn) {
    return (
      <Button className={layout === 'panel' ? 'w-full' : ''} onClick={() => open('signIn')}>
        {messages.accountMenu.logIn}
      </Button>
    );
  }
  return (
    <Suspense fallback={<TriggerSkeleton compact={layout === 'rail'} />}>
      <SignedInMenu compact={layout === 'rail'} />
    </Suspense>
  );
}
