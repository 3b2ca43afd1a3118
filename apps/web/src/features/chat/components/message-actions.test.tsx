import { messages, paths } from '@prd/contract';
import { shareText } from '@prd/documents';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCX_TYPE } from '../../../components/chat/download-actions';
import { saveBlob } from '../../../lib/download';
import { tokenStorage } from '../../../lib/token-storage';
import { MemoryRouter } from 'react-router';
import { hasMessageActions, MessageActions, type MessageActionsProps } from './message-actions';
import { bothConnected } from './share-dialog.test-harness';

vi.mock('../../../lib/download', () => ({ saveBlob: vi.fn() }));
const save = vi.mocked(saveBlob);

const LONG_PRD = `# Checkout PRD\n\n${'The checkout must be **fast** and reliable. '.repeat(15)}`;

const fetchMock = vi.fn(async (input: string, _init?: RequestInit) =>
  String(input).endsWith('/workspaces/connections')
    ? new Response(JSON.stringify(bothConnected.body))
    : new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }),
);
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  toast.dismiss();
  save.mockReset();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup(props: Partial<MessageActionsProps> = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MessageActions text={LONG_PRD} isDocument related={null} {...props} />
      <ToastContainer />
    </MemoryRouter>,
  );
  const bar = screen.getByRole('group', { name: messages.messageActions.group });
  const names = () =>
    within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent);
  return { user, bar, names };
}

describe('hasMessageActions', () => {
  it('is true only for a finished, long, non-greeting ai message', () => {
    expect(hasMessageActions({ role: 'ai', message: LONG_PRD })).toBe(true);
    expect(hasMessageActions({ role: 'ai', message: LONG_PRD, status: 'done' })).toBe(true);
    expect(hasMessageActions({ role: 'ai', message: LONG_PRD.split('\n') })).toBe(true);
    expect(hasMessageActions({ role: 'human', message: LONG_PRD })).toBe(false);
    expect(hasMessageActions({ role: 'ai', message: 'x'.repeat(500) })).toBe(false);
    expect(hasMessageActions({ role: 'ai', message: 'x'.repeat(501) })).toBe(true);
    expect(hasMessageActions({ role: 'ai', message: `Hello there! ${'!'.repeat(500)}` })).toBe(
      false,
    );
    for (const status of ['pending', 'streaming', 'failed']) {
      expect(hasMessageActions({ role: 'ai', message: LONG_PRD, status })).toBe(false);
    }
  });
});

