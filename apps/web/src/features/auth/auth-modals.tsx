import { lazy, Suspense } from 'react';
import { useAuthModal, type AuthModal } from '../../lib/auth-modal';

// Each modal (and the form schemas it validates with) loads on first open, not with the landing.
const modals = {
  signIn: lazy(async () => ({ default: (await import('./components/sign-in-modal')).SignInModal })),
  signUp: lazy(async () => ({ default: (await import('./components/sign-up-modal')).SignUpModal })),
  forgotPassword: lazy(async () => ({
    default: (await import('./components/forgot-password-modal')).ForgotPasswordModal,
  })),
  resetPassword: lazy(async () => ({
    default: (await import('./components/reset-password-modal')).ResetPasswordModal,
  })),
} satisfies Record<Exclude<AuthModal, null>, unknown>;

/** The authentication modal chosen through useAuthModal(); one at a time, fresh on each open. */
export function AuthModals() {
  const { modal } = useAuthModal();
  if (!modal) return null;
  const Current = modals[modal];
  return (
    <Suspense fallback={null}>
      <Current key={modal} />
    </Suspense>
  );
}
