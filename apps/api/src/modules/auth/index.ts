/** The auth module's public face: what other modules may use (routes take the caller from authOf). */
export { authOf } from './auth.guard.js';
export type { AuthService } from './auth.service.js';
