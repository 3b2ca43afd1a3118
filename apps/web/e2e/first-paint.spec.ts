import { expect, test, type Page, type Route } from '@playwright/test';
import { messages } from '@prd/contract';
import { registerAndSignIn } from './support/api';
import { expectPictureLoaded, messageBox, writeTextImage } from './support/chat';
import { watchPageProblems } from './support/page-problems';
import { snap } from './support/screens';
import { storeTokens } from './support/session';

// Issue 25, part 4 ("the landing is slow on a phone"): the landing paints from the page itself
// (its build-time shell and the stylesheet) before the app's script arrives, everything travels
// compressed, and the app's takeover moves nothing and loses nothing the visitor did meanwhile.
// Lighthouse's figures are scripts/bench/lighthouse.mjs's; these are the behaviours.

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const APP_SCRIPTS = /\/assets\/.+\.js$/;
// A script that is refused on purpose shows as a failed load in the console.
const REFUSED_SCRIPT = [/^console error: Failed to load resource/];

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: messages.landing.heading });
const landingBox = (page: Page) => page.getByLabel(messages.landing.chatLabel);
const logIn = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: messages.accountMenu.logIn });
/** The shell's inline script stays in #root until the app's first commit replaces the shell. */
const appStarted = (page: Page) => expect(page.locator('#root > script')).toHaveCount(0);

// TEST-NET-3 from a random start, one address per journey (never one of an earlier journey).
const start = Math.floor(Math.random() * 200);
let ipSeq = 0;
/** Each sending journey is its own visitor (free PRDs are counted per address). */
async function ownAddress(page: Page) {
  ipSeq += 1;
  await page.context().setExtraHTTPHeaders({
    'x-forwarded-for': `203.0.113.${((start + ipSeq) % 254) + 1}`,
  });
}

