/**
 * The documents module's public face: its write side, for the answer's settle (the PRD module's
 * generation job) and the PRD module. A chat's PRD versions are stored only through these.
 */
export {
  currentVersionOf,
  currentVersionOfDocument,
  makeCurrent,
  saveVersion,
  versionAt,
  versionById,
  type NewVersion,
} from './versions.service.js';
