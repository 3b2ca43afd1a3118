import { helpTopicPath, LINKED_HELP_TOPICS, topicOf } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

// Every help link the app shows opens its page: the topics it links to by name (Sign Up's
// "Terms and Conditions") and every slug of the Help list, on a fresh installation.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pageAt = (address: string) => {
  const topic = address.replace(/^\/settings\//, '');
  return t.request({ method: 'GET', url: `/api/v1/content/get_page?topic=${topic}` });
};

describe('help links', () => {
  it('each topic the app links to by name is a published page at /settings/{topic}', async () => {
    for (const slug of Object.values(LINKED_HELP_TOPICS)) {
      const address = helpTopicPath(slug);
      expect(address).toBe(`/settings/${topicOf(slug)}`);
      const res = await pageAt(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json()).toMatchObject({ published: true });
    }
    expect(helpTopicPath(LINKED_HELP_TOPICS.terms)).toBe('/settings/terms');
  });

  it('every slug of the Help list opens its page through its address', async () => {
    const { slugs } = (
      await t.request({ method: 'GET', url: '/api/v1/content/get_all_slugs' })
    ).json<{
      slugs: string[];
    }>();
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      expect((await pageAt(helpTopicPath(slug))).statusCode, slug).toBe(200);
    }
  });
});
