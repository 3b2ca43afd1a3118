import { messages } from '@prd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditService } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { authOf } from '../auth/index.js';

/**
 * A route hook after requireAuth: workspaces are reached only by an account whose email is
 * proven, so nobody who merely registered someone else's address can connect or publish
 * (docs/decisions/025-email-verification.md).
 */
export function requireVerifiedEmail(audit: AuditService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const { user } = authOf(request);
    if (user.emailVerifiedAt) return;
    await audit.record(request.meta, {
      event: 'authorization_denied',
      outcome: 'failure',
      userId: user.id,
      details: {
        reason: 'email_not_verified',
        method: request.method,
        route: request.routeOptions.url,
      },
    });
    throw new AppError('EMAIL_NOT_VERIFIED', messages.verifyEmail.required);
  };
}
