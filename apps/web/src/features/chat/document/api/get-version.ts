import { paths, type GetVersionResponse } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../../lib/api-client';

/** `GET /prd_documents/get_version?document_id&version`: one version (model, Markdown, outline). */
export const getVersion = (documentId: string, version: number, auth: AuthMode) =>
  apiRequest<GetVersionResponse>(paths.documents.getVersion, {
    query: { document_id: documentId, version },
    auth,
  });
