// An OpenAI-compatible chat-completions server for the multi-process scripts. What it writes is
// steered by words in the prompt (so a script steers it through a message or a file):
//   MARKER-<letters/digits>  repeated in the answer (proves the writer read that text);
//   pace-<ms>                 milliseconds between streamed tokens (default 0: instant);
//   words-<n>                 n more filler words (a longer answer to stop or resume in).
// Every request is logged: when it ended, and whether the writer hung up before the end.
// `node scripts/lib/fake-provider.mjs` runs it alone and prints URL=<base>.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { completionBody, completionEvents } from '../bench/lib/openai-wire.mjs';
import { item, prdJson, ROUTE } from './prd-json.mjs';

const PRD_HEAD = [
  '# Product requirements',
  '',
  '> Status: Draft · Version 0.1',
  '',
  '## 1. TL;DR',
  '',
  'A product that answers quickly and keeps every message.',
  '',
  '## 2. Functional requirements',
  '',
  ...Array.from({ length: 6 }, (_, i) => `- **FR-${i + 1}** (Must): requirement ${i + 1}.`),
  '',
];

/** All text of a chat-completions request body (string contents and text parts). */
function promptOf(body) {
  const parts = [];
  for (const message of body.messages ?? []) {
    if (typeof message.content === 'string') parts.push(message.content);
    else for (const part of message.content ?? []) if (part.text) parts.push(part.text);
  }
  return parts.join('\n');
}

/**
 * The JSON of the PRD pipeline's structured calls (apps/api/src/modules/prd/writers/provider): the
 * routing call drafts; the PRD call carries the markers under Sources and the filler words as
 * user-flow steps, so the code-rendered PRD streams step by step.
 */
function structuredAnswer(name, markers, words) {
  if (name === 'route') return ROUTE;
  const steps = [];
  for (let i = 0; i < words; i += 10) {
    steps.push(
      item(Array.from({ length: Math.min(10, words - i) }, (_, k) => `w${i + k}`).join(' ')),
    );
  }
  return prdJson({
    title: 'Fake product',
    tldr: 'A product that answers quickly and keeps every message.',
    statements: Array.from({ length: 6 }, (_, i) => `The product must do requirement ${i + 1}.`),
    uxFlow: steps,
    sources: markers.length ? [item(`Read: ${markers.join(', ')}.`)] : [],
  });
}

/** The answer for a prompt, as word-sized tokens; JSON for structured (response_format) calls. */
export function answerFor(prompt, schemaName) {
  if (schemaName) {
    const markers = [...new Set(prompt.match(/MARKER-[A-Za-z0-9]+/g) ?? [])];
    const words = Number(/\bwords-(\d{1,5})\b/.exec(prompt)?.[1] ?? 0);
    // Indented, so the answer streams as many small tokens.
    const text = JSON.stringify(structuredAnswer(schemaName, markers, words), null, 1);
    return { text, tokens: text.match(/\s*\S+\s*/g) ?? [text] };
  }
  const markers = [...new Set(prompt.match(/MARKER-[A-Za-z0-9]+/g) ?? [])];
  const words = Number(/\bwords-(\d{1,5})\b/.exec(prompt)?.[1] ?? 0);
  const lines = [
    ...PRD_HEAD,
    '## 3. Sources',
    '',
    markers.length ? `- Read: ${markers.join(', ')}.` : '- None.',
    '',
    ...(words
      ? ['## 4. Notes', '', Array.from({ length: words }, (_, i) => `w${i}`).join(' ')]
      : []),
  ];
  const text = lines.join('\n');
  return { text, tokens: text.match(/\s*\S+\s*/g) ?? [text] };
}

export async function startFakeProvider() {
  const requests = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const prompt = promptOf(body);
      const { text, tokens } = answerFor(prompt, body.response_format?.json_schema?.name);
      const pace = Number(/\bpace-(\d{1,4})\b/.exec(prompt)?.[1] ?? 0);
      const entry = {
        markers: prompt.match(/MARKER-[A-Za-z0-9]+/g) ?? [],
        startedAt: Date.now(),
        endedAt: undefined,
        hungUp: false,
      };
      requests.push(entry);
      const wire = { id: `chatcmpl-fake-${requests.length}`, model: body.model ?? 'fake' };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(completionBody({ ...wire, content: text, tokens: tokens.length }));
        entry.endedAt = Date.now();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const events = completionEvents({ ...wire, tokens });
      res.once('close', () => {
        entry.endedAt ??= Date.now();
        if (!res.writableFinished) entry.hungUp = true;
      });
      if (pace === 0) {
        res.end(events.join(''));
        return;
      }
      let i = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        res.write(events[i++]);
        if (i === events.length) {
          clearInterval(timer);
          res.end();
        }
      }, pace);
    });
  });
  server.keepAliveTimeout = 4000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    requests,
    /** The last request whose prompt held `marker` (the PRD call, after the routing call). */
    find: (marker) => requests.findLast((r) => r.markers.includes(marker)),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const provider = await startFakeProvider();
  process.stdout.write(`URL=${provider.url}\n`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
