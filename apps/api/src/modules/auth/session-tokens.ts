import type { Config } from '../../config.js';
import type { RequestMeta } from '../../platform/audit/index.js';
import { hashToken, randomToken, type TokenSigner } from '../../platform/tokens/index.js';
import type { AuthRepository, UserRow } from './auth.repository.js';

/** A new session for the user (any sign-in: password or OAuth) and its first token pair. */
export async function issueSessionTokens(
  deps: { repo: AuthRepository; tokens: TokenSigner; config: Config },
  user: UserRow,
  meta: RequestMeta,
) {
  const refreshToken = randomToken();
  const sessionId = await deps.repo.createSession({
    userId: user.id,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + deps.config.tokens.refreshTtl * 1000),
    refreshHash: hashToken(refreshToken),
  });
  const accessToken = await deps.tokens.sign({ userId: user.id, sessionId, role: user.role });
  return { access_token: accessToken, refresh_token: refreshToken };
}
