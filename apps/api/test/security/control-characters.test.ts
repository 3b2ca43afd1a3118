import { API_PREFIX, messages, paths } from '@prd/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { findControlCharacter } from '../../src/http/control-characters.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  adminLogin,
  nextIp,
  signUpAndLogin,
  uniqueEmail,
  type TestUser,
} from '../helpers/users.js';

const NUL = '\u0000';
const api = (p: string) => `${API_PREFIX}${p}`;

describe('findControlCharacter', () => {
  it('finds the first bad string or key and gives its path', () => {
    expect(findControlCharacter({ a: 'ok', b: ['fine', `x${NUL}`] })).toEqual(['b', 1]);
    expect(findControlCharacter({ [`k\u0007`]: 'v' })).toEqual(['k\u0007']);
    expect(findControlCharacter('\u001b[31m')).toEqual([]);
    expect(findControlCharacter({ a: 'tab\tand\r\nlines', n: 5, z: null })).toBeUndefined();
  });

  it('walks a deeply nested value without recursion', () => {
    let deep: unknown = `bottom${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter(deep)).toHaveLength(100_000);
  });
});

describe('control characters in JSON bodies, queries and paths', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: { accessToken: string };

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signUpAndLogin(t);
    admin = await adminLogin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const expect422 = (res: { statusCode: number; json: () => unknown }, loc: unknown[]) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.general.controlCharacters,
      code: 'VALIDATION',
      detail: [{ loc, msg: messages.general.controlCharacters, type: 'value_error' }],
    });
  };

  const password = 'Str0ng!Passw0rd';
  const cases: [
    string,
    () => {
      method: 'POST' | 'GET' | 'PUT';
      url: string;
      payload?: object;
      token?: 'user' | 'admin';
    },
    unknown[],
  ][] = [
    [
      'register name',
      () => ({
        method: 'POST',
        url: api(paths.auth.register),
        payload: { name: `Eve${NUL}`, email: uniqueEmail(), password, confirmpassword: password },
      }),
      ['body', 'name'],
    ],
    [
      'login email',
      () => ({
        method: 'POST',
        url: api(paths.auth.login),
        payload: { email: `a${NUL}@example.com`, password, role: 'User' },
      }),
      ['body', 'email'],
    ],
    [
      'login password',
      () => ({
        method: 'POST',
        url: api(paths.auth.login),
        payload: { email: 'a@example.com', password: `pw${NUL}`, role: 'User' },
      }),
      ['body', 'password'],
    ],
    [
      'forgot_password',
      () => ({
        method: 'POST',
        url: api(paths.auth.forgotPassword),
        payload: { email: `a${NUL}@example.com` },
      }),
      ['body', 'email'],
    ],
    [
      'reset_password token',
      () => ({
        method: 'POST',
        url: api(paths.auth.resetPassword),
        payload: { token: `t${NUL}`, password, confirmpassword: password },
      }),
      ['body', 'token'],
    ],
    [
      'refresh token',
      () => ({
        method: 'POST',
        url: api(paths.auth.refresh),
        payload: { refresh_token: `r${NUL}` },
      }),
      ['body', 'refresh_token'],
    ],
    [
      'update_user name',
      () => ({
        method: 'PUT',
        url: api(paths.user.updateUser),
        payload: { name: `N${NUL}` },
        token: 'user',
      }),
      ['body', 'name'],
    ],
    [
      'chat data session_id',
      () => ({ method: 'GET', url: `${api(paths.prd.getChatData)}?session_id=%00`, token: 'user' }),
      ['query', 'session_id'],
    ],
    [
      'chat history page',
      () => ({ method: 'GET', url: `${api(paths.prd.getChatHistory)}?page=1%00`, token: 'user' }),
      ['query', 'page'],
    ],
    [
      'audit logs filter',
      () => ({
        method: 'GET',
        url: `${api(paths.security.auditLogs)}?email=a%00b`,
        token: 'admin',
      }),
      ['query', 'email'],
    ],
    [
      'add AI key label',
      () => ({
        method: 'POST',
        url: api(paths.apiKeys.add),
        payload: { provider: 'openai', label: `L${NUL}`, model: 'gpt', api_key: 'sk-123456789' },
        token: 'admin',
      }),
      ['body', 'label'],
    ],
    [
      'signed file path',
      () => ({ method: 'GET', url: `${api('/files/chat/%00x')}?exp=1&sig=abc` }),
      ['params', '*'],
    ],
    [
      'profile picture path',
      () => ({ method: 'GET', url: api(paths.user.profilePicture.replace(':file', '%00.png')) }),
      ['params', 'file'],
    ],
  ];

  it.each(cases)('%s: 422 naming the field, never a 500', async (_name, make, loc) => {
    const { token, ...req } = make();
    const bearer =
      token === 'user' ? user.accessToken : token === 'admin' ? admin.accessToken : undefined;
    const res = await t.request({ ...req, token: bearer, remoteAddress: nextIp() });
    expect422(res, loc);
  });

  it('writes nothing: a NUL in a registration adds no user', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    const email = uniqueEmail();
    const res = await t.request({
      method: 'POST',
      url: api(paths.auth.register),
      payload: {
        name: 'Mallory',
        email,
        password: `Str0ng!${NUL}Passw0rd`,
        confirmpassword: password,
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it('lets tabs and new lines through', async () => {
    const res = await t.request({
      method: 'PUT',
      url: api(paths.user.updateUser),
      payload: { name: 'Ann\tLee' },
      token: user.accessToken,
    });
    expect(res.json<{ message: string }>().message).not.toBe(messages.general.controlCharacters);
  });
});
