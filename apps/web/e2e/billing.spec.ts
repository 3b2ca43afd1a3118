import { expect, test, type Page } from '@playwright/test';
import { messages } from '@prd/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerAndSignIn } from './support/api';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Buying a plan with the built-in test checkout (no Stripe key on the test server), through the
// same fulfilment a real payment runs, and what the account shows afterwards.

// Chromium logs every 4xx as a console error: a Free user has no subscription (404) and, before
// the purchase, no billing address (404).
const EXPECTED_404 =
  /status of 404 .*\/api\/v1\/(payment_management\/get_user_subscription|user\/get_user_billing_details)/;
const watch = (page: Page) => watchPageProblems(page, { ignore: [EXPECTED_404] });

const card = (page: Page, name: string) => page.getByRole('article', { name });
const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('buy a plan in test mode: uploads up, payment listed, subscription shown, auto-pay cancelled', async ({
  page,
  request,
}) => {
  const problems = await watch(page);
  const { tokens } = await registerAndSignIn(request, { name: 'Buyer Journey' });
  await storeTokens(page, tokens);

  await page.goto('/settings/plancard');
  const free = card(page, 'Free');
  await expect(free.getByRole('button', { name: messages.plans.currentPlan })).toBeDisabled();
  await expect(free.getByRole('switch')).toHaveCount(0);
  const pro = card(page, 'Pro');
  await pro.getByRole('switch', { name: messages.plans.autoPayOff }).click();
  await expect(pro.getByRole('switch', { name: messages.plans.autoPayOn })).toBeChecked();
  await pro.getByRole('button', { name: messages.plans.getStarted }).click();

  await expect(page).toHaveURL(/\/checkout\/test\?session_id=cs_test_/);
  await expect(page.getByRole('note')).toHaveText(messages.billing.testMode);
  await expect(page.getByText('$19.00 USD')).toBeVisible();
  await expect(page.getByText(messages.plans.autoPayOn)).toBeVisible();
  await snap(page, 'test-checkout');
  await expectNoSeriousA11yViolations(page, 'test checkout');
  await page.getByRole('button', { name: messages.billing.testCheckoutPay }).click();

  await expect(page).toHaveURL(/\/settings\/plancard$/);
  await expect(toast(page, messages.billing.checkoutSuccess)).toBeVisible();
  await expect(
    card(page, 'Pro').getByRole('button', { name: messages.plans.currentPlan }),
  ).toBeDisabled();
  // Free is included while Pro is held: nothing to start there.
  await expect(
    card(page, 'Free').getByRole('button', { name: messages.plans.included }),
  ).toBeDisabled();
  await snap(page, 'plans-after-purchase');
  // A reload does not say it again: the address was cleaned.
  await page.reload();
  await expect(card(page, 'Pro')).toBeVisible();
  await expect(page.getByText(messages.billing.checkoutSuccess)).toHaveCount(0);

  await page.goto('/');
  const counter = page.getByRole('link', { name: /Remaining Uploads/ });
  await expect(counter).toContainText('100');
  await page.getByRole('button', { name: /Buyer Journey/ }).click();
  await expect(page.getByRole('dialog', { name: /Buyer Journey/ })).toContainText('Pro');
  await page.keyboard.press('Escape');

  await page.goto('/settings/profiledash?tab=payments');
  const row = page.getByRole('row').filter({ hasText: 'Pro' });
  await expect(row).toContainText('$19.00');
  await expect(row).toContainText('Card');
  await expect(row).toContainText('Succeeded');
  await expect(row).toContainText(messages.dashboard.autoPayOn);
  await snap(page, 'payments-tab');
  await page.getByRole('button', { name: messages.dashboard.cancelAutoPay }).click();
  await page
    .getByRole('dialog', { name: messages.dashboard.cancelAutoPayTitle })
    .getByRole('button', { name: messages.dashboard.cancelAutoPay })
    .click();
  await expect(toast(page, messages.billing.autoPayCancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.dashboard.cancelAutoPay })).toHaveCount(0);

  await page.goto('/settings/profiledash?tab=subscription');
  await expect(page.getByTestId('subscription-plan')).toHaveText('Pro');
  await expect(page.getByText(messages.dashboard.active, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.dashboard.timeUsed(0))).toBeVisible();
  await snap(page, 'subscription-tab');

  await page.goto('/settings/profiledash');
  await expect(page.getByText('1 Test Street')).toBeVisible();
  expect(problems).toEqual([]);
});

test('cancelling the test checkout charges nothing and says so', async ({ page, request }) => {
  const problems = await watch(page);
  const { tokens } = await registerAndSignIn(request, { name: 'Canceller Journey' });
  await storeTokens(page, tokens);
  await page.goto('/settings/plancard');
  await card(page, 'Team').getByRole('button', { name: messages.plans.getStarted }).click();
  await page.getByRole('button', { name: messages.billing.testCheckoutCancel }).click();
  await expect(toast(page, messages.billing.checkoutCancelled)).toBeVisible();
  await expect(
    card(page, 'Free').getByRole('button', { name: messages.plans.currentPlan }),
  ).toBeDisabled();
  // The closed checkout cannot be paid any more.
  await page.goBack();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.billing.checkoutClosed }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('Contact Us on a Custom plan sends the team a message', async ({ page, request }) => {
  const problems = await watch(page);
  const { user, tokens } = await registerAndSignIn(request, { name: 'Contact Journey' });
  await storeTokens(page, tokens);
  await page.goto('/settings/plancard');
  await card(page, 'Enterprise').getByRole('button', { name: messages.plans.contactUs }).click();
  const dialog = page.getByRole('dialog', { name: /Contact us/ });
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  await dialog.getByLabel(messages.billing.contactMessage).fill('We need SSO for 40 people.');
  await expectNoSeriousA11yViolations(page, 'contact dialog');
  await dialog.getByRole('button', { name: messages.billing.contactSend }).click();
  await expect(toast(page, messages.billing.contactSent)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

for (const width of [390, 1440]) {
  test(`plans, test checkout and billing tabs fit a ${width} px screen and are accessible`, async ({
    page,
    request,
  }) => {
    const problems = await watch(page);
    await page.setViewportSize({ width, height: 844 });
    const { tokens } = await registerAndSignIn(request, { name: 'Width Journey' });
    await storeTokens(page, tokens);
    await page.goto('/settings/plancard');
    await expect(card(page, 'Pro')).toBeVisible();
    await noSidewaysScroll(page, width);
    await expectNoSeriousA11yViolations(page, `plans at ${width}`);
    await snap(page, `plans-${width}`);

    await card(page, 'Pro').getByRole('button', { name: messages.plans.getStarted }).click();
    await expect(page.getByRole('note')).toBeVisible();
    await noSidewaysScroll(page, width);
    await page.getByRole('button', { name: messages.billing.testCheckoutPay }).click();
    await expect(toast(page, messages.billing.checkoutSuccess)).toBeVisible();

    for (const tab of ['payments', 'subscription']) {
      await page.goto(`/settings/profiledash?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toContainText('Pro');
      await noSidewaysScroll(page, width);
      await expectNoSeriousA11yViolations(page, `${tab} tab at ${width}`);
      await snap(page, `${tab}-${width}`);
    }
    expect(problems).toEqual([]);
  });
}
