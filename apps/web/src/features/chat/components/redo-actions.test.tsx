import { messages, STORAGE_KEYS } from '@prd/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { headerOf, jsonResponse, sse, sseResponse } from '../test/sse-test-utils';
import { editMessage } from '../api/edit-message';
import { regenerateAnswer } from '../api/regenerate-answer';
import { EditableMessage } from './editable-message';
import { MessageActions } from './message-actions';
import { RegenerateAction, redoTargets, type TurnEntry } from './redo-actions';

const c = messages.chat;

interface Entry extends TurnEntry {
  id: number;
}

/** A chat as a message list would render it, with the redo controls where redoTargets says. */
function Thread({
  entries,
  writing = false,
  onRegenerate = () => {},
  onSave = () => {},
}: {
  entries: Entry[];
  writing?: boolean;
  onRegenerate?: () => void;
  onSave?: (text: string) => Promise<unknown> | void;
}) {
  const targets = redoTargets(entries);
  return (
    <ol>
      {entries.map((entry, i) => {
        const bubble = <p>{String(entry.message)}</p>;
        return (
          <li key={entry.id} data-testid={`entry-${i}`}>
            {targets.edit === i ? (
              <EditableMessage text={String(entry.message)} writing={writing} onSave={onSave}>
                {bubble}
              </EditableMessage>
            ) : (
              bubble
            )}
            {targets.regenerate === i && (
              <RegenerateAction writing={writing} onRegenerate={onRegenerate} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

const file = [{ name: 'brief.pdf' }];
const chat: Entry[] = [
  { id: 1, role: 'human', message: 'First brief' },
  { id: 2, role: 'ai', message: '# First PRD' },
  { id: 3, role: 'human', message: 'Second brief' },
  { id: 4, role: 'human', message: 'Uploaded file: [brief.pdf]', files: file },
  { id: 5, role: 'ai', message: '# Second PRD' },
];
const regenerateButtons = () => screen.queryAllByRole('button', { name: c.regenerateLabel });
const editButtons = () => screen.queryAllByRole('button', { name: c.editMessageLabel });

describe('redoTargets', () => {
  it('puts Regenerate on the last answer and Edit on the typed text of the last send', () => {
    expect(redoTargets(chat)).toEqual({ regenerate: 4, edit: 2 });
    // Sends stored before the text came first: the text is still found.
    expect(
      redoTargets([
        { role: 'human', message: 'Uploaded file: [a.pdf]', files: file },
        { role: 'human', message: ['Brief', 'on two lines'] },
        { role: 'ai', message: 'PRD' },
      ]),
    ).toEqual({ regenerate: 2, edit: 1 });
  });

  it('has no Edit for a send of files only, and nothing before an answer exists', () => {
    expect(
      redoTargets([
        { role: 'human', message: 'Brief' },
        { role: 'ai', message: 'PRD' },
        { role: 'human', message: 'Uploaded file: [a.pdf]', files: file },
        { role: 'ai', message: 'PRD 2' },
      ]),
    ).toEqual({ regenerate: 3, edit: null });
    expect(redoTargets([{ role: 'human', message: 'Sending…' }])).toEqual({
      regenerate: null,
      edit: null,
    });
    expect(redoTargets([])).toEqual({ regenerate: null, edit: null });
    expect(
      redoTargets([
        { role: 'human', message: '   ' },
        { role: 'ai', message: 'PRD' },
      ]),
    ).toEqual({ regenerate: 1, edit: null });
  });
});

describe('Regenerate and Edit buttons', () => {
  it('are shown once each: on the last answer and on the last human message', () => {
    render(<Thread entries={chat} />);
    expect(regenerateButtons()).toHaveLength(1);
    expect(within(screen.getByTestId('entry-4')).getByText(c.regenerate)).toBeInTheDocument();
    expect(editButtons()).toHaveLength(1);
    expect(within(screen.getByTestId('entry-2')).getByText(c.editMessage)).toBeInTheDocument();
  });

  it('are disabled while an answer is being written', async () => {
    const user = userEvent.setup();
    const onRegenerate = vi.fn();
    render(<Thread entries={chat} writing onRegenerate={onRegenerate} />);
    expect(regenerateButtons()[0]).toBeDisabled();
    expect(editButtons()[0]).toBeDisabled();
    await user.click(regenerateButtons()[0]!);
    expect(onRegenerate).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('Regenerate asks for a new answer', async () => {
    const user = userEvent.setup();
    const onRegenerate = vi.fn();
    render(<Thread entries={chat} onRegenerate={onRegenerate} />);
    await user.click(regenerateButtons()[0]!);
    expect(onRegenerate).toHaveBeenCalledTimes(1);
  });

  it('Edit opens the text in place; Save sends the changed text and closes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<Thread entries={chat} onSave={onSave} />);
    await user.click(editButtons()[0]!);
    const box = screen.getByRole('textbox', { name: c.editFieldLabel });
    expect(box).toHaveValue('Second brief');
    expect(box).toHaveFocus();
    // The message itself is hidden while its text is edited.
    expect(
      within(screen.getByTestId('entry-2')).queryByText('Second brief', { selector: 'p' }),
    ).toBeNull();
    const save = screen.getByRole('button', { name: c.editSave });
    expect(save).toBeDisabled(); // unchanged
    await user.clear(box);
    await user.type(box, '   ');
    expect(save).toBeDisabled(); // empty
    await user.clear(box);
    await user.type(box, '  Third brief  ');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith('Third brief');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('Cancel and Escape close without sending; a refused save keeps the text', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.reject(new Error('409')));
    render(<Thread entries={chat} onSave={onSave} />);
    await user.click(editButtons()[0]!);
    await user.click(screen.getByRole('button', { name: c.editCancel }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(editButtons()[0]!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(editButtons()[0]!);
    await user.type(screen.getByRole('textbox'), ' please');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).toHaveBeenCalledWith('Second brief please');
    expect(screen.getByRole('textbox')).toHaveValue('Second brief please');
  });
});

describe('Regenerate in the action bar of a long answer', () => {
  it('joins Download and Share, and is disabled while writing', async () => {
    const user = userEvent.setup();
    const onRegenerate = vi.fn();
    const { rerender } = render(
      <MessageActions
        text={`# PRD\n\n${'A long answer. '.repeat(50)}`}
        isDocument
        related={null}
        regenerate={{ writing: false, onRegenerate }}
      />,
    );
    const bar = screen.getByRole('group', { name: messages.messageActions.group });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([messages.messageActions.download, messages.messageActions.share, c.regenerate]);
    await user.click(within(bar).getByRole('button', { name: c.regenerateLabel }));
    expect(onRegenerate).toHaveBeenCalledTimes(1);
    rerender(
      <MessageActions
        text={`# PRD\n\n${'A long answer. '.repeat(50)}`}
        isDocument
        related={null}
        regenerate={{ writing: true, onRegenerate }}
      />,
    );
    expect(within(bar).getByRole('button', { name: c.regenerateLabel })).toBeDisabled();
    // Without the prop (not the last answer) there is no Regenerate.
    rerender(
      <MessageActions
        text={`# PRD\n\n${'A long answer. '.repeat(50)}`}
        isDocument
        related={null}
      />,
    );
    expect(within(bar).queryByRole('button', { name: c.regenerateLabel })).toBeNull();
  });
});

describe('regenerate and edit calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  const done = {
    message: c.sendSuccess,
    data: { document_path: null, prd_result: 'New answer', session_id: 's-1' },
  };

  it('regenerate posts to regenerate_answer and streams the new answer', async () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        sseResponse([
          sse('session', { session_id: 's-1' }, '1-0'),
          sse('token', { text: 'New ' }, '2-0'),
          sse('token', { text: 'answer' }, '3-0'),
          sse('done', done, '4-0'),
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const tokens: string[] = [];
    const outcome = await regenerateAnswer('s-1', 'user', { onToken: (t) => tokens.push(t) });
    expect(outcome).toEqual({ kind: 'done', response: done });
    expect(tokens.join('')).toBe('New answer');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/prd_upload/regenerate_answer?session_id=s-1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(headerOf(init, 'Accept')).toBe('text/event-stream');
    expect(headerOf(init, 'Authorization')).toBe('Bearer user-token');
  });

  it('edit posts the new text as JSON to edit_message; a refusal rejects with its code', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(409, { message: c.answerInProgress, code: 'ANSWER_IN_PROGRESS' }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const refused = await editMessage('s-1', 'Third brief', 'none').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'ANSWER_IN_PROGRESS' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/prd_upload/edit_message?session_id=s-1');
    expect(JSON.parse(init!.body as string)).toEqual({ user_input: 'Third brief' });
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
  });
});
