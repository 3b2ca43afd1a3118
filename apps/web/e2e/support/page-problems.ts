import type { Page } from '@playwright/test';

/**
 * Collects what should never happen on a page: console errors (Chromium reports failed loads
 * and Content-Security-Policy refusals there), uncaught exceptions, and CSP violations as the
 * page itself sees them. Call it before the first navigation; assert the list is empty at the
 * end of the journey.
 */
export async function watchPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url, lineNumber } = msg.location();
    problems.push(`console error: ${msg.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.stack ?? err.message}`));
  // Init scripts run outside the page's CSP, so this listener itself is never refused.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return problems;
}
