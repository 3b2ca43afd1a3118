import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispositionName } from '../api/download-version';
import { CONNECTIONS, fakeDocumentApi } from '../test/fake-document-api';
import { markdownOf, versionBody, versionsBody } from '../test/fixtures';
import { renderPanel } from '../test/render-panel';

const VERSIONS = 'GET /prd_documents/get_versions';
const VERSION = 'GET /prd_documents/get_version';
const DOWNLOAD = 'GET /prd_documents/download';

const documentRoutes = {
  [VERSIONS]: { body: versionsBody(3) },
  [VERSION]: (url: URL) => ({ body: versionBody(Number(url.searchParams.get('version'))) }),
};

/** The names files were saved under (saveBlob clicks a link with `download`). */
function savedNames(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
  );
  return names;
}

/** A Blob's text (jsdom's Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function stubClipboard(rich: boolean) {
  const clipboard = { writeText: vi.fn(async () => {}), write: vi.fn(async () => {}) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  if (rich)
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
  else vi.stubGlobal('ClipboardItem', undefined);
  return clipboard;
}

beforeEach(() => {
  toast.dismiss();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DocumentPanel: copy', () => {
  it('copies the version shown as Markdown', async () => {
    fakeDocumentApi(documentRoutes);
    const { user } = renderPanel({ start: 2 });
    // After user-event's setup, which puts its own clipboard in place.
    const clipboard = stubClipboard(true);
    await screen.findByText('Nurses swap shifts in two taps (v0.2).');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await screen.findByText('v0.2 copied as Markdown.');
    expect(clipboard.writeText).toHaveBeenCalledWith(markdownOf(2));
  });

  it('copies rich text (HTML with the Markdown as plain text) for Docs and Notion', async () => {
    fakeDocumentApi(documentRoutes);
    const { user } = renderPanel();
    // After user-event's setup, which puts its own clipboard in place.
    const clipboard = stubClipboard(true);
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: /Copy as rich text/ }));
    await screen.findByText('v0.3 copied as rich text.');
    const [[items]] = clipboard.write.mock.calls as unknown as [
      [{ items: Record<string, Blob> }[]],
    ];
    const item = items[0]!.items;
    const html = await blobText(item['text/html']!);
    expect(html.startsWith('<h1>ShiftSwap: Product Requirements Document</h1>')).toBe(true);
    expect(html).toContain('<h3>5. Functional requirements</h3>');
    expect(html).toContain('<p>A nurse can post a shift to swap.</p>');
    // The panel's own controls and styles stay behind.
    expect(html).not.toMatch(/<button|class=|aria-|Actions for/);
    expect(await blobText(item['text/plain']!)).toBe(markdownOf(3));
  });

  it('falls back to the Markdown where the browser cannot copy rich text', async () => {
    fakeDocumentApi(documentRoutes);
    const { user } = renderPanel();
    // After user-event's setup, which puts its own clipboard in place.
    const clipboard = stubClipboard(false);
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: /Copy as rich text/ }));
    await screen.findByText('v0.3 copied as Markdown (this browser cannot copy rich text).');
    expect(clipboard.writeText).toHaveBeenCalledWith(markdownOf(3));
  });
});

describe('DocumentPanel: download', () => {
  it("saves each format of the version shown under the server's name", async () => {
    const calls = fakeDocumentApi({
      ...documentRoutes,
      [DOWNLOAD]: (url) => {
        const ext = url.searchParams.get('format')!;
        const name = `ShiftSwap-PRD-v0.${url.searchParams.get('version')}.${ext}`;
        return {
          file: {
            bytes: 'file',
            headers: {
              'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
            },
          },
        };
      },
    });
    const names = savedNames();
    const { user } = renderPanel({ start: 2 });
    await screen.findByText('Nurses swap shifts in two taps (v0.2).');
    for (const format of ['Word (.docx)', 'Text (.txt)', 'Markdown (.md)']) {
      await user.click(screen.getByRole('button', { name: 'Download' }));
      await user.click(
        screen.getByRole('button', { name: new RegExp(format.replace(/[().]/g, '\\$&')) }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Download' })).toBeNull());
    }
    expect(names).toEqual([
      'ShiftSwap-PRD-v0.2.docx',
      'ShiftSwap-PRD-v0.2.txt',
      'ShiftSwap-PRD-v0.2.md',
    ]);
    const asked = calls.filter((c) => c.path.endsWith('/download')).map((c) => c.query);
    expect(asked.map((q) => [q.version, q.format])).toEqual([
      ['2', 'docx'],
      ['2', 'txt'],
      ['2', 'md'],
    ]);
  });

  it("tells a failed download in the server's words", async () => {
    fakeDocumentApi({
      ...documentRoutes,
      [DOWNLOAD]: {
        status: 404,
        body: { message: 'This document has no version 0.3.', code: 'VERSION_NOT_FOUND' },
      },
    });
    savedNames();
    const { user } = renderPanel();
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: /Word/ }));
    await screen.findByText('This document has no version 0.3.');
  });

  it('reads the name from Content-Disposition', () => {
    expect(
      dispositionName(`attachment; filename="A.docx"; filename*=UTF-8''Caf%C3%A9-PRD-v0.1.docx`),
    ).toBe('Café-PRD-v0.1.docx');
    expect(dispositionName('attachment; filename="ShiftSwap-PRD-v0.3.txt"')).toBe(
      'ShiftSwap-PRD-v0.3.txt',
    );
    expect(dispositionName('attachment')).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});

describe('DocumentPanel: share', () => {
  it('lists only the workspaces this server offers, and opens their dialog with this version', async () => {
    fakeDocumentApi({
      ...documentRoutes,
      [CONNECTIONS]: {
        body: {
          connections: [
            { provider: 'notion', workspace_name: 'Acme', site_url: null, connected_at: '' },
          ],
          enabled: { notion: true, confluence: false },
        },
      },
      'GET /notion/pages': {
        body: { results: [{ id: 'p-1', title: 'Specs', url: null }], default_id: null },
      },
    });
    const { user } = renderPanel({ start: 2 });
    await screen.findByText('Nurses swap shifts in two taps (v0.2).');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('dialog', { name: 'Share' });
    await within(menu).findByRole('button', { name: 'Notion' });
    expect(within(menu).queryByRole('button', { name: 'Confluence' })).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Notion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    const content = await within(dialog).findByRole('textbox', { name: 'Content' });
    expect((content as HTMLTextAreaElement).value).toContain(
      'Nurses swap shifts in two taps (v0.2).',
    );
  });

  it('says so when the server offers no workspace', async () => {
    fakeDocumentApi({
      ...documentRoutes,
      [CONNECTIONS]: { body: { connections: [], enabled: { notion: false, confluence: false } } },
    });
    const { user } = renderPanel();
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('This server does not offer publishing to Notion or Confluence.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notion' })).toBeNull();
  });
});
