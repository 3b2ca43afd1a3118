import type { CollectedReply, PrdInput, PrdWriter, ReplyEvent } from './types.js';

/** Reads a writer's whole reply (tests, the evaluation harness, callers that need it at once). */
export async function collectReply(events: AsyncIterable<ReplyEvent>): Promise<CollectedReply> {
  const reply: CollectedReply = {
    kind: 'prd',
    intent: 'draft',
    text: '',
    changes: [],
    questions: [],
  };
  let planned = false;
  for await (const event of events) {
    if (event.type === 'plan') {
      if (planned) throw new Error('A reply has one plan.');
      planned = true;
      reply.kind = event.kind;
      reply.intent = event.intent;
    } else if (event.type === 'text') {
      if (!planned) throw new Error('A reply starts with its plan.');
      reply.text += event.delta;
    } else {
      reply.changes = event.changes ?? [];
      reply.questions = event.questions ?? [];
      if (event.model) reply.model = event.model;
    }
  }
  if (!planned) throw new Error('A reply starts with its plan.');
  return reply;
}

/** A PRD writer from a stream of Markdown deltas (tests and scripted writers). */
export function textWriter(
  name: string,
  stream: (input: PrdInput, signal?: AbortSignal) => AsyncIterable<string>,
): PrdWriter {
  return {
    name,
    async *reply(input, signal) {
      yield { type: 'plan', kind: 'prd', intent: input.previousPrd ? 'revise' : 'draft' };
      for await (const delta of stream(input, signal)) yield { type: 'text', delta };
    },
  };
}

/** Only the text deltas of a reply. */
export async function* textDeltas(events: AsyncIterable<ReplyEvent>): AsyncIterable<string> {
  for await (const event of events) if (event.type === 'text') yield event.delta;
}
