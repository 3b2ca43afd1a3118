import { z } from './zod.js';
import { constants } from '../constants.js';
import { messages } from '../messages.js';
import { strictBody } from './common.js';

const sessionId = z.uuid({ error: messages.chat.sessionIdInvalid });

/** `POST /prd_upload/upload_files[?session_id]`: the multipart body is read by the route. */
export const uploadFilesQuery = z.object({ session_id: sessionId.optional() });

/**
 * `GET /prd_upload/answer_stream?session_id` (SSE; `Last-Event-ID` or `last_event_id` resumes
 * after that event; its events: answer-stream.ts) and `POST /prd_upload/stop_answer?session_id`.
 */
export const answerStreamQuery = z.object({
  session_id: sessionId,
  last_event_id: z
    .string()
    .regex(/^[0-9]{1,20}(-[0-9]{1,20})?$/, { error: 'last_event_id is not an event id.' })
    .optional(),
});
export const stopAnswerQuery = z.object({ session_id: sessionId });

/**
 * `POST /prd_upload/regenerate_answer?session_id` and `POST /prd_upload/edit_message?session_id`
 * (JSON `{ user_input }`): the session's last answer is written again and replaces the old one.
 * Both answer like upload_files (plain JSON, or Server-Sent Events with `Accept: text/event-stream`).
 */
export const regenerateAnswerQuery = z.object({ session_id: sessionId });
export const editMessageQuery = z.object({ session_id: sessionId });

/** A typed message's limit, as upload_files reads `user_input` (bytes of UTF-8). */
export const MESSAGE_MAX_BYTES = 256 * 1024;
const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

export const editMessageBody = strictBody({
  user_input: z
    .string({ error: messages.chat.emptySend })
    .trim()
    .min(1, { error: messages.chat.emptySend })
    .refine((v) => utf8Bytes(v) <= MESSAGE_MAX_BYTES, { error: messages.chat.messageTooLong }),
});
export type EditMessageBody = z.infer<typeof editMessageBody>;
export const stopAnswerResponse = z.object({
  message: z.string(),
  data: z.object({ session_id: z.string() }),
});

/** What a message asked for (only draft, revise and replace write a new PRD version). */
export const replyIntent = z.enum([
  'draft',
  'revise',
  'replace',
  'question',
  'format',
  'smalltalk',
]);
export type ReplyIntent = z.infer<typeof replyIntent>;
/** What the answer is: a PRD document, a chat answer, or clarifying questions. */
export const replyKind = z.enum(['prd', 'answer', 'questions']);
export type ReplyKind = z.infer<typeof replyKind>;

