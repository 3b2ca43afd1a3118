// Reads a fetch Response of Server-Sent Events as the API writes them (one data line of JSON).

/** Yields { id, event, data (parsed JSON) } per event; comments (heartbeats) are skipped. */
export async function* events(res) {
  const decoder = new TextDecoder();
  let buf = '';
  for await (const chunk of res.body) {
    buf += decoder.decode(chunk, { stream: true });
    for (let end = buf.indexOf('\n\n'); end >= 0; end = buf.indexOf('\n\n')) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      const ev = { id: undefined, event: 'message', data: undefined };
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const at = line.indexOf(':');
        const [key, value] = [line.slice(0, at), line.slice(at + 1).replace(/^ /, '')];
        if (key === 'id') ev.id = value;
        else if (key === 'event') ev.event = value;
        else if (key === 'data') ev.data = JSON.parse(value);
      }
      if (ev.data !== undefined) yield ev;
    }
  }
}
