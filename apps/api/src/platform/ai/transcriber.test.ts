import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/helpers/fake-openai.js';
import { AiProviderError } from './provider-errors.js';
import { createTranscriber } from './transcriber.js';
import type { AiSettings } from './types.js';

/** A valid 0.1 s mono 8 kHz silent WAV. */
function wav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

describe('transcriber', () => {
  let server: FakeOpenAi;
  let dir: string;
  let file: string;
  let settings: AiSettings;

  beforeAll(async () => {
    server = await startFakeOpenAi();
    dir = await mkdtemp(path.join(tmpdir(), 'prd-transcribe-'));
    file = path.join(dir, 'call.wav');
    await writeFile(file, wav());
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.setError(undefined);
    settings = {
      provider: 'openai-compatible',
      apiKey: 'sk-transcribe-key',
      model: 'llama',
      baseUrl: server.url,
      transcriptionModel: 'whisper-1',
      timeoutSeconds: 5,
    };
  });

  it('is null without settings or for providers without speech to text', () => {
    expect(createTranscriber(null)).toBeNull();
    expect(createTranscriber({ ...settings, provider: 'anthropic' })).toBeNull();
    expect(createTranscriber({ ...settings, provider: 'google' })).toBeNull();
    expect(createTranscriber({ ...settings, provider: 'openai' })).toBeTypeOf('function');
  });

  it('uploads the audio and maps segments with their start seconds', async () => {
    server.setTranscript({
      text: 'Users must sign in. Admins should export reports.',
      segments: [
        { start: 0, end: 2.4, text: ' Users must sign in.' },
        { start: 65.2, end: 68, text: ' Admins should export reports.' },
      ],
    });
    const transcribe = createTranscriber(settings);
    const result = await transcribe!({ path: file, mediaType: 'audio/wav', name: 'call.wav' });

    expect(result.segments).toEqual([
      { startSeconds: 0, text: 'Users must sign in.' },
      { startSeconds: 65.2, text: 'Admins should export reports.' },
    ]);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-transcribe-key');
    expect(request?.body.model).toBe('whisper-1');
    expect(request?.body.response_format).toBe('verbose_json');
    expect(request?.files[0]?.size).toBe(wav().length);
    expect(request?.files[0]?.type).toBe('audio/wav');
  });

  it('falls back to one segment at 0 when the server returns only text', async () => {
    server.setTranscript({ text: 'Just the text, no timings.' });
    const transcribe = createTranscriber({ ...settings, transcriptionModel: 'gpt-4o-transcribe' });
    const result = await transcribe!({ path: file, mediaType: 'audio/wav', name: 'call.wav' });
    expect(server.requests[0]?.body.response_format).toBe('json');
    expect(result.segments).toEqual([{ startSeconds: 0, text: 'Just the text, no timings.' }]);
  });

  it('reports a rejected key clearly, without the key', async () => {
    server.setError({ status: 401 });
    const transcribe = createTranscriber(settings, { maxRetries: 0 });
    const error = await transcribe!({ path: file, mediaType: 'audio/wav', name: 'call.wav' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).message).toMatch(/rejected the API key/);
    expect((error as AiProviderError).message).not.toContain('sk-transcribe-key');
  });
});
