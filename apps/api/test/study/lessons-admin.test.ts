import type { AllLessons } from '@prd/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminLogin, signUpAndLogin } from '../helpers/users.js';
import { studyClient } from './study-client.js';

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

describe('admins edit the tree', () => {
  it('creates, updates and deletes each kind, with 404 for unknown ids', async () => {
    const level = await makeLevel('Edit me');
    const edited = await adminCall('PUT', '/study/levels', {
      id: level.id,
      name: '  Edited  ',
      description: 'Now with words',
      position: 3,
    });
    expect(edited.json()).toEqual({
      id: level.id,
      name: 'Edited',
      description: 'Now with words',
      position: 3,
    });
    const subject = await makeSubject(level.id, 'S');
    const lesson = await makeLesson(subject.id, 'L');
    const put = await adminCall('PUT', '/study/lessons', {
      id: lesson.id,
      subject_id: subject.id,
      title: 'L2',
      body: '## Body',
      published: false,
    });
    expect(put.json()).toMatchObject({
      id: lesson.id,
      title: 'L2',
      body: '## Body',
      published: false,
    });
    // A replacement that leaves out `published` is refused, not published by default.
    const unsaid = await adminCall('PUT', '/study/lessons', {
      id: lesson.id,
      subject_id: subject.id,
      title: 'L3',
      body: '## Body',
    });
    expect(unsaid.statusCode).toBe(422);
    expect(
      (await adminCall('GET', `/study/lessons?subject_id=${subject.id}`)).json(),
    ).toMatchObject({
      items: [{ id: lesson.id, title: 'L2', published: false }],
    });

    const missing = 999_999;
    for (const [url, payload] of [
      ['/study/levels', { id: missing, name: 'x' }],
      ['/study/subjects', { id: missing, level_id: level.id, name: 'x' }],
      [
        '/study/lessons',
        { id: missing, subject_id: subject.id, title: 'x', body: 'y', published: true },
      ],
    ] as const) {
      expect((await adminCall('PUT', url, payload)).statusCode).toBe(404);
      expect((await adminCall('DELETE', `${url}?id=${missing}`)).statusCode).toBe(404);
    }

    expect((await adminCall('DELETE', `/study/lessons?id=${lesson.id}`)).json()).toEqual({
      message: 'Lesson deleted',
    });
    expect((await adminCall('DELETE', `/study/subjects?id=${subject.id}`)).json()).toEqual({
      message: 'Subject deleted',
    });
    expect((await adminCall('DELETE', `/study/levels?id=${level.id}`)).statusCode).toBe(200);
    expect((await adminCall('DELETE', `/study/levels?id=${level.id}`)).statusCode).toBe(404);

    // Every change is in the audit log, with who made it.
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.event, 'admin_lesson_level'))
      .orderBy(asc(auditLogs.id));
    const ofLevel = audit.filter((a) => a.details.level_id === level.id);
    expect(ofLevel.map((a) => a.details.action)).toEqual(['create', 'update', 'delete']);
    expect(ofLevel.every((a) => a.outcome === 'success' && a.userId !== null)).toBe(true);
  });

  it('deleting a level removes its subjects and lessons', async () => {
    const level = await makeLevel('Doomed');
    const subject = await makeSubject(level.id, 'Doomed subject');
    const lesson = await makeLesson(subject.id, 'Doomed lesson');
    expect((await adminCall('DELETE', `/study/levels?id=${level.id}`)).json()).toEqual({
      message: 'Level deleted',
    });
    const subjects = (await adminCall('GET', '/study/subjects')).json<{
      items: { id: number }[];
    }>();
    expect(subjects.items.map((s) => s.id)).not.toContain(subject.id);
    const lessons = (await adminCall('GET', '/study/lessons')).json<{ items: { id: number }[] }>();
    expect(lessons.items.map((l) => l.id)).not.toContain(lesson.id);
    expect((await adminCall('GET', `/study/get_lesson?id=${lesson.id}`)).statusCode).toBe(404);
    expect((await tree()).levels.map((l) => l.id)).not.toContain(level.id);
  });

  it('moves subjects and lessons, refusing a parent that does not exist', async () => {
    const from = await makeLevel('From');
    const to = await makeLevel('To');
    const subject = await makeSubject(from.id, 'Mover');
    const other = await makeSubject(to.id, 'Other');
    const lesson = await makeLesson(subject.id, 'Moving lesson');

    const moved = await adminCall('PUT', '/study/subjects', {
      id: subject.id,
      level_id: to.id,
      name: 'Mover',
    });
    expect(moved.json()).toMatchObject({ level_id: to.id });
    const movedLesson = await adminCall('PUT', '/study/lessons', {
      id: lesson.id,
      subject_id: other.id,
      title: 'Moving lesson',
      body: 'x',
      published: true,
    });
    expect(movedLesson.json()).toMatchObject({ subject_id: other.id });
    expect((await adminCall('GET', `/study/subjects?level_id=${to.id}`)).json()).toMatchObject({
      items: [{ id: subject.id }, { id: other.id }],
    });

    const noLevel = await adminCall('PUT', '/study/subjects', {
      id: subject.id,
      level_id: 999_999,
      name: 'x',
    });
    expect(noLevel.statusCode).toBe(422);
    expect(noLevel.json()).toMatchObject({
      message: 'There is no such level.',
      detail: [{ loc: ['body', 'level_id'] }],
    });
    const noSubject = await adminCall('PUT', '/study/lessons', {
      id: lesson.id,
      subject_id: 999_999,
      title: 'x',
      body: 'y',
      published: true,
    });
    expect(noSubject.statusCode).toBe(422);
    expect(noSubject.json()).toMatchObject({ message: 'There is no such subject.' });
    expect(
      (await adminCall('POST', '/study/subjects', { level_id: 999_999, name: 'x' })).statusCode,
    ).toBe(422);
    expect(
      (await adminCall('POST', '/study/lessons', { subject_id: 999_999, title: 'x', body: 'y' }))
        .statusCode,
    ).toBe(422);
  });

  it('validates every body with a clear message (never a 500)', async () => {
    const level = await makeLevel('Valid');
    const subject = await makeSubject(level.id, 'Valid subject');
    const cases: [string, Record<string, unknown>, string][] = [
      ['/study/levels', { name: '   ' }, 'Name is required.'],
      ['/study/levels', {}, 'Name is required.'],
      [
        '/study/levels',
        { name: 'x'.repeat(121) },
        'The name is too long (120 characters at most).',
      ],
      ['/study/levels', { name: 'ok', extra: 1 }, 'Unknown field: extra'],
      [
        '/study/levels',
        { name: 'ok', position: 1.5 },
        'The position must be a whole number from 0 to 10,000.',
      ],
      [
        '/study/levels',
        { name: 'ok', position: -1 },
        'The position must be a whole number from 0 to 10,000.',
      ],
      ['/study/subjects', { name: 'ok' }, 'Choose a level (a positive whole number).'],
      [
        '/study/subjects',
        { level_id: 'one', name: 'ok' },
        'Choose a level (a positive whole number).',
      ],
      ['/study/lessons', { subject_id: subject.id, title: '', body: 'x' }, 'Title is required.'],
      [
        '/study/lessons',
        { subject_id: subject.id, title: 'ok', body: '  ' },
        'The lesson needs some content.',
      ],
      [
        '/study/lessons',
        { subject_id: subject.id, title: 'ok', body: 'y'.repeat(100_001) },
        'The lesson is too long (100,000 characters at most).',
      ],
      [
        '/study/lessons',
        { subject_id: subject.id, title: 'ok', body: 'x', published: 'yes' },
        'Published is true or false.',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await adminCall('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    const badId = await adminCall('PUT', '/study/levels', { id: 'x', name: 'ok' });
    expect(badId.json()).toMatchObject({ message: 'The id must be a positive whole number.' });
    for (const url of ['/study/levels?id=abc', '/study/subjects?id=0', '/study/lessons']) {
      expect((await adminCall('DELETE', url)).statusCode).toBe(422);
    }
    expect((await adminCall('GET', '/study/subjects?level_id=x')).statusCode).toBe(422);
  });
});
