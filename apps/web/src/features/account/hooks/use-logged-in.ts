import { useSyncExternalStore } from 'react';
import { tokenStorage } from '../../../lib/token-storage';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** The landing's build-time shell (app/landing-shell.tsx) is what a visitor sees. */
const signedOutOnServer = () => false;

/**
 * Logged in means the user access token is in storage (spec section 4). Read on every render, so
 * a sign-in in this tab shows as soon as the menu re-renders; other tabs notify through `storage`.
 */
export const useLoggedIn = () =>
  useSyncExternalStore(subscribe, tokenStorage.isLoggedIn, signedOutOnServer);
