import Copy from 'lucide-react/icons/copy';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import { useRef, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { docText } from '../document-messages';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm text-ink hover:bg-surface-muted';

/** The ⋯ beside a section's heading: "Edit this section…", and copying the section. */
export function SectionMenu({
  heading,
  onEdit,
  onCopy,
}: {
  heading: string;
  onEdit?: (() => void) | undefined;
  onCopy: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Chosen Edit: the form takes the focus, not this button again.
  const editing = useRef(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        data-section-menu
        aria-label={docText.sectionActions(heading)}
        title={docText.sectionActions(heading)}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-56 p-1"
        aria-label={docText.sectionActions(heading)}
        onCloseAutoFocus={(event) => {
          if (!editing.current) return;
          editing.current = false;
          event.preventDefault();
        }}
      >
        {onEdit && (
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              editing.current = true;
              setOpen(false);
              onEdit();
            }}
          >
            <Pencil className="size-4 text-ink-muted" aria-hidden="true" />
            {docText.editSection}
          </button>
        )}
        <button
          type="button"
          className={itemClass}
          onClick={() => {
            setOpen(false);
            onCopy();
          }}
        >
          <Copy className="size-4 text-ink-muted" aria-hidden="true" />
          {docText.copySection}
        </button>
      </PopoverContent>
    </Popover>
  );
}
