import type { Page } from '@playwright/test';

/**
 * Collects what should never happen on a page: console errors (Chromium reports failed loads
 * and Content-Security-Policy refusals there), uncaught exceptions, and CSP violations as the
 * page itself sees them (some, like a refused `eval` probe caught by a library, never reach the
 * console otherwise). Call it before the first navigation and assert the list is empty at the
 * end. `ignore` drops messages matching a pattern: keep it for known problems awaiting a fix.
 */
export async function watchPageProblems(
  page: Page,
  { ignore = [] }: { ignore?: RegExp[] } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const add = (problem: string) => {
    if (!ignore.some((pattern) => pattern.test(problem))) problems.push(problem);
  };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url, lineNumber } = msg.location();
    add(`console error: ${msg.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (err) => add(`uncaught: ${err.stack ?? err.message}`));
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
