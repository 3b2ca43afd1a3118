import type { Page } from '@playwright/test';
import type { LoginResponse } from '@prd/contract';

/**
 * Starts the page signed in: puts the tokens where the app keeps them (the spec's storage keys)
 * before any of its scripts run. Use it before the first `page.goto`.
 */
export async function storeTokens(page: Page, tokens: LoginResponse): Promise<void> {
  await page.addInitScript(
    ([access, refresh]) => {
      // Only on the first load: a journey that logs out must not be signed back in on reload.
      if (sessionStorage.getItem('e2e-tokens-set')) return;
      sessionStorage.setItem('e2e-tokens-set', '1');
      localStorage.setItem('user_access_token', access);
      localStorage.setItem('user_refresh_token', refresh);
    },
    [tokens.access_token, tokens.refresh_token] as const,
  );
}
