import { API_PREFIX, constants, paths, type EditSectionBody } from '@prd/contract';
import type { AuthMode } from '../../../../lib/api-client';
import type { AnswerHandlers, AnswerOutcome } from '../../stream/answer-events';
import { postAnswerStream } from '../../stream/upload-stream';

interface SectionEditRequest extends AnswerHandlers {
  documentId: string;
  /** The chat the document belongs to (the answer goes into it). */
  sessionId: string;
  body: EditSectionBody;
  auth: AuthMode;
  signal?: AbortSignal;
}

/**
 * `POST /prd_documents/edit_section?document_id` `{ section | item_id, instruction }`: a revision
 * of that part only, answered as a send is (JSON or Server-Sent Events, followed again through
 * answer_stream when the stream is lost). Resolves with how the answer ended; rejects with the
 * ApiError of a refusal (ANSWER_IN_PROGRESS, QUOTA_EXCEEDED, NOT_FOUND...).
 */
export const editSection = (req: SectionEditRequest): Promise<AnswerOutcome> =>
  postAnswerStream({
    ...req,
    target: `${API_PREFIX}${paths.documents.editSection}?document_id=${encodeURIComponent(req.documentId)}`,
    body: JSON.stringify(req.body),
    contentType: 'application/json',
    startTimeoutMs: constants.httpTimeoutMs,
  });
