import { constants } from '@prd/contract';
import { useEffect, useState } from 'react';
import { setSessionExpiredHandler } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * While the dashboard is mounted a dead session (498 or "Invalid token") does not leave at once:
 * the tokens go, the Session Expired overlay shows, and the browser goes to / after 3 s.
 */
export function useSessionExpiry(): boolean {
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        tokenStorage.clearAll();
        setExpired(true);
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
