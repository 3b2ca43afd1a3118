export interface ServerEvent {
  event: string;
  data: unknown;
  /** The event's id (answer streams), when it has one. */
  id?: string;
}

/** The events of a Server-Sent Events body, in order (comments such as heartbeats skipped). */
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
      return { event, data: JSON.parse(data) as unknown, ...(id === undefined ? {} : { id }) };
    });
}
