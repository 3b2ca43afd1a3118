import { messages } from '@prd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signUpAndLogin, type TestUser } from '../../../test/helpers/users.js';
import { auditLogs, billingDetails } from '../../db/schema.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { BillingAddressService } from './billing-address.service.js';

const GET = '/api/v1/user/get_user_billing_details';
const DELETE = '/api/v1/user/delete_user_billing_details';

const address = {
  address_line1: '1 Main Street',
  address_line2: 'Flat 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
};

let t: TestApp;
let billingAddress: BillingAddressService;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  billingAddress = t.services.billingAddress;
  alice = await signUpAndLogin(t);
  bob = await signUpAndLogin(t);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async (userId: string) =>
  t.database.db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
const get = (user: TestUser) => t.request({ method: 'GET', url: GET, token: user.accessToken });
const del = (user: TestUser) =>
  t.request({ method: 'DELETE', url: DELETE, token: user.accessToken });

describe('billing details over HTTP', () => {
  it('404 with the spec message when the user has none', async () => {
    const res = await get(alice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.billing.notFound, code: 'NOT_FOUND' });
    const gone = await del(alice);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.billing.notFound, code: 'NOT_FOUND' });
  });

  it('returns exactly the stored fields', async () => {
    await billingAddress.save(alice.id, address);
    const res = await get(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(address);
  });

  it('keeps users apart: one user’s details are not another’s', async () => {
    const res = await get(bob);
    expect(res.statusCode).toBe(404);
    const deleted = await del(bob);
    expect(deleted.statusCode).toBe(404);
    expect(await rowsOf(alice.id)).toHaveLength(1);
  });

  it('deletes them once, audits it, then answers 404', async () => {
    await billingAddress.save(bob.id, { ...address, city: 'Shelbyville' });
    const res = await del(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Billing detail deleted successfully' });
    expect(await rowsOf(alice.id)).toHaveLength(0);
    expect(await rowsOf(bob.id)).toHaveLength(1);
    const audited = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, alice.id), eq(auditLogs.event, 'billing_delete')));
    expect(audited).toHaveLength(1);

    expect((await get(alice)).statusCode).toBe(404);
    expect((await del(alice)).statusCode).toBe(404);
    expect((await get(bob)).json()).toMatchObject({ city: 'Shelbyville' });
  });
});

describe('billing service save (for checkout)', () => {
  it('creates, then replaces, the one row of a user; blanks become null and text is trimmed', async () => {
    const carol = await signUpAndLogin(t);
    expect(await billingAddress.save(carol.id, address)).toEqual(address);
    const updated = await billingAddress.save(carol.id, {
      address_line1: '  9 Elm Road ',
      address_line2: '   ',
      city: 'Paris',
      zip: '75001',
      country: 'FR',
    });
    expect(updated).toEqual({
      address_line1: '9 Elm Road',
      address_line2: null,
      city: 'Paris',
      state: null,
      zip: '75001',
      country: 'FR',
    });
    expect(await rowsOf(carol.id)).toHaveLength(1);
    expect((await get(carol)).json()).toEqual(updated);
  });

  it.each([
    [
      'a missing first address line',
      { address_line1: undefined },
      messages.billing.addressLine1Required,
    ],
    ['a blank city', { city: '  ' }, messages.billing.cityRequired],
    ['a missing zip', { zip: undefined }, messages.billing.zipRequired],
    ['a numeric country', { country: 33 }, messages.billing.countryRequired],
    ['a zip too long', { zip: '1'.repeat(21) }, messages.billing.fieldTooLong],
    ['an unknown field', { vat: 'x' }, 'Unknown field: vat'],
  ])('refuses %s with a 422 AppError and stores nothing', async (_what, change, message) => {
    const dave = await signUpAndLogin(t);
    const err = await billingAddress
      .save(dave.id, { ...address, ...change })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(422);
    expect((err as AppError).message).toBe(message);
    expect((err as AppError).extra.detail?.[0]?.loc[0]).toBe('body');
    expect(await rowsOf(dave.id)).toHaveLength(0);
  });

  it('refuses input that is not an object', async () => {
    await expect(billingAddress.save(alice.id, 'street')).rejects.toMatchObject({ status: 422 });
    await expect(billingAddress.save(alice.id, null)).rejects.toMatchObject({ status: 422 });
  });
});
