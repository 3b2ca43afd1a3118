import { describe, expect, it } from 'vitest';
import { renderModel, type RenderContext } from './live.js';
import { SectionStream } from './progress.js';
import { prdSchema, type PrdModel } from './schema.js';

const ctx: RenderContext = {
  language: 'en',
  date: '2026-11-23',
  notes: ['scan.png: no text found.'],
  render: { version: '0.1' },
};
/** The finished document, by the one renderer. */
const renderPrd = (prd: PrdModel, c: RenderContext) => renderModel(prd, c).markdown;
const item = (text: string) => ({ text, basis: 'stated', source: 'brief, line 2' });

const list = (n: number, text: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => item(text(i + 1)));

function model(fr: number, extra: Record<string, unknown> = {}): PrdModel {
  return prdSchema.parse({
    language: 'en',
    title: 'Tide {Board}, "quoted" \\ name',
    tldr: 'Harbour crews book berths, ahead of time.',
    problem: 'Berths are booked by phone: [slow], {error-prone}.',
    goals: list(2, (i) => `Goal ${i}`),
    nonGoals: list(1, () => 'No payments in this release'),
    personas: list(2, (i) => `Persona ${i}`),
    functionalRequirements: Array.from({ length: fr }, (_, i) => ({
      id: `FR-${i + 1}`,
      title: `Book berth ${i + 1}`,
      priority: i % 3 === 0 ? 'P0' : 'P1',
      statement: `Crews must book berth ${i + 1}, {fast}.`,
      criteria: [`Given a free berth, when a crew books it, then it is held for ${i + 1} hours`],
      basis: 'stated',
      source: 'brief, line 3',
    })),
    uxFlow: list(2, (i) => `Step ${i}`),
    nfrs: list(1, () => 'Pages load in 2 seconds'),
    metrics: [],
    technical: [],
    milestones: list(1, () => 'Pilot in one port'),
    actionItems: [],
    risks: [],
    conflicts: [],
    openQuestions: [],
    sources: list(1, () => 'The typed brief'),
    ...extra,
  });
}

