/**
 * The contract guard (provider/README.md): every answer of the model passes through it before it
 * becomes a version. A draft by `guardDraft`, a revision by `guardRevision`.
 */
export { guardDraft, guardInputOf, MOVED_FROM } from './draft.js';
export { asksToRemove, guardRevision } from './revision.js';
export { TO_BE_AGREED } from './verdict.js';
