import { messages } from '@prd/contract';
import { Link } from 'react-router';

/**
 * Out of uploads: said in the chat itself, with the way out. The spec's disabled Send and its
 * tooltip stay, but a touch screen never shows a tooltip.
 */
export function UpgradeNotice() {
  return (
    <div
      role="status"
      className="mb-2 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning bg-warning/15 px-4 py-3 text-sm text-ink"
    >
      <span>
        {messages.billing.outOfUploads} {messages.billing.uploadsExplained}
      </span>
      <Link
        to="/settings/plancard"
        className="shrink-0 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
      >
        {messages.billing.upgrade}
      </Link>
    </div>
  );
}
