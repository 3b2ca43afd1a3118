/**
 * @prd/prd: the PRD model (zod) and the pure functions on it: render to Markdown, parse
 * Markdown, patch, diff, the one-page summary. Used by both writers, the API, the web app, the
 * exports and the evaluation. Depends on zod only; runs in Node and browsers.
 */
export * from './model.js';
