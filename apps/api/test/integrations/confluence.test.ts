import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { signUpVerified, type TestUser } from '../helpers/users.js';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers/index.js';
import { connectWorkspace } from './support.js';
import { longPrd, storedAnswer } from './workspace-fixtures.js';

let fake: FakeProviders;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await buildTestApp({ env: fake.env(['atlassian']) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.atlassian.server.control.accessTtl = 3600;
  user = await signUpVerified(t);
});

const publish = (payload: Record<string, unknown>, token = user.accessToken) =>
  t.request({ method: 'POST', url: '/api/v1/confluence/create-prd-page', payload, token });
const spaces = (token = user.accessToken) =>
  t.request({ method: 'GET', url: '/api/v1/confluence/confluence_spaces', token });

describe('connecting Confluence', () => {
  it('asks for offline_access and finds the site through accessible resources', async () => {
    const { start, next } = await connectWorkspace(t, 'confluence', user.accessToken);
    const url = new URL(start.json<{ url: string }>().url);
    expect(url.searchParams.get('scope')).toContain('offline_access');
    expect(url.searchParams.get('audience')).toBe('api.atlassian.com');
    expect(next.searchParams.get('connected')).toBe('confluence');
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/workspaces/connections',
      token: user.accessToken,
    });
    expect(list.json()).toMatchObject({
      connections: [
        { provider: 'confluence', workspace_name: 'acme', site_url: 'https://acme.atlassian.net' },
      ],
    });
  });

  it('lists the spaces as results of {id, key, name}', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    const res = await spaces();
    expect(res.json()).toEqual({
      results: [
        { id: '98305', key: 'PRD', name: 'Product Requirements' },
        { id: '98306', key: 'ENG', name: 'Engineering' },
      ],
    });
  });
});

describe('publishing to Confluence', () => {
  it('creates a page in storage format with the structure, and re-publishing makes version 2', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    const chatId = await storedAnswer(t, user.id, longPrd(300));
    const first = await publish({
      title: 'Wallet PRD',
      prd_data: 'stripped',
      space_key: 'PRD',
      chat_id: chatId,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json<{ page_id: string; url: string; message: string }>();
    expect(body.message).toBe('PRD shared to Confluence successfully');
    expect(body.url).toBe(`https://acme.atlassian.net/wiki/spaces/PRD/pages/${body.page_id}`);
    const page = fake.atlassian.pages.get(body.page_id)!;
    expect(page.spaceId).toBe('98305');
    expect(page.body).toContain('<h2>300. Section 300</h2>');
    expect(page.body).toContain('<strong>case 7</strong>');
    expect(page.body).toMatch(/<table>[\s\S]*Owner[\s\S]*<\/table>/);
    expect(page.body).toMatch(/<ul>\s*<li>(<p>)?Requirement 1\.a/);

    const again = await publish({
      title: 'Wallet PRD',
      prd_data: 'stripped',
      space_key: 'PRD',
      chat_id: chatId,
    });
    expect(again.json()).toMatchObject({ page_id: body.page_id, updated: true });
    expect(page.version).toBe(2);
  });

  it('publishes plain text escaped, never as markup', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    const res = await publish({
      title: 'Plain',
      prd_data: '<script>alert(1)</script> & more',
      space_key: 'ENG',
    });
    const page = fake.atlassian.pages.get(res.json<{ page_id: string }>().page_id)!;
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('gives a second page with the same title a distinct title', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    await publish({ title: 'Same title', prd_data: 'one', space_key: 'ENG' });
    const second = await publish({ title: 'Same title', prd_data: 'two', space_key: 'ENG' });
    expect(fake.atlassian.pages.get(second.json<{ page_id: string }>().page_id)!.title).toBe(
      'Same title (2)',
    );
  });

  it('answers an unknown space and a missing space key clearly', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    const unknown = await publish({ title: 'X', prd_data: 'Y', space_key: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      'That space was not found in your Confluence site.',
    );
    const missing = await publish({ title: 'X', prd_data: 'Y', space_key: '' });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', message: 'Please select a space' });
  });

  it('refreshes rotating tokens once across concurrent calls, and keeps the new refresh token', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    // Access tokens inside the refresh margin: every call needs a refresh first.
    fake.atlassian.server.control.accessTtl = 30;
    fake.atlassian.server.expireAccessTokens();
    const before = fake.atlassian.server.control.refreshes;
    const answers = await Promise.all(Array.from({ length: 5 }, () => spaces()));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.atlassian.server.control.refreshes).toBe(before + 1);
    // The rotated refresh token was saved: the grant lives on.
    fake.atlassian.server.expireAccessTokens();
    expect((await spaces()).statusCode).toBe(200);
    expect(fake.atlassian.server.control.refreshes).toBe(before + 2);
  });

  it('serialises the refresh across two instances on one database', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    const second = await buildTestApp({
      env: { ...fake.env(['atlassian']), APP_SECRET: t.config.appSecret },
      borrowDatabase: t.database,
    });
    try {
      fake.atlassian.server.control.accessTtl = 30;
      fake.atlassian.server.expireAccessTokens();
      const before = fake.atlassian.server.control.refreshes;
      const calls = [t, second, t, second].map((app) =>
        app.request({
          method: 'GET',
          url: '/api/v1/confluence/confluence_spaces',
          token: user.accessToken,
        }),
      );
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(fake.atlassian.server.control.refreshes).toBe(before + 1);
    } finally {
      await second.close();
    }
  });

  it('asks to connect again when the grant is revoked, and never shows tokens', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    fake.atlassian.server.revokeAll();
    const res = await spaces();
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('Connect it again');
    expect(res.body).not.toMatch(/at_|rt_/);
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/workspaces/connections',
      token: user.accessToken,
    });
    expect(list.json<{ connections: unknown[] }>().connections).toHaveLength(0);
  });

  it('keeps users apart: a connection serves its owner only', async () => {
    await connectWorkspace(t, 'confluence', user.accessToken);
    const other = await signUpVerified(t);
    expect((await spaces(other.accessToken)).statusCode).toBe(409);
    const chatId = await storedAnswer(t, user.id, '# Mine');
    await connectWorkspace(t, 'confluence', other.accessToken);
    const res = await publish(
      { title: 'Steal', prd_data: 'x', space_key: 'PRD', chat_id: chatId },
      other.accessToken,
    );
    expect(res.statusCode).toBe(404);
  });
});
