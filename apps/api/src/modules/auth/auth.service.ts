import type { RequestMeta } from '../../platform/audit/index.js';
import { createAccountAdmin } from './account-admin.js';
import { createAuthKit, type AuthServiceDeps, type SignedInHook } from './auth-kit.js';
import { createBackgroundWork } from './background-work.js';
import { createEmailVerification } from './email-verification.service.js';
import { createPasswordChanges } from './password-changes.js';
import { createSessionRefresh } from './session-refresh.js';
import { createSignIn } from './sign-in.js';

/** Accounts: sign-up and sign-in, session tokens, passwords, and what admins do to accounts. */
export function createAuthService(deps: AuthServiceDeps, hooks: { signedIn?: SignedInHook } = {}) {
  const kit = createAuthKit(deps, hooks);
  const background = createBackgroundWork(deps.log);
  const verification = createEmailVerification(deps);

  return {
    ...createSignIn(kit, verification),
    ...createSessionRefresh(kit),
    ...createPasswordChanges(kit, background),
    ...createAccountAdmin(kit),

    verifyEmail: (token: string, meta: RequestMeta) => verification.verify(token, meta),
    resendVerification: (userId: string, meta: RequestMeta) => verification.resend(userId, meta),

    /** Resolves once the work started after answers (reset emails) has finished. */
    settle: () => background.settle(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
