import { messages } from '@prd/contract';
import { useState } from 'react';
import { getNotionPages } from '../api/get-notion-pages';
import { sendPrdToNotion } from '../api/send-prd-to-notion';
import { ShareForm, type ShareDialogProps } from './share-form';
import { PickerField, useRemote } from './share-picker';
import { ShareDialogShell, type ShareControls } from './share-gate';

const t = messages.share;

/**
 * "Share" to the notes workspace: Title (the PRD's), the page to publish under (the one used
 * last is chosen), Content; sent as `{ title, text, chat_id, parent_id }`. Not connected: a way
 * to the Connecting tab instead.
 */
export function ShareNotionDialog({ open, onOpenChange, text, chatId }: ShareDialogProps) {
  return (
    <ShareDialogShell
      provider="notion"
      open={open}
      onOpenChange={onOpenChange}
      description={t.notionSubtitle}
      success={t.notionSuccess}
      failure={t.notionFailure}
    >
      {(controls) => <NotionForm text={text} chatId={chatId} {...controls} />}
    </ShareDialogShell>
  );
}

function NotionForm({
  text,
  chatId,
  busy,
  publish,
  close,
}: ShareControls & { text: string; chatId: number | null | undefined }) {
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

  const share = ({ title, content }: { title: string; content: string }) =>
    publish(() =>
      sendPrdToNotion({
        title,
        text: content,
        parent_id: parentId,
        ...(chatId ? { chat_id: chatId } : {}),
      }),
    );

  return (
    <ShareForm
      text={text}
      busy={busy}
      onCancel={close}
      onSubmit={share}
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
        // A Submit pressed while the pages were loading: the page chosen since answers it.
        error={parentId ? null : pageError}
        status={pages}
        busy={busy}
        texts={{ loading: t.loadingPages, empty: t.noPages, failed: t.pagesFailed }}
        onRetry={retry}
      />
    </ShareForm>
  );
}
