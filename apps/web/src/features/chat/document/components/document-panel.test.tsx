import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDocumentApi, type ApiCall } from '../test/fake-document-api';
import { versionBody, versionsBody } from '../test/fixtures';
import { renderPanel } from '../test/render-panel';

const VERSIONS = 'GET /prd_documents/get_versions';
const VERSION = 'GET /prd_documents/get_version';
const DIFF = 'GET /prd_documents/diff';
const RESTORE = 'POST /prd_documents/restore_version';

const versionAsked = (calls: ApiCall[]) =>
  calls.filter((c) => c.path.endsWith('/get_version')).map((c) => Number(c.query.version));

beforeEach(() => {
  toast.dismiss();
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentPanel: the version picker', () => {
  it('opens on the current version, steps back and forth, and lists every version', async () => {
    const calls = fakeDocumentApi({
      [VERSIONS]: { body: versionsBody(3) },
      [VERSION]: (url) => ({ body: versionBody(Number(url.searchParams.get('version'))) }),
    });
    const { user, onVersionChange } = renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'ShiftSwap: Product Requirements Document',
    });
    expect(heading).toBeInTheDocument();
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    const picker = screen.getByRole('group', { name: 'Versions' });
    expect(within(picker).getByRole('button', { name: /^Version v0\.3/ })).toHaveTextContent(
      /^v0\.3$/,
    );
    expect(within(picker).getByText('latest', { exact: true })).toBeVisible();
    expect(
      within(picker).getByRole('button', { name: 'This is the newest version' }),
    ).toBeDisabled();

    await user.click(within(picker).getByRole('button', { name: 'Previous version, v0.2' }));
    await screen.findByText('Nurses swap shifts in two taps (v0.2).');
    expect(onVersionChange).toHaveBeenLastCalledWith(2);

    await user.click(within(picker).getByRole('button', { name: /^Version v0\.2/ }));
    const list = await screen.findByRole('dialog', { name: 'Versions' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^v0\.3Revisedcurrent1 change: FR-2 made a must \(v0\.3\)/),
      expect.stringMatching(/^v0\.2Revised1 change/),
      expect.stringMatching(/^v0\.1First draftJan/),
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    await user.click(items[2]!);
    await screen.findByText('Nurses swap shifts in two taps (v0.1).');
    expect(
      within(picker).getByRole('button', { name: 'This is the first version' }),
    ).toBeDisabled();
    expect(versionAsked(calls)).toEqual([3, 2, 1]);

    // Versions never change: going back asks nothing again.
    await user.click(within(picker).getByRole('button', { name: 'Next version, v0.2' }));
    await screen.findByText('Nurses swap shifts in two taps (v0.2).');
    expect(versionAsked(calls)).toEqual([3, 2, 1]);
  });

  it('says when the document cannot be loaded, and loads it on Try again', async () => {
    let fail = true;
    fakeDocumentApi({
      [VERSIONS]: () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: versionsBody(1) },
      [VERSION]: { body: versionBody(1, 1) },
    });
    const { user } = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Boom');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Nurses swap shifts in two taps (v0.1).');
  });

  it('says what will show here when the document has no version yet', async () => {
    fakeDocumentApi({ [VERSIONS]: { body: { ...versionsBody(1), versions: [] } } });
    renderPanel();
    expect(
      await screen.findByText('No document yet. Ask for a PRD in the chat and it will show here.'),
    ).toBeInTheDocument();
  });
});

