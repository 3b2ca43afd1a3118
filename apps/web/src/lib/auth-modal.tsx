import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthModal = 'signIn' | 'signUp' | 'forgotPassword' | 'resetPassword' | null;

interface AuthModalState {
  modal: AuthModal;
  /** The reset token from `/?token=…`, for the Reset Password dialog. */
  resetToken: string | null;
  open: (modal: Exclude<AuthModal, null>, resetToken?: string) => void;
  close: () => void;
}

const Ctx = createContext<AuthModalState | null>(null);

/** Which authentication modal is open; any screen may open one (account menu, send, …). */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AuthModal>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  // Stable across openings, so effects that depend on them do not run again.
  const open = useCallback<AuthModalState['open']>((next, token) => {
    setModal(next);
    if (token !== undefined) setResetToken(token);
  }, []);
  const close = useCallback(() => setModal(null), []);
  const value = useMemo<AuthModalState>(
    () => ({ modal, resetToken, open, close }),
    [modal, resetToken, open, close],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAuthModal(): AuthModalState {
  const value = useContext(Ctx);
  if (!value) throw new Error('useAuthModal outside AuthModalProvider');
  return value;
}
