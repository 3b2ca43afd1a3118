import { useEffect, useRef } from 'react';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { Button } from '../../../components/ui/button';
import { useGetLessonQuery } from '../api/lessons';
import { t } from '../strings';

/** One lesson's Markdown at reading width; it takes the focus when it opens (phones scroll to it). */
export function LessonView({ lessonId, title }: { lessonId: number; title: string }) {
  const { data, isError, error, refetch } = useGetLessonQuery(lessonId);
  const ref = useRef<HTMLElement>(null);
  const ready = data?.id === lessonId;

  useEffect(() => {
    if (ready) ref.current?.focus({ preventScroll: false });
  }, [ready, lessonId]);

  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6 text-sm">
        <p className="text-ink">{t.lessonFailed}</p>
        {error && 'message' in error && <p className="text-ink-muted">{error.message}</p>}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!ready) {
    return (
      <p role="status" className="py-6 text-sm text-ink-muted">
        {t.loadingLesson}
      </p>
    );
  }
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-label={title}
      className="max-w-prose text-ink focus:outline-none"
    >
      <LazyMarkdown text={data.body} />
    </article>
  );
}
