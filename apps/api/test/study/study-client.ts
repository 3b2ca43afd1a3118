import type { Lesson, LessonLevel, LessonSubject } from '@prd/contract';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = Record<string, unknown>;

/** The study calls of one test app, and admin shortcuts that build a level, subject or lesson. */
export function studyClient(app: () => TestApp, admin: () => string) {
  const call = (method: Method, url: string, token?: string, payload?: Payload) =>
    app().request({
      method,
      url: `/api/v1${url}`,
      token,
      ...(payload === undefined ? {} : { payload }),
    });
  const adminCall = (method: Method, url: string, payload?: Payload) =>
    call(method, url, admin(), payload);

  async function made<T>(url: string, payload: Payload) {
    const res = await adminCall('POST', url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  }
  return {
    call,
    adminCall,
    makeLevel: (name: string, position = 0) =>
      made<LessonLevel>('/study/levels', { name, position }),
    makeSubject: (levelId: number, name: string, position = 0) =>
      made<LessonSubject>('/study/subjects', { level_id: levelId, name, position }),
    makeLesson: (subjectId: number, title: string, extra: Payload = {}) =>
      made<Lesson>('/study/lessons', {
        subject_id: subjectId,
        title,
        body: `# ${title}`,
        ...extra,
      }),
  };
}
