import { messages, SOCIAL_PROVIDERS, type SocialProvider } from '@prd/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const PARAM = 'login_error';

const isSocialProvider = (value: string | null): value is SocialProvider =>
  SOCIAL_PROVIDERS.some((provider) => provider === value);

/**
 * `/?login_error=github|google`, where a failed GitHub or Google sign-in lands: alerts "Failed
 * to login with …" once, then takes the parameter out of the address (replace; the other
 * parameters and the fragment stay). An unknown value is only taken out.
 *
 * Call it before other hooks that rewrite the same address: should one of them put the parameter
 * back, it is taken out again without a second alert.
 */
export function useLoginErrorAlert(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  // One pass per address, and one alert per page: StrictMode's second run repeats neither.
  const handled = useRef<string | null>(null);
  const alerted = useRef(false);

  useEffect(() => {
    if (handled.current === search) return;
    handled.current = search;
    const params = new URLSearchParams(search);
    if (!params.has(PARAM)) return;
    const provider = params.get(PARAM);
    if (!alerted.current && isSocialProvider(provider)) {
      alerted.current = true;
      window.alert(messages.signIn.socialFailed(messages.authForms.providers[provider]));
    }
    params.delete(PARAM);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, hash, navigate]);
}
