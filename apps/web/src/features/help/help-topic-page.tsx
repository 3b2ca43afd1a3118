import { messages } from '@prd/contract';
import { Link, useParams } from 'react-router';
import { LazyMarkdown } from '../../components/markdown/lazy-markdown';
import { useGetHelpPageQuery } from './api/get-help-page';

const t = messages.helpTopic;

/**
 * /settings/{topic}: a help page (Markdown from the content pages), full width; an unknown or
 * unpublished topic gets a friendly "not found" with the way back.
 */
export function HelpTopicPage() {
  const { topic = '' } = useParams();
  const { data: page, isLoading, isError } = useGetHelpPageQuery(topic);
  return (
    <article className="w-full px-6 py-10 sm:px-10">
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline dark:text-ink">
        {t.backTo(messages.layout.brand)}
      </Link>
      {isLoading ? (
        <p role="status" className="mt-6 text-ink-muted">
          {t.loading}
        </p>
      ) : isError || !page ? (
        <section aria-labelledby="help-missing" className="mt-6 max-w-2xl">
          <h1 id="help-missing" className="text-3xl font-bold tracking-tight text-ink">
            {t.notFound}
          </h1>
          <p className="mt-3 text-ink-muted">{t.notFoundHint}</p>
        </section>
      ) : (
        <div className="mt-6 max-w-4xl text-ink">
          <LazyMarkdown text={page.body} />
        </div>
      )}
    </article>
  );
}