describe('MessageActions', () => {
  it('goes none → download → back → share → back', async () => {
    const { user, names } = setup();
    expect(names()).toEqual(['Download', 'Share']);

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(names()).toEqual(['Download Doc', 'Download TXT', 'Back']);
    expect(screen.getByRole('button', { name: 'Download Doc' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(names()).toEqual(['Download', 'Share']);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(names()).toEqual(['Notion', 'Confluence', 'Back']);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(names()).toEqual(['Download', 'Share']);
  });

  it('hides Share where sharing is not available', () => {
    const { names } = setup({ canShare: false });
    expect(names()).toEqual(['Download']);
  });

  it('opens the Notion dialog with the message and clears it on close', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Notion' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAccessibleDescription(messages.share.notionSubtitle);
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveValue(
      shareText(LONG_PRD),
    );
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Checkout PRD');
    await user.type(title, ' draft');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notion' })).toBeVisible();

    // Reopening starts from a fresh, stored message: nothing of the last attempt remains.
    await user.click(screen.getByRole('button', { name: 'Notion' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Checkout PRD');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('opens the team-wiki dialog, which asks for the spaces', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Confluence' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAccessibleDescription(messages.share.confluenceSubtitle);
    expect(
      await within(dialog).findByRole('combobox', { name: 'Select Space' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('/confluence/confluence_spaces'),
      ),
    );
  });

  it('downloads the TXT file', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download TXT' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toBe('Document.txt');
  });

  it('downloads the Word file named after the related upload', async () => {
    const { user } = setup({ related: { files: [{ name: 'brief 2025.pdf' }] } });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download Doc' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('brief_2025.docx');
    expect(screen.getByRole('button', { name: 'Download Doc' })).toBeEnabled();
  });

  it('toasts "No PRD found" for a message that is not a PRD', async () => {
    const { user } = setup({ isDocument: false });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download Doc' }));
    expect(await screen.findByText('No PRD found for this chat message.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('MessageActions: an answer that stored a document version (issue 26)', () => {
  const VERSION = { document_id: 'doc-1', version: 3, label: '0.3' };
  const served = (name: string, type: string) =>
    new Response('file', {
      headers: {
        'content-type': type,
        'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      },
    });

  beforeEach(() => {
    tokenStorage.save('user', { access_token: 'user-token', refresh_token: 'r' });
    fetchMock.mockImplementation(async (input: string) => {
      const url = new URL(String(input), 'http://app.test');
      if (!url.pathname.endsWith(paths.documents.download)) {
        return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
      }
      return url.searchParams.get('format') === 'docx'
        ? served('Parkly-PRD-v0.3.docx', DOCX_TYPE)
        : served('Parkly-PRD-v0.3.txt', 'text/plain');
    });
  });
  afterEach(() => tokenStorage.clearAll());

  const downloads = () =>
    fetchMock.mock.calls
      .map(([url, init]) => ({ url: new URL(String(url), 'http://app.test'), init }))
      .filter(({ url }) => url.pathname.endsWith(paths.documents.download));

  it("saves the server's Word file of that version, named for the product and version", async () => {
    // A related upload would name a local Word file; a stored version is named for itself.
    const { user } = setup({ version: VERSION, related: { files: [{ name: 'brief.pdf' }] } });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download Doc' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('Parkly-PRD-v0.3.docx');
    expect(save.mock.calls[0]![1]).not.toMatch(/^(PRD|brief)\.docx$/);
    const [call] = downloads();
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      document_id: 'doc-1',
      version: '3',
      format: 'docx',
    });
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer user-token');
  });

  it("saves the server's text file of that version under its name", async () => {
    const { user } = setup({ version: VERSION });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download TXT' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('Parkly-PRD-v0.3.txt');
    expect(downloads()[0]!.url.searchParams.get('format')).toBe('txt');
  });

  it("a visitor's download sends no token (the server knows the visitor by its cookie)", async () => {
    const { user } = setup({ version: VERSION, auth: 'none', canShare: false });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download Doc' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('Parkly-PRD-v0.3.docx');
    expect(new Headers(downloads()[0]!.init?.headers).get('authorization')).toBeNull();
  });

  it('says so when the server cannot give the file, and saves nothing', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }),
    );
    const { user } = setup({ version: VERSION });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download Doc' }));
    expect(await screen.findByText('Not found.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download Doc' })).toBeEnabled();
  });
});

describe('MessageActions: the keyboard', () => {
  it('Escape closes the Download menu and gives the focus back to Download', async () => {
    const { user, names } = setup();
    await user.click(screen.getByRole('button', { name: messages.messageActions.download }));
    expect(names()).toEqual([
      messages.messageActions.downloadDoc,
      messages.messageActions.downloadTxt,
      messages.messageActions.back,
    ]);
    await user.keyboard('{Escape}');
    expect(names()).toEqual([messages.messageActions.download, messages.messageActions.share]);
    expect(screen.getByRole('button', { name: messages.messageActions.download })).toHaveFocus();
  });

  it('Escape closes the Share menu and gives the focus back to Share', async () => {
    const { user, names } = setup();
    await user.click(screen.getByRole('button', { name: messages.messageActions.share }));
    expect(names()).toContain(messages.messageActions.notion);
    await user.keyboard('{Escape}');
    expect(names()).toEqual([messages.messageActions.download, messages.messageActions.share]);
    expect(screen.getByRole('button', { name: messages.messageActions.share })).toHaveFocus();
  });
});
