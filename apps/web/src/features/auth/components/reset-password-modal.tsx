import {
  RESET_SPECIALS,
  constants,
  messages,
  resetPasswordBody,
  resetStrengthLabel,
  resetStrengthScore,
} from '@prd/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal';
import { resetPassword } from '../api/reset-password';
import { firstIssues, type FieldErrors } from '../form-errors';
import { FormAlert } from './form-alert';
import { StrengthMeter, type StrengthTone } from './strength-meter';
import { SubmitButton } from './submit-button';

type Field = 'token' | 'password' | 'confirmpassword';

const tones: Record<string, StrengthTone> = { Weak: 'weak', Moderate: 'medium', Strong: 'strong' };

/** `/` with the spec's outcome parameters; the home page turns them into a toast (and Sign In). */
function homeWith(params: Record<string, string>) {
  return `/?${new URLSearchParams(params).toString()}`;
}

export function ResetPasswordModal() {
  const { close, resetToken } = useAuthModal();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const score = resetStrengthScore(password);
  const label = resetStrengthLabel(score);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = resetPasswordBody.safeParse({
      token: resetToken ?? '',
      password,
      confirmpassword: confirm,
    });
    if (!parsed.success) {
      setErrors(firstIssues<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    let target: string;
    try {
      const res = await resetPassword(parsed.data);
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
  }

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={messages.authForms.resetPassword.title}
      description={messages.authForms.resetPassword.description}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <TextField
            label={messages.authForms.resetPassword.newPassword}
            type="password"
            autoComplete="new-password"
            autoFocus
            revealable
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
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
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirmpassword}
        />
        <FormAlert tone="error">{errors.token}</FormAlert>
        <SubmitButton
          busy={busy}
          label={messages.authForms.resetPassword.submit}
          busyLabel={messages.authForms.resetPassword.submitting}
        />
      </form>
    </Modal>
  );
}
