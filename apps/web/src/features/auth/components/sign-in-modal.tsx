import { loginBody, messages, type LoginBody } from '@prd/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal';
import { useContractForm, useSubmit } from '../../../lib/forms';
import { tokenStorage } from '../../../lib/token-storage';
import { login } from '../api/login';
import { serverFieldErrors } from '../form-errors';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { FormAlert } from './form-alert';
import { LinkButton } from './link-button';
import { SocialButtons } from './social-buttons';
import { SubmitButton } from './submit-button';

type Field = 'email' | 'password';
/** The role is the contract's default (a user): the admin signs in elsewhere. */
type Values = Pick<LoginBody, Field>;

/** Spec section 8: 203 is the deactivated account; no usable answer is the generic fallback. */
function loginFailure(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0) return messages.general.unexpected;
  if (err.status === 203) return messages.signIn.deactivated;
  return err.message || messages.general.unexpected;
}

interface Props {
  /** The email to start with (the address just registered), else empty. */
  email?: string;
}

/** Sign In: social buttons, then email and password; the token pair is stored on success. */
export function SignInModal({ email = '' }: Props) {
  const { open, close } = useAuthModal();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  // Spec: Sign In redirects to / when a user token already exists.
  const [alreadySignedIn] = useState(tokenStorage.isLoggedIn);
  const form = useContractForm(loginBody, {
    defaultValues: { email, password: '' } satisfies Values,
    prepare: (values) => ({ ...values, email: values.email.trim() }),
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = isSubmitting || done;

  useEffect(() => {
    if (!alreadySignedIn) return;
    close();
    void navigate('/');
  }, [alreadySignedIn, close, navigate]);

  const submit = useSubmit(form, async (body) => {
    if (done) return;
    setFormError(null);
    try {
      const pair = await login(body);
      setDone(true);
      finishSignIn(pair);
      close();
    } catch (err) {
      const fieldErrors = Object.entries(serverFieldErrors<Field>(err, ['email', 'password']));
      for (const [field, message] of fieldErrors) form.setError(field as Field, { message });
      // A message already shown under its field is not repeated above the button.
      if (fieldErrors.length === 0) setFormError(loginFailure(err));
    }
  });

  if (alreadySignedIn) return null;

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={messages.authForms.signIn.title}
      description={messages.authForms.signIn.description}
      initialFocus={() => form.setFocus(email ? 'password' : 'email')}
    >
      <div className="flex flex-col gap-5">
        <SocialButtons />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={messages.dashboard.email}
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <div className="flex flex-col gap-1.5">
            <TextField
              label={messages.authForms.password}
              type="password"
              autoComplete="current-password"
              revealable
              {...form.register('password')}
              error={errors.password?.message}
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
