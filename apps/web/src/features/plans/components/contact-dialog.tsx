import { messages } from '@prd/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useGetUserQuery } from '../../../lib/queries/user';
import { notify } from '../../../lib/toast';
import { tokenStorage } from '../../../lib/token-storage';
import { sendContactMessage } from '../api/send-contact';
import type { PlanView } from '../plan-rules';

const text = messages.billing;

/** Contact Us for a Custom plan: the message is emailed to the team, who answer by email. */
export function ContactDialog({ plan, onClose }: { plan: PlanView | null; onClose: () => void }) {
  const signedIn = tokenStorage.isLoggedIn();
  const { data: user } = useGetUserQuery(undefined, { skip: !signedIn });
  const [typedEmail, setTypedEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const messageId = useId();
  const email = user?.email ?? typedEmail;

  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError(text.contactMessageRequired);
      return;
    }
    setSending(true);
    try {
      const res = await sendContactMessage({
        email: email.trim(),
        message: message.trim(),
        ...(plan ? { plan_id: plan.id } : {}),
      });
      notify.success(res.message || text.contactSent);
      close();
    } catch (err) {
      notify.error(errorMessage(err, text.contactFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={plan !== null}
      onOpenChange={(open) => !open && close()}
      title={plan ? `${text.contactTitle}: ${plan.plan_name}` : text.contactTitle}
      description={text.contactIntro}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={messages.dashboard.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          readOnly={Boolean(user)}
          onChange={(e) => setTypedEmail(e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={messageId} className="text-sm font-medium text-ink">
            {text.contactMessage}
          </label>
          <textarea
            id={messageId}
            rows={5}
            maxLength={5000}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${messageId}-error` : undefined}
            onChange={(e) => {
              setMessage(e.target.value);
              if (error) setError(null);
            }}
            className={`w-full resize-y rounded-lg border bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ${error ? 'border-danger' : 'border-line'}`}
          />
          {error && (
            <p id={`${messageId}-error`} role="alert" className="text-xs text-danger">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close} disabled={sending}>
            {messages.dashboard.cancel}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? text.contactSending : text.contactSend}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
