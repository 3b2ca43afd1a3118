import type { DocumentSummary, VersionSummary } from '@prd/contract';
import { versionLabel } from '@prd/prd';
import type { DocumentRow, VersionRow, VersionSummaryRow } from './documents.repository.js';

/** A stored document as the API returns it. */
export const documentSummaryOf = (d: DocumentRow): DocumentSummary => ({
  document_id: d.id,
  session_id: d.sessionId,
  title: d.title,
  product: d.product,
  current_version: d.currentVersion,
  latest_version: d.latestVersion,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

/** A stored version's summary (no model) as the API returns it. */
export const versionSummaryOf = (v: VersionSummaryRow): VersionSummary => ({
  number: v.number,
  label: versionLabel(v.number),
  origin: v.origin,
  author: v.author,
  chat_id: v.messageId,
  based_on: v.basedOn,
  summary: v.summary,
  change_count: v.changeCount,
  created_at: v.createdAt.toISOString(),
});

/** A version row's summary: its change count from its change lines. */
export const summaryOfRow = (v: VersionRow) =>
  versionSummaryOf({ ...v, changeCount: v.changes.length });
