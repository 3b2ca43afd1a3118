import { messages } from '@prd/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { socialLoginUrl, type SocialProvider } from '../api/social-login';

const providers: { id: SocialProvider; name: string; Icon: () => React.JSX.Element }[] = [
  { id: 'github', name: messages.authForms.providers.github, Icon: GitHubIcon },
  { id: 'google', name: messages.authForms.providers.google, Icon: GoogleIcon },
];

/** "Continue with GitHub / Google": the browser goes to the provider, or an alert says why not. */
export function SocialButtons() {
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider, name: string) {
    setPending(provider);
    try {
      window.location.assign(await socialLoginUrl(provider));
    } catch {
      // The spec asks for an alert here, not an inline message.
      window.alert(messages.signIn.socialFailed(name));
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {providers.map(({ id, name, Icon }) => (
        <Button
          key={id}
          variant="secondary"
          className="py-2.5"
          disabled={pending !== null}
          aria-busy={pending === id || undefined}
          onClick={() => void start(id, name)}
        >
          <Icon />
          {messages.authForms.continueWith(name)}
        </Button>
      ))}
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
