import { tokenStorage } from '../../lib/token-storage';
import { Landing } from './components/landing';
import { SignedInHome } from './components/signed-in-home';
import { useHomeQueryRules } from './hooks/use-home-query-rules';

/**
 * `/`. Signed in means a user access token in storage (spec section 4). The page reads it on
 * every render; it re-renders when an auth modal opens or closes (useHomeQueryRules uses the
 * modal context), so a successful sign-in, which closes the modal, shows the signed-in view.
 */
export function HomePage() {
  useHomeQueryRules();
  return tokenStorage.isLoggedIn() ? <SignedInHome /> : <Landing />;
}
