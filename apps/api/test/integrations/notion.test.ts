import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpVerified, type TestUser } from '../helpers/users.js';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers/index.js';
import { blocksText } from '../support/fake-providers/notion.js';
import { workspaceConnections } from '../../src/db/schema.js';
import { connectWorkspace } from './support.js';
import { longPrd, storedAnswer } from './workspace-fixtures.js';

let fake: FakeProviders;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await buildTestApp({ env: fake.env(['notion']) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  user = await signUpVerified(t);
});

const share = (payload: Record<string, unknown>, token = user.accessToken) =>
  t.request({ method: 'POST', url: '/api/v1/notion/send_prd_to_notion', payload, token });

describe('connecting Notion', () => {
  it('stores the workspace with its tokens sealed, and lists it', async () => {
    const { next } = await connectWorkspace(t, 'notion', user.accessToken);
    expect(`${next.pathname}${next.search}`).toBe(
      '/settings/profiledash?tab=connecting&connected=notion',
    );
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/workspaces/connections',
      token: user.accessToken,
    });
    expect(list.json()).toMatchObject({
      connections: [{ provider: 'notion', workspace_name: 'Acme Docs' }],
      enabled: { notion: true, confluence: false },
    });
    expect(list.body).not.toMatch(/at_[0-9a-f]{32}|rt_[0-9a-f]{32}/);
    const [row] = await t.database.db
      .select()
      .from(workspaceConnections)
      .where(eq(workspaceConnections.userId, user.id));
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.refreshToken).toMatch(/^v1\./);
  });

  it('lands on the Connecting tab with the failure when consent is denied or the state is forged', async () => {
    fake.notion.server.control.deny = true;
    try {
      const denied = await connectWorkspace(t, 'notion', user.accessToken);
      expect(denied.next.searchParams.get('connect_error')).toBe('notion');
    } finally {
      fake.notion.server.control.deny = false;
    }
    const forged = await connectWorkspace(t, 'notion', user.accessToken, {
      tamper: (back) => back.searchParams.set('state', 'forged'),
    });
    expect(forged.next.searchParams.get('connect_error')).toBe('notion');
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/workspaces/connections',
      token: user.accessToken,
    });
    expect(list.json<{ connections: unknown[] }>().connections).toHaveLength(0);
  });

  it('disconnects (once)', async () => {
    await connectWorkspace(t, 'notion', user.accessToken);
    const del = () =>
      t.request({
        method: 'DELETE',
        url: '/api/v1/workspaces/connections?provider=notion',
        token: user.accessToken,
      });
    expect((await del()).json()).toEqual({ message: 'Notion disconnected' });
    expect((await del()).statusCode).toBe(404);
    expect((await share({ title: 'x', text: 'y' })).statusCode).toBe(409);
  });
});

