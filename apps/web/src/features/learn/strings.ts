/** The Learn area's words (kept with the feature, not in the contract's messages). */
export const t = {
  title: 'Learn',
  subtitle: 'Short lessons on writing clear Project Requirement Documents with PRD Studio.',
  backHome: 'Back to PRD Studio',
  visitorTitle: 'Sign in to start learning',
  visitorText:
    'The lessons walk you through problem statements, goals, user stories, scope, risks and working with the assistant. Sign in to open them.',
  signIn: 'Sign in',
  loading: 'Loading lessons…',
  loadingLesson: 'Loading the lesson…',
  failed: 'We could not load the lessons.',
  lessonFailed: 'We could not load this lesson.',
  retry: 'Try again',
  empty: 'There are no lessons yet. Check back soon.',
  levelsNav: 'Levels and subjects',
  lessonsNav: (subject: string) => `Lessons in ${subject}`,
  noLessons: 'This subject has no lessons yet.',
  chooseSubject: 'Choose a subject to see its lessons.',
  chooseLesson: 'Choose a lesson to read it.',
  lessonCount: (n: number) => (n === 1 ? '1 lesson' : `${n} lessons`),
};
