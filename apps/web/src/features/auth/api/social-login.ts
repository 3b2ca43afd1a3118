import { apiRequest } from '../../../lib/api-client';

export type SocialProvider = 'github' | 'google';

/** Spec section 7; the API does not offer these yet (move to contract paths when it does). */
const socialPaths: Record<SocialProvider, string> = {
  github: '/OAuth/auth/github_login',
  google: '/OAuth/auth/google_login',
};

/**
 * Asks the API where to send the browser for a social login. Only an http(s) address is
 * accepted: anything else (a missing field, `javascript:` …) counts as a failure.
 */
export async function socialLoginUrl(provider: SocialProvider): Promise<string> {
  const res = await apiRequest<{ login_url?: unknown }>(socialPaths[provider], {
    method: 'POST',
    auth: 'none',
  });
  if (typeof res.login_url !== 'string') throw new Error('no login_url');
  const target = new URL(res.login_url, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error('unsafe login_url');
  }
  return target.href;
}
