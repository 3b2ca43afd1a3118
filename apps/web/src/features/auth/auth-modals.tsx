import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAuthModal, type AuthModal } from '../../lib/auth-modal';

// Each modal (and the form schemas it validates with) loads on first open, not with the landing.
const SignInModal = lazy(async () => ({
  default: (await import('./components/sign-in-modal')).SignInModal,
}));
const SignUpModal = lazy(async () => ({
  default: (await import('./components/sign-up-modal')).SignUpModal,
}));
const ForgotPasswordModal = lazy(async () => ({
  default: (await import('./components/forgot-password-modal')).ForgotPasswordModal,
}));
const ResetPasswordModal = lazy(async () => ({
  default: (await import('./components/reset-password-modal')).ResetPasswordModal,
}));

/**
 * The authentication modal chosen through useAuthModal(); one at a time, fresh on each open.
 * The email a Sign Up registered is handed to the Sign In that follows it, until the modals close.
 */
export function AuthModals() {
  const { modal } = useAuthModal();
  const [registeredEmail, setRegisteredEmail] = useState('');
  // Adjusted while rendering: once no modal is open, the next Sign In starts empty again.
  if (!modal && registeredEmail) setRegisteredEmail('');
  if (!modal) return null;
  // One entry per modal: a new kind of modal does not compile until it is listed here.
  const views: Record<Exclude<AuthModal, null>, ReactNode> = {
    signIn: <SignInModal email={registeredEmail} />,
    signUp: <SignUpModal onRegistered={setRegisteredEmail} />,
    forgotPassword: <ForgotPasswordModal />,
    resetPassword: <ResetPasswordModal />,
  };
  return <Suspense fallback={null}>{views[modal]}</Suspense>;
}
