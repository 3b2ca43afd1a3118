/** One Server-Sent Event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * An incremental Server-Sent Events parser (the text/event-stream format): feed it decoded text
 * as it arrives, in chunks of any size; it hands back each complete event. Comments (keep-alive
 * lines starting with ":") and fields other than event/data are ignored.
 */
export function createSseParser(onEvent: (event: ServerEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      let start = 0;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer.slice(start));
        if (!match) break;
        // A lone "\r" at the end may be the first half of "\r\n": wait for more.
        if (match[0] === '\r' && start + match.index === buffer.length - 1) break;
        line(buffer.slice(start, start + match.index));
        start += match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