/** A deterministic chunking of `text` into pieces of 1 to `max` characters. */
function chunks(text: string, seed: number, max: number): string[] {
  const out: string[] = [];
  let x = seed;
  for (let i = 0; i < text.length;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const n = 1 + (x % max);
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}

function stream(json: string, pieces: string[]) {
  const s = new SectionStream(ctx);
  const deltas: string[] = [];
  for (const piece of pieces) {
    const delta = s.feed(piece);
    if (delta) deltas.push(delta);
  }
  return { s, deltas, streamed: deltas.join('') };
}

const variants: [string, PrdModel][] = [
  ['plain', model(3)],
  ['no requirements', model(0)],
  [
    'conflicts, action items and open questions',
    model(2, {
      conflicts: [{ topic: 'Window', sides: ['15 min', '10 min'], sources: ['mail', 'call'] }],
      actionItems: [item('Ask legal')],
      openQuestions: [item('Who pays?')],
    }),
  ],
  ['open questions without conflicts', model(1, { openQuestions: [item('Which ports?')] })],
];

describe('SectionStream: a streamed JSON PRD as Markdown', () => {
  it.each(variants)('streams exactly the finished document, in order (%s)', (_name, prd) => {
    const full = renderPrd(prd, ctx);
    const json = JSON.stringify(prd, null, 1);
    for (const [seed, max] of [
      [1, 1],
      [2, 7],
      [3, 40],
      [4, 400],
    ] as const) {
      const { s, deltas, streamed } = stream(json, chunks(json, seed, max));
      expect(streamed).toBe(full);
      expect(s.finish(renderPrd(prd, ctx))).toBe('');
      if (max < 50) expect(deltas.length).toBeGreaterThan(5);
    }
  });

  it('shows a requirement as soon as it ends, and not before', () => {
    const prd = model(5);
    const json = JSON.stringify(prd);
    const third = json.indexOf('"id":"FR-3"');
    const fourth = json.indexOf('"id":"FR-4"');
    const upToThird = stream(json, [json.slice(0, third)]).streamed;
    expect(upToThird).toContain('### FR-2:');
    expect(upToThird).not.toContain('### FR-3:');
    const upToFourth = stream(json, [json.slice(0, fourth)]).streamed;
    expect(upToFourth).toContain('### FR-3:');
    expect(upToFourth).not.toContain('## 6.');
  });

  it('reads the object inside a code fence and ignores prose after it', () => {
    const prd = model(2);
    const text = `\`\`\`json\n${JSON.stringify(prd)}\n\`\`\`\nHope this helps, {really}.`;
    expect(stream(text, chunks(text, 9, 5)).streamed).toBe(renderPrd(prd, ctx));
  });

  it('stops at an invalid requirement and finishes from the repaired answer', () => {
    const prd = model(4);
    const broken = structuredClone(prd) as unknown as { functionalRequirements: unknown[] };
    (broken.functionalRequirements[1] as Record<string, unknown>).priority = 'P9';
    const json = JSON.stringify(broken);
    const { s, streamed } = stream(json, chunks(json, 5, 11));
    expect(streamed).toContain('### FR-1:');
    expect(streamed).not.toContain('FR-2');
    expect(streamed).not.toContain('## 6.');
    // The repaired answer keeps what was shown: the document goes on from there.
    expect(streamed + s.finish(renderPrd(prd, ctx))).toBe(renderPrd(prd, ctx));
  });

  it('after a repair that changed what was shown, goes on from the next section', () => {
    const shown = model(2);
    const json = JSON.stringify(shown);
    const cut = json.indexOf('"uxFlow"');
    const { s, streamed } = stream(json, [json.slice(0, cut)]);
    expect(streamed).toContain('## 5. ');
    expect(streamed).toMatch(/## 6\. User experience flow\n\n$/);
    const repaired = model(2, { title: 'Tide Board' });
    const full = renderPrd(repaired, ctx);
    // Section 6 was opened but holds nothing yet: its items still come.
    expect(s.finish(renderPrd(repaired, ctx))).toBe(
      full.slice(full.indexOf('## 6. ') + streamed.length - streamed.indexOf('## 6. ')),
    );
    expect(s.text).toContain('1. **UX-1:** Step 1');
  });

  it('after a repair that changed the section being shown, goes on from the next section', () => {
    const shown = model(3);
    const json = JSON.stringify(shown);
    const { s, streamed } = stream(json, [json.slice(0, json.indexOf('"id":"FR-3"'))]);
    expect(streamed).toContain('### FR-2:');
    const repaired = model(3, {
      functionalRequirements: model(3).functionalRequirements.map((fr, i) =>
        i === 1 ? { ...fr, title: 'Changed' } : fr,
      ),
    });
    const full = renderPrd(repaired, ctx);
    expect(s.finish(renderPrd(repaired, ctx))).toBe(full.slice(full.indexOf('## 6. ')));
  });

  it('keeps a changed title as shown and goes on with the sections', () => {
    const json = JSON.stringify(model(1));
    const { s, streamed } = stream(json, [json.slice(0, json.indexOf('"tldr"'))]);
    expect(streamed).toMatch(/^# Tide[^]*## 1\. TL;DR\n\n$/);
    const full = renderPrd(model(1, { title: 'Other' }), ctx);
    s.finish(renderPrd(model(1, { title: 'Other' }), ctx));
    expect(s.text.slice(s.text.indexOf('## 1. '))).toBe(full.slice(full.indexOf('## 1. ')));
  });

  it('gives nothing for text that is not a JSON object', () => {
    expect(stream('', ['[{"title": "x"},', ' 1, 2]']).streamed).toBe('');
    expect(stream('', ['Sorry, ', 'I cannot help.']).streamed).toBe('');
  });

  it('takes time linear in the answer, however it is chunked', () => {
    const cpu = (fr: number) => {
      const json = JSON.stringify(model(fr));
      const pieces = chunks(json, 7, 8);
      let best = Infinity;
      for (let run = 0; run < 2; run++) {
        const before = process.cpuUsage();
        stream(json, pieces);
        const used = process.cpuUsage(before);
        best = Math.min(best, (used.user + used.system) / 1000);
      }
      return best;
    };
    cpu(50);
    const little = cpu(100);
    const big = cpu(800);
    // Linear is 8x, quadratic 64x; a 25 ms floor keeps GC and timer noise out of the ratio.
    expect(big / Math.max(little, 25)).toBeLessThan(20);
  });
});
