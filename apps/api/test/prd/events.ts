import { parseAnswerEvent } from '@prd/contract';

export interface ServerEvent {
  event: string;
  data: unknown;
  /** The event's id (answer streams), when it has one. */
  id?: string;
}

/**
 * The events of a Server-Sent Events body, in order (comments such as heartbeats skipped), each
 * checked against the contract's answer-stream union (a payload that breaks it throws).
 */
export function parseEvents(body: string): ServerEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
      const parsed = JSON.parse(data) as unknown;
      // Every event the server sends is one of the contract's answer-stream events, as typed.
      if (!parseAnswerEvent(event, parsed)) throw new Error(`Not an answer-stream event: ${event}`);
      return { event, data: parsed, ...(id === undefined ? {} : { id }) };
    });
}
