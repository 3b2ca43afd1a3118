import { createHash } from 'node:crypto';

/** The hash of an email that keys its counters and devices (Redis may be shared). */
export const accountHash = (email: string) =>
  createHash('sha256').update(email).digest('hex').slice(0, 32);

/** Keys never hold an email in clear text. */
export const accountKey = (email: string) => `acct:${accountHash(email)}`;
