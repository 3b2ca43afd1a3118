import { constants } from '@prd/contract';
import { useLocation } from 'react-router';

/** Spec section 2: the `#gernationPRD` fragment switches `/` into admin PRD-generation mode. */
function isAdminModeHash(hash: string): boolean {
  return hash.replace(/^#/, '') === constants.adminChatFragment;
}

export function useAdminMode(): boolean {
  return isAdminModeHash(useLocation().hash);
}
