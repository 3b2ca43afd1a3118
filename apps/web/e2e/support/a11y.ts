import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on every `serious` or `critical` violation,
 * listing rule id, impact, help text and the offending elements. `context` names the screen in
 * the failure message.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  context: string,
  { exclude = [], disableRules = [] }: { exclude?: string[]; disableRules?: string[] } = {},
): Promise<void> {
  // Scan a settled page: data loaded and nothing mid-transition.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  if (disableRules.length > 0) builder = builder.disableRules(disableRules);
  const { violations } = await builder.analyze();
  const problems = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} [${v.helpUrl}]\n` +
        v.nodes.map((n) => `    at ${JSON.stringify(n.target)}`).join('\n'),
    );
  expect(problems, `${context}: serious or critical accessibility violations`).toEqual([]);
}