describe('publishing to Notion', () => {
  it('says so when Notion is not connected', async () => {
    const res = await share({ title: 'PRD', text: 'Body' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_CONNECTED',
      message: expect.stringContaining('Connecting tab') as unknown,
    });
  });

  it('publishes plain text under the first reachable page and remembers it', async () => {
    await connectWorkspace(t, 'notion', user.accessToken);
    const res = await share({ title: 'Checkout PRD', text: '# not a heading\n\n- not a list' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ page_id: string; url: string; updated: boolean; message: string }>();
    expect(body).toMatchObject({ message: 'PRD shared to Notion successfully', updated: false });
    const page = fake.notion.pages.get(body.page_id)!;
    expect(page.parentId).toBe(fake.notion.rootId);
    expect(page.title).toBe('Checkout PRD');
    expect(page.markdown).toContain('\\# not a heading');
    const pages = await t.request({
      method: 'GET',
      url: '/api/v1/notion/pages',
      token: user.accessToken,
    });
    expect(pages.json()).toMatchObject({ default_id: fake.notion.rootId });
  });

  it('publishes a 300-section PRD with its structure in batches, and re-publishing updates the page', async () => {
    await connectWorkspace(t, 'notion', user.accessToken);
    const markdown = longPrd(300);
    const chatId = await storedAnswer(t, user.id, markdown);
    const first = await share({ title: 'Wallet', text: 'stripped text', chat_id: chatId });
    expect(first.statusCode).toBe(200);
    const { page_id: pageId } = first.json<{ page_id: string }>();
    const page = fake.notion.pages.get(pageId)!;
    expect(page.writes).toBeGreaterThan(1);
    expect(page.markdown).toContain('## 300. Section 300');
    expect(page.markdown).toContain('| Owner | Ana |');
    expect(page.markdown).toContain('**case 150**');
    expect(page.markdown.match(/^## /gm)).toHaveLength(300);

    const again = await share({ title: 'Wallet v2', text: 'stripped text', chat_id: chatId });
    expect(again.json()).toMatchObject({ page_id: pageId, updated: true });
    expect(page.title).toBe('Wallet v2');
    expect(page.markdown.match(/^## /gm)).toHaveLength(300);
    expect(
      [...fake.notion.pages.values()].filter((p) => p.title.startsWith('Wallet')),
    ).toHaveLength(1);
  });

  it('sends blocks in batches of 100 where Notion has no Markdown content, and replaces the page', async () => {
    await connectWorkspace(t, 'notion', user.accessToken);
    fake.notion.control.markdown = false;
    try {
      const chatId = await storedAnswer(t, user.id, longPrd(300));
      const first = await share({ title: 'Blocks PRD', text: 'x', chat_id: chatId });
      expect(first.statusCode).toBe(200);
      const page = fake.notion.pages.get(first.json<{ page_id: string }>().page_id)!;
      // 300 sections of heading, paragraph and three bullets, plus the title and the table.
      expect(page.blocks.length).toBeGreaterThan(1500);
      expect(page.writes).toBeGreaterThanOrEqual(16);
      const text = blocksText(page.blocks);
      expect(text).toContain('heading_2: 300. Section 300');
      expect(text).toContain('bulleted_list_item: Requirement 42.b');
      expect(text).toContain('table_row: Owner | Ana');
      const bold = page.blocks.find((b) => JSON.stringify(b).includes('case 9'));
      expect(JSON.stringify(bold)).toContain('"bold":true');

      const again = await share({ title: 'Blocks PRD', text: 'x', chat_id: chatId });
      expect(again.json()).toMatchObject({ updated: false });
      expect(page.archived).toBe(true);
      const live = [...fake.notion.pages.values()].filter(
        (p) => p.title === 'Blocks PRD' && !p.archived,
      );
      expect(live).toHaveLength(1);
    } finally {
      fake.notion.control.markdown = true;
    }
  });

  it("refuses another user's chat answer", async () => {
    const other = await signUpVerified(t);
    const chatId = await storedAnswer(t, other.id, '# Secret PRD');
    await connectWorkspace(t, 'notion', user.accessToken);
    const res = await share({ title: 'Steal', text: 'x', chat_id: chatId });
    expect(res.statusCode).toBe(404);
    expect([...fake.notion.pages.values()].some((p) => p.markdown.includes('Secret'))).toBe(false);
  });

  it('waits out a 429 with Retry-After', async () => {
    await connectWorkspace(t, 'notion', user.accessToken);
    fake.notion.control.throttleNext = 1;
    fake.notion.control.retryAfter = '1';
    const started = Date.now();
    const res = await share({ title: 'Throttled', text: 'Body' });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('refreshes an expired access token with the refresh token, which Notion keeps', async () => {
    await connectWorkspace(t, 'notion', user.accessToken);
    const before = fake.notion.server.control.refreshes;
    fake.notion.server.expireAccessTokens();
    const res = await share({ title: 'After expiry', text: 'Body' });
    expect(res.statusCode).toBe(200);
    expect(fake.notion.server.control.refreshes).toBe(before + 1);
    fake.notion.server.expireAccessTokens();
    expect((await share({ title: 'Again', text: 'Body' })).statusCode).toBe(200);
  });

  it('asks to connect again when the grant was revoked', async () => {
    await connectWorkspace(t, 'notion', user.accessToken);
    fake.notion.server.revokeAll();
    const res = await share({ title: 'Revoked', text: 'Body' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('Connect it again');
  });

  it('validates the body', async () => {
    expect((await share({ title: '   ', text: 'x' })).json()).toMatchObject({ code: 'VALIDATION' });
    expect((await share({ title: 'x', text: 'y', parent_id: '../../etc' })).statusCode).toBe(422);
    expect((await share({ title: 'x', text: 'y', extra: 1 })).statusCode).toBe(422);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/notion/send_prd_to_notion',
          payload: { title: 'x', text: 'y' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('Notion not configured', () => {
  it('answers 501 with a clear message', async () => {
    const bare = await buildTestApp();
    try {
      const u = await signUpVerified(bare);
      const res = await bare.request({
        method: 'POST',
        url: '/api/v1/notion/notion_oauth',
        payload: {},
        token: u.accessToken,
      });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toMatchObject({ message: 'Notion is not enabled on this server.' });
    } finally {
      await bare.close();
    }
  });
});
