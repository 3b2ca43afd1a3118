import { paths, type RestoreVersionResponse } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../../lib/api-client';

/** `POST /prd_documents/restore_version?document_id&version`: a new version equal to it (free). */
export const restoreVersion = (documentId: string, version: number, auth: AuthMode) =>
  apiRequest<RestoreVersionResponse>(paths.documents.restoreVersion, {
    method: 'POST',
    query: { document_id: documentId, version },
    auth,
  });
