import { ROLES, loginBody, messages } from '@prd/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal';
import { baseApi } from '../../../lib/base-api';
import { notify } from '../../../lib/toast';
import { tokenStorage } from '../../../lib/token-storage';
import { login } from '../api/login';
import { firstIssues, serverFieldErrors, type FieldErrors } from '../form-errors';
import { FormAlert } from './form-alert';
import { LinkButton } from './link-button';
import { SocialButtons } from './social-buttons';
import { SubmitButton } from './submit-button';

type Field = 'email' | 'password';

/** Spec section 8: 203 is the deactivated account; no usable answer is the generic fallback. */
function loginFailure(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0) return messages.general.unexpected;
  if (err.status === 203) return messages.signIn.deactivated;
  return err.message || messages.general.unexpected;
}

export function SignInModal() {
  const { open, close } = useAuthModal();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  // Spec: Sign In redirects to / when a user token already exists.
  const [alreadySignedIn] = useState(tokenStorage.isLoggedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!alreadySignedIn) return;
    close();
    void navigate('/');
  }, [alreadySignedIn, close, navigate]);

  if (alreadySignedIn) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = loginBody.safeParse({ email: email.trim(), password, role: ROLES.user });
    if (!parsed.success) {
      setErrors(firstIssues<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      tokenStorage.save('user', await login(parsed.data));
      // Everything cached for the visitor is stale now.
      dispatch(baseApi.util.invalidateTags(['User', 'Uploads', 'Plans', 'Billing']));
      notify.success(messages.signIn.success);
      close();
    } catch (err) {
      const fieldErrors = serverFieldErrors<Field>(err, ['email', 'password']);
      setErrors(fieldErrors);
      // A message already shown under its field is not repeated above the button.
      if (Object.keys(fieldErrors).length === 0) setFormError(loginFailure(err));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={messages.authForms.signIn.title}
      description={messages.authForms.signIn.description}
    >
      <div className="flex flex-col gap-5">
        <SocialButtons />
        <div className="flex items-center gap-3 text-xs text-ink-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          {messages.authForms.signIn.orWithEmail}
          <span className="h-px flex-1 bg-line" />
        </div>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <TextField
            label={messages.dashboard.email}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <div className="flex flex-col gap-1.5">
            <TextField
              label={messages.authForms.password}
              type="password"
              autoComplete="current-password"
              revealable
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <LinkButton className="self-end text-xs" onClick={() => open('forgotPassword')}>
              {messages.authForms.signIn.forgotPassword}
            </LinkButton>
          </div>
          <FormAlert tone="error">{formError}</FormAlert>
          <SubmitButton
            busy={busy}
            label={messages.authForms.signIn.submit}
            busyLabel={messages.authForms.signIn.submitting}
          />
        </form>
        <p className="text-center text-sm text-ink-muted">
          {messages.authForms.signIn.noAccount}{' '}
          <LinkButton onClick={() => open('signUp')}>
            {messages.authForms.signIn.signUpLink}
          </LinkButton>
        </p>
      </div>
    </Modal>
  );
}
