import type { Plan } from '@prd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signUpAndLogin, type TestUser } from '../../../test/helpers/users.js';
import { plans, users } from '../../db/schema.js';
import { seedPlans } from '../../db/seed.js';

const URL = '/api/v1/plan/get_all_plans';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await signUpAndLogin(t);
});
afterAll(async () => {
  await t?.close();
});

interface Page {
  items: Plan[];
  total_pages: number;
}

async function list(query = '', token?: string): Promise<Page> {
  const res = await t.request({ method: 'GET', url: `${URL}${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}
const names = (page: Page) => page.items.map((p) => p.plan_name);

describe('GET /plan/get_all_plans', () => {
  it('lists the four seeded plans for a visitor, none subscribed', async () => {
    const page = await list();
    expect(page.total_pages).toBe(1);
    expect(names(page)).toEqual(['Enterprise', 'Free', 'Pro', 'Team']);
    expect(page.items.every((p) => p.is_subscribed === false)).toBe(true);
    const free = page.items.find((p) => p.plan_name === 'Free')!;
    expect(Object.keys(free).sort()).toEqual(
      ['duration', 'features', 'id', 'is_subscribed', 'plan_name', 'price'].sort(),
    );
    expect(free).toMatchObject({ price: 0, duration: 30, features: [...seedPlans[0].features] });
    expect(page.items.find((p) => p.plan_name === 'Pro')).toMatchObject({
      price: 19,
      duration: 30,
    });
  });

  it('shows Enterprise’s null price as "Custom"', async () => {
    const enterprise = (await list()).items.find((p) => p.plan_name === 'Enterprise')!;
    expect(enterprise.price).toBe('Custom');
    expect(enterprise.duration).toBe(365);
  });

  it('marks only the Free plan as subscribed for a new user', async () => {
    const page = await list('', user.accessToken);
    expect(page.items.filter((p) => p.is_subscribed).map((p) => p.plan_name)).toEqual(['Free']);
  });

  it('follows the user’s plan, and marks Free for a user without one of their own', async () => {
    const other = await signUpAndLogin(t);
    const [pro] = await t.database.db.select().from(plans).where(eq(plans.code, 'pro'));
    await t.database.db.update(users).set({ planId: pro!.id }).where(eq(users.id, other.id));
    const onPro = await list('', other.accessToken);
    expect(onPro.items.filter((p) => p.is_subscribed).map((p) => p.id)).toEqual([pro!.id]);

    await t.database.db.update(users).set({ planId: null }).where(eq(users.id, other.id));
    const none = await list('', other.accessToken);
    expect(none.items.filter((p) => p.is_subscribed).map((p) => p.plan_name)).toEqual(['Free']);
  });

  it('answers 498 for a bad token instead of treating the caller as a visitor', async () => {
    const res = await t.request({ method: 'GET', url: URL, token: 'garbage' });
    expect(res.statusCode).toBe(498);
    expect(res.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
  });

  it.each([
    ['name', 'asc', ['Enterprise', 'Free', 'Pro', 'Team']],
    ['name', 'desc', ['Team', 'Pro', 'Free', 'Enterprise']],
    ['price', 'asc', ['Free', 'Pro', 'Team', 'Enterprise']],
    ['price', 'desc', ['Enterprise', 'Team', 'Pro', 'Free']],
    ['duration', 'asc', ['Free', 'Pro', 'Team', 'Enterprise']],
    ['duration', 'desc', ['Enterprise', 'Team', 'Pro', 'Free']],
  ])('sorts by %s %s', async (sortBy, order, expected) => {
    const page = await list(`?sort_by=${sortBy}&sort_order=${order}`);
    expect(names(page)).toEqual(expected);
  });

  it('pages with total_pages = ceil(count / page_size)', async () => {
    const first = await list('?page=1&page_size=3&sort_by=price');
    expect(first.total_pages).toBe(2);
    expect(names(first)).toEqual(['Free', 'Pro', 'Team']);
    const second = await list('?page=2&page_size=3&sort_by=price');
    expect(second.total_pages).toBe(2);
    expect(names(second)).toEqual(['Enterprise']);
    const pairs = await list('?page=2&page_size=2&sort_by=name&sort_order=desc');
    expect([pairs.total_pages, ...names(pairs)]).toEqual([2, 'Free', 'Enterprise']);
    const ones = await list('?page_size=1');
    expect(ones.total_pages).toBe(4);
    expect(ones.items).toHaveLength(1);
  });

  it('gives an empty page past the end, with at least one total page', async () => {
    const past = await list('?page=9&page_size=10');
    expect(past).toEqual({ items: [], total_pages: 1 });
  });

  it('lists only active plans', async () => {
    await t.database.db.update(plans).set({ isActive: false }).where(eq(plans.code, 'team'));
    try {
      const page = await list('?sort_by=price');
      expect(names(page)).toEqual(['Free', 'Pro', 'Enterprise']);
      expect((await list('?page_size=3')).total_pages).toBe(1);
    } finally {
      await t.database.db.update(plans).set({ isActive: true }).where(eq(plans.code, 'team'));
    }
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'page_size=0',
    'page_size=1000',
    'sort_by=bogus',
    'sort_by=NAME',
    'sort_order=up',
  ])('422 for %s', async (query) => {
    const res = await t.request({ method: 'GET', url: `${URL}?${query}` });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; detail: { loc: string[] }[] }>();
    expect(body.detail[0]!.loc).toEqual(['querystring', query.split('=')[0]]);
  });
});
