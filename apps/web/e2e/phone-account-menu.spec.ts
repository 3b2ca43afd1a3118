import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// The account menu opens from the navigation drawer on a phone. It used to open behind the
// drawer (a 10 px sliver showed and the chat history took the taps): every row must be the
// topmost element where a finger lands on it.

const text = messages.accountMenu;

// With no help topics written yet the API answers 404 (the panel says "No help topics yet."),
// and Chromium logs every 4xx resource as a console error.
const NO_HELP_TOPICS = /status of 404 .*\/api\/v1\/content\/get_all_slugs/;

/** True when the element at the centre of `target` is `target` or inside it. */
async function takesTheTap(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}

async function openAccountMenu(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const menu = page.getByRole('dialog', { name });
  await expect(menu).toBeVisible();
  return menu;
}

test('on a phone the account menu opens above the drawer and logs out', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page, { ignore: [NO_HELP_TOPICS] });
  await page.setViewportSize({ width: 390, height: 844 });
  const { user, tokens } = await registerAndSignIn(request, { name: 'Phone Menu' });
  await storeTokens(page, tokens);
  await page.goto('/');
  await page.getByRole('button', { name: messages.layout.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: messages.layout.menu });
  await expect(drawer).toBeVisible();

  const menu = await openAccountMenu(page, user.name);
  await expect(menu.getByText(user.email)).toBeVisible();
  await snap(page, 'phone-account-menu');
  const rows = [
    menu.getByRole('link', { name: text.settings }),
    menu.getByRole('link', { name: text.viewAllPlans }),
    menu.getByRole('button', { name: text.help }),
    menu.getByRole('button', { name: text.logOut }),
  ];
  for (const row of rows) {
    await expect(row).toBeInViewport({ ratio: 1 });
    expect(await takesTheTap(row), `${await row.textContent()} is covered`).toBe(true);
  }

  // Help opens inside the menu, above the drawer too; Back returns to the rows.
  await menu.getByRole('button', { name: text.help }).click();
  const help = page.getByRole('dialog', { name: text.help });
  await expect(help.getByRole('button', { name: text.back })).toBeVisible();
  expect(await takesTheTap(help.getByRole('button', { name: text.back }))).toBe(true);
  await help.getByRole('button', { name: text.back }).click();

  await menu.getByRole('button', { name: text.logOut }).click();
  await expect(page).toHaveURL(/\/$/);
  // The signed-out landing: its heading, and the one Log In in the top bar (no visitor drawer).
  await expect(page.getByRole('heading', { name: messages.landing.heading })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: text.logIn })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.layout.openMenu })).toHaveCount(0);
  await snap(page, 'phone-signed-out');
  expect(await page.evaluate(() => localStorage.getItem('user_access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user_refresh_token'))).toBeNull();
  expect(problems).toEqual([]);
});

test('on a wide screen the account menu still opens above the sidebar', async ({
  page,
  request,
}) => {
  const { user, tokens } = await registerAndSignIn(request, { name: 'Desk Menu' });
  await storeTokens(page, tokens);
  await page.goto('/');
  const menu = await openAccountMenu(page, user.name);
  const logOut = menu.getByRole('button', { name: text.logOut });
  await expect(logOut).toBeInViewport({ ratio: 1 });
  expect(await takesTheTap(logOut)).toBe(true);
  await snap(page, 'desktop-account-menu');
});
