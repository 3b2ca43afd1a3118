import type { AllLessons, Lesson } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';
import { studyClient, type Method } from './study-client.js';

let t: TestApp;
let admin: { accessToken: string };
let user: { accessToken: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminLogin(t);
  user = await signUpAndLogin(t);
});
afterAll(() => t.close());

const { call, adminCall, makeLevel, makeSubject, makeLesson } = studyClient(
  () => t,
  () => admin.accessToken,
);
const tree = async (token = user.accessToken) =>
  (await call('GET', '/study/get_All_lessons', token)).json<AllLessons>();

describe('reading lessons', () => {
  it('a fresh install has the seeded levels, subjects and lessons, ordered by position', async () => {
    const res = await call('GET', '/study/get_All_lessons', user.accessToken);
    expect(res.statusCode).toBe(200);
    const { levels } = res.json<AllLessons>();
    expect(levels.slice(0, 2).map((l) => l.name)).toEqual(['Foundations', 'Going further']);
    const [foundations, further] = levels;
    expect(foundations!.subjects.map((s) => s.name)).toEqual([
      'The problem and the goals',
      'Users and requirements',
      'Scope and risks',
    ]);
    expect(further!.subjects).toHaveLength(2);
    for (const subject of [...foundations!.subjects, ...further!.subjects]) {
      expect(subject.level_id).toBeGreaterThan(0);
      expect(subject.lessons.length).toBeGreaterThanOrEqual(2);
      const positions = subject.lessons.map((l) => l.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(subject.lessons[0]).not.toHaveProperty('body');
    }
    const first = foundations!.subjects[0]!.lessons[0]!;
    expect(first).toMatchObject({ title: 'Writing a problem statement', published: true });

    const lesson = await call('GET', `/study/get_lesson?id=${first.id}`, user.accessToken);
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json<Lesson>().body).toContain('# Writing a problem statement');
  });

  it('orders levels, subjects and lessons by position and hides unpublished lessons from users', async () => {
    const late = await makeLevel('Zz late', 9000);
    const early = await makeLevel('Zz early', 8000);
    const second = await makeSubject(early.id, 'Second', 2);
    const firstSubject = await makeSubject(early.id, 'First', 1);
    const b = await makeLesson(firstSubject.id, 'B', { position: 2 });
    const a = await makeLesson(firstSubject.id, 'A', { position: 1 });
    const draft = await makeLesson(firstSubject.id, 'Draft', { published: false });

    const { levels } = await tree();
    const names = levels.map((l) => l.name);
    expect(names.indexOf('Zz early')).toBeLessThan(names.indexOf('Zz late'));
    const level = levels.find((l) => l.id === early.id)!;
    expect(level.subjects.map((s) => s.id)).toEqual([firstSubject.id, second.id]);
    expect(level.subjects[0]!.lessons.map((l) => l.id)).toEqual([a.id, b.id]);
    expect(level.subjects[1]!.lessons).toEqual([]);
    expect(levels.find((l) => l.id === late.id)!.subjects).toEqual([]);

    // The draft: hidden from people, shown to admins in the admin list and by id.
    expect(
      (await call('GET', `/study/get_lesson?id=${draft.id}`, user.accessToken)).statusCode,
    ).toBe(404);
    const adminList = await adminCall('GET', `/study/lessons?subject_id=${firstSubject.id}`);
    expect(adminList.json<{ items: { id: number; published: boolean }[] }>().items).toEqual([
      expect.objectContaining({ id: draft.id, published: false }),
      expect.objectContaining({ id: a.id }),
      expect.objectContaining({ id: b.id }),
    ]);
    expect((await adminCall('GET', `/study/get_lesson?id=${draft.id}`)).statusCode).toBe(200);
    const adminTree = await tree(admin.accessToken);
    const adminSubject = adminTree.levels.find((l) => l.id === early.id)!.subjects[0]!;
    expect(adminSubject.lessons.map((l) => l.id)).not.toContain(draft.id);
  });

  it('answers unknown lessons with 404 and bad ids with 422', async () => {
    const missing = await call('GET', '/study/get_lesson?id=999999', user.accessToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no such lesson.',
    });
    for (const q of ['', '?id=abc', '?id=0', '?id=-3', '?id=1.5', '?id=99999999999']) {
      const res = await call('GET', `/study/get_lesson${q}`, user.accessToken);
      expect(res.statusCode).toBe(422);
    }
    const bad = await call('GET', '/study/get_lesson?id=abc', user.accessToken);
    expect(bad.json()).toMatchObject({ message: 'The id must be a positive whole number.' });
  });
});

describe('who may call what', () => {
  it('user endpoints need a sign-in; admin endpoints refuse visitors (401) and users (403)', async () => {
    for (const url of ['/study/get_All_lessons', '/study/get_lesson?id=1']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, 'not-a-token')).statusCode).toBe(498);
      expect((await call('GET', url, user.accessToken)).statusCode).toBeLessThan(300);
      expect((await call('GET', url, admin.accessToken)).statusCode).toBeLessThan(300);
    }
    const adminCalls: [Method, string, Record<string, unknown>?][] = [];
    for (const kind of ['levels', 'subjects', 'lessons']) {
      adminCalls.push(
        ['GET', `/study/${kind}`],
        ['POST', `/study/${kind}`, { name: 'x' }],
        ['PUT', `/study/${kind}`, { id: 999_999, name: 'x' }],
        ['DELETE', `/study/${kind}?id=999999`],
      );
    }
    for (const [method, url, payload] of adminCalls) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, user.accessToken, payload)).statusCode).toBe(403);
      const res = await call(method, url, admin.accessToken, payload);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    expect((await adminCall('GET', '/study/levels')).statusCode).toBe(200);
  });
});
