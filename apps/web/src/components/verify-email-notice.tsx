import { messages } from '@prd/contract';
import MailWarning from 'lucide-react/icons/mail-warning';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { ApiError } from '../lib/api-client';
import { baseApi } from '../lib/base-api';
import { resendVerification } from '../lib/email-verification';
import { useGetUserQuery } from '../lib/queries/user';
import { notify } from '../lib/toast';
import { Button } from './ui/button';

const t = messages.verifyEmail;

/**
 * "Verify your email" for a signed-in person whose address is not proven yet (get_user's
 * email_verified), with Resend link; nothing for anyone else. `reason` replaces the text where
 * a screen needs the proof (the Connecting tab).
 */
export function VerifyEmailNotice({ reason }: { reason?: string }) {
  const { data: user } = useGetUserQuery();
  const dispatch = useDispatch();
  const [sending, setSending] = useState(false);
  if (!user || user.email_verified) return null;

  async function resend() {
    setSending(true);
    try {
      const { message } = await resendVerification();
      notify.accountSuccess(message);
    } catch (err) {
      const known = err instanceof ApiError && err.code !== undefined && err.message;
      notify.accountError(known || messages.general.failedToProcess);
      // Verified meanwhile (another tab): the notice goes.
      if (err instanceof ApiError && err.status === 409) {
        dispatch(baseApi.util.invalidateTags(['User']));
      }
    }
    setSending(false);
  }

  return (
    <section
      aria-labelledby="verify-email-title"
      data-testid="verify-email-notice"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-warning bg-warning/15 p-4 text-sm text-ink"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-ink" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="verify-email-title" className="font-semibold">
          {t.noticeTitle}
        </h2>
        <p className="mt-1 break-words text-ink-muted">{reason ?? t.noticeText(user.email)}</p>
      </div>
      <Button variant="secondary" onClick={() => void resend()} disabled={sending}>
        {sending ? t.resending : t.resend}
      </Button>
    </section>
  );
}
