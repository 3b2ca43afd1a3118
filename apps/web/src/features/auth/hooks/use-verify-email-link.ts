import { messages } from '@prd/contract';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { baseApi } from '../../../lib/base-api';
import { verifyEmail } from '../../../lib/email-verification';
import { notify } from '../../../lib/toast';

const PARAM = 'verify_email';

/**
 * `/?verify_email=<token>`, the link of the verification email: the token leaves the address at
 * once (replace: it must not linger in history), the server is asked once, and its answer is
 * toasted (success, or why the link does not work). A signed-in person's notice then goes.
 */
export function useVerifyEmailLink(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  // One request per token: StrictMode's second run and later renders do not repeat it.
  const handled = useRef(new Set<string>());

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(PARAM)) return;
    const token = params.get(PARAM) ?? '';
    params.delete(PARAM);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (handled.current.has(token)) return;
    handled.current.add(token);
    verifyEmail(token).then(
      ({ message }) => {
        notify.success(message);
        dispatch(baseApi.util.invalidateTags(['User']));
      },
      (err: unknown) => {
        const known = err instanceof ApiError && err.code !== undefined && err.message;
        notify.error(known || messages.verifyEmail.invalidLink);
      },
    );
  }, [search, hash, navigate, dispatch]);
}