/** A clarifying question with lettered options (the chat sends a chosen option back). */
export const clarifyingQuestion = z.object({
  question: z.string(),
  options: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type ClarifyingQuestion = z.infer<typeof clarifyingQuestion>;

/**
 * What an assistant answer is, beside the spec's fields (`reply` in the upload result, in the
 * stream's `reply` and `done` events and on chat messages). `version` is the PRD version this
 * answer wrote (1, 2, 3...), null when it wrote none (an answer, questions, a reformatting);
 * `changes` is a revision's "Changes in this version" list; `skipped_files` names files whose
 * content did not match their type and were left out; `charged` says whether an upload was
 * used (only a new PRD version uses one).
 */
export const replyInfo = z
  .object({
    kind: replyKind,
    intent: replyIntent,
    version: z.number().int().nullable(),
    changes: z.array(z.string()),
    questions: z.array(clarifyingQuestion),
    writer: z.enum(['built-in', 'provider']),
    skipped_files: z.array(z.string()),
    charged: z.boolean(),
    /**
     * The document version this answer stored (issue 26): the chat shows a card for it. Absent
     * on answers that stored none.
     */
    document: z
      .object({
        document_id: z.string(),
        version: z.number().int(),
        label: z.string(),
        summary: z.string(),
        change_count: z.number().int(),
      })
      .nullable()
      .optional(),
  })
  .meta({
    description:
      'What the answer is. kind: prd (a document), answer (a chat answer) or questions ' +
      '(clarifying questions with lettered options). version: the PRD version this answer wrote ' +
      '(1, 2, 3...), null when it wrote none. changes: a revision\'s "Changes in this version". ' +
      'skipped_files: files left out because their content did not match their type. charged: ' +
      'whether an upload was used (only a new PRD version uses one).',
  });
export type ReplyInfo = z.infer<typeof replyInfo>;

/**
 * Spec section 3 "Upload result"; visitors also get `image_urls` and `filenames`. `reply`
 * (documented above) says what the answer is; it is absent only for answers stored before it.
 */
export const uploadResult = z.object({
  /** Signed relative link to the PRD as a Word file; null when the answer is not a PRD. */
  document_path: z.string().nullable(),
  prd_result: z.string(),
  session_id: z.string(),
  image_urls: z.array(z.string()).optional(),
  filenames: z.array(z.string()).optional(),
  reply: replyInfo.optional(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const uploadFilesResponse = z.object({ message: z.string(), data: uploadResult });
export type UploadFilesResponse = z.infer<typeof uploadFilesResponse>;

export const chatHistoryQuery = z.object({
  page: z.coerce
    .number({ error: messages.chat.pageInvalid })
    .int(messages.chat.pageInvalid)
    .min(1, messages.chat.pageInvalid)
    .max(1_000_000, messages.chat.pageInvalid)
    .default(constants.chatHistoryInitialPage),
  /** Capped on the server: users at chatHistoryUserMaxPageSize, admins at 1000. */
  page_size: z.coerce
    .number({ error: messages.chat.pageSizeInvalid })
    .int(messages.chat.pageSizeInvalid)
    .min(1, messages.chat.pageSizeInvalid)
    .max(1_000_000, messages.chat.pageSizeInvalid)
    .default(constants.chatHistoryInitialPageSize),
  /** Admin token only: another user's history. */
  user_id: z.uuid({ error: 'user_id must be a user id.' }).optional(),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuery>;

/** Spec section 3 "Chat session": `messages[0]` is the title (the session's first message). */
export const chatSession = z.object({ session_id: z.string(), messages: z.array(z.string()) });
export type ChatSession = z.infer<typeof chatSession>;
export const chatHistoryResponse = z.object({ sessions: z.array(chatSession) });
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponse>;

export const chatDataQuery = z.object({ session_id: sessionId });

export const chatFile = z.object({ name: z.string(), url: z.string() });
export type ChatFile = z.infer<typeof chatFile>;

/** Spec section 3 "Chat message"; `status` is failed for an answer that could not be written. */
export const chatMessage = z.object({
  role: z.enum(['human', 'ai']),
  message: z.string(),
  chat_id: z.number().int(),
  session_id: z.string(),
  image_urls: z.array(z.string()),
  files: z.array(chatFile),
  isDocument: z.boolean(),
  documentPath: z.string().nullable(),
  status: z.enum(['pending', 'complete', 'failed', 'stopped']),
  /** For an assistant answer: what it is (see `replyInfo`); null for human messages and old answers. */
  reply: replyInfo.nullable().optional(),
  /**
   * The last answer's regenerated variants, oldest first (`index` is this one's, from 0); absent
   * when it has none. `select_answer` shows another.
   */
  variants: z
    .object({ index: z.number().int(), chat_ids: z.array(z.number().int()) })
    .nullable()
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatDataResponse = z.object({
  session_id: z.string(),
  messages: z.array(chatMessage),
});
export type ChatDataResponse = z.infer<typeof chatDataResponse>;

/**
 * `GET visitor_chat`: the visitor's latest chat, known by their signed cookie (none: null and no
 * messages), and how many of the free PRDs the server counts for them are left.
 */
export const visitorChatResponse = z.object({
  session_id: z.string().nullable(),
  messages: z.array(chatMessage),
  free_limit: z.number().int().nonnegative(),
  free_left: z.number().int().nonnegative(),
});
export type VisitorChatResponse = z.infer<typeof visitorChatResponse>;

/** `GET /files/<key>?exp&sig[&name]`: a short-lived signed link (works in an <img>). */
export const signedFileQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  name: z.string().max(300).optional(),
});
