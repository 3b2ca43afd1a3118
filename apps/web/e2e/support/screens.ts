import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * Saves a full-page screenshot to apps/web/test-results/screens/<name>.png (the output folder is
 * emptied at the start of every run) and returns its path.
 */
export async function snap(page: Page, name: string): Promise<string> {
  if (!/^[\w.-]+$/.test(name))
    throw new Error(`screenshot name "${name}": use letters, digits, . _ -`);
  const file = path.join(test.info().project.outputDir, 'screens', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
