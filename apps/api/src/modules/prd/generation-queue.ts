/**
 * The queue and payload of a generation job: the generation row's id, and a hint the accept
 * gives (absent when the job is queued again from the database): `textOnly` when the send opened
 * its session without files, so the writer's input needs no reads (first token sooner).
 */
export const GENERATION_QUEUE = 'generation';
export interface GenerationJobData {
  generationId: string;
  textOnly?: boolean;
}
