import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../../test/helpers/fake-openai.js';
import { createWriter } from '../index.js';
import { AiProviderError } from '../../../../platform/ai/provider-errors.js';
import { createProviderWriter } from './writer.js';
import type { AiSettings, PrdInput, PrdWriter } from '../types.js';
import { collectReply, textDeltas } from '../collect-reply.js';
import type { FakeOpenAiRequest } from '../../../../../test/helpers/fake-openai.js';
import { prdJson, stepOf } from '../../../../../test/helpers/scripted-model.js';

const KEY = 'sk-test-secret-key-1234567890';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function input(overrides: Partial<PrdInput> = {}): PrdInput {
  return {
    message: 'Build a habit tracker. Users must log habits daily.',
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2025-05-01T09:00:00Z'),
    ...overrides,
  };
}

/** The system text of a chat request. */
function systemOf(request: FakeOpenAiRequest): string {
  const messages = request.body.messages as { role: string; content: unknown }[];
  const content = messages.find((m) => m.role === 'system')?.content;
  return typeof content === 'string' ? content : '';
}

/** A scripted provider: routes to `intent`, writes the ParkPal PRD, answers `answer`. */
function script(intent: 'smalltalk' | 'draft', answer = 'Happy to help with your PRD.') {
  return (request: FakeOpenAiRequest) => {
    const step = stepOf(systemOf(request));
    if (step === 'route') {
      return JSON.stringify({
        intent,
        thin: false,
        format: 'none',
        language: 'en',
        reason: 'fake',
      });
    }
    return step === 'prd' ? JSON.stringify(prdJson({ title: 'Habit Hero' })) : answer;
  };
}

