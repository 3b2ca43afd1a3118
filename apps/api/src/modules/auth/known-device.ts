import { randomBytes } from 'node:crypto';
import { API_PREFIX, paths } from '@prd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has signed in to an account before gets a signed cookie naming that account
 * and a random device id. Its sign-ins to that account are counted per device instead of per IP
 * and account, so an attacker failing from elsewhere cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'prd_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VALUE = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{22})$/;

export interface KnownDevice {
  /** accountHash of the email the device signed in to. */
  account: string;
  id: string;
}

export function readDevice(request: FastifyRequest): KnownDevice | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  const match = unsigned.valid && unsigned.value ? VALUE.exec(unsigned.value) : null;
  return match ? { account: match[1]!, id: match[2]! } : undefined;
}

export const newDevice = (account: string): KnownDevice => ({
  account,
  id: randomBytes(16).toString('base64url'),
});

export function setDeviceCookie(reply: FastifyReply, device: KnownDevice, secure: boolean) {
  void reply.setCookie(DEVICE_COOKIE, `${device.account}.${device.id}`, {
    signed: true,
    httpOnly: true,
    secure,
    sameSite: 'strict',
    // Sent with sign-ins only.
    path: `${API_PREFIX}${paths.auth.login}`,
    maxAge: MAX_AGE_SECONDS,
  });
}
