import { messages } from '@prd/contract';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { topicLabel, topicPath, useGetHelpTopicSlugsQuery } from '../api/help-topics';
import { requestDay, useGetMyDeletionRequestQuery } from '../api/my-deletion-request';
import { BackIcon, DocIcon, TrashIcon } from './icons';
import { dangerItemClass, itemClass, moveFocus } from './menu-list';

const text = messages.accountMenu;

interface Props {
  backRef: Ref<HTMLButtonElement>;
  onBack: () => void;
  onNavigate: () => void;
  onRequestDelete: () => void;
}

/**
 * The Help popover: the help topics from the slug list, and Request Delete; once a request is
 * open, its pending state instead (a second one cannot be sent).
 */
export function HelpPanel({ backRef, onBack, onNavigate, onRequestDelete }: Props) {
  const { data: slugs = [], isLoading, isError } = useGetHelpTopicSlugsQuery();
  const { data: pending, isLoading: checking } = useGetMyDeletionRequestQuery();
  return (
    // Arrow keys bubbling up from the items move between them; the wrapper itself is no widget.
    <div role="presentation" onKeyDown={moveFocus}>
      <div className="flex items-center gap-1 border-b border-line px-1.5 py-1.5">
        <button
          ref={backRef}
          type="button"
          onClick={onBack}
          aria-label={text.back}
          className="grid size-8 place-items-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-offset-[-2px]"
          data-menu-item
        >
          <BackIcon />
        </button>
        <h2 className="text-sm font-semibold text-ink">{text.help}</h2>
      </div>
      <section aria-labelledby="account-help-topics" className="p-1.5">
        <h3
          id="account-help-topics"
          className="px-3 pt-1.5 pb-1 text-[11px] font-semibold tracking-wide text-ink-muted uppercase"
        >
          {text.helpTopics}
        </h3>
        {isLoading ? (
          <div className="space-y-2 px-3 py-2" aria-busy="true">
            <div className="h-3.5 w-3/4 animate-pulse rounded bg-surface-muted" />
            <div className="h-3.5 w-1/2 animate-pulse rounded bg-surface-muted" />
          </div>
        ) : isError || slugs.length === 0 ? (
          <p className="px-3 py-2 text-sm text-ink-muted">{text.noHelpTopics}</p>
        ) : (
          <ul>
            {slugs.map((slug) => (
              <li key={slug}>
                <Link
                  to={topicPath(slug)}
                  className={itemClass}
                  onClick={onNavigate}
                  data-menu-item
                >
                  <span className="text-ink-muted">
                    <DocIcon />
                  </span>
                  <span
                    className="min-w-0 flex-1 truncate first-letter:uppercase"
                    title={topicLabel(slug)}
                  >
                    {topicLabel(slug)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="border-t border-line p-1.5">
        {pending ? (
          <p role="status" className="px-3 py-2 text-sm text-ink-muted">
            {messages.deleteRequest.pending(requestDay(pending.created_at))}
          </p>
        ) : (
          <button
            type="button"
            onClick={onRequestDelete}
            className={dangerItemClass}
            disabled={checking}
            data-menu-item
          >
            <TrashIcon />
            {text.requestDelete}
          </button>
        )}
      </div>
    </div>
  );
}
