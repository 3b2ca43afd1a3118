import { useParams } from 'react-router';

/** /settings/{topic}: a help page; its content comes from the content pages (a later issue). */
export function HelpTopicPage() {
  const { topic = '' } = useParams();
  const title = topic.replace(/-/g, ' ');
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <a href="/" className="text-sm font-medium text-brand-600 hover:underline">
        ← Back to PRD Studio
      </a>
      <h1 className="mt-4 text-3xl font-bold capitalize">{title}</h1>
      <p className="mt-4 text-ink-muted">
        This help topic is being written. Please check back soon.
      </p>
    </article>
  );
}
