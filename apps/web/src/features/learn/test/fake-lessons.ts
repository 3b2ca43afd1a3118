import type { AllLessons, Lesson } from '@prd/contract';
import { vi } from 'vitest';
import { json } from '../../../test/page-harness';

/** A small tree: two levels, the second's subject holding two lessons. */
export const tree: AllLessons = {
  levels: [
    {
      id: 1,
      name: 'Foundations',
      description: 'What a good PRD contains.',
      position: 0,
      subjects: [
        {
          id: 10,
          level_id: 1,
          name: 'The problem and the goals',
          description: 'Why the work matters.',
          position: 0,
          lessons: [
            {
              id: 100,
              subject_id: 10,
              title: 'Writing a problem statement',
              position: 0,
              published: true,
            },
          ],
        },
      ],
    },
    {
      id: 2,
      name: 'Going further',
      description: '',
      position: 1,
      subjects: [
        {
          id: 20,
          level_id: 2,
          name: 'Working with the assistant',
          description: 'Give it good material.',
          position: 0,
          lessons: [
            { id: 200, subject_id: 20, title: 'Attaching files', position: 0, published: true },
            { id: 201, subject_id: 20, title: 'Refining a draft', position: 1, published: true },
          ],
        },
      ],
    },
  ],
};

const lessonBody = (id: number): Lesson => ({
  id,
  subject_id: 20,
  title: `Lesson ${id}`,
  body: `# Lesson ${id} heading\n\nAttach **PDF and Word** files to your message.`,
  position: 0,
  published: true,
  updated_at: '2026-11-26T00:00:00.000Z',
});

interface Seen {
  path: string;
  search: string;
  authorization: string | null;
}

/** Stubs fetch: get_All_lessons answers `all()` (the tree by default), get_lesson its lesson. */
export function stubLessonsApi(
  all: () => { status: number; body: unknown } = () => ({ status: 200, body: tree }),
) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const authorization = new Headers(init?.headers).get('authorization');
      seen.push({ path: url.pathname, search: url.search, authorization });
      if (url.pathname.endsWith('/study/get_All_lessons')) return json(all());
      if (url.pathname.endsWith('/study/get_lesson')) {
        return json({ status: 200, body: lessonBody(Number(url.searchParams.get('id'))) });
      }
      return json({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } });
    }),
  );
  return seen;
}
