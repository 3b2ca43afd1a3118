import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuthModal } from '../../lib/auth-modal';
import { useGetAllLessonsQuery } from './api/lessons';
import { LessonView } from './components/lesson-view';
import { SubjectNav } from './components/subject-nav';
import { learnSearch, useLearnSelection } from './hooks/use-learn-selection';
import { useSignedIn } from './hooks/use-signed-in';
import { t } from './strings';

const backLink = 'text-sm font-medium text-brand-700 hover:underline dark:text-ink';

/** /learn: signed-in people read the lessons (levels → subjects → lessons); visitors are invited in. */
export function LearnPage() {
  // The modal's state is read so the page renders again when a sign-in closes it.
  const { open } = useAuthModal();
  const signedIn = useSignedIn();
  return (
    <div className="w-full px-4 py-8 sm:px-8 lg:px-10">
      <Link to="/" className={backLink}>
        {t.backHome}
      </Link>
      <header className="mt-4 mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t.title}</h1>
        <p className="mt-1 text-ink-muted">{t.subtitle}</p>
      </header>
      {signedIn ? (
        <Lessons />
      ) : (
        <section
          aria-labelledby="learn-visitor"
          className="max-w-xl rounded-2xl border border-line bg-surface p-6"
        >
          <h2 id="learn-visitor" className="text-xl font-semibold text-ink">
            {t.visitorTitle}
          </h2>
          <p className="mt-2 text-ink-muted">{t.visitorText}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button onClick={() => open('signIn')}>{t.signIn}</Button>
            <Link to="/" className={backLink}>
              {t.backHome}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function Lessons() {
  const { data, isLoading, isError, error, refetch } = useGetAllLessonsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { level, subject, lesson } = useLearnSelection(data?.levels);

  if (isLoading) {
    return (
      <p role="status" className="text-ink-muted">
        {t.loading}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <div role="alert" className="flex max-w-xl flex-col items-start gap-3">
        <p className="font-medium text-ink">{t.failed}</p>
        {error && 'message' in error && <p className="text-sm text-ink-muted">{error.message}</p>}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (data.levels.length === 0) return <p className="text-ink-muted">{t.empty}</p>;

  return (
    <div className="grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
      <SubjectNav
        levels={data.levels}
        selectedLevelId={level?.id}
        selectedSubjectId={subject?.id}
      />
      <section className="min-w-0" aria-labelledby={subject ? 'learn-subject' : undefined}>
        {!subject ? (
          <p className="text-ink-muted">{t.chooseSubject}</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
            <div>
              <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
                {level?.name}
              </p>
              <h2 id="learn-subject" className="text-xl font-semibold text-ink">
                {subject.name}
              </h2>
              {subject.description && (
                <p className="mt-1 text-sm text-ink-muted">{subject.description}</p>
              )}
              {subject.lessons.length === 0 ? (
                <p className="mt-4 text-sm text-ink-muted">{t.noLessons}</p>
              ) : (
                <nav aria-label={t.lessonsNav(subject.name)} className="mt-4">
                  <ol className="flex flex-col gap-0.5">
                    {subject.lessons.map((l, i) => {
                      const current = l.id === lesson?.id;
                      return (
                        <li key={l.id}>
                          <Link
                            to={{ search: learnSearch(subject.id, l.id) }}
                            aria-current={current ? 'page' : undefined}
                            className={`flex gap-2 rounded-lg px-3 py-2 text-sm ${current ? 'bg-brand-50 font-semibold text-brand-700 dark:text-ink' : 'text-ink hover:bg-surface-muted'}`}
                          >
                            <span aria-hidden="true" className="text-ink-muted">
                              {i + 1}.
                            </span>
                            {l.title}
                          </Link>
                        </li>
                      );
                    })}
                  </ol>
                </nav>
              )}
            </div>
            <div className="min-w-0">
              {lesson ? (
                <LessonView lessonId={lesson.id} title={lesson.title} />
              ) : (
                subject.lessons.length > 0 && <p className="text-ink-muted">{t.chooseLesson}</p>
              )}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
