import {
  RESET_SPECIALS,
  constants,
  messages,
  resetPasswordBody,
  resetStrengthLabel,
  resetStrengthScore,
} from '@prd/contract';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal';
import { useContractForm, useSubmit } from '../../../lib/forms';
import { resetPassword } from '../api/reset-password';
import { FormAlert } from './form-alert';
import { StrengthMeter, type StrengthTone } from './strength-meter';
import { SubmitButton } from './submit-button';

const tones: Record<string, StrengthTone> = { Weak: 'weak', Moderate: 'medium', Strong: 'strong' };

/** `/` with the spec's outcome parameters; the home page turns them into a toast (and Sign In). */
function homeWith(params: Record<string, string>) {
  return `/?${new URLSearchParams(params).toString()}`;
}

export function ResetPasswordModal() {
  const { close, resetToken } = useAuthModal();
  const navigate = useNavigate();
  // The token from the link travels with the form's values; it has no input of its own.
  const form = useContractForm(resetPasswordBody, {
    defaultValues: { token: resetToken ?? '', password: '', confirmpassword: '' },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const score = resetStrengthScore(password);
  const label = resetStrengthLabel(score);

  const submit = useSubmit(form, async (body) => {
    let target: string;
    try {
      const res = await resetPassword(body);
      target = homeWith({ showLoginPopup: 'true', successMessage: res.message });
    } catch (err) {
      // 203 (spent or unknown link) and every other failure: back home with the reason.
      target = homeWith({
        showLoginPopup: 'false',
        Errormessage: errorMessage(err, messages.general.unexpected),
      });
    }
    close();
    void navigate(target);
  });

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={messages.authForms.resetPassword.title}
      description={messages.authForms.resetPassword.description}
      initialFocus={() => form.setFocus('password')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <TextField
            label={messages.authForms.resetPassword.newPassword}
            type="password"
            autoComplete="new-password"
            revealable
            {...form.register('password')}
            error={errors.password?.message}
          />
          <StrengthMeter filled={score} label={label} tone={tones[label] ?? 'weak'} />
          <p className="text-xs text-ink-muted">
            {messages.authForms.resetPassword.hint(constants.passwordMinLength, RESET_SPECIALS)}
          </p>
        </div>
        <TextField
          label={messages.authForms.confirmPassword}
          type="password"
          autoComplete="new-password"
          revealable
          {...form.register('confirmpassword')}
          error={errors.confirmpassword?.message}
        />
        <FormAlert tone="error">{errors.token?.message}</FormAlert>
        <SubmitButton
          busy={busy}
          label={messages.authForms.resetPassword.submit}
          busyLabel={messages.authForms.resetPassword.submitting}
        />
      </form>
    </Modal>
  );
}
