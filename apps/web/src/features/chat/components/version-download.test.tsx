import { messages, paths, type ReplyInfo } from '@prd/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { saveBlob } from '../../../lib/download';
import { tokenStorage } from '../../../lib/token-storage';
import { localEntry } from '../chat-entries';
import { MessageItem } from './message-item';

// Issue 26: the chat's own Download under an answer that stored a version saves the server's
// file of that version, named for the product and version, never `PRD.docx` or the upload's
// name; answers without a version keep the spec's names.

vi.mock('../../../lib/download', () => ({ saveBlob: vi.fn() }));
const save = vi.mocked(saveBlob);

const PRD = `# Parkly PRD\n\n## Summary\n\n${'Drivers book a parking spot for two hours. '.repeat(15)}`;
const STORED = { document_id: 'doc-7', version: 2, label: '0.2', summary: '', change_count: 1 };

const reply = (document: ReplyInfo['document'] | undefined): ReplyInfo => ({
  kind: 'prd',
  intent: 'revise',
  version: 2,
  changes: [],
  questions: [],
  writer: 'built-in',
  skipped_files: [],
  charged: true,
  ...(document ? { document } : {}),
});

const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
  const url = new URL(String(input), 'http://app.test');
  if (!url.pathname.endsWith(paths.documents.download)) {
    return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
  }
  const name = `Parkly-PRD-v0.2.${url.searchParams.get('format') ?? ''}`;
  return new Response('file', {
    headers: { 'content-disposition': `attachment; filename="${name}"` },
  });
});
const asked = () =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://app.test'), init }))
    .filter(({ url }) => url.pathname.endsWith(paths.documents.download));

beforeEach(() => {
  save.mockReset();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  tokenStorage.save('user', { access_token: 'user-token', refresh_token: 'r1' });
  tokenStorage.save('admin', { access_token: 'admin-token', refresh_token: 'r2' });
});
afterEach(() => {
  tokenStorage.clearAll();
  vi.unstubAllGlobals();
});

function show({ stored = true, documentCard = true, admin = false, canShare = true } = {}) {
  render(
    <Provider store={makeStore()}>
      <MessageItem
        entry={localEntry('chat-4', 'ai', {
          message: PRD,
          chatId: 4,
          isDocument: true,
          documentPath: '/api/v1/files/doc',
          reply: reply(stored ? STORED : undefined),
        })}
        // The send had a file: without a version, it names the Word file.
        related={{ files: [{ name: 'parking brief.pdf' }] }}
        documentCard={documentCard}
        admin={admin}
        canShare={canShare}
      />
    </Provider>,
  );
}

async function download(which: string) {
  const user = userEvent.setup();
  const bar = screen.getByRole('group', { name: messages.messageActions.group });
  await user.click(within(bar).getByRole('button', { name: messages.messageActions.download }));
  await user.click(within(bar).getByRole('button', { name: which }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  return save.mock.calls[0]![1];
}

describe("the chat's Download of a stored version", () => {
  it('saves the Word file under the server name of the product and version', async () => {
    show();
    expect(await download(messages.messageActions.downloadDoc)).toBe('Parkly-PRD-v0.2.docx');
    const [call] = asked();
    expect(call!.url.searchParams.get('document_id')).toBe('doc-7');
    expect(call!.url.searchParams.get('version')).toBe('2');
    expect(call!.url.searchParams.get('format')).toBe('docx');
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer user-token');
  });

  it('saves the text file under the same name', async () => {
    show();
    expect(await download(messages.messageActions.downloadTxt)).toBe('Parkly-PRD-v0.2.txt');
  });

  it("asks with the admin's token in the admin's chat", async () => {
    show({ admin: true });
    expect(await download(messages.messageActions.downloadDoc)).toBe('Parkly-PRD-v0.2.docx');
    expect(new Headers(asked()[0]!.init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it("on the visitor landing (no card, no Share) too, with the visitor's cookie", async () => {
    show({ documentCard: false, canShare: false });
    expect(await download(messages.messageActions.downloadDoc)).toBe('Parkly-PRD-v0.2.docx');
    expect(new Headers(asked()[0]!.init?.headers).get('authorization')).toBeNull();
  });

  it('an answer without a version keeps the Word name of the spec (its upload)', async () => {
    show({ stored: false });
    expect(await download(messages.messageActions.downloadDoc)).toBe('parking_brief.docx');
    expect(asked()).toEqual([]);
  });
});
