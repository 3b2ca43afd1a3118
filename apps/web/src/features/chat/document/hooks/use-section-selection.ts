import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { SectionEditTarget } from '../components/section-edit-form';
import { itemIds, type DocSection } from '../utils/split-sections';

/** Text selected inside one section: where to offer "Edit this section…". */
interface Selected {
  target: SectionEditTarget & { anchor: string };
  top: number;
  left: number;
}

/** The item the selection is about: an id in the selected text, else in the block holding it. */
function selectedItem(selection: Selection, section: DocSection): string | null {
  const inText = itemIds(selection.toString()).find((id) => section.items.includes(id));
  if (inText) return inText;
  const node = selection.anchorNode;
  const block = (node instanceof Element ? node : node?.parentElement)?.closest('li, p, h3, h4');
  return itemIds(block?.textContent ?? '').find((id) => section.items.includes(id)) ?? null;
}

/** What "Edit this section…" edits in a section: none for a section the outline does not know. */
export const targetOf = (section: DocSection) =>
  section.key && section.heading
    ? { anchor: section.anchor, section: section.key, heading: section.heading }
    : null;

/**
 * Text selected inside one editable section of `box` (where editing is offered): what it would
 * edit and where to offer it. Read on `readSelection`; cleared when the selection goes.
 */
export function useSectionSelection(
  box: RefObject<HTMLDivElement | null>,
  sections: readonly DocSection[],
  editable: boolean,
) {
  const [selected, setSelected] = useState<Selected | null>(null);
  // A selection inside one editable section offers the edit beside it; it goes with the selection.
  const readSelection = useCallback(() => {
    const selection = window.getSelection();
    const root = box.current;
    if (!editable || !root || !selection || selection.isCollapsed || selection.rangeCount === 0)
      return setSelected(null);
    const element = (node: Node | null) => (node instanceof Element ? node : node?.parentElement);
    const start = element(selection.anchorNode)?.closest<HTMLElement>('[data-section]');
    const end = element(selection.focusNode)?.closest<HTMLElement>('[data-section]');
    const section = sections.find((s) => s.anchor === start?.id);
    const base = section && targetOf(section);
    if (!start || start !== end || !root.contains(start) || !section || !base)
      return setSelected(null);
    const range = selection.getRangeAt(0);
    // (Not every engine measures a range: jsdom does not.)
    if (typeof range.getBoundingClientRect !== 'function') return setSelected(null);
    const rect = range.getBoundingClientRect();
    const frame = root.getBoundingClientRect();
    setSelected({
      target: {
        ...base,
        items: section.items,
        item: selectedItem(selection, section),
        quote: selection.toString().trim().slice(0, 300),
      },
      top: rect.bottom - frame.top + 6,
      left: Math.max(0, Math.min(rect.left - frame.left, frame.width - 170)),
    });
  }, [box, editable, sections]);

  useEffect(() => {
    const onChange = () => {
      if (window.getSelection()?.isCollapsed ?? true) setSelected(null);
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);

  return { selected, setSelected, readSelection };
}
