import { messages } from '@prd/contract';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { createConfluencePage } from '../api/create-confluence-page';
import { getConfluenceSpaces, type ConfluenceSpace } from '../api/get-confluence-spaces';
import { ShareForm, shareFailure, Spinner, type ShareDialogProps } from './share-notion-dialog';

const t = messages.share;

type Spaces =
  | { status: 'loading' }
  | { status: 'ready'; spaces: ConfluenceSpace[] }
  | { status: 'failed'; reason: string };

/**
 * "Share" to the team wiki: Title, "Select Space" (loaded when the dialog opens; first option
 * "-- Select a Space --") and Content, sent as `{ title, prd_data, space_key }`.
 */
export function ShareWikiDialog({ open, onOpenChange, text }: ShareDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t.title}
      description={t.confluenceSubtitle}
      size="lg"
    >
      {/* Mounted only while open: each opening starts empty and loads the spaces afresh. */}
      <WikiForm text={text} busy={busy} setBusy={setBusy} close={() => onOpenChange(false)} />
    </Modal>
  );
}

function WikiForm({
  text,
  busy,
  setBusy,
  close,
}: {
  text: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
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
      await createConfluencePage({ title, prd_data: content, space_key: spaceKey });
      setBusy(false);
      notify.success(t.confluenceSuccess);
      close();
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
          className={`w-full rounded-lg border bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${spaceError ? 'border-danger' : 'border-line'}`}
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
