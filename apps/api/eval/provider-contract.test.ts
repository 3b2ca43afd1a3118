import { diffPrd, parseMarkdown } from '@prd/prd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderWriter } from '../src/modules/prd/writers/provider/writer.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/helpers/fake-openai.js';
import { stepOf } from '../test/helpers/scripted-model.js';
import { CASES } from './cases/index.js';
import { runEval, type EvalResult } from './harness.js';
import { formatReport } from './report.js';
import { runCase, writesVersion } from './run.js';
import { scriptedAnswer } from './scripted/script.js';
import { createScriptedWriter } from './scripted/writer.js';
import { THRESHOLDS } from './thresholds.js';

/**
 * Where the provider pipeline misses the contract although the scripted model answers as a
 * good model would: pipeline bugs (docs/eval.md), each a follow-up's problem as the scorer words
 * it. Nothing else may go wrong; take an entry off the list when its bug is fixed.
 */
// Follow-ups the pipeline does not yet do with a faithful script (none today: the change labels
// and the one-pager that were listed here are fixed). A gap listed here is the only tolerated miss.
const KNOWN_GAPS: Record<string, string[]> = {};
const FOLLOW_UPS = CASES.flatMap((c) => c.followUps ?? []).length;

const report = (r: EvalResult) =>
  formatReport('scripted', r.scores, r.totals, THRESHOLDS.provider, r.missed);

/** The contract (items 1–8 of docs/eval.md) on a run of the golden set. */
function expectContract(result: EvalResult) {
  const t = result.totals;
  const text = report(result);
  for (const s of result.scores) {
    const known = KNOWN_GAPS[s.name] ?? [];
    expect(
      s.problems.filter((p) => !known.includes(p)),
      `${s.name}\n${text}`,
    ).toEqual([]);
  }
  // Each known gap is one follow-up not done, and the only threshold it may miss.
  const gaps = result.scores.flatMap((s) => s.problems).length;
  const done = Math.round(((FOLLOW_UPS - gaps) / FOLLOW_UPS) * 1000) / 10;
  expect(t.productNames.found, text).toBe(t.productNames.total);
  expect(t.facts.found / t.facts.total, text).toBeGreaterThanOrEqual(THRESHOLDS.provider.facts);
  expect(t.nonGoals.found, text).toBe(t.nonGoals.total);
  expect(t.conflicts.found, text).toBe(t.conflicts.total);
  expect([t.chatter, t.forbidden, t.inventedNumbers, t.madeUpPersonas], text).toEqual([0, 0, 0, 0]);
  expect(t.shapeFailures, text).toEqual([]);
  expect(t.followUps, text).toEqual({ found: FOLLOW_UPS - gaps, total: FOLLOW_UPS });
  expect(result.missed, text).toEqual(gaps ? [`follow-ups ${done}% < 100%`] : []);
}

describe('the provider pipeline with the scripted model, on the golden set', () => {
  let result: EvalResult;
  beforeAll(async () => {
    result = await runEval(createScriptedWriter(), 'provider', CASES);
  });

  it('keeps the contract: names, facts in place, nothing invented, no chatter, follow-ups done', () => {
    expect(result.scores.map((s) => s.name)).toEqual(CASES.map((c) => c.name));
    expectContract(result);
    // Every fact of the faithful fixtures survives the JSON and the renderer.
    expect(result.totals.facts.found).toBe(result.totals.facts.total);
  });

  it('revises only what each follow-up names; the change list is the diff', async () => {
    const touched: string[][] = [];
    for (const name of ['follow-ups-edits', 'follow-ups-scope', 'follow-ups-files']) {
      const run = await runCase(
        createScriptedWriter(),
        CASES.find((c) => c.name === name)!,
      );
      for (const turn of run.followUps) {
        if (!writesVersion(turn.reply) || turn.reply.intent !== 'revise') continue;
        const diff = diffPrd(parseMarkdown(turn.previousPrd!), turn.reply.model!);
        expect(turn.reply.changes).toEqual(diff.map((c) => c.label));
        touched.push([...new Set(diff.map((c) => c.id ?? c.section))]);
      }
    }
    expect(touched).toEqual([
      ['FR-2'],
      ['FR-4'],
      ['NG-2', 'FR-8'],
      ['title', 'product', 'summary'],
      ['FR-2', 'FR-7', 'FR-10'],
      ['FR-4'],
    ]);
  });
});

describe('the same script through the OpenAI client and a local server', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({
      reply: (request) => {
        const messages = request.body.messages as { role: string; content: unknown }[];
        const text = (c: unknown) =>
          typeof c === 'string'
            ? c
            : (c as { text?: string }[]).map((p) => p.text ?? '').join('\n');
        const of = (system: boolean) =>
          messages.filter((m) => (m.role === 'system') === system).map((m) => text(m.content));
        return scriptedAnswer({ system: of(true).join('\n'), user: of(false).join('\n') });
      },
    });
  });
  afterAll(() => fake.close());

  it('scores the golden set exactly as the in-process model does', async () => {
    const writer = createProviderWriter({
      provider: 'openai-compatible',
      apiKey: 'eval-key',
      model: 'eval-scripted',
      baseUrl: fake.url,
      transcriptionModel: 'whisper-1',
      timeoutSeconds: 30,
    });
    const overHttp = await runEval(writer, 'provider', CASES);
    expect(fake.requests.length).toBeGreaterThan(CASES.length);
    expect(fake.requests.every((r) => r.body.model === 'eval-scripted')).toBe(true);
    // Every step of the pipeline ran: the long call was read in parts, the one-liner asked first.
    const steps = fake.requests.map((r) => {
      const [system] = r.body.messages as { role: string; content: string }[];
      return stepOf(system?.role === 'system' ? system.content : '');
    });
    expect([...new Set(steps)].sort()).toEqual([
      'answer',
      'map',
      'patch',
      'prd',
      'questions',
      'route',
    ]);
    expectContract(overHttp);
    const inProcess = await runEval(createScriptedWriter(), 'provider', CASES);
    const strip = (r: EvalResult) => r.scores.map((s) => ({ ...s, millis: 0 }));
    expect(strip(overHttp)).toEqual(strip(inProcess));
  });
});
