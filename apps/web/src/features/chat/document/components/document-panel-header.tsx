import type { GetVersionsResponse } from '@prd/contract';
import GitCompare from 'lucide-react/icons/git-compare';
import CloseIcon from 'lucide-react/icons/x';
import type { RefObject } from 'react';
import type { AuthMode } from '../../../../lib/api-client';
import { docText } from '../document-messages';
import type { VersionDetail } from '../hooks/use-document-view';
import { DocumentActions } from './document-actions';
import { DocumentOutline, jumpTo } from './document-outline';
import { VersionPicker } from './version-picker';

const t = docText;

type Versions = GetVersionsResponse['versions'];

/**
 * The panel's header: the title, Close, and (once the document is known) the version picker,
 * Compare with previous, Outline and the document's actions.
 */
export function DocumentPanelHeader({
  doc,
  listFailed,
  number,
  versions,
  previous,
  comparing,
  onToggleCompare,
  detail,
  documentId,
  auth,
  canShare,
  body,
  onVersionChange,
  onClose,
  headingRef,
}: {
  doc: GetVersionsResponse['document'] | null;
  /** The versions could not be fetched (the title then names the panel). */
  listFailed: boolean;
  number: number | null;
  versions: Versions;
  previous: Versions[number] | undefined;
  comparing: boolean;
  onToggleCompare: () => void;
  detail: VersionDetail | null;
  documentId: string;
  auth: AuthMode;
  canShare: boolean;
  /** The rendered version (outline, rich copy). */
  body: () => HTMLElement | null;
  onVersionChange: (version: number) => void;
  onClose: () => void;
  headingRef?: RefObject<HTMLHeadingElement | null> | undefined;
}) {
  return (
    <header className="flex flex-col gap-2 border-b border-line px-4 pt-3 pb-2">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {t.region}
            {doc?.product ? ` · ${doc.product}` : ''}
          </p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="line-clamp-2 text-base leading-snug font-semibold text-ink focus:outline-none lg:truncate"
          >
            {doc?.title || (listFailed ? t.region : '…')}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          title={t.close}
          className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <CloseIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
      {doc && number !== null && (
        <div className="flex flex-wrap items-center gap-x-1 gap-y-1.5">
          <VersionPicker
            versions={versions}
            shown={number}
            current={doc.current_version}
            onChoose={onVersionChange}
          />
          <button
            type="button"
            aria-pressed={comparing}
            // A phone shows "Compare"; the name stays whole.
            aria-label={t.compare}
            disabled={!previous}
            title={previous ? undefined : t.noPrevious}
            onClick={onToggleCompare}
            className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-brand-600/10 aria-pressed:text-brand-700 dark:aria-pressed:text-indigo-300"
          >
            <GitCompare className="size-4" strokeWidth={1.8} aria-hidden="true" />
            <span>
              {t.compareShort}
              <span className="max-sm:hidden">{t.compareRest}</span>
            </span>
          </button>
          <div className="ml-auto flex flex-wrap items-center gap-0.5">
            {detail && (
              <DocumentOutline
                outline={detail.outline}
                onJump={(entry) => {
                  const element = body();
                  if (element) jumpTo(element, entry);
                }}
              />
            )}
            {detail && (
              <DocumentActions
                documentId={documentId}
                title={doc.title}
                product={doc.product}
                version={detail}
                auth={auth}
                canShare={canShare}
                body={body}
              />
            )}
          </div>
        </div>
      )}
    </header>
  );
}

/** Says an answer is being written in the chat; on a phone's sheet, offers to show the chat. */
export function WritingBar({ onShowChat }: { onShowChat?: (() => void) | undefined }) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-line bg-brand-50/60 px-4 py-2 text-xs font-medium text-ink dark:bg-brand-50/20"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-500" />
      <span className="flex-1">{t.writing}</span>
      {onShowChat && (
        <button
          type="button"
          onClick={onShowChat}
          className="rounded-md px-2 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-600/10 dark:text-indigo-300"
        >
          {t.showChat}
        </button>
      )}
    </div>
  );
}
