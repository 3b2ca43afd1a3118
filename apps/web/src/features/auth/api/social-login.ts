import { paths, type SocialProvider, type SocialProvidersResponse } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';
import { baseApi } from '../../../lib/base-api';

export type { SocialProvider };

/**
 * Asks the API where to send the browser for a social login. Only an http(s) address is
 * accepted: anything else (a missing field, `javascript:` …) counts as a failure.
 */
export async function socialLoginUrl(provider: SocialProvider): Promise<string> {
  const path = provider === 'github' ? paths.oauth.githubLogin : paths.oauth.googleLogin;
  const res = await apiRequest<{ login_url?: unknown }>(path, { method: 'POST', auth: 'none' });
  if (typeof res.login_url !== 'string') throw new Error('no login_url');
  const target = new URL(res.login_url, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error('unsafe login_url');
  }
  return target.href;
}

const socialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which social sign-ins this server offers; cached, so Sign In and Sign Up ask once. */
    socialProviders: build.query<SocialProvidersResponse, void>({
      query: () => ({ path: paths.oauth.providers, auth: 'none' }),
    }),
  }),
});

export const { useSocialProvidersQuery } = socialApi;
