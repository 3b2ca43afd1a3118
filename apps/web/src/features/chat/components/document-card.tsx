import type { ReplyInfo } from '@prd/contract';
import FileText from 'lucide-react/icons/file-text';
import { useDispatch } from 'react-redux';
import { chatActions } from '../chat.slice';
import { useChatState } from '../hooks/chat-state';

type StoredVersion = NonNullable<ReplyInfo['document']>;

/** The card's own words (issue 26; not the spec's, so they live with the card). */
export const cardText = {
  name: (label: string) => `v${label}`,
  /** "v0.3 · 2 changes: FR-4 added, launch moved to Q3" */
  line: (label: string, summary: string) => (summary ? `v${label} · ${summary}` : `v${label}`),
  open: 'Open',
  openLabel: (label: string) => `Open version ${label} beside the chat`,
  shown: 'Shown beside the chat',
  region: (label: string) => `PRD version ${label}`,
};

/**
 * A PRD answer that stored a document version, in the chat (issue 26): the document's title and
 * the version's line, with Open, which shows that version beside the chat (in place of the whole
 * document reprinted in the conversation).
 */
export function DocumentCard({ version, title }: { version: StoredVersion; title: string }) {
  const dispatch = useDispatch();
  const shown = useChatState(
    ({ documentPanel: p }) =>
      p.open && p.documentId === version.document_id && p.version === version.version,
  );
  const line = cardText.line(version.label, version.summary);
  return (
    <div
      role="group"
      aria-label={cardText.region(version.label)}
      data-document-card={version.document_id}
      className="flex items-center gap-3 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3 text-sm text-ink shadow-xs"
    >
      <FileText className="size-5 shrink-0 text-brand-600" strokeWidth={1.8} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col">
        {title && <p className="truncate font-medium">{title}</p>}
        <p className="text-xs text-ink-muted [overflow-wrap:anywhere]">{line}</p>
      </div>
      <button
        type="button"
        aria-label={cardText.openLabel(version.label)}
        aria-pressed={shown}
        title={shown ? cardText.shown : undefined}
        onClick={() =>
          dispatch(
            chatActions.openDocument({
              documentId: version.document_id,
              version: version.version,
            }),
          )
        }
        className="shrink-0 rounded-lg border border-line bg-surface px-3 py-1 font-medium hover:bg-surface-muted aria-pressed:bg-surface-muted"
      >
        {cardText.open}
      </button>
    </div>
  );
}
