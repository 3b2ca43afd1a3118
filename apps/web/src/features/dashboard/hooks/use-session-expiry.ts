import { constants } from '@prd/contract';
import { useEffect, useState } from 'react';
import { setSessionExpiredHandler, type SessionEnd } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * While the dashboard is mounted a dead session (498 or "Invalid token") does not leave at once:
 * the tokens go, the Session Expired overlay shows, and the browser goes to / after 3 s.
 */
export function useSessionExpiry(): SessionEnd | null {
  const [expired, setExpired] = useState<SessionEnd | null>(null);

  useEffect(
    () =>
      setSessionExpiredHandler((why) => {
        tokenStorage.clearAll();
        // A deleted account is said so, whatever else failed alongside.
        setExpired((was) => (was === 'deleted' ? was : why));
      }),
    [],
  );

  useEffect(() => {
    if (!expired) return;
    const timer = window.setTimeout(
      () => window.location.assign('/'),
      constants.sessionExpiredRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [expired]);

  return expired;
}