async function collect(writer: PrdWriter, prdInput: PrdInput, signal?: AbortSignal) {
  const deltas: string[] = [];
  for await (const delta of textDeltas(writer.reply(prdInput, signal))) deltas.push(delta);
  return deltas;
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

describe('provider writer against a local OpenAI-compatible server', () => {
  let server: FakeOpenAi;
  let settings: AiSettings;

  beforeAll(async () => {
    server = await startFakeOpenAi();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.setError(undefined);
    server.setDelays({});
    settings = {
      provider: 'openai-compatible',
      apiKey: KEY,
      model: 'llama-3.1-8b',
      baseUrl: server.url,
      transcriptionModel: 'whisper-1',
      timeoutSeconds: 5,
    };
  });

  it('routes, then streams the PRD rendered by code, sending the model, the key and a JSON schema', async () => {
    server.setReply(script('draft'));
    const reply = await collectReply(createProviderWriter(settings).reply(input()));

    expect(reply).toMatchObject({ kind: 'prd', intent: 'draft' });
    expect(reply.text).toMatch(/^# Habit Hero: Product Requirements Document\n/);
    expect(reply.text).toContain('### FR-1: Find a spot');
    expect(server.requests).toHaveLength(2);
    const [route, prd] = server.requests;
    for (const request of [route, prd]) {
      expect(request?.path).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request?.body.model).toBe('llama-3.1-8b');
      expect(request?.body.stream).toBe(true);
    }
    expect(stepOf(systemOf(route!))).toBe('route');
    const format = prd?.body.response_format as { type: string; json_schema?: { name: string } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema?.name).toBe('prd');
    const messages = prd?.body.messages as { role: string; content: unknown }[];
    expect(String(messages[1]?.content)).toContain('Users must log habits daily.');
  });

  it('shows sections as the JSON arrives, not all at the end', async () => {
    server.setReply(script('draft'));
    server.setDelays({ betweenTokensMs: 4 });
    const started = Date.now();
    const arrivals: number[] = [];
    for await (const _delta of textDeltas(createProviderWriter(settings).reply(input()))) {
      arrivals.push(Date.now() - started);
    }
    expect(arrivals.length).toBeGreaterThan(10);
    // The first section arrives well before the last one was sent.
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(300);
  });

  it('sends images as image parts for providers that accept them (openai with a base URL)', async () => {
    server.setReply(script('draft'));
    const writer = createProviderWriter({ ...settings, provider: 'openai', model: 'gpt-4o-mini' });
    await collect(
      writer,
      input({ images: [{ file: 'sketch.png', mediaType: 'image/png', data: PNG }] }),
    );
    const messages = server.requests[1]?.body.messages as { role: string; content: unknown }[];
    const user = messages.find((m) => m.role === 'user');
    const parts = user?.content as { type: string; image_url?: { url: string } }[];
    const image = parts.find((p) => p.type === 'image_url');
    expect(image?.image_url?.url).toBe(
      `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`,
    );
    expect(parts.some((p) => p.type === 'text')).toBe(true);
  });

  it('keeps images out for OpenAI-compatible servers (text-only models reject them)', async () => {
    server.setReply(script('draft'));
    await collect(
      createProviderWriter(settings),
      input({ images: [{ file: 'sketch.png', mediaType: 'image/png', data: PNG }] }),
    );
    for (const request of server.requests) {
      const messages = request.body.messages as { role: string; content: unknown }[];
      expect(typeof messages.find((m) => m.role === 'user')?.content).toBe('string');
    }
  });

  it.each([
    [401, 'auth', /rejected the API key\. An admin can update it in AI settings\./],
    [403, 'auth', /rejected the API key/],
    [404, 'model', /does not offer the model "llama-3\.1-8b"/],
    [429, 'rate-limit', /too many requests/],
    [500, 'server', /had a problem \(HTTP 500\)/],
    [503, 'server', /had a problem \(HTTP 503\)/],
    [400, 'bad-request', /refused the request \(HTTP 400\)/],
  ])('turns HTTP %i into a clear AiProviderError without the key', async (status, kind, text) => {
    server.setError({
      status,
      body: { error: { message: `Incorrect API key provided: ${KEY}`, type: 'error' } },
    });
    const error = await failure(
      collect(createProviderWriter(settings, { maxRetries: 0 }), input()),
    );
    expect(error.kind).toBe(kind);
    expect(error.providerStatus).toBe(status);
    expect(error.message).toMatch(text);
    expect(error.message).not.toContain(KEY);
    expect(error.status).toBe(503);
  });

  it('retries a rate-limited call after the wait the provider asks for', async () => {
    server.setReply(script('draft'));
    server.setError({ status: 429, times: 1, headers: { 'retry-after-ms': '150' } });
    const started = Date.now();
    const reply = await collectReply(
      createProviderWriter(settings, { maxRetries: 1 }).reply(input()),
    );
    expect(reply.text).toContain('### FR-1: Find a spot');
    // The routing call failed once and was sent again, then the PRD call.
    expect(server.requests).toHaveLength(3);
    expect(stepOf(systemOf(server.requests[1]!))).toBe('route');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(150);
    expect(waited).toBeLessThan(1_900);
  });

  it('does not retry a refused request (HTTP 400)', async () => {
    server.setReply(script('draft'));
    server.setError({ status: 400, times: 1 });
    const error = await failure(
      collect(createProviderWriter(settings, { maxRetries: 2 }), input()),
    );
    expect(error.kind).toBe('bad-request');
    expect(server.requests).toHaveLength(1);
  });

  it('reports an unreachable server as a network error', async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    const writer = createProviderWriter({ ...settings, baseUrl: closed.url }, { maxRetries: 0 });
    const error = await failure(collect(writer, input()));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/Could not reach the AI provider/);
  });

  it('gives up after timeoutSeconds with a timeout error', async () => {
    server.setDelays({ firstTokenMs: 3000 });
    const started = Date.now();
    const error = await failure(
      collect(createProviderWriter({ ...settings, timeoutSeconds: 1 }, { maxRetries: 0 }), input()),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      'The AI provider did not answer within 1 seconds. Please try again.',
    );
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('honours the caller signal', async () => {
    server.setReply(script('smalltalk', 'a b c d e f g h'));
    server.setDelays({ betweenTokensMs: 100 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const error = await failure(
      (async () => {
        for await (const delta of textDeltas(
          createProviderWriter(settings).reply(input(), controller.signal),
        )) {
          deltas.push(delta);
          controller.abort();
        }
      })(),
    );
    expect(error.kind).toBe('cancelled');
    expect(deltas.length).toBeLessThan(8);
  });

  it('treats an empty answer as a failure', async () => {
    server.setReply(script('smalltalk', ''));
    const error = await failure(collect(createProviderWriter(settings), input()));
    expect(error.kind).toBe('empty');
    expect(error.message).toMatch(/empty answer/);
  });

  it('fake server: answers plain JSON chat completions too', async () => {
    server.setReply((request) => `echo ${String(request.body.model)}`);
    const response = await fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify({ model: 'm1', messages: [{ role: 'user', content: 'hi' }] }),
    });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toBe('echo m1');
  });

  it('createWriter picks the offline writer without settings and the provider with them', async () => {
    expect(createWriter(null).name).toBe('offline');
    server.setReply(script('smalltalk', 'From the provider'));
    const writer = createWriter(settings);
    expect(writer.name).toBe('openai-compatible');
    expect((await collect(writer, input())).join('')).toBe('From the provider');
  });
});
