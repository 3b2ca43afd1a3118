import { paths, type GetDocumentsResponse } from '@prd/contract';
import { apiRequest, type AuthMode } from '../../../../lib/api-client';

/** `GET /prd_documents/get_documents?session_id`: the chat's documents, newest last. */
export const getDocuments = (sessionId: string, auth: AuthMode) =>
  apiRequest<GetDocumentsResponse>(paths.documents.getDocuments, {
    query: { session_id: sessionId },
    auth,
  });
