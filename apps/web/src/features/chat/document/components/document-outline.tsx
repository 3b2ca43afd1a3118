import ListTree from 'lucide-react/icons/list-tree';
import { useState } from 'react';
import { docText } from '../document-messages';
import { anchorOf, type OutlineEntry } from '../utils/split-sections';
import { ToolbarMenu } from './toolbar-menu';

/**
 * The version's outline as links: a section's goes to its heading, an item's ("FR-4") to the
 * first line naming it; focus follows, so a keyboard or screen-reader user lands there too.
 */
export function DocumentOutline({
  outline,
  onJump,
}: {
  outline: readonly OutlineEntry[];
  onJump: (entry: OutlineEntry) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ToolbarMenu
      icon={ListTree}
      label={docText.outline}
      open={open}
      onOpenChange={setOpen}
      width="w-72"
    >
      <nav aria-label={docText.outline}>
        {outline.length === 0 ? (
          <p className="px-2.5 py-2 text-sm text-ink-muted">{docText.outlineEmpty}</p>
        ) : (
          <ul className="flex max-h-[60vh] flex-col overflow-y-auto">
            {outline.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${anchorOf(entry.id)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(false);
                    // After the menu has given the focus back to its button.
                    setTimeout(() => onJump(entry), 0);
                  }}
                  className={`flex items-baseline gap-2 rounded-md py-1.5 pr-2.5 text-sm hover:bg-surface-muted ${
                    entry.level <= 2 ? 'pl-2.5 font-medium text-ink' : 'pl-6 text-ink-muted'
                  }`}
                >
                  <span className="min-w-0 flex-1 truncate">{entry.heading}</span>
                  {entry.count > 0 && (
                    <span className="text-xs text-ink-muted tabular-nums">{entry.count}</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </ToolbarMenu>
  );
}

/** Brings an outline entry's place in `body` into view and gives it the focus. */
export function jumpTo(body: HTMLElement, entry: OutlineEntry): void {
  const section = body.querySelector<HTMLElement>(`#${anchorOf(entry.id)}`);
  const target =
    section ??
    [...body.querySelectorAll<HTMLElement>('h3, h4, li, p, tr')].find((el) =>
      new RegExp(`\\b${entry.id.replace(/[^\w-]/g, '')}\\b`).test(el.textContent ?? ''),
    );
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
