import type { ReactNode } from 'react';

type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

const tones: Record<BadgeTone, { box: string; dot: string }> = {
  success: { box: 'bg-success/15', dot: 'bg-success' },
  warning: { box: 'bg-warning/25', dot: 'bg-warning' },
  danger: { box: 'bg-danger/15', dot: 'bg-danger' },
  neutral: { box: 'bg-surface-muted ring-1 ring-line', dot: 'bg-ink-muted' },
  info: { box: 'bg-brand-50', dot: 'bg-brand-500' },
};

/** Common status words and their tone; anything else is neutral. */
const known: Record<string, BadgeTone> = {
  active: 'success',
  succeeded: 'success',
  resolved: 'success',
  approved: 'success',
  completed: 'success',
  success: 'success',
  published: 'success',
  pending: 'warning',
  past_due: 'warning',
  medium: 'warning',
  open: 'warning',
  draft: 'neutral',
  inactive: 'neutral',
  canceled: 'neutral',
  expired: 'neutral',
  failed: 'danger',
  failure: 'danger',
  rejected: 'danger',
  revoked: 'danger',
  disputed: 'danger',
  dispute_lost: 'danger',
  refunded: 'info',
  partially_refunded: 'info',
  high: 'danger',
  low: 'neutral',
};

/** "past_due" → "Past due". */
export const humanize = (s: string) => {
  const t = s.replace(/[_-]+/g, ' ').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/**
 * A small pill with a dot: `status` picks the tone from common words (active, pending,
 * failed…) unless `tone` is given; the label is the humanized status unless `children`.
 * `wrap` lets a long label break over lines.
 */
export function StatusBadge({
  status,
  tone,
  children,
  wrap,
}: {
  status: string;
  tone?: BadgeTone;
  children?: ReactNode;
  wrap?: boolean;
}) {
  const t = tones[tone ?? known[status.toLowerCase()] ?? 'neutral'];
  return (
    <span
      data-tone={tone ?? known[status.toLowerCase()] ?? 'neutral'}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${wrap ? '' : 'whitespace-nowrap '}text-ink ${t.box}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${t.dot}`} />
      {children ?? humanize(status)}
    </span>
  );
}
