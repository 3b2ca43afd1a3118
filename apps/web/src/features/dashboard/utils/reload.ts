import { constants } from '@prd/contract';

/** After a profile, password or picture update (and a billing deletion) the page reloads in 1 s. */
export function reloadSoon() {
  window.setTimeout(() => window.location.reload(), constants.reloadAfterUpdateMs);
}
