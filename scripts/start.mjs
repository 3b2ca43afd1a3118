// `npm start`: builds what is not built (or is older than its sources), then runs the server
// in this process, so SIGTERM reaches the server's graceful shutdown directly.
import { pathToFileURL } from 'node:url';
import { at, buildStale } from './lib/build-stale.mjs';

buildStale(['@prd/web', '@prd/api']);

await import(pathToFileURL(at('apps/api/dist/server.js')).href);
