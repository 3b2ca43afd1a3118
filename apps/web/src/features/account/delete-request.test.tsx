import { messages } from '@prd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSubmit, reasonOf } from './components/delete-request-dialogs';
import { ada, json, renderMenu, signIn, stubFetch, type Route } from './test/render-menu';

const text = messages.deleteRequest;
const deletePath = '/api/v1/deletion/request_delete';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openReasonDialog(answer?: Route, extra: Record<string, Route> = {}) {
  const calls = stubFetch({
    '/api/v1/user/get_user': () => json(200, ada),
    '/api/v1/content/get_all_slugs': () => json(200, []),
    ...(answer ? { [deletePath]: answer } : {}),
    ...extra,
  });
  signIn();
  const view = renderMenu();
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  await user.click(await screen.findByRole('button', { name: messages.accountMenu.help }));
  // Request Delete waits until the person's own open request has been looked up.
  const requestDelete = await screen.findByRole('button', {
    name: messages.accountMenu.requestDelete,
  });
  await waitFor(() => expect(requestDelete).toBeEnabled());
  await user.click(requestDelete);
  const dialog = await screen.findByRole('dialog', { name: text.title });
  const submit = within(dialog).getByRole('button', { name: text.submit });
  return { ...view, calls, dialog, submit };
}

const deleteCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith(deletePath));

describe('Request Delete', () => {
  it('offers the five reasons of the spec as radio options, none chosen', async () => {
    const { dialog } = await openReasonDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'I don’t find it useful',
      'I have privacy concerns',
      'I found an alternative',
      'Too many emails',
      'Other',
    ]);
    radios.forEach((r) => expect(r).not.toBeChecked());
    expect(screen.queryByRole('dialog', { name: messages.accountMenu.help })).toBeNull();
  });

  it('keeps Submit disabled until a reason is chosen', async () => {
    const { user, dialog, submit } = await openReasonDialog();
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Too many emails' }));
    expect(submit).toBeEnabled();
  });

  it('reveals a text field for Other and keeps Submit disabled while it is empty', async () => {
    const { user, dialog, submit } = await openReasonDialog();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const field = within(dialog).getByRole('textbox', { name: text.otherLabel });
    expect(submit).toBeDisabled();
    await user.type(field, 'Moving teams');
    expect(submit).toBeEnabled();
    await user.clear(field);
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'I found an alternative' }));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('keeps Submit disabled for an Other reason that is only spaces, and says why', async () => {
    const { user, dialog, submit, calls } = await openReasonDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox'), '   ');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), '{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text.reasonRequired);
    expect(screen.queryByRole('dialog', { name: text.confirm })).toBeNull();
    expect(deleteCalls(calls)).toEqual([]);
  });

  it('asks "Are you sure?" and Cancel closes without a request', async () => {
    const { user, dialog, submit, calls } = await openReasonDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'I have privacy concerns' }));
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: text.confirm });
    expect(screen.queryByRole('dialog', { name: text.title })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteCalls(calls)).toEqual([]);
  });

  it('Delete sends the exact reason and shows "Delete request submitted!"', async () => {
    const { user, dialog, submit, calls } = await openReasonDialog(() =>
      json(200, { message: 'ok' }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'I don’t find it useful' }));
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: text.confirm });
    await user.click(within(confirm).getByRole('button', { name: text.delete }));
    expect(await screen.findByText(text.submitted)).toBeInTheDocument();
    const [call] = deleteCalls(calls);
    expect(call).toMatchObject({ method: 'POST', auth: 'Bearer user-access' });
    expect(new URL(call!.url, 'http://x').searchParams.get('reason')).toBe(
      'I don’t find it useful',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a download of your data before you confirm, without sending the request', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user, dialog, submit, calls } = await openReasonDialog(() => json(200, {}), {
      '/api/v1/deletion/export_my_data': () => json(200, { profile: { email: 'ada@example.com' } }),
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Too many emails' }));
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: text.confirm });
    expect(within(confirm).getByText(text.exportHint)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: text.exportData }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(names).toEqual(['prd-studio-my-data.json']);
    const body = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!);
    });
    expect(JSON.parse(body)).toEqual({ profile: { email: 'ada@example.com' } });
    expect(deleteCalls(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: text.confirm })).toBeInTheDocument();
  });

  it('sends the typed text, trimmed, for Other', async () => {
    const { user, dialog, submit, calls } = await openReasonDialog(() => json(200, {}));
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox'), '  Moving teams  ');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: text.delete }));
    await screen.findByText(text.submitted);
    expect(new URL(deleteCalls(calls)[0]!.url, 'http://x').searchParams.get('reason')).toBe(
      'Moving teams',
    );
  });

  it.each<[string, Route, string]>([
    [
      'the server message',
      () => json(400, { message: 'A request is already pending.' }),
      'A request is already pending.',
    ],
    [
      'the fallback when the endpoint is missing',
      () => json(404, { message: 'Not found.' }),
      text.failed,
    ],
    [
      'the fallback when there is no answer',
      () => Promise.reject(new TypeError('offline')),
      text.failed,
    ],
  ])('shows %s on failure', async (_, answer, shown) => {
    const { user, dialog, submit } = await openReasonDialog(answer);
    await user.click(within(dialog).getByRole('radio', { name: 'Too many emails' }));
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: text.delete }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(text.submitted)).toBeNull();
  });
});

describe('delete reason rules', () => {
  it('needs an option, and text for Other', () => {
    expect(canSubmit(null, '')).toBe(false);
    expect(canSubmit('Other', '')).toBe(false);
    expect(canSubmit('Other', '  \t')).toBe(false);
    expect(canSubmit('Other', ' x ')).toBe(true);
    expect(canSubmit('Too many emails', '')).toBe(true);
    expect(reasonOf('Other', '  x ')).toBe('x');
    expect(reasonOf('Too many emails', 'ignored')).toBe('Too many emails');
  });
});
