import type { ReactNode } from 'react';

/** Small stroke icons in the current text colour; decorative only. */
function Icon({ children, className = 'size-4' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const SettingsIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="2.5" />
    <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
  </Icon>
);

export const PlansIcon = () => (
  <Icon>
    <path d="M10 2.5l2.2 4.6 5 .7-3.6 3.5.9 5L10 14l-4.5 2.3.9-5-3.6-3.5 5-.7z" />
  </Icon>
);

export const HelpIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M7.8 7.8a2.3 2.3 0 0 1 4.4.9c0 1.6-2.2 1.9-2.2 3.3M10 14.5v.01" />
  </Icon>
);

export const LogoutIcon = () => (
  <Icon>
    <path d="M8 3.5H5a1.5 1.5 0 0 0-1.5 1.5v10A1.5 1.5 0 0 0 5 16.5h3M12.5 13.5 16 10l-3.5-3.5M16 10H8" />
  </Icon>
);

export const ChevronUpDownIcon = () => (
  <Icon>
    <path d="M6.5 8 10 4.5 13.5 8M6.5 12 10 15.5l3.5-3.5" />
  </Icon>
);

export const ChevronRightIcon = () => (
  <Icon className="size-3.5">
    <path d="M7.5 4.5 13 10l-5.5 5.5" />
  </Icon>
);

export const BackIcon = () => (
  <Icon>
    <path d="M12.5 4.5 7 10l5.5 5.5" />
  </Icon>
);

export const DocIcon = () => (
  <Icon>
    <path d="M5.5 2.5h6l3 3v12h-9zM11.5 2.5v3h3M8 10h4.5M8 13h4.5" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M3.5 5.5h13M8 5.5v-2h4v2M5.5 5.5l.8 11h7.4l.8-11M8.5 8.5v5M11.5 8.5v5" />
  </Icon>
);
