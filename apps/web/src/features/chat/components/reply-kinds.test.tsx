import { messages, type ReplyInfo } from '@prd/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { localEntry, type ChatEntry } from '../chat-entries';
import { chatActions } from '../chat.slice';
import { MessageItem } from './message-item';

const t = messages.chat;
const LONG = `${'The portal answers questions about orders and returns. '.repeat(12)}`;
const PRD = `# Acme Portal: Product Requirements Document\n\n${LONG}`;

const info = (over: Partial<ReplyInfo>): ReplyInfo => ({
  kind: 'prd',
  intent: 'draft',
  version: 1,
  changes: [],
  questions: [],
  writer: 'built-in',
  skipped_files: [],
  charged: true,
  ...over,
});

function show(
  entry: Partial<ChatEntry>,
  props: { admin?: boolean; busy?: boolean; onPick?: (text: string) => void } = {},
) {
  const full = localEntry('a-1', 'ai', { message: PRD, isDocument: true, ...entry });
  render(
    <Provider store={makeStore()}>
      <MessageItem entry={full} related={null} {...props} />
    </Provider>,
  );
}

const actionButtons = () => screen.queryByRole('group', { name: messages.messageActions.group });

describe('kinds of reply in the chat', () => {
  it('shows an answer as a plain message: no Download or Share, even when long', async () => {
    show({
      message: LONG,
      isDocument: false,
      reply: info({ kind: 'answer', intent: 'question', version: null }),
    });
    expect(await screen.findByText(/The portal answers questions/)).toBeInTheDocument();
    expect(actionButtons()).toBeNull();
    expect(screen.queryByText(/Version/)).toBeNull();
  });

  it('keeps Download and Share for a PRD, with its version', async () => {
    show({ reply: info({}) });
    expect(
      await screen.findByText('Acme Portal: Product Requirements Document'),
    ).toBeInTheDocument();
    expect(actionButtons()).not.toBeNull();
    expect(screen.getByText(t.version(1))).toBeInTheDocument();
  });

  it('shows the version of a revision and how many changes it made', async () => {
    const changes = ['Changed the booking window from 15 to 10 minutes', 'Removed FR-3: Tips'];
    show({ reply: info({ intent: 'revise', version: 2, changes }) });
    expect(screen.getByText(`${t.version(2)} · ${t.changeCount(2)}`)).toBeInTheDocument();
    expect(
      await screen.findByText('Acme Portal: Product Requirements Document'),
    ).toBeInTheDocument();
  });

  it('offers the options of clarifying questions as chips that send the option', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const questions = [
      {
        question: 'Who pays for parking?',
        options: [
          { key: 'A', label: 'Drivers' },
          { key: 'B', label: 'Draft anyway with assumptions' },
        ],
      },
    ];
    show(
      {
        message: 'A few questions first.',
        isDocument: false,
        reply: info({ kind: 'questions', version: null, questions }),
      },
      { onPick },
    );
    expect(screen.getByText('Who pays for parking?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'B) Draft anyway with assumptions' }));
    expect(onPick).toHaveBeenCalledWith('Draft anyway with assumptions');
    expect(actionButtons()).toBeNull();
  });

  it('waits with the chips while a send is running', () => {
    const questions = [{ question: 'Who?', options: [{ key: 'A', label: 'Drivers' }] }];
    show(
      { message: 'Q', reply: info({ kind: 'questions', version: null, questions }) },
      { onPick: vi.fn(), busy: true },
    );
    expect(screen.getByRole('button', { name: 'A) Drivers' })).toBeDisabled();
  });

  it('labels built-in answers, and asks only admins to connect a provider', () => {
    show({ reply: info({}) });
    expect(screen.getByText(t.builtInLabel)).toBeInTheDocument();
    // What a model would change is said to everyone under a PRD; where to add one only to admins.
    expect(screen.getByText(t.builtInMeaning)).toBeInTheDocument();
    expect(screen.queryByText(t.connectProvider)).toBeNull();
  });

  it('keeps the label short under a built-in answer that is no PRD', () => {
    show({ reply: info({ kind: 'answer', intent: 'smalltalk', version: null }) });
    expect(screen.getByText(t.builtInLabel)).toBeInTheDocument();
    expect(screen.queryByText(t.builtInMeaning)).toBeNull();
  });

  it('asks an admin to connect a provider under a built-in answer', () => {
    show({ reply: info({}) }, { admin: true });
    expect(screen.getByRole('link', { name: t.connectProvider })).toHaveAttribute(
      'href',
      '/admin/ai-keys',
    );
  });

  it('gives no label to a provider answer, and names skipped files', () => {
    show({ reply: info({ writer: 'provider', skipped_files: ['holiday.png'] }) }, { admin: true });
    expect(screen.queryByText(t.builtInLabel)).toBeNull();
    expect(screen.queryByText(t.connectProvider)).toBeNull();
    expect(screen.getByText(t.skippedFiles('holiday.png'))).toBeInTheDocument();
  });

  it('shows an old stored PRD without its writer notice', () => {
    const store = makeStore();
    store.dispatch(chatActions.sessionChosen('s-1'));
    const notice =
      "> Drafted offline by PRD Studio's built-in writer: connect an AI provider in the admin settings for a fuller draft.";
    store.dispatch(
      chatActions.sessionLoaded({
        sessionId: 's-1',
        messages: [
          {
            role: 'ai',
            message: `${notice}\n\n${PRD}`,
            chat_id: 2,
            session_id: 's-1',
            image_urls: [],
            files: [],
            isDocument: true,
            documentPath: null,
            status: 'complete',
            reply: null,
          },
        ],
      }),
    );
    expect(store.getState().chat.entries[0]?.message).toBe(PRD);
  });
});
