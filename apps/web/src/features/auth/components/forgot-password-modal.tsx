import { forgotPasswordBody, messages } from '@prd/contract';
import Check from 'lucide-react/icons/check';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal';
import { useContractForm, useSubmit } from '../../../lib/forms';
import { forgotPassword } from '../api/forgot-password';
import { FormAlert } from './form-alert';
import { LinkButton } from './link-button';
import { SubmitButton } from './submit-button';

/** Spec section 8, forgot password: one message per outcome. */
function forgotFailure(err: unknown): string {
  if (!(err instanceof ApiError)) return messages.general.unexpectedTryAgain;
  if (err.status === 0) return messages.general.networkFailure;
  if (err.status === 203) return messages.forgotPassword.notRegistered;
  if (err.status === 422) return err.detail[0]?.msg ?? messages.general.validationFallback;
  return messages.general.unexpectedTryAgain;
}

export function ForgotPasswordModal() {
  const { open, close } = useAuthModal();
  const form = useContractForm(forgotPasswordBody, { defaultValues: { email: '' } });
  const { errors, isSubmitting: busy } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = useSubmit(form, async ({ email }) => {
    setFormError(null);
    try {
      await forgotPassword(email);
      setSent(true);
    } catch (err) {
      setFormError(forgotFailure(err));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={messages.authForms.forgotPassword.title}
      description={sent ? undefined : messages.authForms.forgotPassword.description}
      initialFocus={() => form.setFocus('email')}
    >
      {sent ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-success/15 text-success">
            <Check className="size-6" strokeWidth={2.2} aria-hidden="true" />
          </span>
          <p role="status" className="text-sm text-ink">
            {messages.forgotPassword.sent}
          </p>
          <Button className="w-full py-2.5" onClick={() => open('signIn')}>
            {messages.forgotPassword.backToLogin}
          </Button>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label={messages.dashboard.email}
              type="email"
              autoComplete="email"
              {...form.register('email')}
              error={errors.email?.message}
            />
            <FormAlert tone="error">{formError}</FormAlert>
            <SubmitButton
              busy={busy}
              label={messages.authForms.forgotPassword.submit}
              busyLabel={messages.authForms.forgotPassword.submitting}
            />
          </form>
          <p className="mt-5 text-center text-sm text-ink-muted">
            {messages.authForms.forgotPassword.remembered}{' '}
            <LinkButton onClick={() => open('signIn')}>{messages.authForms.signInLink}</LinkButton>
          </p>
        </>
      )}
    </Modal>
  );
}
