import { messages } from '@prd/contract';
import { useParams } from 'react-router';

/** /settings/{topic}: a help page; its content comes from the content pages (a later issue). */
export function HelpTopicPage() {
  const { topic = '' } = useParams();
  // Slugs use underscores (the help list shows them as spaces) or hyphens.
  const title = topic.replace(/[-_]+/g, ' ').trim();
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <a href="/" className="text-sm font-medium text-brand-600 hover:underline">
        {messages.helpTopic.backTo(messages.layout.brand)}
      </a>
      <h1 className="mt-4 text-3xl font-bold capitalize">{title}</h1>
      <p className="mt-4 text-ink-muted">{messages.helpTopic.pending}</p>
    </article>
  );
}
