// Child-process entry: parses pdf and docx off the main event loop, in a process whose memory
// the server watches and caps (see extractor.ts and workers/process-pool.ts).
import { serveTasks } from '../workers/worker-protocol.js';
import { docxChunks, pdfChunks } from './parse-documents.js';

export const extractHandlers = {
  pdf: (input: { path: string; file: string }) => pdfChunks(input.path, input.file),
  docx: (input: { path: string; file: string }) => docxChunks(input.path, input.file),
};

serveTasks(extractHandlers);
