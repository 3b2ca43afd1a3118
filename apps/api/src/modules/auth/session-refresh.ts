import { messages } from '@prd/contract';
import type { RequestMeta } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { hashToken, randomToken } from '../../platform/tokens/index.js';
import type { AuthKit } from './auth-kit.js';

/** The tokens of a live session: rotation of the refresh token, and sign-out. */
export function createSessionRefresh(kit: AuthKit) {
  const { repo, throttle, audit, rules } = kit;

  return {
    async refresh(refreshToken: string, meta: RequestMeta) {
      const ipKey = `refresh:ip:${meta.ip}`;
      await throttle.take({ key: ipKey, rule: rules.loginPerIp }, meta, 'refresh');
      const next = randomToken();
      const result = await repo.rotateRefreshToken(hashToken(refreshToken), hashToken(next));
      if (result.kind === 'rotated') {
        await throttle.refund(ipKey);
        const access = await kit.deps.tokens.sign({
          userId: result.user.id,
          sessionId: result.sessionId,
          role: result.user.role,
        });
        await audit.record(meta, {
          event: 'token_refresh',
          outcome: 'success',
          userId: result.user.id,
        });
        return { access_token: access, refresh_token: next };
      }
      if (result.kind === 'reused') {
        await repo.revokeSession(result.sessionId, 'refresh_token_reuse');
        const owner = await repo.sessionOwner(result.sessionId);
        await audit.record(meta, {
          event: 'token_refresh',
          outcome: 'failure',
          userId: owner?.userId,
          details: { reason: 'reuse' },
        });
        await audit.incident(meta, {
          kind: 'refresh_token_reuse',
          severity: 'high',
          description: 'A refresh token was used twice; the whole session was ended.',
          userId: owner?.userId,
          email: owner?.email,
          details: { session_id: result.sessionId },
        });
      } else {
        await audit.record(meta, {
          event: 'token_refresh',
          outcome: 'failure',
          details: { reason: result.kind },
        });
      }
      throw new AppError('INVALID_TOKEN');
    },

    async logout(userId: string, sessionId: string, meta: RequestMeta) {
      await repo.revokeSession(sessionId, 'logout');
      await audit.record(meta, { event: 'logout', outcome: 'success', userId });
      return { message: messages.logout.success };
    },
  };
}
