import { constants } from '@prd/contract';
import { toast, type ToastOptions } from 'react-toastify/unstyled';

/** The spec's toast behaviour: close on click or drag, pause on hover or window blur. */
export const toastDefaults = {
  autoClose: constants.toastShellMs,
  closeOnClick: true,
  draggable: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  position: 'top-right',
} satisfies ToastOptions;

/** Account screens close their toasts after 3 s; the shell after 5000 ms. */
const account: ToastOptions = { autoClose: constants.toastAccountMs };

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  accountSuccess: (message: string) => toast.success(message, account),
  accountError: (message: string) => toast.error(message, account),
};
