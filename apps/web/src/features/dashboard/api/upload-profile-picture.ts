import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST upload_profile_picture: multipart field `file`. */
export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ profile_picture_url: string; message: string }>(
    paths.user.uploadProfilePicture,
    { method: 'POST', form, auth: 'user' },
  );
}
