import { messages, type ShareResponse } from '@prd/contract';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/toast';
import { getNotionPages } from '../api/get-notion-pages';
import { sendPrdToNotion } from '../api/send-prd-to-notion';
import { ShareForm, shareFailure, type ShareDialogProps } from './share-form';
import { PickerField, useRemote } from './share-picker';
import { ConnectionGate, SharedView } from './share-gate';

const t = messages.share;

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
  const { state: pages, retry } = useRemote(getNotionPages);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const list = pages.status === 'ready' ? pages.value.results : [];
  // Until the person picks one: the page used last, else the first reachable.
  const parentId =
    chosen ?? (pages.status === 'ready' ? (pages.value.default_id ?? list[0]?.id ?? '') : '');

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

  return (
    <ShareForm
      text={text}
      busy={busy}
      onCancel={close}
      onSubmit={(values) => void share(values)}
      validateExtra={validatePage}
    >
      <PickerField
        label={t.pageLabel}
        placeholder={t.pagePlaceholder}
        options={list.map((page) => ({ value: page.id, label: page.title }))}
        value={parentId}
        onChange={(value) => {
          setChosen(value);
          if (pageError) setPageError(null);
        }}
        error={pageError}
        status={pages}
        busy={busy}
        texts={{ loading: t.loadingPages, empty: t.noPages, failed: t.pagesFailed }}
        onRetry={retry}
      />
    </ShareForm>
  );
}
