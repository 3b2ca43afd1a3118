import { messages, type ShareResponse } from '@prd/contract';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { createConfluencePage } from '../api/create-confluence-page';
import { getConfluenceSpaces, type ConfluenceSpace } from '../api/get-confluence-spaces';
import { ShareForm, shareFailure, selectClass, Spinner, type ShareDialogProps } from './share-form';
import { ConnectionGate, SharedView } from './share-gate';

const t = messages.share;

type Spaces =
  | { status: 'loading' }
  | { status: 'ready'; spaces: ConfluenceSpace[] }
  | { status: 'failed'; reason: string };

/**
 * "Share" to the team wiki: Title (the PRD's), "Select Space" (loaded when the dialog opens;
 * first option "-- Select a Space --") and Content, sent as `{ title, prd_data, space_key,
 * chat_id }`. Not connected: a way to the Connecting tab instead.
 */
export function ShareWikiDialog({ open, onOpenChange, text, chatId }: ShareDialogProps) {
  const [busy, setBusy] = useState(false);
  const [shared, setShared] = useState<ShareResponse | null>(null);
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t.title}
      description={t.confluenceSubtitle}
      size="lg"
    >
      {shared ? (
        <SharedView
          message={t.confluenceSuccess}
          url={shared.url}
          updated={shared.updated}
          onClose={close}
        />
      ) : (
        <ConnectionGate provider="confluence" onCancel={close}>
          {/* Mounted only while open: each opening loads the spaces afresh. */}
          {() => (
            <WikiForm
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

function WikiForm({
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
  const [spaces, setSpaces] = useState<Spaces>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [spaceKey, setSpaceKey] = useState('');
  const [spaceError, setSpaceError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getConfluenceSpaces().then(
      (list) => current && setSpaces({ status: 'ready', spaces: list }),
      (err: unknown) =>
        current &&
        setSpaces({
          status: 'failed',
          reason: err instanceof ApiError ? err.message : messages.general.errorOccurred,
        }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  function validateSpace() {
    const ok = spaceKey !== '';
    setSpaceError(ok ? null : t.spaceRequired);
    return ok;
  }

  async function share({ title, content }: { title: string; content: string }) {
    setBusy(true);
    try {
      const answer = await createConfluencePage({
        title,
        prd_data: content,
        space_key: spaceKey,
        ...(chatId ? { chat_id: chatId } : {}),
      });
      setBusy(false);
      notify.success(t.confluenceSuccess);
      onShared(answer);
    } catch (err) {
      setBusy(false);
      notify.error(shareFailure(err, t.confluenceFailure));
    }
  }

  const loading = spaces.status === 'loading';
  const list = spaces.status === 'ready' ? spaces.spaces : [];
  const describedBy = [spaceError ? `${selectId}-error` : '', hintId].filter(Boolean).join(' ');

  return (
    <ShareForm
      text={text}
      busy={busy}
      onCancel={close}
      onSubmit={(values) => void share(values)}
      validateExtra={validateSpace}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          {t.selectSpace}
        </label>
        <select
          id={selectId}
          value={spaceKey}
          disabled={loading || busy}
          aria-required="true"
          aria-invalid={spaceError ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={loading || undefined}
          onChange={(event) => {
            setSpaceKey(event.target.value);
            if (spaceError) setSpaceError(null);
          }}
          className={selectClass(Boolean(spaceError))}
        >
          <option value="">{t.selectSpacePlaceholder}</option>
          {list.map((space) => (
            <option key={space.id} value={space.key}>
              {t.spaceOption(space.key, space.name)}
            </option>
          ))}
        </select>
        {spaceError && (
          <p
            id={`${selectId}-error`}
            role="alert"
            className="text-xs text-danger dark:text-red-300"
          >
            {spaceError}
          </p>
        )}
        <div id={hintId} className="text-xs text-ink-muted">
          {loading && (
            <p role="status" className="flex items-center gap-2">
              <Spinner />
              {t.loadingSpaces}
            </p>
          )}
          {spaces.status === 'ready' && list.length === 0 && <p role="status">{t.noSpaces}</p>}
          {spaces.status === 'failed' && (
            <p
              role="alert"
              className="flex flex-wrap items-center gap-x-2 text-danger dark:text-red-300"
            >
              <span>{t.spacesFailed(spaces.reason)}</span>
              <button
                type="button"
                onClick={() => {
                  setSpaces({ status: 'loading' });
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