/** Holds the app's scripts until release(). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route(APP_SCRIPTS, async (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Sums the page's layout shifts (CLS's raw material) from the start of the load. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

for (const size of WIDTHS) {
  test.describe(`first paint at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('the landing paints from the page alone, with no script of the app', async ({ page }) => {
      const problems = await watchPageProblems(page, { ignore: REFUSED_SCRIPT });
      await page.route(APP_SCRIPTS, (route) => route.abort());
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      await expect(heading(page)).toBeVisible();
      await expect(landingBox(page)).toBeVisible();
      await expect(logIn(page)).toBeVisible();
      await expect(page.getByText(messages.landing.pitch)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(size.width);
      await snap(page, `first-paint-shell-${size.name}`);
      // The shell's inline script ran under the page's CSP (allowed by its hash).
      expect(problems).toEqual([]);
    });

    test('other addresses and signed-in people get no landing shell', async ({ page, request }) => {
      await page.route(APP_SCRIPTS, (route) => route.abort());
      await page.goto('/settings/plancard');
      await expect(page.locator('#root')).toBeEmpty();

      const { tokens } = await registerAndSignIn(request, { name: `Shell ${size.name}` });
      await storeTokens(page, tokens);
      await page.goto('/');
      await expect(page.locator('#root')).toBeEmpty();
      await expect(heading(page)).toHaveCount(0);
      // With its scripts, the signed-in person's own first screen: the chat.
      await page.unroute(APP_SCRIPTS);
      await page.goto('/');
      await expect(messageBox(page)).toBeVisible();
      await expect(heading(page)).toHaveCount(0);
    });

    test('the page, its script and its stylesheet travel compressed', async ({ page }) => {
      const encodings = new Map<string, string | null>();
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (url.pathname === '/' || /\/assets\/index-[^/]+\.(?:js|css)$/.test(url.pathname)) {
          encodings.set(url.pathname, await response.headerValue('content-encoding'));
        }
      });
      await page.goto('/');
      await appStarted(page);
      expect(encodings.get('/')).toBe('br');
      const assets = [...encodings].filter(([name]) => name !== '/');
      expect(assets.map(([name]) => name.split('.').pop()).sort()).toEqual(['css', 'js']);
      for (const [name, encoding] of assets) expect(encoding, name).toBe('br');
    });

    test('the app takes over without moving anything and keeps what the visitor did', async ({
      page,
    }) => {
      await ownAddress(page);
      const problems = await watchPageProblems(page);
      const scripts = await holdScripts(page);
      // Not even DOMContentLoaded comes: it waits for the (held) module script.
      await page.goto('/', { waitUntil: 'commit' });
      await expect(heading(page)).toBeVisible();
      await expect.poll(scripts.held).toBeGreaterThan(0);

      // Typed and sent before the app is there: nothing happens yet, and nothing reloads.
      const brief = `Trailmate ${size.name}: a hiking app with offline maps and weather alerts`;
      await landingBox(page).click();
      await landingBox(page).pressSequentially(brief);
      await landingBox(page).press('Enter');
      await expect(landingBox(page)).toHaveValue(brief);
      await expect(heading(page)).toBeVisible();

      await scripts.release();
      await appStarted(page);
      // The app pressed Send for them: the brief is the first message of the visitor's chat.
      await expect(page.getByText(brief, { exact: true }).first()).toBeVisible();
      await expect(landingBox(page)).toHaveValue('');
      await snap(page, `first-paint-takeover-${size.name}`);
      expect(problems).toEqual([]);
    });

    test('a picture attached before the app starts is sent with the brief', async ({
      page,
    }, info) => {
      await ownAddress(page);
      const problems = await watchPageProblems(page);
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(heading(page)).toBeVisible();
      await expect.poll(scripts.held).toBeGreaterThan(0);

      // Chosen, typed and sent in the shell, as a quick visitor on a slow phone does.
      const png = await writeTextImage(info.outputPath('sketch.png'), 'Trail map');
      await page.getByTestId('chat-file-input').setInputFiles([png]);
      const brief = `Waymark ${size.name}: a hiking app that shares trail sketches`;
      await landingBox(page).fill(brief);
      await landingBox(page).press('Enter');

      await scripts.release();
      await appStarted(page);
      const talk = page.getByRole('region', { name: messages.chat.conversation });
      await expect(talk.getByText(brief, { exact: true }).first()).toBeVisible({
        timeout: 15_000,
      });
      // The picture went with the brief: the chat shows it from the server's signed link.
      const picture = talk.getByRole('img', { name: messages.chat.imageAlt('sketch.png') });
      await expect(picture).toHaveAttribute('src', /^\/api\/v1\/files\/.*sig=/, {
        timeout: 30_000,
      });
      await expectPictureLoaded(picture);
      await snap(page, `first-paint-picture-${size.name}`);
      expect(problems).toEqual([]);
    });

    test('Attach in the shell opens the chooser; a choice made once the app is there is kept', async ({
      page,
    }, info) => {
      const problems = await watchPageProblems(page);
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(heading(page)).toBeVisible();
      await expect.poll(scripts.held).toBeGreaterThan(0);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: messages.chatBox.attachFiles }).click();
      const open = await chooser;

      // The app takes over while the chooser is open; the choice comes after.
      await scripts.release();
      await appStarted(page);
      await open.setFiles(await writeTextImage(info.outputPath('late.png'), 'Late pick'));
      await expect(
        page.getByRole('button', { name: messages.chatBox.removeFile('late.png') }),
      ).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('the app replaces the shell with the same landing (no shift, same controls)', async ({
      page,
    }) => {
      const problems = await watchPageProblems(page);
      const shifts = await recordLayoutShifts(page);
      await page.goto('/');
      await appStarted(page);
      await expect(heading(page)).toBeVisible();
      expect(await shifts()).toBeLessThan(0.01);
      // The app's own controls answer: Log In opens its dialog.
      await logIn(page).click();
      await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
