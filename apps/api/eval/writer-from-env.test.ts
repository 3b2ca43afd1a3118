import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../test/helpers/fake-openai.js';
import { oneLiner } from './cases/one-liner.js';
import { runEval } from './harness.js';
import { evalWriter } from './writer-from-env.js';

let fake: FakeOpenAi;
let dataDir: string;

beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: '# Parkly: Product Requirements Document\n' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'prd-eval-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the writer under evaluation', () => {
  it('is the built-in writer unless EVAL_WRITER says provider', () => {
    expect(evalWriter({}).kind).toBe('offline');
    expect(evalWriter({}).writer.name).toBe('offline');
    expect(() => evalWriter({ EVAL_WRITER: 'gpt' })).toThrow(
      'EVAL_WRITER must be offline or provider',
    );
    expect(() => evalWriter({ EVAL_WRITER: 'provider', DATA_DIR: dataDir })).toThrow('AI_PROVIDER');
  });

  it('runs the cases against the provider of the AI_* settings', async () => {
    const { kind, writer } = evalWriter({
      EVAL_WRITER: 'provider',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'eval-model',
      DATA_DIR: dataDir,
    });
    expect(kind).toBe('provider');
    const result = await runEval(writer, kind, [oneLiner]);
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests[0]?.body.model).toBe('eval-model');
    expect(result.scores.map((s) => s.name)).toEqual(['one-liner']);
    // One line of Markdown is far from a PRD: the provider bar is missed.
    expect(result.missed).not.toEqual([]);
  });
});
