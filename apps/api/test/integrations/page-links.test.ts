import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPages, workspaceConnections } from '../../src/db/schema.js';
import { httpsLink } from '../../src/modules/workspaces/page-link.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpVerified } from '../helpers/users.js';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers/index.js';
import { connectWorkspace } from './support.js';
import { storedAnswer } from './workspace-fixtures.js';

/** Addresses a hostile or broken provider could hand back as a page's link. */
const UNSAFE = [
  'javascript:alert(document.cookie)',
  'http://acme.example/page',
  'data:text/html,x',
];

let fake: FakeProviders;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await buildTestApp({ env: fake.env(['notion', 'atlassian']) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const storedLinks = async (userId: string) =>
  (
    await t.database.db
      .select({ url: publishedPages.url })
      .from(publishedPages)
      .where(eq(publishedPages.userId, userId))
  ).map((r) => r.url);

describe('page links from workspace providers', () => {
  it('keeps only https links', () => {
    expect(httpsLink('https://www.notion.so/abc')).toBe('https://www.notion.so/abc');
    for (const link of [...UNSAFE, 'not a url', '', null, 42]) expect(httpsLink(link)).toBeNull();
  });

  it('drops a Notion page link that is not https from the answer, the page list and what is stored', async () => {
    for (const link of UNSAFE) {
      const user = await signUpVerified(t);
      await connectWorkspace(t, 'notion', user.accessToken);
      const chatId = await storedAnswer(t, user.id, '# Wallet');
      fake.notion.control.pageUrl = link;
      try {
        const shared = await t.request({
          method: 'POST',
          url: '/api/v1/notion/send_prd_to_notion',
          payload: { title: 'Wallet', text: 'Wallet', chat_id: chatId },
          token: user.accessToken,
        });
        expect(shared.statusCode).toBe(200);
        expect(shared.json()).toMatchObject({ url: null });
        const pages = await t.request({
          method: 'GET',
          url: '/api/v1/notion/pages',
          token: user.accessToken,
        });
        const results = pages.json<{ results: { url: string | null }[] }>().results;
        expect(results.length).toBeGreaterThan(0);
        expect(results.every((p) => p.url === null)).toBe(true);
        expect(await storedLinks(user.id)).toEqual([null]);
      } finally {
        fake.notion.control.pageUrl = null;
      }
    }
  });

  it('drops a Confluence page and site link that is not https', async () => {
    for (const site of ['javascript:alert(1)//', 'http://acme.atlassian.net']) {
      const user = await signUpVerified(t);
      fake.atlassian.control.siteUrl = site;
      try {
        await connectWorkspace(t, 'confluence', user.accessToken);
        const [connection] = await t.database.db
          .select({ siteUrl: workspaceConnections.siteUrl })
          .from(workspaceConnections)
          .where(eq(workspaceConnections.userId, user.id));
        expect(connection).toEqual({ siteUrl: null });
        const chatId = await storedAnswer(t, user.id, '# Wallet');
        const res = await t.request({
          method: 'POST',
          url: '/api/v1/confluence/create-prd-page',
          payload: { title: `Wallet ${site}`, prd_data: 'x', space_key: 'PRD', chat_id: chatId },
          token: user.accessToken,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ url: null });
        expect(await storedLinks(user.id)).toEqual([null]);
      } finally {
        fake.atlassian.control.siteUrl = null;
      }
    }
    // An https site still links its pages.
    const user = await signUpVerified(t);
    await connectWorkspace(t, 'confluence', user.accessToken);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/confluence/create-prd-page',
      payload: { title: 'Wallet https', prd_data: 'x', space_key: 'PRD' },
      token: user.accessToken,
    });
    expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/acme\.atlassian\.net\/wiki\//);
  });
});
