import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';

let t: TestApp;
let admin: { accessToken: string };
let user: { accessToken: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);
  user = await signUpAndLogin(t);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload === undefined ? {} : { payload }) });

describe('help pages for everyone', () => {
  it('a fresh install has the seed pages, listed by slug', async () => {
    const res = await call('GET', '/content/get_all_slugs');
    expect(res.json()).toEqual({
      slugs: ['Getting_started', 'Plans_and_uploads', 'Privacy', 'Terms', 'Contact'],
    });
    const page = await call('GET', '/content/get_page?topic=plans_and_uploads');
    expect(page.json()).toMatchObject({ title: 'Plans and uploads', published: true });
    expect(page.json<{ body: string }>().body).toContain('# Plans and uploads');
  });

  it('finds a page by its topic: the slug lowercased, spaces as hyphens', async () => {
    const created = await call('POST', '/content/pages', admin.accessToken, {
      slug: 'Sharing to Notion',
      title: 'Sharing to Notion',
      body: '# Sharing',
    });
    expect(created.json()).toMatchObject({ topic: 'sharing-to-notion' });
    expect((await call('GET', '/content/get_page?topic=sharing-to-notion')).statusCode).toBe(200);
    expect((await call('GET', '/content/get_page?topic=Sharing to Notion')).statusCode).toBe(200);
  });

  it('answers an unknown topic with 404 and a friendly message, and validates the query', async () => {
    const res = await call('GET', '/content/get_page?topic=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'We could not find this help topic.' });
    expect((await call('GET', '/content/get_page')).statusCode).toBe(422);
    expect((await call('GET', '/content/get_page?id=abc')).statusCode).toBe(422);
  });

  it('hides unpublished pages from everyone but admins', async () => {
    const draft = await call('POST', '/content/pages', admin.accessToken, {
      slug: 'Draft_topic',
      title: 'Draft',
      body: 'Soon',
      published: false,
    });
    const { id } = draft.json<{ id: number }>();
    expect(
      (await call('GET', '/content/get_all_slugs')).json<{ slugs: string[] }>().slugs,
    ).not.toContain('Draft_topic');
    expect((await call('GET', `/content/get_page?id=${id}`, user.accessToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/content/get_page?topic=draft_topic')).statusCode).toBe(404);
    expect((await call('GET', `/content/get_page?id=${id}`, admin.accessToken)).statusCode).toBe(
      200,
    );
  });
});

describe('admins edit pages', () => {
  it('creates, lists, updates and deletes, refusing a slug another page has', async () => {
    const made = await call('POST', '/content/pages', admin.accessToken, {
      slug: 'Billing_FAQ',
      title: 'Billing FAQ',
      body: 'Q and A',
    });
    expect(made.statusCode).toBe(200);
    const { id } = made.json<{ id: number }>();
    const taken = await call('POST', '/content/pages', admin.accessToken, {
      slug: 'billing_faq',
      title: 'Again',
      body: '',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ message: 'Another page already uses this slug.' });

    const list = await call('GET', '/content/pages?q=billing', admin.accessToken);
    expect(list.json()).toMatchObject({ items: [{ id, slug: 'Billing_FAQ' }], total_pages: 1 });
    expect(list.json<{ items: object[] }>().items[0]).not.toHaveProperty('body');

    const edited = await call('PUT', '/content/pages', admin.accessToken, {
      id,
      slug: 'Billing_FAQ',
      title: 'Billing questions',
      body: '## Refunds',
      published: true,
    });
    expect(edited.json()).toMatchObject({ title: 'Billing questions', body: '## Refunds' });
    expect(
      (
        await call('PUT', '/content/pages', admin.accessToken, {
          id,
          slug: 'Privacy',
          title: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(422);

    expect((await call('DELETE', `/content/pages?id=${id}`, admin.accessToken)).json()).toEqual({
      message: 'Page deleted',
    });
    expect((await call('DELETE', `/content/pages?id=${id}`, admin.accessToken)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('PUT', '/content/pages', admin.accessToken, {
          id,
          slug: 'X',
          title: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('validates the page', async () => {
    const bad = [
      { slug: '', title: 'x', body: '' },
      { slug: '../etc', title: 'x', body: '' },
      { slug: 'ok', title: '   ', body: '' },
      { slug: 'ok', title: 'x', body: 'y'.repeat(200_001) },
      { slug: 'ok', title: 'x', body: '', extra: true },
    ];
    for (const payload of bad) {
      expect((await call('POST', '/content/pages', admin.accessToken, payload)).statusCode).toBe(
        422,
      );
    }
  });

  it('refuses visitors and users on every admin call (never a 5xx)', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', '/content/pages'],
      ['POST', '/content/pages', { slug: 'x', title: 'x', body: 'x' }],
      ['PUT', '/content/pages', { id: 1, slug: 'x', title: 'x', body: 'x' }],
      ['DELETE', '/content/pages?id=1'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, user.accessToken, payload)).statusCode).toBe(403);
    }
    expect((await call('GET', '/content/get_page?id=1', admin.accessToken)).statusCode).toBe(200);
  });
});
