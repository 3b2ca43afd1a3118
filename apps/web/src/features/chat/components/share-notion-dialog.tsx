import { messages, type ShareResponse } from '@prd/contract';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { getNotionPages, type NotionPage } from '../api/get-notion-pages';
import { sendPrdToNotion } from '../api/send-prd-to-notion';
import { ShareForm, shareFailure, selectClass, Spinner, type ShareDialogProps } from './share-form';
import { ConnectionGate, SharedView } from './share-gate';

const t = messages.share;

type Pages =
  | { status: 'loading' }
  | { status: 'ready'; pages: NotionPage[] }
  | { status: 'failed'; reason: string };

/**
 * "Share" to the notes workspace: Title (the PRD's), the page to publish under (the one used
 * last is chosen), Content; sent as `{ title, text, chat_id, parent_id }`. Not connected: a way
 * to the Connecting tab instead.
 */
export function ShareNotionDialog({ open, onOpenChange, text, chatId }: ShareDialogProps) {
  const [busy, setBusy] = useState(false);
  const [shared, setShared] = useState<ShareResponse | null>(null);
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t.title}
      description={t.notionSubtitle}
      size="lg"
    >
      {shared ? (
        <SharedView
          message={t.notionSuccess}
          url={shared.url}
          updated={shared.updated}
          onClose={close}
        />
      ) : (
        <ConnectionGate provider="notion" onCancel={close}>
          {() => (
            <NotionForm
              text={text}
              chatId={chatId}
              busy={busy}
              setBusy={setBusy}
              onShared={setShared}
              close={close}
            />
          )}
        </ConnectionGate>
      )}
    </Modal>
  );
}

function NotionForm({
  text,
  chatId,
  busy,
  setBusy,
  onShared,
  close,
}: {
  text: string;
  chatId: number | null | undefined;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onShared: (answer: ShareResponse) => void;
  close: () => void;
}) {
  const selectId = useId();
  const hintId = useId();
  const [pages, setPages] = useState<Pages>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [parentId, setParentId] = useState('');
  const [pageError, setPageError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getNotionPages().then(
      (res) => {
        if (!current) return;
        setPages({ status: 'ready', pages: res.results });
        setParentId((chosen) => chosen || (res.default_id ?? res.results[0]?.id ?? ''));
      },
      (err: unknown) =>
        current &&
        setPages({
          status: 'failed',
          reason: err instanceof ApiError ? err.message : messages.general.errorOccurred,
        }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  function validatePage() {
    const ok = parentId !== '';
    setPageError(ok ? null : t.pageRequired);
    return ok;
  }

  async function share({ title, content }: { title: string; content: string }) {
    setBusy(true);
    try {
      const answer = await sendPrdToNotion({
        title,
        text: content,
        parent_id: parentId,
        ...(chatId ? { chat_id: chatId } : {}),
      });
      setBusy(false);
      notify.success(t.notionSuccess);
      onShared(answer);
    } catch (err) {
      setBusy(false);
      notify.error(shareFailure(err, t.notionFailure));
    }
  }

  const loading = pages.status === 'loading';
  const list = pages.status === 'ready' ? pages.pages : [];
  const describedBy = [pageError ? `${selectId}-error` : '', hintId].filter(Boolean).join(' ');

  return (
    <ShareForm
      text={text}
      busy={busy}
      onCancel={close}
      onSubmit={(values) => void share(values)}
      validateExtra={validatePage}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          {t.pageLabel}
        </label>
        <select
          id={selectId}
          value={parentId}
          disabled={loading || busy}
          aria-required="true"
          aria-invalid={pageError ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={loading || undefined}
          onChange={(event) => {
            setParentId(event.target.value);
            if (pageError) setPageError(null);
          }}
          className={selectClass(Boolean(pageError))}
        >
          <option value="">{t.pagePlaceholder}</option>
          {list.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title}
            </option>
          ))}
        </select>
        {pageError && (
          <p
            id={`${selectId}-error`}
            role="alert"
            className="text-xs text-danger dark:text-red-300"
          >
            {pageError}
          </p>
        )}
        <div id={hintId} className="text-xs text-ink-muted">
          {loading && (
            <p role="status" className="flex items-center gap-2">
              <Spinner />
              {t.loadingPages}
            </p>
          )}
          {pages.status === 'ready' && list.length === 0 && <p role="status">{t.noPages}</p>}
          {pages.status === 'failed' && (
            <p
              role="alert"
              className="flex flex-wrap items-center gap-x-2 text-danger dark:text-red-300"
            >
              <span>{t.pagesFailed(pages.reason)}</span>
              <button
                type="button"
                onClick={() => {
                  setPages({ status: 'loading' });
                  setAttempt((n) => n + 1);
                }}
                className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-indigo-300"
              >
                {t.retrySpaces}
              </button>
            </p>
          )}
        </div>
      </div>
    </ShareForm>
  );
}
