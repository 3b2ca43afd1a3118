import { messages } from '@prd/contract';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useGetUserUploadsQuery } from '../../../lib/queries/user';
import type { ChatState } from '../chat.slice';

/**
 * "Remaining Uploads" (spec section 2), from get_user_uploads; fetched again after every send
 * (the chat slice's historyVersion moves on), as the spec refreshes the counter then.
 */
function useRemainingUploads() {
  const { data, isLoading, refetch } = useGetUserUploadsQuery();
  const version = useSelector((s: { chat: ChatState }) => s.chat.historyVersion);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  return { remaining: data?.remaining_uploads, isLoading };
}

const HINT_ID = 'remaining-uploads-hint';

/** The counter links to the plans, where more uploads are bought; the hint says what one is. */
export function RemainingUploads() {
  const { remaining, isLoading } = useRemainingUploads();
  return (
    <div className="flex flex-col gap-1">
      <Link
        to="/settings/plancard"
        aria-busy={isLoading}
        aria-describedby={HINT_ID}
        className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-muted px-3 py-2.5 text-sm hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
      >
        <span className="text-ink-muted">{messages.sidebar.remainingUploads}</span>
        {isLoading ? (
          <span
            data-testid="uploads-skeleton"
            aria-hidden="true"
            className="h-5 w-8 animate-pulse rounded-md bg-line"
          />
        ) : (
          <span className="font-semibold text-ink tabular-nums">{remaining ?? '–'}</span>
        )}
      </Link>
      <p id={HINT_ID} className="px-1 text-xs text-ink-muted">
        {messages.billing.uploadsExplained}
      </p>
    </div>
  );
}

/** The counter in the phone's top bar, so it stays in view beside the chat (issue 13). */
export function RemainingUploadsBadge() {
  const { remaining, isLoading } = useRemainingUploads();
  return (
    <Link
      to="/settings/plancard"
      aria-busy={isLoading}
      title={messages.billing.uploadsExplained}
      data-testid="uploads-badge"
      className="flex items-center gap-1.5 rounded-full border border-line bg-surface-muted px-2 py-1 text-xs whitespace-nowrap"
    >
      <span className="text-ink-muted">{messages.sidebar.remainingUploads}</span>
      <span className="font-semibold text-ink tabular-nums">
        {isLoading ? '…' : (remaining ?? '–')}
      </span>
    </Link>
  );
}
