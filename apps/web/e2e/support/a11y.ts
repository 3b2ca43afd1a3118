import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Options = { exclude?: string[]; disableRules?: string[] };

async function seriousViolations(page: Page, { exclude = [], disableRules = [] }: Options) {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  if (disableRules.length > 0) builder = builder.disableRules(disableRules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} [${v.helpUrl}]\n` +
        v.nodes
          .map((n) => {
            // For contrast failures axe reports the colours it measured: keep them in the message.
            const data = n.any[0]?.data as
              { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            const colours = data?.fgColor
              ? ` (fg ${data.fgColor} on bg ${data.bgColor}, ratio ${data.contrastRatio})`
              : '';
            return `    at ${JSON.stringify(n.target)}${colours}`;
          })
          .join('\n'),
    );
}

/**
 * Runs axe on the page as it is now and fails on every `serious` or `critical` violation,
 * listing rule id, impact, help text, the offending elements and measured colours. `context`
 * names the screen in the failure message.
 *
 * A violation must hold on a settled page: if the first scan finds any, the page gets half a
 * second more and is scanned again, and only the second scan counts. (Once in several runs axe
 * measured the account menu's plan line mid-paint on the plans page; a real violation is there
 * on both scans.)
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  context: string,
  options: Options = {},
): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  let problems = await seriousViolations(page, options);
  if (problems.length > 0) {
    await page.waitForTimeout(500);
    problems = await seriousViolations(page, options);
  }
  expect(problems, `${context}: serious or critical accessibility violations`).toEqual([]);
}
