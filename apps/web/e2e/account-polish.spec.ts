import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_PREFIX, messages, paths } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { e2eAdmin } from './support/env';
import { latestEmailTo } from './support/outbox';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Issue 25's minor account, billing, help and admin-shell items, each at 1440 and 390 px wide.

const WIDTHS = [1440, 390] as const;
const menu = messages.accountMenu;
const dash = messages.dashboard;

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

async function openAccountMenu(page: Page, name: string, width: number) {
  if (width < 768) await page.getByRole('button', { name: messages.layout.openMenu }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

async function openHelp(page: Page, name: string, width: number) {
  const panel = await openAccountMenu(page, name, width);
  await panel.getByRole('button', { name: menu.help }).click();
  const help = page.getByRole('dialog', { name: menu.help });
  await expect(help).toBeVisible();
  return help;
}

/** The help addresses (`/settings/{topic}`) a part of the page links to. */
async function helpLinks(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href^="/settings/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => !/^\/settings\/(profiledash|plancard)/.test(h));
}

async function apiAs(page: Page, token: string, method: 'GET' | 'POST' | 'DELETE', path: string) {
  const res = await page.request.fetch(`${API_PREFIX}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

async function adminTokens(page: Page) {
  const res = await page.request.post(`${API_PREFIX}${paths.auth.login}`, {
    data: { ...e2eAdmin(), role: 'admin' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

/** True when two boxes share any area. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    });

    test('every help link the app shows opens its page', async ({ page, request }) => {
      await page.goto('/');
      await page.getByRole('button', { name: menu.logIn }).first().click();
      await page
        .getByRole('dialog', { name: 'Sign In' })
        .getByRole('button', { name: 'Sign Up' })
        .click();
      const signUp = page.getByRole('dialog', { name: 'Sign Up' });
      await expect(signUp).toBeVisible();
      const links = new Set(await helpLinks(signUp));
      expect([...links]).toContain('/settings/terms');
      await snap(page, `polish-signup-${width}`);

      const { user, tokens } = await registerAndSignIn(request, { name: `Help Reader ${width}` });
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await storeTokens(page, tokens);
      await page.goto('/');
      const help = await openHelp(page, user.name, width);
      await expect(help.getByRole('link').first()).toBeVisible();
      for (const href of await helpLinks(help)) links.add(href);
      await snap(page, `polish-help-${width}`);
      expect(links.size).toBeGreaterThan(4);

      for (const href of links) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
        await expect(page.getByText(messages.helpTopic.notFound), href).toHaveCount(0);
        // Links inside the page that lead to other help pages are checked too.
        for (const inner of await helpLinks(page.locator('article'))) links.add(inner);
      }
      await snap(page, `polish-help-page-${width}`);
    });

    test('auto-pay: Free is included, cancel asks first, then "until <date>, then Free" and back on', async ({
      page,
      request,
    }) => {
      const { user, tokens } = await registerAndSignIn(request, { name: `Auto Pay ${width}` });
      await storeTokens(page, tokens);
      await page.goto('/settings/plancard');
      const pro = page.getByRole('article', { name: 'Pro' });
      await pro.getByRole('switch', { name: messages.plans.autoPayOff }).click();
      await pro.getByRole('button', { name: messages.plans.getStarted }).click();
      await page.getByRole('button', { name: messages.billing.testCheckoutPay }).click();
      await expect(toast(page, messages.billing.checkoutSuccess)).toBeVisible();
      const free = page.getByRole('article', { name: 'Free' });
      await expect(free.getByRole('button', { name: messages.plans.included })).toBeDisabled();
      await expect(free.getByRole('button', { name: messages.plans.getStarted })).toHaveCount(0);
      await expect(pro.getByText(messages.plans.currentPlan).first()).toBeVisible();
      await snap(page, `polish-plans-pro-${width}`);

      await page.goto('/settings/profiledash?tab=payments');
      const panel = page.getByRole('tabpanel');
      const autoPayOf = async (text: string) => {
        if (width < 640) {
          const card = panel.getByTestId('payment-card').first();
          await expect(card).toContainText(text);
        } else {
          await expect(panel.getByRole('row').filter({ hasText: 'Pro' }).first()).toContainText(
            text,
          );
        }
      };
      await autoPayOf(dash.autoPayOn);
      await panel.getByRole('button', { name: dash.cancelAutoPay }).click();
      const confirm = page.getByRole('dialog', { name: dash.cancelAutoPayTitle });
      await expect(confirm).toContainText('Pro stays active until');
      await snap(page, `polish-cancel-confirm-${width}`);
      await confirm.getByRole('button', { name: dash.keepAutoPay }).click();
      await expect(confirm).toBeHidden();
      await panel.getByRole('button', { name: dash.cancelAutoPay }).click();
      await confirm.getByRole('button', { name: dash.cancelAutoPay }).click();
      await expect(toast(page, messages.billing.autoPayCancelled)).toBeVisible();
      await expect(panel.getByTestId('plan-then-free')).toHaveText(/^Pro until .+, then Free$/);
      await autoPayOf(dash.autoPayOff);
      await snap(page, `polish-autopay-cancelled-${width}`);

      await page.goto('/settings/profiledash?tab=subscription');
      await expect(page.getByTestId('plan-then-free')).toHaveText(/^Pro until .+, then Free$/);
      await page.getByRole('button', { name: dash.resumeAutoPay }).click();
      await expect(toast(page, messages.billing.autoPayResumed)).toBeVisible();
      await expect(page.getByTestId('plan-then-free')).toHaveCount(0);
      await page.goto('/settings/profiledash?tab=payments');
      await autoPayOf(dash.autoPayOn);
      await expect(panel.getByRole('button', { name: dash.cancelAutoPay })).toBeVisible();
      expect(user.name).toContain('Auto Pay');
    });

    test('payments: amount, plan and status are on screen', async ({ page, request }) => {
      const { tokens } = await registerAndSignIn(request, { name: `Payer ${width}` });
      await storeTokens(page, tokens);
      await page.goto('/settings/plancard');
      await page
        .getByRole('article', { name: 'Team' })
        .getByRole('button', { name: messages.plans.getStarted })
        .click();
      await page.getByRole('button', { name: messages.billing.testCheckoutPay }).click();
      await expect(toast(page, messages.billing.checkoutSuccess)).toBeVisible();
      await page.goto('/settings/profiledash?tab=payments');
      const panel = page.getByRole('tabpanel');
      const where =
        width < 640 ? panel.getByTestId('payment-card').first() : panel.getByRole('row').nth(1);
      for (const text of ['$49.00', 'Team', 'Succeeded', 'Card', dash.autoPayOff]) {
        await expect(where.getByText(text, { exact: true }).first()).toBeInViewport({ ratio: 1 });
      }
      if (width < 640) {
        for (const label of dash.paymentColumns) {
          await expect(where.getByRole('term').filter({ hasText: label }).first()).toBeInViewport();
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await snap(page, `polish-payments-${width}`);
    });

    test('a toast never covers an open dialog’s title; the reset prompt is neutral', async ({
      page,
    }) => {
      await page.goto('/?token=not-a-real-token');
      const dialog = page.getByRole('dialog', { name: messages.authForms.resetPassword.title });
      await expect(dialog).toBeVisible();
      const prompt = page
        .locator('.Toastify__toast')
        .filter({ hasText: messages.forgotPassword.resetPrompt });
      await expect(prompt).toBeVisible();
      await expect(prompt).toHaveClass(/Toastify__toast--info/);
      await expect(prompt).not.toHaveClass(/Toastify__toast--success/);
      const title = dialog.getByRole('heading', { name: messages.authForms.resetPassword.title });
      const [t, d] = [await prompt.boundingBox(), await title.boundingBox()];
      expect(t && d).toBeTruthy();
      expect(overlaps(t!, d!), 'the toast covers the dialog title').toBe(false);
      await snap(page, `polish-toast-dialog-${width}`);
    });

    test('a deletion request shows pending, is emailed, and cannot be sent twice', async ({
      page,
      request,
    }) => {
      const { user, tokens } = await registerAndSignIn(request, { name: `Leaving ${width}` });
      await storeTokens(page, tokens);
      await page.goto('/');
      const since = Date.now();
      let help = await openHelp(page, user.name, width);
      await help.getByRole('button', { name: menu.requestDelete }).click();
      const reason = page.getByRole('dialog', { name: messages.deleteRequest.title });
      await reason.getByRole('radio', { name: 'Too many emails' }).check();
      await reason.getByRole('button', { name: messages.deleteRequest.submit }).click();
      await page
        .getByRole('dialog', { name: messages.deleteRequest.confirm })
        .getByRole('button', { name: messages.deleteRequest.delete })
        .click();
      await expect(toast(page, messages.deleteRequest.submitted)).toBeVisible();
      const mail = await latestEmailTo(user.email, { since });
      expect(mail).toContain('We received your request to delete your PRD Studio account');

      await page.reload();
      help = await openHelp(page, user.name, width);
      await expect(help.getByRole('status')).toHaveText(
        /^Deletion requested on .+ — pending review$/,
      );
      await expect(help.getByRole('button', { name: menu.requestDelete })).toHaveCount(0);
      await snap(page, `polish-deletion-pending-${width}`);
    });

    test('a deleted person is told the account was deleted, not that the session expired', async ({
      page,
      request,
    }) => {
      const admin = await adminTokens(page);
      /** A signed-in person (tokens stored for the next load) whose account an admin deletes. */
      async function deletedPerson(name: string) {
        const { tokens } = await registerAndSignIn(request, { name });
        const me = await apiAs(page, tokens.access_token, 'GET', paths.user.getUser);
        const { id } = (await me.json()) as { id: string };
        const del = await apiAs(
          page,
          admin.access_token,
          'DELETE',
          paths.deletion.deleteUser.replace(':id', id),
        );
        expect(del.status()).toBe(202);
        return tokens;
      }

      // Settings: the overlay says so, then goes to / (it used to say "session expired").
      await storeTokens(page, await deletedPerson(`Deleted ${width}`));
      await page.goto('/settings/profiledash');
      const notice = page.getByRole('alert').filter({ hasText: messages.session.accountDeleted });
      await expect(notice).toBeVisible();
      await expect(page.getByText(messages.session.sessionExpiredOverlay)).toHaveCount(0);
      await snap(page, `polish-account-deleted-${width}`);
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem('user_access_token'))).toBeNull();

      // The chat: a toast says so, not "Session expired. Please log in again."
      const tokens = await deletedPerson(`Deleted chat ${width}`);
      await page.evaluate(
        ([access, refresh]) => {
          localStorage.setItem('user_access_token', access);
          localStorage.setItem('user_refresh_token', refresh);
        },
        [tokens.access_token, tokens.refresh_token] as const,
      );
      await page.goto('/');
      await expect(toast(page, messages.session.accountDeleted)).toBeVisible();
      await expect(page.getByText(messages.session.sessionExpired)).toHaveCount(0);
      await expect(page.getByRole('button', { name: menu.logIn }).first()).toBeVisible();
      await snap(page, `polish-account-deleted-chat-${width}`);
    });

    test('an admin opening / is told before being signed out of the console', async ({ page }) => {
      const admin = await adminTokens(page);
      await page.addInitScript(
        ([access, refresh]) => {
          if (sessionStorage.getItem('e2e-admin-set')) return;
          sessionStorage.setItem('e2e-admin-set', '1');
          localStorage.setItem('admin_access_token', access);
          localStorage.setItem('admin_refresh_token', refresh);
        },
        [admin.access_token, admin.refresh_token] as const,
      );
      await page.goto('/');
      const notice = page.getByRole('dialog', { name: messages.adminLeave.title });
      await expect(notice).toContainText(messages.adminLeave.text);
      await snap(page, `polish-admin-leave-${width}`);
      expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).not.toBeNull();
      await notice.getByRole('button', { name: messages.adminLeave.back }).click();
      await expect(page).toHaveURL(/\/admin\/?$/);
      expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).not.toBeNull();

      await page.goto('/');
      await notice.getByRole('button', { name: messages.adminLeave.continue }).click();
      await expect(notice).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('admin_access_token')))
        .toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('admin_refresh_token'))).toBeNull();
    });
  });
}
