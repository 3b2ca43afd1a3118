import type { KeyboardEvent } from 'react';

const itemBase =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm transition-colors focus-visible:outline-offset-[-2px] disabled:cursor-wait disabled:opacity-60';

/** One look for every row of the account and help panels, with a focus ring that is not clipped. */
export const itemClass = `${itemBase} text-ink hover:bg-surface-muted focus-visible:bg-surface-muted`;

/** Rows that end something (Log out, Request Delete). */
export const dangerItemClass = `${itemBase} text-danger hover:bg-danger/10 focus-visible:bg-danger/10`;

/** Arrow keys, Home and End move between a panel's rows (Tab still works as usual). */
export function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[data-menu-item]:not(:disabled)'),
  );
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? (at + 1) % items.length
          : (at - 1 + items.length) % items.length;
  items[next]?.focus();
}
