import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentPropsWithoutRef } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;

/**
 * A floating panel: portalled, kept inside the viewport, closed by Escape or an outside click
 * (Radix), focus moved into it on open and back to the trigger on close. It stacks above the
 * drawer and modals (z-50) it may be opened from: on a phone the account menu opens inside the
 * navigation drawer.
 */
export function PopoverContent({
  className = '',
  sideOffset = 8,
  collisionPadding = 12,
  ...props
}: ComponentPropsWithoutRef<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={`z-60 max-h-[var(--radix-popover-content-available-height)] overflow-y-auto rounded-xl border border-line bg-surface text-ink shadow-lg ring-1 ring-black/5 focus:outline-none ${className}`}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
