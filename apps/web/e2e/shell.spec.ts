import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_PREFIX, messages, paths } from '@prd/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerAndSignIn } from './support/api';
import { messageBox, sidebar } from './support/chat';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// The app shell of issue 13 at a desktop and a phone width: the visitor's landing (one call to
// action, no empty rail), the collapsed sidebar's icons, one toast stack clear of every control,
// the product's own "Page not found", session expiry that keeps the draft, and logout's message.

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const logIn = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: messages.accountMenu.logIn });

/**
 * A screenshot that keeps the toasts: snap() disables animations, which runs a toast's
 * auto-close timer (a CSS animation) to its end and closes it.
 */
async function snapWithToasts(page: Page, name: string) {
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screens', `${name}.png`),
  });
}

/** True when the two elements' boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return !(
    x.x + x.width <= y.x ||
    y.x + y.width <= x.x ||
    x.y + x.height <= y.y ||
    y.y + y.height <= x.y
  );
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('the landing has one call to action and no empty rail', async ({ page }) => {
      const problems = await watchPageProblems(page);
      await page.goto('/');
      const box = page.getByLabel(messages.landing.chatLabel);
      await expect(box).toBeVisible();
      await expect(page.getByText(/sign in to generate/i)).toHaveCount(0);
      // One way to sign in, in the top bar; no Sign Up / Sign In pair, no visitor drawer.
      await expect(logIn(page)).toBeVisible();
      await expect(page.getByRole('button', { name: /^(sign in|sign up|log in)$/i })).toHaveCount(
        1,
      );
      await expect(page.getByRole('button', { name: messages.layout.openMenu })).toHaveCount(0);
      // Measured once the app has replaced the build-time shell (its inline script leaves #root).
      await expect(page.locator('#root > script')).toHaveCount(0);
      // No side panel: the main area starts at the left edge and takes the whole width.
      const main = await page.getByRole('main').boundingBox();
      expect(main?.x).toBe(0);
      expect(main?.width).toBeGreaterThanOrEqual(size.width - 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(size.width);
      await snap(page, `shell-landing-${size.name}`);
      await expectNoSeriousA11yViolations(page, `landing ${size.name}`);
      expect(problems).toEqual([]);
    });

    test('toasts form one deduplicated stack that covers no control', async ({ page }) => {
      await page.goto('/');
      const box = page.getByLabel(messages.landing.chatLabel);
      await expect(box).toBeVisible();
      // Sending nothing, three times: the same message shows once.
      for (let i = 0; i < 3; i += 1) await box.press('Enter');
      const toast = page.getByRole('alert').filter({ hasText: messages.chat.emptySendAnonymous });
      await expect(toast).toHaveCount(1);
      await expect(toast).toBeVisible();
      await page.waitForTimeout(800); // the entering animation ends
      expect(await overlap(toast, logIn(page)), 'the toast covers Log In').toBe(false);
      expect(await overlap(toast, box), 'the toast covers the chat box').toBe(false);
      expect(
        await overlap(toast, page.getByRole('link', { name: messages.layout.brand })),
        'the toast covers the brand link',
      ).toBe(false);
      await snapWithToasts(page, `shell-toast-${size.name}`);
    });

    test('an unknown address shows the product\'s "Page not found"', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: messages.notFoundPage.title })).toBeVisible();
      await expect(page.getByText(/Hey developer/)).toHaveCount(0);
      await snap(page, `shell-not-found-${size.name}`);
      await expectNoSeriousA11yViolations(page, `not found ${size.name}`);
      await page.getByRole('link', { name: messages.notFoundPage.newChat }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByLabel(messages.landing.chatLabel)).toBeVisible();
    });

    test('a session that expires mid-chat keeps the draft and the chat for after sign-in', async ({
      page,
      request,
    }) => {
      const { user, tokens } = await registerAndSignIn(request, { name: `Expiry ${size.name}` });
      await storeTokens(page, tokens);
      await page.goto('/');
      await expect(messageBox(page)).toBeVisible();
      const chatPath = new URL(page.url()).pathname;
      // The session ends elsewhere (here: its own logout call, which revokes it at once).
      const out = await request.post(`${API_PREFIX}${paths.auth.logout}`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(out.status()).toBe(200);
      const draft = 'Orbit: a habit tracker that must send daily reminders';
      await messageBox(page).fill(draft);
      await messageBox(page).press('Enter');

      const expired = page.getByRole('alert').filter({ hasText: messages.session.sessionExpired });
      await expect(expired).toBeVisible();
      await expect(logIn(page)).toBeVisible();
      await page.waitForTimeout(800); // the entering animation ends
      await expect(expired).toBeInViewport();
      await snapWithToasts(page, `shell-session-expired-${size.name}`);

      await logIn(page).click();
      const signIn = page.getByRole('dialog', { name: 'Sign In' });
      await signIn.getByLabel('Email').fill(user.email);
      await signIn.getByLabel('Password', { exact: true }).fill(user.password);
      await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(signIn).toBeHidden();
      await expect(messageBox(page)).toHaveValue(draft);
      expect(new URL(page.url()).pathname).toBe(chatPath);
      await snap(page, `shell-draft-restored-${size.name}`);
    });

    test('log out says "Logged out successfully!" on the page it lands on', async ({
      page,
      request,
    }) => {
      const { user, tokens } = await registerAndSignIn(request, { name: `Leaver ${size.name}` });
      await storeTokens(page, tokens);
      await page.goto('/');
      await expect(messageBox(page)).toBeVisible();
      if (size.width < 768) {
        await page.getByRole('button', { name: messages.layout.openMenu }).click();
      }
      await page.getByRole('button', { name: new RegExp(user.name) }).click();
      await page.getByRole('button', { name: messages.accountMenu.logOut }).click();
      await expect(logIn(page)).toBeVisible();
      const toast = page.getByRole('alert').filter({ hasText: messages.logout.success });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveText(messages.logout.success);
      await page.waitForTimeout(800); // the entering animation ends
      await expect(toast).toBeInViewport();
      await snapWithToasts(page, `shell-logged-out-${size.name}`);
    });
  });
}

test('the collapsed sidebar keeps New chat and the account menu as named icons', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { user, tokens } = await registerAndSignIn(request, { name: 'Rail Person' });
  await storeTokens(page, tokens);
  await page.goto('/');
  await page.getByRole('button', { name: messages.sidebar.collapse }).click();
  const rail = sidebar(page);
  const newChat = rail.getByRole('button', { name: messages.sidebar.newChat });
  const account = rail.getByRole('button', { name: user.name });
  await expect(newChat).toBeVisible();
  await expect(account).toBeVisible();
  // (It narrows with a short transition.)
  await expect.poll(async () => (await rail.boundingBox())!.width).toBeLessThan(80);
  // The tooltip shows on hover and on keyboard focus.
  await newChat.hover();
  await expect(rail.locator('[data-tooltip]', { hasText: messages.sidebar.newChat })).toBeVisible();
  await snap(page, 'shell-rail-desktop');
  await expectNoSeriousA11yViolations(page, 'collapsed sidebar');
  await account.click();
  const menu = page.getByRole('dialog', { name: user.name });
  await expect(menu.getByRole('button', { name: messages.accountMenu.logOut })).toBeVisible();
  await snap(page, 'shell-rail-menu-desktop');
  await page.keyboard.press('Escape');
  await newChat.click();
  await expect(messageBox(page)).toBeVisible();
});

test('on a phone the remaining-uploads counter is in view beside the chat', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tokens } = await registerAndSignIn(request, { name: 'Phone Counter' });
  await storeTokens(page, tokens);
  await page.goto('/');
  const badge = page.getByRole('banner').getByTestId('uploads-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toContainText(messages.sidebar.remainingUploads);
  await expect(badge).toContainText(/\d/);
  await expect(badge).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'shell-uploads-phone');
  // Narrower phones keep it too, without a sideways scroll.
  for (const width of [375, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await expect(badge).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await snap(page, 'shell-uploads-phone-360');
  await expectNoSeriousA11yViolations(page, 'phone chat');
});
