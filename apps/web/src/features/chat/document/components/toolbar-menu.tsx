import ChevronDown from 'lucide-react/icons/chevron-down';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';

export const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60';

/** A toolbar button opening a small panel of choices (Radix Popover: Escape, focus back). */
export function ToolbarMenu({
  icon: Icon,
  label,
  open,
  onOpenChange,
  busy = false,
  children,
  align = 'start',
  width = 'w-60',
}: {
  icon: LucideIcon;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  children: ReactNode;
  align?: 'start' | 'end';
  width?: string;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-busy={busy || undefined}
        className="inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 text-sm sm:px-2 font-medium text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted data-[state=open]:text-ink"
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
        ) : (
          <Icon className="size-4" strokeWidth={1.8} aria-hidden="true" />
        )}
        {label}
        <ChevronDown className="size-3 opacity-70 max-sm:hidden" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent align={align} className={`${width} p-1`} aria-label={label}>
        {children}
      </PopoverContent>
    </Popover>
  );
}
