/**
 * The documents module's write side, for the answer's settle (jobs/generation.job.ts) and the
 * PRD module: a chat's PRD versions are stored only through these. Inside modules/, import
 * `documents/versions.service.js` (modules reach each other through *.service.ts files only).
 */
export {
  currentVersionOf,
  makeCurrent,
  saveVersion,
  versionById,
  type CurrentVersion,
  type NewVersion,
  type SavedVersion,
} from './versions.service.js';
