import type { EditSectionBody } from '@prd/contract';
import GitCompare from 'lucide-react/icons/git-compare';
import CloseIcon from 'lucide-react/icons/x';
import { useCallback, useEffect, useId, useState, type RefObject } from 'react';
import type { AuthMode } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { docText } from '../document-messages';
import { useDocumentView, type VersionDetail } from '../hooks/use-document-view';
import { copyMarkdown } from '../utils/copy-document';
import { CompareView } from './compare-view';
import { DocumentActions } from './document-actions';
import { DocumentBody } from './document-body';
import { DocumentOutline, jumpTo } from './document-outline';
import { EmptyDocument, LoadingLines, StateNote } from './document-states';
import { VersionPicker, versionLine } from './version-picker';
import { RestoreBar } from './restore-bar';

const t = docText;

export interface DocumentPanelProps {
  documentId: string;
  /** The version to show; null: the document's current one. */
  version: number | null;
  auth: AuthMode;
  /** Changes when the chat has written a new version (the list is asked again). */
  refreshKey: unknown;
  /** An answer is being written in the chat. */
  writing: boolean;
  canShare: boolean;
  onVersionChange: (version: number) => void;
  onClose: () => void;
  /** Offered while an answer is written (a phone's sheet covers the chat): shows the chat. */
  onShowChat?: (() => void) | undefined;
  /** Sends a section edit (the chat follows its answer); absent: no editing here. */
  onEdit?: ((body: EditSectionBody) => Promise<unknown>) | undefined;
  /** A restore made a new version (the chat may show it). */
  onRestored?: (() => void) | undefined;
  /** The panel's heading (focused when the panel opens). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * The chat's document: title, version picker, Compare with previous, Restore of an older
 * version, Outline, Copy, Download, Share, and the version itself with "Edit this section…".
 */
export function DocumentPanel({
  documentId,
  version,
  auth,
  refreshKey,
  writing,
  canShare,
  onVersionChange,
  onClose,
  onShowChat,
  onEdit,
  onRestored,
  headingRef,
}: DocumentPanelProps) {
  const [restored, setRestored] = useState(0);
  const { list, shown, number, retry } = useDocumentView({
    documentId,
    version,
    auth,
    refreshKey: `${String(refreshKey)}:${restored}`,
  });
  const [comparing, setComparing] = useState(false);
  // The rendered version, found by id when acted on (outline, rich copy).
  const bodyId = useId();
  const body = () => document.getElementById(bodyId);

  const doc = list.status === 'ready' ? list.value.document : null;
  const versions = list.status === 'ready' ? list.value.versions : [];
  const at = versions.findIndex((v) => v.number === number);
  const previous = at > 0 ? versions[at - 1] : undefined;
  const latest = versions.at(-1);
  const detail = shown.status === 'ready' && shown.value.number === number ? shown.value : null;

  const restoredTo = useCallback(
    (n: number) => {
      setRestored((r) => r + 1);
      onVersionChange(n);
      onRestored?.();
    },
    [onVersionChange, onRestored],
  );

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface">
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
              {doc?.title || (list.status === 'failed' ? t.region : '…')}
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
              onClick={() => setComparing((c) => !c)}
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
      {writing && (
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
      )}
      {doc && latest && detail && latest.number !== detail.number && (
        <RestoreBar
          documentId={documentId}
          shown={detail}
          latest={latest}
          auth={auth}
          writing={writing}
          onRestored={restoredTo}
          onLatest={() => onVersionChange(latest.number)}
        />
      )}
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-5">
        <PanelContent
          documentId={documentId}
          auth={auth}
          writing={writing}
          // Edits start from the current version: offered only there.
          onEdit={detail && doc && detail.number === doc.current_version ? onEdit : undefined}
          list={list}
          shown={shown}
          detail={detail}
          retry={retry}
          summary={detail ? versionLine(detail, versions) : ''}
          bodyId={bodyId}
          compare={
            comparing && previous && detail
              ? {
                  from: previous.number,
                  to: detail.number,
                  labels: { from: previous.label, to: detail.label },
                }
              : null
          }
        />
      </div>
    </div>
  );
}

/** What the scrolling part shows: a state, or the comparison and the version. */
function PanelContent({
  list,
  shown,
  detail,
  retry,
  summary,
  bodyId,
  compare,
  documentId,
  auth,
  writing,
  onEdit,
}: Pick<DocumentPanelProps, 'documentId' | 'auth' | 'writing' | 'onEdit'> & {
  list: ReturnType<typeof useDocumentView>['list'];
  shown: ReturnType<typeof useDocumentView>['shown'];
  detail: VersionDetail | null;
  retry: () => void;
  summary: string;
  bodyId: string;
  compare: { from: number; to: number; labels: { from: string; to: string } } | null;
}) {
  if (list.status === 'failed')
    return (
      <StateNote tone="error" onRetry={retry}>
        {list.error}
      </StateNote>
    );
  if (list.status === 'ready' && list.value.versions.length === 0) return <EmptyDocument />;
  if (shown.status === 'failed')
    return (
      <StateNote tone="error" onRetry={retry}>
        {shown.error}
      </StateNote>
    );
  if (!detail) return <LoadingLines label={t.loading} lines={10} />;
  return (
    <div className="flex flex-col gap-4">
      {compare && (
        <CompareView
          key={`${compare.from}-${compare.to}`}
          documentId={documentId}
          from={compare.from}
          to={compare.to}
          labels={compare.labels}
          auth={auth}
        />
      )}
      <p className="text-xs text-ink-muted">
        <span className="font-semibold text-ink tabular-nums">{t.versionName(detail.label)}</span>
        {' · '}
        {summary}
      </p>
      {detail.markdown.trim() === '' ? (
        <StateNote tone="info">{t.emptyVersion}</StateNote>
      ) : (
        <div id={bodyId}>
          <DocumentBody
            markdown={detail.markdown}
            outline={detail.outline}
            writing={writing}
            onEdit={onEdit}
            onCopySection={(section) =>
              void copyMarkdown(`## ${section.heading ?? ''}\n\n${section.body}`).then(
                () => notify.success(t.copiedSection(section.heading ?? '')),
                () => notify.error(t.copyFailed),
              )
            }
          />
        </div>
      )}
    </div>
  );
}

/** Moves the focus to the panel's heading once it has opened. */
export function useFocusOnOpen(ref: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (open) ref.current?.focus({ preventScroll: true });
  }, [ref, open]);
}
