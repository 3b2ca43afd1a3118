import type { LessonTreeLevel } from '@prd/contract';
import { useSearchParams } from 'react-router';

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Where a Learn link points: `?subject=<id>[&lesson=<id>]`, so Back and shared links work. */
export const learnSearch = (subjectId: number, lessonId?: number) =>
  `?subject=${subjectId}${lessonId === undefined ? '' : `&lesson=${lessonId}`}`;

/**
 * The level, subject and lesson the address names, looked up in the tree; an id the tree does
 * not have (a deleted or unpublished lesson) selects nothing rather than an empty page.
 */
export function useLearnSelection(levels: LessonTreeLevel[] | undefined) {
  const [params] = useSearchParams();
  const subjectId = idParam(params.get('subject'));
  const lessonId = idParam(params.get('lesson'));
  for (const level of levels ?? []) {
    const subject = level.subjects.find((s) => s.id === subjectId);
    if (subject) {
      const lesson = subject.lessons.find((l) => l.id === lessonId);
      return { level, subject, lesson };
    }
  }
  return { level: undefined, subject: undefined, lesson: undefined };
}
