import type { EditSectionBody } from '@prd/contract';
import Pencil from 'lucide-react/icons/pencil';
import { useMemo, useRef, useState } from 'react';
import { LazyMarkdown } from '../../../../components/markdown/lazy-markdown';
import { docText } from '../document-messages';
import { targetOf, useSectionSelection } from '../hooks/use-section-selection';
import { splitSections, type DocSection, type OutlineEntry } from '../utils/split-sections';
import { SectionEditForm, type SectionEditTarget } from './section-edit-form';
import { SectionMenu } from './section-menu';

/**
 * The version's Markdown in the app's renderer, one `<section>` per heading (the outline jumps
 * to them). Each section the outline knows has a ⋯ menu with "Edit this section…", also offered
 * beside text selected in it; the form opens under its heading.
 */
export function DocumentBody({
  markdown,
  outline,
  writing,
  onEdit,
  onCopySection,
}: {
  markdown: string;
  outline: readonly OutlineEntry[];
  /** An answer is being written in the chat (a new edit waits). */
  writing: boolean;
  /** Sends a section edit; absent where editing is not offered. */
  onEdit?: ((body: EditSectionBody) => Promise<unknown>) | undefined;
  onCopySection: (section: DocSection) => void;
}) {
  const sections = useMemo(() => splitSections(markdown, outline), [markdown, outline]);
  // Items named as the outline names them ("FR-2: Accept a swap") in the form's choice.
  const itemNames = useMemo(
    () => new Map(outline.filter((e) => e.level > 2).map((e) => [e.id, e.heading])),
    [outline],
  );
  const [editing, setEditing] = useState<(SectionEditTarget & { anchor: string }) | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { selected, setSelected, readSelection } = useSectionSelection(box, sections, !!onEdit);

  const open = (target: SectionEditTarget & { anchor: string }) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(null);
    setEditing(target);
  };
  const close = () => {
    const anchor = editing?.anchor;
    setEditing(null);
    // Back to what opened it if still there, else the section's menu.
    const section = anchor ? document.getElementById(anchor) : null;
    const back = opener.current?.isConnected ? opener.current : null;
    (back ?? section?.querySelector<HTMLElement>('[data-section-menu]') ?? section)?.focus();
  };

  return (
    // Selecting text is done with the pointer or the keyboard; both offer the edit.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- as the line above says
    <div
      ref={box}
      className="relative flex flex-col gap-5 text-sm text-ink"
      onPointerUp={() => requestAnimationFrame(readSelection)}
      onKeyUp={(e) => e.shiftKey && readSelection()}
    >
      {sections.map((section) => {
        const target = targetOf(section);
        return (
          <section
            key={section.anchor}
            id={section.anchor}
            data-section
            tabIndex={-1}
            aria-labelledby={section.heading ? `${section.anchor}-h` : undefined}
            className="scroll-mt-3 focus:outline-none"
          >
            {section.heading && (
              <div className="mb-2 flex items-start gap-2 border-b border-line pb-1">
                <h3 id={`${section.anchor}-h`} className="flex-1 pt-1 text-base font-semibold">
                  {section.heading}
                </h3>
                <SectionMenu
                  heading={section.heading}
                  onEdit={
                    target && onEdit ? () => open({ ...target, items: section.items }) : undefined
                  }
                  onCopy={() => onCopySection(section)}
                />
              </div>
            )}
            {editing?.anchor === section.anchor && onEdit && (
              <SectionEditForm
                target={editing}
                itemNames={itemNames}
                writing={writing}
                onCancel={close}
                onSubmit={async (body) => {
                  await onEdit(body);
                  setEditing(null);
                }}
              />
            )}
            {section.body ? <LazyMarkdown text={section.body} /> : null}
          </section>
        );
      })}
      {selected && (
        <button
          type="button"
          // Keeps the selection (a click elsewhere would clear it first).
          onPointerDown={(e) => e.preventDefault()}
          onClick={() => open(selected.target)}
          style={{ top: selected.top, left: selected.left }}
          className="absolute z-10 inline-flex items-center gap-1.5 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-surface shadow-lg hover:opacity-90"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
          {docText.editSection}
        </button>
      )}
    </div>
  );
}
