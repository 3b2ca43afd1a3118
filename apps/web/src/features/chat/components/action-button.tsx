import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookOpen from 'lucide-react/icons/book-open';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import NotebookText from 'lucide-react/icons/notebook-text';
import Pencil from 'lucide-react/icons/pencil';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Share from 'lucide-react/icons/share';
import TextIcon from 'lucide-react/icons/text';
import type { ReactNode } from 'react';

const icons = {
  regenerate: RotateCcw,
  edit: Pencil,
  download: Download,
  share: Share,
  doc: FileText,
  text: TextIcon,
  back: ArrowLeft,
  notion: NotebookText,
  confluence: BookOpen,
};

/** A small button of the bar under a message (Download, Share, Regenerate, Edit...). */
export function ActionButton({
  icon,
  busy = false,
  disabled,
  label,
  onClick,
  children,
}: {
  icon: keyof typeof icons;
  busy?: boolean;
  disabled?: boolean;
  /** A fuller name for assistive technology (the visible text stays short). */
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = icons[icon];
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="inline-block size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : (
        <Icon className="size-3.5" strokeWidth={1.8} aria-hidden="true" />
      )}
      {children}
    </button>
  );
}
