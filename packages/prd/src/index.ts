/**
 * @prd/prd: the PRD model (zod) and the pure functions on it: render to Markdown, parse
 * Markdown, patch, diff, the one-page summary. Used by both writers, the API, the web app, the
 * exports and the evaluation. Depends on zod only; runs in Node and browsers.
 */
export * from './model.js';
export { renderMarkdown, renderSection, priorityText, type RenderOptions } from './render.js';
export { parseMarkdown, namesPrd } from './parse.js';
export { resolveHeading } from './sections.js';
export { roleOf as tableColumnRole, type Role as TableColumnRole } from './parse-table.js';
export {
  SECTIONS,
  SECTION_KEYS,
  sectionHeading,
  sectionInfo,
  isSectionKey,
  type SectionKey,
  type SectionInfo,
} from './sections.js';
export { ALL_LABELS, LABELS, labelsFor, type Labels } from './labels.js';
export { extractTarget } from './target.js';
export { productFromTitle } from './title.js';
export { nextId } from './ids.js';
export { escapeInline } from './escape.js';
export { versionLabel, documentFileName } from './names.js';
export { describeChanges, samePrd } from './describe.js';
export { diffPrd, itemText, SIMILARITY_BUDGET, type PrdChange, type DiffStats } from './diff.js';
export {
  applyPatch,
  sectionOf,
  patchOpSchema,
  itemPatchSchema,
  PatchError,
  type PatchOp,
  type ItemPatch,
} from './patch.js';
export { outline, type OutlineEntry } from './outline.js';
export { onePager } from './one-pager.js';
