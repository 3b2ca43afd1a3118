import { paths, type GetVersionsResponse } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../../lib/api-client';

/** `GET /prd_documents/get_versions?document_id`: the document and its versions, oldest first. */
export const getVersions = (documentId: string, auth: AuthMode) =>
  apiRequest<GetVersionsResponse>(paths.documents.getVersions, {
    query: { document_id: documentId },
    auth,
  });
