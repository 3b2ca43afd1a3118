import { messages, type ShareResponse } from '@prd/contract';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/toast';
import { createConfluencePage } from '../api/create-confluence-page';
import { getConfluenceSpaces } from '../api/get-confluence-spaces';
import { ShareForm, shareFailure, type ShareDialogProps } from './share-form';
import { PickerField, useRemote } from './share-picker';
import { ConnectionGate, SharedView } from './share-gate';

const t = messages.share;

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
  const { state: spaces, retry } = useRemote(getConfluenceSpaces);
  const [spaceKey, setSpaceKey] = useState('');
  const [spaceError, setSpaceError] = useState<string | null>(null);
  const list = spaces.status === 'ready' ? spaces.value : [];

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

  return (
    <ShareForm
      text={text}
      busy={busy}
      onCancel={close}
      onSubmit={(values) => void share(values)}
      validateExtra={validateSpace}
    >
      <PickerField
        label={t.selectSpace}
        placeholder={t.selectSpacePlaceholder}
        options={list.map((space) => ({
          value: space.key,
          label: t.spaceOption(space.key, space.name),
        }))}
        value={spaceKey}
        onChange={(value) => {
          setSpaceKey(value);
          if (spaceError) setSpaceError(null);
        }}
        error={spaceError}
        status={spaces}
        busy={busy}
        texts={{ loading: t.loadingSpaces, empty: t.noSpaces, failed: t.spacesFailed }}
        onRetry={retry}
      />
    </ShareForm>
  );
}
