import { messages } from '@prd/contract';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import CloseIcon from 'lucide-react/icons/x';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers as the drawer's name. */
  title: string;
  children: ReactNode;
  closeLabel?: string;
  id?: string;
  /** Where focus goes once it closes (Radix would pick its own Trigger, which is not used). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A panel sliding in from the left: a modal dialog, so it traps focus and closes on Escape, on
 * the close button and on a click outside; focus then goes back to `returnFocusTo` (the opener).
 * Its own chunk: load it lazily so the shell's first script stays small.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  children,
  closeLabel = messages.ui.close,
  id,
  returnFocusTo,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[2px] transition-opacity starting:opacity-0" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Leave focus alone when something else (another dialog) has taken it.
            const active = document.activeElement;
            if (!active || active === document.body) returnFocusTo?.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col border-r border-line bg-surface shadow-xl transition-transform duration-200 starting:-translate-x-full focus:outline-none"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Close
            className="absolute top-4 right-3 rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
            aria-label={closeLabel}
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
