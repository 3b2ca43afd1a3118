import type { EditSectionBody } from '@prd/contract';
import { useCallback, useId, useState, type RefObject } from 'react';
import type { AuthMode } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { docText } from '../document-messages';
import { useDocumentView, type VersionDetail } from '../hooks/use-document-view';
import { copyMarkdown } from '../utils/copy-document';
import { CompareView } from './compare-view';
import { DocumentBody } from './document-body';
import { DocumentPanelHeader, WritingBar } from './document-panel-header';
import { EmptyDocument, LoadingLines, StateNote } from './document-states';
import { versionLine } from './version-picker';
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
      {' '}
      <DocumentPanelHeader
        doc={doc}
        listFailed={list.status === 'failed'}
        number={number}
        versions={versions}
        previous={previous}
        comparing={comparing}
        onToggleCompare={() => setComparing((c) => !c)}
        detail={detail}
        documentId={documentId}
        auth={auth}
        canShare={canShare}
        body={body}
        onVersionChange={onVersionChange}
        onClose={onClose}
        headingRef={headingRef}
      />
      {writing && <WritingBar onShowChat={onShowChat} />}
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
