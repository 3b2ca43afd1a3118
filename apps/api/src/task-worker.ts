// Worker-thread entry: the offline writer and the Word builder, off the main event loop, where
// a slow or hostile input costs one thread until its time limit (see task-pool.ts).
import { markdownToDocx } from '@prd/documents';
import { draftOffline } from './modules/prd/writers/built-in/writer.js';
import type { PrdInput } from './modules/prd/writers/types.js';
import { serveTasks } from './platform/workers/worker-protocol.js';

export const taskHandlers = {
  draftOffline: (input: PrdInput) => draftOffline(input),
  markdownToDocx: (input: { markdown: string; title?: string }) =>
    markdownToDocx(input.markdown, input.title ? { title: input.title } : {}),
};

serveTasks(taskHandlers);
