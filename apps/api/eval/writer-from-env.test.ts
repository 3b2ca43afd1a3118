import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../test/helpers/fake-openai.js';
import { CASES } from './cases/index.js';
import { oneLiner } from './cases/one-liner.js';
import { runEval } from './harness.js';
import { checkScriptedSet, evalWriter, evalWriters, ONLY_BUILT_IN } from './writer-from-env.js';

let fake: FakeOpenAi;
let dataDir: string;
let model: NodeJS.ProcessEnv;

beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: '# Parkly: Product Requirements Document\n' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'prd-eval-'));
  model = {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'eval-model',
    DATA_DIR: dataDir,
  };
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const labels = (env: NodeJS.ProcessEnv) => evalWriters(env).writers.map((w) => w.label);

describe('the writer under evaluation', () => {
  it('is the built-in writer unless EVAL_WRITER says otherwise', () => {
    expect(evalWriter({}).kind).toBe('offline');
    expect(evalWriter({}).writer.name).toBe('offline');
    expect(() => evalWriter({ EVAL_WRITER: 'gpt' })).toThrow(
      'EVAL_WRITER must be offline, provider, scripted or both, not "gpt"',
    );
    expect(() => evalWriter({ EVAL_WRITER: 'provider', DATA_DIR: dataDir })).toThrow('AI_PROVIDER');
  });

  it('runs the cases against the provider of the AI_* settings', async () => {
    const { kind, writer, label } = evalWriter({ ...model, EVAL_WRITER: 'provider' });
    expect([kind, label]).toEqual(['provider', 'provider (openai-compatible, eval-model)']);
    const result = await runEval(writer, kind, [oneLiner]);
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests[0]?.body.model).toBe('eval-model');
    expect(result.scores.map((s) => s.name)).toEqual(['one-liner']);
    // One line of Markdown is far from a PRD: the provider bar is missed.
    expect(result.missed).not.toEqual([]);
  });

  it('is the provider pipeline over the scripted model with EVAL_WRITER=scripted, no key', async () => {
    const sent = fake.requests.length;
    const w = evalWriter({ EVAL_WRITER: 'scripted' });
    expect([w.kind, w.label, w.scripted]).toEqual(['provider', 'provider (scripted model)', true]);
    const files = CASES.find((c) => c.name === 'follow-ups-files')!;
    const result = await runEval(w.writer, w.kind, [files]);
    expect(result.scores[0]?.problems).toEqual([]);
    expect(result.totals.followUps).toEqual({ found: 3, total: 3 });
    expect(fake.requests.length).toBe(sent);
  });
});

describe('which writers `npm run eval` runs', () => {
  it('runs only the built-in writer, and says how to add a model, when none is configured', () => {
    const plan = evalWriters({});
    expect(plan.writers.map((w) => w.label)).toEqual(['built-in']);
    expect(plan.note).toBe(ONLY_BUILT_IN);
    expect(plan.note).toMatch(/AI_PROVIDER and AI_MODEL/);
    expect(plan.note).toMatch(/EVAL_WRITER=scripted/);
  });

  it('runs both side by side when a model is configured, or with EVAL_WRITER=both', () => {
    const both = ['built-in', 'provider (openai-compatible, eval-model)'];
    expect(labels(model)).toEqual(both);
    expect(labels({ ...model, EVAL_WRITER: 'both' })).toEqual(both);
    expect(evalWriters(model).note).toBeUndefined();
    expect(evalWriters(model).writers.map((w) => w.kind)).toEqual(['offline', 'provider']);
  });

  it('runs the one writer EVAL_WRITER names, whatever is configured', () => {
    expect(labels({ ...model, EVAL_WRITER: 'offline' })).toEqual(['built-in']);
    expect(labels({ ...model, EVAL_WRITER: 'provider' })).toEqual([
      'provider (openai-compatible, eval-model)',
    ]);
    expect(labels({ ...model, EVAL_WRITER: 'scripted' })).toEqual(['provider (scripted model)']);
  });

  it('refuses both without a model, and the scripted model outside the golden set', () => {
    expect(() => evalWriters({ EVAL_WRITER: 'both', DATA_DIR: dataDir })).toThrow(
      'EVAL_WRITER=both needs AI_PROVIDER and AI_MODEL',
    );
    const scripted = evalWriters({ EVAL_WRITER: 'scripted' });
    expect(() => checkScriptedSet(scripted, 'golden')).not.toThrow();
    for (const set of ['dev', 'heldout'])
      expect(() => checkScriptedSet(scripted, set)).toThrow(
        `EVAL_WRITER=scripted has scripts for the golden set only, not EVAL_SET=${set}`,
      );
    expect(() => checkScriptedSet(evalWriters({}), 'heldout')).not.toThrow();
  });
});
