import { Button } from '../../components/ui/button';
import { useAuthModal } from '../../lib/auth-modal';

export function AccountMenu() {
  const { open } = useAuthModal();
  return (
    <Button className="w-full" onClick={() => open('signIn')}>
      Log In
    </Button>
  );
}
