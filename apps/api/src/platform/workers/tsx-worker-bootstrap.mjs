// Runs a TypeScript worker entry from sources (Vitest, tsx), in a worker thread (the entry in
// workerData) or a child process (the entry as first argument): on Node 20, `--import tsx` in a
// worker's execArgv does not apply to the worker's own entry, so register tsx here first.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.entry ?? process.argv[2]);
