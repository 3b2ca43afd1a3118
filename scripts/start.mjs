// `npm start`: builds what is not built (or is older than its sources), then runs the server
// in this process, so SIGTERM reaches the server's graceful shutdown directly.
import { pathToFileURL } from 'node:url';
import { at, buildStale } from './lib/build-stale.mjs';

buildStale(['@prd/web', '@prd/api']);

// `npm run worker` (node scripts/start.mjs worker): the job worker instead of the server.
const entry = process.argv[2] === 'worker' ? 'worker.js' : 'server.js';
await import(pathToFileURL(at('apps/api/dist', entry)).href);
