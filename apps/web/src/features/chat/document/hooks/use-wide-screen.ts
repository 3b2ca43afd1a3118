import { useSyncExternalStore } from 'react';

/** Wide enough for the document beside the chat (Tailwind's `lg`). */
const WIDE_QUERY = '(min-width: 1024px)';

const subscribe = (change: () => void) => {
  const query = window.matchMedia?.(WIDE_QUERY);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
const wide = () => window.matchMedia?.(WIDE_QUERY).matches ?? true;

/** Whether the screen is wide enough for the document beside the chat; follows resizing. */
export const useWideScreen = () => useSyncExternalStore(subscribe, wide, () => true);
