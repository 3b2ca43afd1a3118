import { messages } from '@prd/contract';
import { useState } from 'react';
import { createConfluencePage } from '../api/create-confluence-page';
import { getConfluenceSpaces } from '../api/get-confluence-spaces';
import { ShareForm, type ShareDialogProps } from './share-form';
import { PickerField, useRemote } from './share-picker';
import { ShareDialogShell, type ShareControls } from './share-gate';

const t = messages.share;

/**
 * "Share" to the team wiki: Title (the PRD's), "Select Space" (loaded when the dialog opens;
 * first option "-- Select a Space --") and Content, sent as `{ title, prd_data, space_key,
 * chat_id }`. Not connected: a way to the Connecting tab instead.
 */
export function ShareWikiDialog({ open, onOpenChange, text, chatId }: ShareDialogProps) {
  return (
    <ShareDialogShell
      provider="confluence"
      open={open}
      onOpenChange={onOpenChange}
      description={t.confluenceSubtitle}
      success={t.confluenceSuccess}
      failure={t.confluenceFailure}
    >
      {(controls) => <WikiForm text={text} chatId={chatId} {...controls} />}
    </ShareDialogShell>
  );
}

function WikiForm({
  text,
  chatId,
  busy,
  publish,
  close,
}: ShareControls & { text: string; chatId: number | null | undefined }) {
  const { state: spaces, retry } = useRemote(getConfluenceSpaces);
  const [spaceKey, setSpaceKey] = useState('');
  const [spaceError, setSpaceError] = useState<string | null>(null);
  const list = spaces.status === 'ready' ? spaces.value : [];

  function validateSpace() {
    const ok = spaceKey !== '';
    setSpaceError(ok ? null : t.spaceRequired);
    return ok;
  }

  const share = ({ title, content }: { title: string; content: string }) =>
    publish(() =>
      createConfluencePage({
        title,
        prd_data: content,
        space_key: spaceKey,
        ...(chatId ? { chat_id: chatId } : {}),
      }),
    );

  return (
    <ShareForm
      text={text}
      busy={busy}
      onCancel={close}
      onSubmit={share}
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
