import type { SourceChunk } from '../ai/types.js';

/** One parse job sent to an extraction worker thread. */
export interface WorkerTask {
  id: number;
  op: 'pdf' | 'docx';
  path: string;
  /** The user's file name, copied into each chunk. */
  file: string;
}

export type WorkerReply =
  { id: number; ok: true; chunks: SourceChunk[] } | { id: number; ok: false; message: string };
