import { paths, type DiffVersionsResponse } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../../lib/api-client';

/** `GET /prd_documents/diff?document_id&from&to`: what changed from one version to another. */
export const diffVersions = (documentId: string, from: number, to: number, auth: AuthMode) =>
  apiRequest<DiffVersionsResponse>(paths.documents.diff, {
    query: { document_id: documentId, from, to },
    auth,
  });
