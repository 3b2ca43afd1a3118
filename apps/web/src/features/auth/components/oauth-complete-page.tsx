import { messages } from '@prd/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { exchangeOauthCode } from '../api/oauth-exchange';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/**
 * The server's words (it names the provider, or says the account is deactivated); without an
 * answer from it, the generic "Failed to login with …".
 */
function exchangeFailure(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0 && err.code !== undefined && err.message) {
    return err.message;
  }
  return messages.signIn.socialFailed(messages.signIn.socialAccountFallback);
}

/**
 * `/oauth/complete?code=…`, where a GitHub or Google sign-in lands: the one-time code is swapped
 * (once) for the token pair, stored like a password sign-in's, and the person goes on to `/`.
 * Either way the address is replaced, so the code stays neither in the bar nor in history.
 */
export function OAuthCompletePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  // The code works once: StrictMode's second effect run must not send it again.
  const started = useRef(false);
  const code = params.get('code');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    async function complete() {
      try {
        if (!code) throw new Error('no code');
        finishSignIn(await exchangeOauthCode(code));
      } catch (err) {
        window.alert(exchangeFailure(err));
      }
      await navigate('/', { replace: true });
    }
    void complete();
  }, [code, finishSignIn, navigate]);

  return (
    <div role="status" className="grid min-h-[60dvh] place-items-center px-4">
      <p className="flex items-center gap-3 text-base text-ink-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
        {messages.signIn.socialCompleting}
      </p>
    </div>
  );
}
