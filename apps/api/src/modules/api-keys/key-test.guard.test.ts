import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@prd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/helpers/fake-openai.js';
import { testConnection } from './key-test.js';
import { AiProviderError, createTranscriber, type AiSettings } from '../../platform/ai/index.js';
import { createOutboundGuard } from '../../platform/net/index.js';

/** The real AI SDK clients, given the guard's fetch, against a local OpenAI-shaped server. */
describe('the AI SDK through the outgoing-HTTP guard', () => {
  let fake: FakeOpenAi;
  let dir: string;
  let audio: string;
  const lookups: string[] = [];
  // The provider's name is known only to this resolver: every connection used the pinned address.
  const guard = createOutboundGuard(
    { allowedHosts: ['models.test'] },
    {
      lookup: async (host) => {
        lookups.push(host);
        if (host === 'models.test') return ['127.0.0.1'];
        throw new Error('not found');
      },
    },
  );
  const settings = (): AiSettings => ({
    provider: 'openai-compatible',
    apiKey: 'sk-guarded-key',
    model: 'fake-model',
    baseUrl: fake.url.replace('127.0.0.1', 'models.test'),
    transcriptionModel: 'whisper-1',
    timeoutSeconds: 10,
    fetch: guard.fetch,
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: 'OK' });
    dir = await mkdtemp(path.join(tmpdir(), 'prd-guard-'));
    audio = path.join(dir, 'a.wav');
    await writeFile(audio, Buffer.from('RIFF0000WAVEfmt '));
  });
  afterAll(async () => {
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('tests a key: one request, with the key, to the checked address, one resolution', async () => {
    lookups.length = 0;
    const result = await testConnection(settings());
    expect(result).toMatchObject({ ok: true });
    expect(lookups).toEqual(['models.test']);
    const [request] = fake.requests.slice(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-guarded-key');
    expect(request?.headers.host).toBe(new URL(settings().baseUrl!).host);
  });

  it('transcribes through the guard (a multipart body)', async () => {
    const transcribe = createTranscriber(settings(), { maxRetries: 0 });
    const result = await transcribe!({ path: audio, mediaType: 'audio/wav', name: 'a.wav' });
    expect(result.segments.map((s) => s.text)).toEqual(['Hello world.']);
    expect(fake.requests.at(-1)?.files[0]?.size).toBeGreaterThan(0);
  });

  it('turns a refused redirect into a provider error that says what was refused', async () => {
    const inside: string[] = [];
    const target = createServer((req, res) => {
      inside.push(req.url ?? '');
      res.end('{}');
    });
    const redirector = createServer((_req, res) => {
      const { port } = target.address() as AddressInfo;
      res.writeHead(307, { location: `http://127.0.0.1:${port}/x` });
      res.end();
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => redirector.listen(0, '127.0.0.1', r));
    try {
      const { port } = redirector.address() as AddressInfo;
      const base = { ...settings(), baseUrl: `http://models.test:${port}/v1` };
      const result = await testConnection(base);
      expect(result).toMatchObject({
        ok: false,
        message: messages.outbound.aiProvider(messages.outbound.internal),
      });
      const transcribe = createTranscriber(base, { maxRetries: 0 });
      const error = await transcribe!({ path: audio, mediaType: 'audio/wav', name: 'a.wav' }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AiProviderError);
      expect((error as Error).message).toBe(
        messages.outbound.aiProvider(messages.outbound.internal),
      );
      expect(inside).toEqual([]);
    } finally {
      target.closeAllConnections();
      redirector.closeAllConnections();
      target.close();
      redirector.close();
    }
  });
});
