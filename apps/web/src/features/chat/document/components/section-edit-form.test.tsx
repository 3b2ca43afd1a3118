import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDocumentApi } from '../test/fake-document-api';
import { versionBody, versionsBody } from '../test/fixtures';
import { renderPanel } from '../test/render-panel';

const routes = {
  'GET /prd_documents/get_versions': { body: versionsBody(3) },
  'GET /prd_documents/get_version': (url: URL) => ({
    body: versionBody(Number(url.searchParams.get('version'))),
  }),
};

const menuOf = (heading: string) =>
  screen.getByRole('button', { name: `Actions for “${heading}”` });

beforeEach(() => {
  toast.dismiss();
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentPanel: Edit this section…', () => {
  it('opens a small form from the section menu and sends the instruction for the section', async () => {
    fakeDocumentApi(routes);
    const onEdit = vi.fn(async () => {});
    const { user } = renderPanel({ onEdit });
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(menuOf('1. TL;DR'));
    await user.click(await screen.findByRole('button', { name: 'Edit this section…' }));
    const form = await screen.findByRole('form', { name: 'Edit “1. TL;DR”' });
    const box = within(form).getByRole('textbox', { name: 'Instruction' });
    await waitFor(() => expect(box).toHaveFocus());
    // A section without items has nothing to choose between.
    expect(within(form).queryByRole('combobox')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Send edit' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Say what to change.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onEdit).not.toHaveBeenCalled();

    await user.type(box, '  Mention night shifts  ');
    await user.click(within(form).getByRole('button', { name: 'Send edit' }));
    expect(onEdit).toHaveBeenCalledWith({
      section: 'summary',
      instruction: 'Mention night shifts',
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('can aim at one item of the section', async () => {
    fakeDocumentApi(routes);
    const onEdit = vi.fn(async () => {});
    const { user } = renderPanel({ onEdit });
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(menuOf('5. Functional requirements'));
    await user.click(await screen.findByRole('button', { name: 'Edit this section…' }));
    const form = await screen.findByRole('form', { name: 'Edit “5. Functional requirements”' });
    const part = within(form).getByRole('combobox', { name: 'What to change' });
    expect(
      within(part)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The whole section', 'FR-1: Post a shift', 'FR-2: Accept a swap']);
    await user.selectOptions(part, 'FR-2');
    await user.type(within(form).getByRole('textbox', { name: 'Instruction' }), 'make FR-2 a must');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onEdit).toHaveBeenCalledWith({ item_id: 'FR-2', instruction: 'make FR-2 a must' });
  });

  it('keeps the text when the edit is refused', async () => {
    fakeDocumentApi(routes);
    const onEdit = vi.fn(() => Promise.reject(new Error('refused')));
    const { user } = renderPanel({ onEdit });
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    await user.click(menuOf('1. TL;DR'));
    await user.click(await screen.findByRole('button', { name: 'Edit this section…' }));
    const form = await screen.findByRole('form');
    await user.type(within(form).getByRole('textbox', { name: 'Instruction' }), 'Shorter');
    await user.click(within(form).getByRole('button', { name: 'Send edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Send edit' })).toBeEnabled(),
    );
    expect(within(form).getByRole('textbox', { name: 'Instruction' })).toHaveValue('Shorter');
  });

  it('waits while an answer is written, and Escape closes it (focus back on its menu)', async () => {
    fakeDocumentApi(routes);
    const onEdit = vi.fn();
    const { user } = renderPanel({ onEdit, writing: true });
    await screen.findByText('Nurses swap shifts in two taps (v0.3).');
    const trigger = menuOf('1. TL;DR');
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Edit this section…' }));
    const form = await screen.findByRole('form');
    const box = within(form).getByRole('textbox', { name: 'Instruction' });
    await user.type(box, 'Shorter');
    expect(within(form).getByRole('button', { name: 'Send edit' })).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Wait until the answer being written is done.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('is offered on the current version only (an edit starts from it)', async () => {
    fakeDocumentApi(routes);
    const { user } = renderPanel({ onEdit: vi.fn(), start: 1 });
    await screen.findByText('Nurses swap shifts in two taps (v0.1).');
    await user.click(menuOf('1. TL;DR'));
    await screen.findByRole('button', { name: 'Copy this section' });
    expect(screen.queryByRole('button', { name: 'Edit this section…' })).toBeNull();
  });
});
