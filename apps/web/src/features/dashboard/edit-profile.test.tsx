import { messages } from '@prd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDashboard, stubLocation, testUser, type Reply } from './test/harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openEditProfile(routes: Record<string, Reply> = {}, fakeTimers = false) {
  const api = fakeApi(routes);
  const view = renderDashboard('/settings/profiledash?tab=editProfile', { fakeTimers });
  const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
  const name = await within(dialog).findByLabelText('Name');
  return { api, dialog, name, ...view };
}

describe('Edit Profile', () => {
  it('fills in the name and shows the email read-only', async () => {
    const { dialog, name } = await openEditProfile();
    expect(name).toHaveValue(testUser.name);
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue(testUser.email);
    expect(email).toHaveAttribute('readonly');
  });

  it.each(['', '   '])(
    'refuses the name %j with "Name cannot be empty" and sends nothing',
    async (value) => {
      const { api, dialog, name, user } = await openEditProfile();
      await user.clear(name);
      if (value) await user.type(name, value);
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await within(dialog).findByText(messages.profile.nameEmpty)).toBeInTheDocument();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(api.find('PUT', '/user/update_user')).toHaveLength(0);
    },
  );

  it('saves the name, says "Profile updated successfully!" and reloads after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reload } = stubLocation();
    const { api, dialog, name, user } = await openEditProfile(
      { 'PUT /user/update_user': { body: { message: 'Profile updated' } } },
      true,
    );
    await user.clear(name);
    await user.type(name, '  Ada King ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.profile.updatedSuccess)).toBeInTheDocument();
    expect(api.find('PUT', '/user/update_user')[0]?.body).toEqual({
      id: testUser.id,
      name: 'Ada King',
      email: testUser.email,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/profiledash$/);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each<[string, Reply, string]>([
    [
      'the server message',
      { status: 404, body: { message: 'User not found.', code: 'NOT_FOUND' } },
      'User not found.',
    ],
    [
      '"Failed to update profile." without one',
      { status: 500, body: {} },
      messages.profile.updateFailed,
    ],
    ['"Failed to update profile." with no answer', 'network', messages.profile.updateFailed],
  ])('shows %s when the update fails, without reloading', async (_, reply, expected) => {
    const { reload } = stubLocation();
    const { dialog, user } = await openEditProfile({ 'PUT /user/update_user': reply });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('Upload Picture', () => {
  const image = () =>
    new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it('rejects a video before sending it', async () => {
    const { api, dialog } = await openEditProfile();
    const input = within(dialog).getByLabelText('Upload Picture');
    expect(input).toHaveAttribute('accept', 'image/*');
    const video = new File(['....'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [video] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.picture.videoRejected,
    );
    expect(api.find('POST', '/user/upload_profile_picture')).toHaveLength(0);
  });

  it('uploads an image as multipart `file`, says so and reloads after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reload } = stubLocation();
    const { api, dialog, user } = await openEditProfile(
      {
        'POST /user/upload_profile_picture': {
          body: { profile_picture_url: '/api/v1/user/profile_picture/x.webp', message: 'ok' },
        },
      },
      true,
    );
    await user.upload(within(dialog).getByLabelText('Upload Picture'), image());
    expect(await screen.findByText(messages.picture.updatedSuccess)).toBeInTheDocument();
    const sent = api.find('POST', '/user/upload_profile_picture')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('file') as File).name).toBe('me.png');
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each<[string, Reply, string]>([
    [
      'the server message (the video message on 415)',
      { status: 415, body: { message: messages.picture.videoRejected, code: 'UNSUPPORTED_MEDIA' } },
      messages.picture.videoRejected,
    ],
    [
      '"Failed to upload profile picture." without one',
      { status: 500 },
      messages.picture.uploadFailed,
    ],
  ])('shows %s when the upload fails', async (_, reply, expected) => {
    const { reload } = stubLocation();
    const { dialog, user } = await openEditProfile({ 'POST /user/upload_profile_picture': reply });
    await user.upload(within(dialog).getByLabelText('Upload Picture'), image());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected);
    expect(reload).not.toHaveBeenCalled();
  });
});
