import { prdSchema } from '@prd/prd';
import { messages } from '../messages.js';
import { z } from './zod.js';
import { strictBody } from './common.js';

const m = messages.chat;

/**
 * A chat's PRD as a document (issue 26, decision 032): immutable versions, each holding the
 * model; diffs are computed, restore makes a new version equal to an old one.
 */

const sessionId = z.uuid({ error: m.sessionIdInvalid });
const documentId = z.uuid({ error: m.documentIdInvalid });
const versionNumber = z.coerce
  .number({ error: m.versionNumberInvalid })
  .int({ error: m.versionNumberInvalid })
  .min(1, { error: m.versionNumberInvalid })
  .max(1_000_000, { error: m.versionNumberInvalid });

/** What made a version. */
export const versionOrigin = z.enum([
  'draft',
  'revise',
  'replace',
  'regenerate',
  'edit',
  'restore',
  'section_edit',
  'import',
]);
export type VersionOrigin = z.infer<typeof versionOrigin>;

/** One structural change between two versions (computed, never written by hand). */
export const prdChange = z.object({
  kind: z.enum(['added', 'removed', 'changed', 'moved']),
  /** The section key ("requirements", "milestones", "summary" ...). */
  section: z.string(),
  /** The item's id ("FR-4"), null for a section's text (summary, problem, title). */
  id: z.string().nullable(),
  /** A short human line ("FR-4 added: Offline mode"). */
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type PrdChangeWire = z.infer<typeof prdChange>;

export const versionSummary = z.object({
  number: z.number().int(),
  /** As shown: "0.3". */
  label: z.string(),
  origin: versionOrigin,
  /** Who or what wrote it: "built-in", "provider", "person" (restore). */
  author: z.string(),
  /** The assistant answer (chat_id) this version belongs to; null for a restore. */
  chat_id: z.number().int().nullable(),
  /** The version this one was made from (a restore: the restored one). */
  based_on: z.number().int().nullable(),
  /** "2 changes: FR-4 added, launch moved to Q3". */
  summary: z.string(),
  change_count: z.number().int(),
  created_at: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummary>;

export const documentSummary = z.object({
  document_id: z.string(),
  session_id: z.string(),
  title: z.string(),
  product: z.string(),
  /** The version the chat is on (what the next revision starts from). */
  current_version: z.number().int(),
  latest_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/** `GET /prd_documents/get_documents?session_id`: the chat's documents, newest last. */
export const getDocumentsQuery = z.object({ session_id: sessionId });
export const getDocumentsResponse = z.object({ documents: z.array(documentSummary) });
export type GetDocumentsResponse = z.infer<typeof getDocumentsResponse>;

/** `GET /prd_documents/get_versions?document_id`: the document and its versions, oldest first. */
export const getVersionsQuery = z.object({ document_id: documentId });
export const getVersionsResponse = z.object({
  document: documentSummary,
  versions: z.array(versionSummary),
});
export type GetVersionsResponse = z.infer<typeof getVersionsResponse>;

/** `GET /prd_documents/get_version?document_id&version`: one version, model and Markdown. */
export const getVersionQuery = z.object({ document_id: documentId, version: versionNumber });
export const versionOutlineEntry = z.object({
  /** The anchor/section key ("requirements") or item id ("FR-4"). */
  id: z.string(),
  heading: z.string(),
  level: z.number().int(),
  count: z.number().int(),
});
export const getVersionResponse = z.object({
  document: documentSummary,
  version: versionSummary.extend({
    model: prdSchema,
    markdown: z.string(),
    outline: z.array(versionOutlineEntry),
    changes: z.array(prdChange),
  }),
});
export type GetVersionResponse = z.infer<typeof getVersionResponse>;

/** `GET /prd_documents/diff?document_id&from&to`: what changed from one version to another. */
export const diffVersionsQuery = z.object({
  document_id: documentId,
  from: versionNumber,
  to: versionNumber,
});
export const diffVersionsResponse = z.object({
  from: z.number().int(),
  to: z.number().int(),
  summary: z.string(),
  changes: z.array(prdChange),
});
export type DiffVersionsResponse = z.infer<typeof diffVersionsResponse>;

/** `POST /prd_documents/restore_version?document_id&version`: a new version equal to it (free). */
export const restoreVersionQuery = z.object({ document_id: documentId, version: versionNumber });
export const restoreVersionResponse = z.object({
  message: z.string(),
  document: documentSummary,
  version: versionSummary,
});
export type RestoreVersionResponse = z.infer<typeof restoreVersionResponse>;

export const DOWNLOAD_FORMATS = ['docx', 'txt', 'md'] as const;
export const downloadFormat = z.enum(DOWNLOAD_FORMATS, { error: m.downloadFormatInvalid });
export type DownloadFormat = z.infer<typeof downloadFormat>;

/** `GET /prd_documents/download?document_id&version&format`: the file, named for product and version. */
export const downloadVersionQuery = getVersionQuery.extend({ format: downloadFormat });

/**
 * `POST /prd_documents/edit_section?document_id` JSON `{ section | item_id, instruction }`: a
 * revision of that part only, answered like upload_files (JSON or SSE), as a new version.
 */
export const editSectionQuery = z.object({ document_id: documentId });
export const editSectionBody = strictBody({
  section: z.string().max(40).optional(),
  item_id: z.string().max(40).optional(),
  instruction: z
    .string({ error: m.sectionInstructionRequired })
    .trim()
    .min(1, { error: m.sectionInstructionRequired })
    .max(4000, { error: m.sectionInstructionTooLong }),
}).refine((b) => Boolean(b.section) !== Boolean(b.item_id), { error: m.sectionOrItem });
export type EditSectionBody = z.infer<typeof editSectionBody>;

/**
 * `POST /prd_chat_history/select_answer?session_id&chat_id`: show another of the last answer's
 * regenerated variants (its version becomes the document's current one). Free.
 */
export const selectAnswerQuery = z.object({
  session_id: sessionId,
  chat_id: z.coerce
    .number({ error: m.chatIdInvalid })
    .int({ error: m.chatIdInvalid })
    .min(1, { error: m.chatIdInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: m.chatIdInvalid }),
});
export const selectAnswerResponse = z.object({
  message: z.string(),
  data: z.object({
    session_id: z.string(),
    /** The answer shown now. */
    chat_id: z.number().int(),
    /** The slot's variants, oldest first (`index` is the shown one's). */
    variants: z.object({ index: z.number().int(), chat_ids: z.array(z.number().int()) }),
    /** The shown answer's version, now its document's current one (null: it stored none). */
    document: z.object({ document_id: z.string(), current_version: z.number().int() }).nullable(),
  }),
});
export type SelectAnswerResponse = z.infer<typeof selectAnswerResponse>;
