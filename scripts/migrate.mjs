// `npm run migrate`: builds the API when it is stale, then runs its migration command
// (apps/api/src/cli/migrate.ts, bundled to dist/migrate.js) in this process.
import { pathToFileURL } from 'node:url';
import { at, buildStale } from './lib/build-stale.mjs';

buildStale(['@prd/api']);

await import(pathToFileURL(at('apps/api/dist/migrate.js')).href);