describe('DocumentPanel: compare with previous', () => {
  it('shows the diff call as added (+), removed (struck through) and changed (before → after)', async () => {
    const calls = fakeDocumentApi({
      [VERSIONS]: { body: versionsBody(3) },
      [VERSION]: (url) => ({ body: versionBody(Number(url.searchParams.get('version'))) }),
      [DIFF]: {
        body: {
          from: 2,
          to: 3,
          summary: '3 changes: FR-3 added, FR-1 removed, FR-2 changed',
          changes: [
            {
              kind: 'added',
              section: 'requirements',
              id: 'FR-3',
              label: 'FR-3 added: Offline mode',
              before: null,
              after: 'Works offline',
            },
            {
              kind: 'removed',
              section: 'requirements',
              id: 'FR-1',
              label: 'FR-1 removed',
              before: 'Post a shift',
              after: null,
            },
            {
              kind: 'changed',
              section: 'requirements',
              id: 'FR-2',
              label: 'FR-2 changed',
              before: 'P1',
              after: 'P0',
            },
          ],
        },
      },
    });
    const { user } = renderPanel();
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    const compare = screen.getByRole('button', { name: 'Compare with previous' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    const diff = await screen.findByRole('region', { name: 'Changes from v0.2 to v0.3' });
    await within(diff).findByText('3 changes: FR-3 added, FR-1 removed, FR-2 changed');
    expect(calls.find((c) => c.path.endsWith('/diff'))?.query).toMatchObject({
      from: '2',
      to: '3',
    });
    const rows = within(diff).getAllByRole('listitem');
    // Said in words, not only in colour.
    expect(rows[0]).toHaveTextContent('+Added:FR-3 added: Offline modeWorks offline');
    expect(rows[0]!.querySelector('ins')).toHaveTextContent('Works offline');
    expect(rows[1]).toHaveTextContent('Removed:FR-1 removed');
    expect(rows[1]!.querySelector('del')).toHaveTextContent('Post a shift');
    expect(rows[2]).toHaveTextContent('Changed:FR-2 changedP1→to P0');
    expect(rows[2]!.querySelector('del')).toHaveTextContent('P1');
    expect(rows[2]!.querySelector('ins')).toHaveTextContent('P0');
  });

  it('cannot compare the first version', async () => {
    fakeDocumentApi({
      [VERSIONS]: { body: versionsBody(1) },
      [VERSION]: { body: versionBody(1, 1) },
    });
    renderPanel();
    await screen.findByText('Nurses swap shifts in two taps (v0.1).');
    expect(screen.getByRole('button', { name: 'Compare with previous' })).toBeDisabled();
  });
});

describe('DocumentPanel: restore', () => {
  it('restores an older version as a new one, then shows it as the newest', async () => {
    let latest = 3;
    const calls = fakeDocumentApi({
      [VERSIONS]: () => ({
        body: versionsBody(latest, { 4: { origin: 'restore', based_on: 1, chat_id: null } }),
      }),
      [VERSION]: (url) => {
        const n = Number(url.searchParams.get('version'));
        return { body: versionBody(n === 4 ? 1 : n, latest) };
      },
      [RESTORE]: () => {
        latest = 4;
        return {
          body: {
            message: 'Version 0.1 was restored as version 0.4.',
            document: versionsBody(4).document,
            version: versionsBody(4, { 4: { origin: 'restore', based_on: 1 } }).versions[3],
          },
        };
      },
    });
    const { user, onVersionChange } = renderPanel({ start: 1 });
    await screen.findByText('Nurses swap shifts in two taps (v0.1).');
    // The newest shows no Restore; an older one does.
    expect(screen.getByText('You are looking at v0.1; the newest is v0.3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await screen.findByText('Version 0.1 was restored as version 0.4.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/prd_documents/restore_version',
      query: { version: '1' },
    });
    expect(onVersionChange).toHaveBeenLastCalledWith(4);
    const picker = screen.getByRole('group', { name: 'Versions' });
    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: /^Version v0\.4/ })).toHaveTextContent(
        /^v0\.4$/,
      ),
    );
    expect(within(picker).getByText('latest', { exact: true })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
    await user.click(within(picker).getByRole('button', { name: /^Version v0\.4/ }));
    expect(await screen.findByText('Restored from v0.1')).toBeInTheDocument();
  });
});
