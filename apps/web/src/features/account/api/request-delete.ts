import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** Submit a delete request (spec section 7: `?reason=`, either token). */
const DELETE_REQUEST_PATH = paths.deletion.requestDelete;

export const requestDelete = (reason: string) =>
  apiRequest<{ message?: string }>(DELETE_REQUEST_PATH, {
    method: 'POST',
    query: { reason },
    auth: 'either',
  });

/** The caller's own data (offered before deleting), saved as a JSON file. */
export async function downloadMyData() {
  const data = await apiRequest<unknown>(paths.deletion.exportMine, {
    auth: 'user',
    timeoutMs: 60_000,
  });
  saveBlob(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    'prd-studio-my-data.json',
  );
}
