import { messages, type ReplyInfo } from '@prd/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { localEntry, type ChatEntry } from '../chat-entries';
import { cardText } from './document-card';
import { MessageItem } from './message-item';

const LONG = `${'The portal lets customers track orders and returns. '.repeat(12)}`;
const PRD = `# ShiftSwap PRD\n\n## Summary\n\n${LONG}`;

const reply = (over: Partial<ReplyInfo> = {}): ReplyInfo => ({
  kind: 'prd',
  intent: 'revise',
  version: 3,
  changes: ['FR-4 added', 'Launch moved to Q3'],
  questions: [],
  writer: 'provider',
  skipped_files: [],
  charged: true,
  document: {
    document_id: 'doc-1',
    version: 3,
    label: '0.3',
    summary: '2 changes: FR-4 added, launch moved to Q3',
    change_count: 2,
  },
  ...over,
});

function show(entry: Partial<ChatEntry>, documentCard = true) {
  const store = makeStore();
  const full = localEntry('chat-9', 'ai', {
    message: PRD,
    chatId: 9,
    isDocument: true,
    documentPath: '/api/v1/files/doc',
    ...entry,
  });
  render(
    <Provider store={store}>
      <MessageItem entry={full} related={null} documentCard={documentCard} />
    </Provider>,
  );
  return store;
}

const card = () => screen.queryByRole('group', { name: cardText.region('0.3') });

describe('the version card', () => {
  it('shows a stored version as a card, not the whole document; Open shows it beside the chat', async () => {
    const user = userEvent.setup();
    const store = show({ reply: reply() });
    const found = card();
    expect(found).not.toBeNull();
    expect(within(found!).getByText('ShiftSwap PRD')).toBeVisible();
    expect(
      within(found!).getByText('v0.3 · 2 changes: FR-4 added, launch moved to Q3'),
    ).toBeVisible();
    // The document is not reprinted in the conversation (nor its old version chip).
    expect(screen.queryByRole('heading', { name: 'Summary' })).toBeNull();
    expect(screen.queryByText(/The portal lets customers/)).toBeNull();
    expect(screen.queryByText(messages.chat.version(3))).toBeNull();
    // Download and Share of the answer stay where they were.
    expect(screen.getByRole('group', { name: messages.messageActions.group })).toBeVisible();

    const open = within(found!).getByRole('button', { name: cardText.openLabel('0.3') });
    expect(open).toHaveAttribute('aria-pressed', 'false');
    await user.click(open);
    expect(store.getState().chat.documentPanel).toEqual({
      open: true,
      documentId: 'doc-1',
      version: 3,
      asked: true,
    });
    expect(open).toHaveAttribute('aria-pressed', 'true');
  });

  it('says only the version when the server gave no summary', () => {
    show({ reply: reply({ document: { ...reply().document!, summary: '' } }) });
    expect(within(card()!).getByText('v0.3')).toBeVisible();
  });
});

describe('answers without a stored version are drawn as before', () => {
  it('an old answer (no reply) shows the whole document with its actions', async () => {
    show({ reply: null });
    expect(await screen.findByRole('heading', { name: 'ShiftSwap PRD' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeVisible();
    expect(card()).toBeNull();
    expect(screen.getByRole('group', { name: messages.messageActions.group })).toBeVisible();
  });

  it('a PRD answer stored before documents keeps its version chip and text', async () => {
    show({ reply: reply({ document: undefined }) });
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeVisible();
    expect(screen.getByText(`${messages.chat.version(3)} · ${messages.chat.changeCount(2)}`));
    expect(card()).toBeNull();
  });

  it('a chat answer and clarifying questions are plain messages', async () => {
    show({
      message: 'FR-4 covers offline mode.',
      isDocument: false,
      documentPath: null,
      reply: reply({ kind: 'answer', intent: 'question', version: null, document: null }),
    });
    expect(await screen.findByText('FR-4 covers offline mode.')).toBeVisible();
    expect(card()).toBeNull();
  });

  it('without the document view (the visitor landing) a stored version is the document itself', async () => {
    show({ reply: reply() }, false);
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeVisible();
    expect(card()).toBeNull();
  });

  it('a stopped answer shows what was written, not a card', async () => {
    show({ status: 'stopped', reply: reply() });
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeVisible();
    expect(card()).toBeNull();
    expect(screen.getByText(messages.chat.stopped)).toBeVisible();
  });
});
