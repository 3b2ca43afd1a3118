import type { ReactNode } from 'react';

/**
 * A label that appears beside an icon-only control on hover and on keyboard focus (not after a click) (a narrow
 * rail's tooltip). The control carries the same text as its accessible name, so the label is
 * hidden from assistive technology.
 */
export function RailTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="group/tip relative flex">
      {children}
      <span
        aria-hidden="true"
        data-tooltip=""
        className="pointer-events-none absolute top-1/2 left-full z-50 ml-2 -translate-y-1/2 rounded-md bg-ink px-2 py-1 text-xs font-medium whitespace-nowrap text-surface opacity-0 shadow-md transition-opacity group-has-[:focus-visible]/tip:opacity-100 group-hover/tip:opacity-100"
      >
        {label}
      </span>
    </span>
  );
}
