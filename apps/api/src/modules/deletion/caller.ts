import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/index.js';

/** The signed-in person a deletion call is about (or, for an admin, made by). */
export function callerOf(req: FastifyRequest) {
  const { user } = authOf(req);
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
