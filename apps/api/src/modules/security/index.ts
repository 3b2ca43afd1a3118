/** The security module's public face: the rate limits every module applies (and audits). */
export { createThrottle, type Guard } from './throttle.service.js';
