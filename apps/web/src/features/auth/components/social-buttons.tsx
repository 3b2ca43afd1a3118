import { messages } from '@prd/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { socialLoginUrl, useSocialProvidersQuery, type SocialProvider } from '../api/social-login';

const providers: { id: SocialProvider; name: string; Icon: () => React.JSX.Element }[] = [
  { id: 'github', name: messages.authForms.providers.github, Icon: GitHubIcon },
  { id: 'google', name: messages.authForms.providers.google, Icon: GoogleIcon },
];

/** The alert of a failed start: the server's own words when it has no app for the provider. */
function startFailure(err: unknown, name: string): string {
  if (err instanceof ApiError && err.code === 'NOT_ENABLED' && err.message) return err.message;
  return messages.signIn.socialFailed(name);
}

/**
 * "Continue with GitHub / Google" and the "or with your email" line, atop Sign In and Sign Up.
 * A provider this server does not offer is disabled with a note saying so; a click on another
 * sends the browser to the provider, or an alert says why not. While the answer is awaited
 * (or the provider does not say), both buttons stay usable.
 */
export function SocialButtons() {
  const noteId = useId();
  const { data: offered } = useSocialProvidersQuery();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const isOffered = (id: SocialProvider) => offered?.[id] !== false;

  // Back from the provider's page, a page restored from the back/forward cache is usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function start(provider: SocialProvider, name: string) {
    setPending(provider);
    try {
      window.location.assign(await socialLoginUrl(provider));
    } catch (err) {
      // The spec asks for an alert here, not an inline message.
      window.alert(startFailure(err, name));
      setPending(null);
    }
  }

  const notOffered = providers.filter(({ id }) => !isOffered(id));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {providers.map(({ id, name, Icon }) => (
          <Button
            key={id}
            variant="secondary"
            className="py-2.5"
            disabled={pending !== null || !isOffered(id)}
            aria-busy={pending === id || undefined}
            aria-describedby={isOffered(id) ? undefined : `${noteId}-${id}`}
            onClick={() => void start(id, name)}
          >
            <Icon />
            {messages.authForms.continueWith(name)}
          </Button>
        ))}
        {notOffered.map(({ id, name }) => (
          <p key={id} id={`${noteId}-${id}`} className="text-xs text-ink-muted">
            {messages.signIn.socialNotEnabled(name)}
          </p>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {messages.authForms.signIn.orWithEmail}
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}

function GitHubIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6 9 6.5 4.5 9.5 7Q12 6.3 14.5 7L17.5 4.5 18 9Q19.5 10.5 19 13 18.5 17 14 17.5V21H10V17.5Q5.5 17 5 13 4.5 10.5 6 9Z"
      />
    </svg>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" strokeWidth="3.2">
      <path stroke="#4285f4" d="M20 12A8 8 0 0 1 17.66 17.66M12 12H20" />
      <path stroke="#34a853" d="M17.66 17.66A8 8 0 0 1 5.87 17.14" />
      <path stroke="#fbbc05" d="M5.87 17.14A8 8 0 0 1 5.45 7.41" />
      <path stroke="#ea4335" d="M5.45 7.41A8 8 0 0 1 17.66 6.34" />
    </svg>
  );
}
