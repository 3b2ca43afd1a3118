// Worker-thread entry: parses pdf and docx off the main event loop (see worker-pool.ts).
import { parentPort } from 'node:worker_threads';
import { docxChunks, pdfChunks } from './parse-documents.js';
import type { WorkerReply, WorkerTask } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('extract-worker must run in a worker thread');

port.on('message', (task: WorkerTask) => {
  const parse = task.op === 'pdf' ? pdfChunks : docxChunks;
  parse(task.path, task.file).then(
    (chunks) => port.postMessage({ id: task.id, ok: true, chunks } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        id: task.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
});
