import { constants } from '@prd/contract';
import { toast, type ToastOptions } from 'react-toastify/unstyled';

/** The spec's toast behaviour: close on click or drag, pause on hover or window blur. */
export const toastDefaults = {
  autoClose: constants.toastShellMs,
  closeOnClick: true,
  draggable: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  // One stack, top centre below the header bar (styles.css `.prd-toasts`): the header's
  // controls sit at its ends and the chat box at the bottom, so nothing interactive is under it.
  position: 'top-center',
} satisfies ToastOptions;

/** At most this many toasts show at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;

/** The container's own props (not per-toast options). */
export const toastContainerProps = {
  ...toastDefaults,
  limit: TOAST_LIMIT,
  className: 'prd-toasts',
} as const;

type Kind = 'success' | 'error' | 'info';

/**
 * The toast's id is its kind and text: react-toastify ignores a toast whose id is still showing,
 * so the same message twice (a retry loop, two failing calls) shows once.
 */
const toastIdOf = (kind: Kind, message: string) => `${kind}:${message}`;

/** Account screens close their toasts after 3 s; the shell after 5000 ms. */
const account: ToastOptions = { autoClose: constants.toastAccountMs };

const show = (kind: Kind, message: string, options: ToastOptions = {}) =>
  toast[kind](message, { ...options, toastId: toastIdOf(kind, message) });

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  accountSuccess: (message: string) => show('success', message, account),
  accountError: (message: string) => show('error', message, account),
};

/** Where a toast waits across a full-page load (logout reloads the app, spec section 4). */
export const FLASH_KEY = 'prd.flash';

/** Shows the toast now and again after the page's next load, if it reloads before it is read. */
export function notifyAcrossReload(kind: Kind, message: string): void {
  show(kind, message);
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, message }));
  } catch {
    // No storage: the toast shows until the page goes.
  }
}

/** Shows (once) the toast a previous page left for this load; called when the shell starts. */
export function showFlash(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { kind, message } = JSON.parse(raw) as { kind?: unknown; message?: unknown };
    const known = kind === 'success' || kind === 'error' || kind === 'info';
    if (known && typeof message === 'string' && message) {
      show(kind, message);
    }
  } catch {
    // A damaged entry is dropped.
  }
}
