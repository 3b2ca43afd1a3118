import { useSyncExternalStore } from 'react';
import { tokenStorage } from '../../../lib/token-storage';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** Signed in means the user access token is in storage; other tabs notify through `storage`. */
export const useSignedIn = () => useSyncExternalStore(subscribe, tokenStorage.isLoggedIn);
