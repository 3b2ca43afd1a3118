import { APICallError } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { PRD_SECTIONS } from './prd-outline.js';
import { AiProviderError } from './provider-errors.js';
import { DEFAULT_LIMITS, userPrompt } from './provider-prompt.js';
import { createModelWriter } from './provider-writer.js';
import type { PrdInput } from './types.js';
import { textDeltas } from './collect-reply.js';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 3, text: 3, reasoning: undefined },
};

function mockModel(deltas: string[]) {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: convertArrayToReadableStream([
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't' },
        ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
        { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
      ]),
    }),
  });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);

function input(overrides: Partial<PrdInput> = {}): PrdInput {
  return {
    message: 'Draft a PRD for ParkPal. Drivers must find a free spot in under 30 seconds.',
    files: [
      { name: 'brief.pdf', kind: 'document' },
      { name: 'call.mp3', kind: 'audio' },
    ],
    chunks: [
      { file: 'brief.pdf', locator: 'page 2', text: 'Operators should see occupancy per level.' },
      { file: 'call.mp3', locator: '00:01:05', text: 'We need Stripe for payments.' },
    ],
    images: [],
    notes: ['call.mp3: transcribed with whisper-1'],
    previousPrd: undefined,
    history: [],
    now: new Date('2025-06-10T12:00:00Z'),
    ...overrides,
  };
}

const options = { name: 'mock', model: 'mock-model', timeoutSeconds: 5, acceptsImages: true };

async function run(model: MockLanguageModelV3, prdInput: PrdInput, acceptsImages = true) {
  const deltas: string[] = [];
  for await (const d of textDeltas(
    createModelWriter(model, { ...options, acceptsImages }).reply(prdInput),
  )) {
    deltas.push(d);
  }
  const call = model.doStreamCalls[0];
  if (!call) throw new Error('the model was not called');
  const system = call.prompt.find((m) => m.role === 'system');
  const user = call.prompt.find((m) => m.role === 'user');
  const parts = user && Array.isArray(user.content) ? user.content : [];
  const text = parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n');
  const files = parts.flatMap((p) => (p.type === 'file' ? [p] : []));
  return { deltas, system: system?.content, text, files };
}

describe('provider writer prompt (AI SDK mock model)', () => {
  it('streams the model deltas and asks for every PRD section in order', async () => {
    const result = await run(
      mockModel(['# ParkPal', '\n\n## 1. TL;DR', '\n\nFind spots.']),
      input(),
    );
    expect(result.deltas).toEqual(['# ParkPal', '\n\n## 1. TL;DR', '\n\nFind spots.']);
    const system = String(result.system);
    let last = -1;
    for (const [i, section] of PRD_SECTIONS.entries()) {
      const at = system.indexOf(`## ${i + 1}. ${section}`);
      expect(at, section).toBeGreaterThan(last);
      last = at;
    }
    expect(system).toMatch(/FR-1/);
    expect(system).toMatch(/\*\*Given\*\*/);
    expect(system).toMatch(/P0 \(Must\)/);
    expect(system).toMatch(/\*\*double asterisks\*\*/);
  });

  it('puts the message, the chunks with [file, locator], the notes and the date in the prompt', async () => {
    const { text } = await run(mockModel(['ok']), input());
    expect(text).toContain('Drivers must find a free spot in under 30 seconds.');
    expect(text).toContain('[brief.pdf, page 2] Operators should see occupancy per level.');
    expect(text).toContain('[call.mp3, 00:01:05] We need Stripe for payments.');
    expect(text).toContain('- call.mp3: transcribed with whisper-1');
    expect(text).toContain('2025-06-10');
    expect(text).toContain('brief.pdf (document), call.mp3 (audio)');
    expect(text).not.toContain('previous_prd');
  });

  it('sends images as file parts when the provider accepts them, never otherwise', async () => {
    const withImages = input({
      images: [{ file: 'wireframe.png', mediaType: 'image/png', data: PNG }],
    });
    const accepted = await run(mockModel(['ok']), withImages, true);
    expect(accepted.files).toHaveLength(1);
    expect(accepted.files[0]?.mediaType).toBe('image/png');
    expect(accepted.text).toContain('Image from wireframe.png');

    const refused = await run(mockModel(['ok']), withImages, false);
    expect(refused.files).toHaveLength(0);
  });

  it('includes the previous PRD and asks to keep unchanged parts on a revision', async () => {
    const previous = '# ParkPal: Product Requirements Document\n\n### FR-1: Find a spot';
    const { text } = await run(
      mockModel(['ok']),
      input({
        previousPrd: previous,
        history: ['Draft a PRD for ParkPal.'],
        message: 'Add EV charging.',
      }),
    );
    expect(text).toContain(previous);
    expect(text).toMatch(/keep every unchanged part/);
    expect(text).toContain('Earlier messages in this session');
    expect(text).toContain('Add EV charging.');
  });

  it('bounds the prompt: long file text is cut with a note', () => {
    const long = 'word '.repeat(40_000);
    const prompt = userPrompt(
      input({
        chunks: [
          { file: 'big.pdf', locator: 'page 1', text: long },
          { file: 'big.pdf', locator: 'page 2', text: long },
        ],
      }),
      { ...DEFAULT_LIMITS, chunkChars: 10_000 },
    );
    expect(prompt.length).toBeLessThan(12_000);
    expect(prompt).toContain('[big.pdf, page 1] word word');
    expect(prompt).not.toContain('[big.pdf, page 2]');
    expect(prompt).toMatch(/characters of file text \(1 passages\) were left out/);
  });

  it('turns a model failure into an AiProviderError', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new APICallError({
          message: 'Unauthorized',
          url: 'http://x/v1/chat/completions',
          requestBodyValues: {},
          statusCode: 401,
          isRetryable: false,
        });
      },
    });
    const stream = textDeltas(createModelWriter(model, options).reply(input()));
    const error = await (async () => {
      for await (const _ of stream) {
        /* drain */
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).kind).toBe('auth');
  });
});
