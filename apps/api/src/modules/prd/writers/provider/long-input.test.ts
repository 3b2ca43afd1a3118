import { describe, expect, it } from 'vitest';
import { collectReply } from '../collect-reply.js';
import { createModelWriter } from './writer.js';
import type { SourceChunk } from '../types.js';
import {
  baseInput,
  prdJson,
  scripted,
  stepOf,
  type SeenCall,
} from '../../../../../test/helpers/scripted-model.js';

const FILLER = 'The team discussed the rollout plan and the support rota in some detail. '.repeat(
  26,
);

function pages(count: number): SourceChunk[] {
  return Array.from({ length: count }, (_, i) => ({
    file: 'spec.pdf',
    locator: `page ${i + 1}`,
    text: `${FILLER}The system must support widget-${i + 1} for the operations team. ${FILLER}`,
  }));
}

/** A map step that notes every widget of every document it was given, with its locator. */
function mapAnswer(call: SeenCall, detail = ''): string {
  const facts = [];
  for (const doc of call.user.matchAll(
    /<document name="([^"]*)" locator="([^"]*)">\n([\s\S]*?)\n<\/document>/g,
  )) {
    for (const w of doc[3]!.matchAll(/widget-\d+/g)) {
      facts.push({
        kind: 'requirement',
        text: `Support ${w[0]}${detail}.`,
        file: doc[1],
        locator: doc[2],
      });
    }
  }
  return JSON.stringify({ facts });
}

describe('provider pipeline: long inputs (map-reduce)', () => {
  it('reads a 300-page file in a bounded number of calls, every page and every file represented', async () => {
    const chunks = [
      ...pages(300),
      { file: 'notes.txt', locator: 'line 1', text: 'Ops want a dark mode for night shifts.' },
    ];
    expect(chunks.reduce((s, c) => s + c.text.length, 0)).toBeGreaterThan(1_000_000);
    const { model, calls } = scripted(
      (call) => (stepOf(call.system) === 'map' ? mapAnswer(call) : JSON.stringify(prdJson())),
      4_000,
    );
    const writer = createModelWriter(model, {
      name: 'mock',
      model: 'local-model',
      contextTokens: 32_000,
      timeoutSeconds: 5,
      acceptsImages: false,
    });
    const reply = await collectReply(
      writer.reply(
        baseInput({
          message: 'Write the PRD from the attached spec.',
          files: [
            { name: 'spec.pdf', kind: 'document' },
            { name: 'notes.txt', kind: 'document' },
          ],
          chunks,
        }),
      ),
    );
    expect(reply.kind).toBe('prd');
    const steps = calls.map((c) => stepOf(c.system));
    const maps = steps.filter((s) => s === 'map').length;
    expect(maps).toBeGreaterThanOrEqual(10);
    expect(maps).toBeLessThanOrEqual(20); // 1.2 MB in about 70k-character calls
    expect(steps.length).toBeLessThanOrEqual(maps + 4);
    for (const call of calls.filter((c) => stepOf(c.system) === 'map'))
      expect(call.user.length).toBeLessThan(32_000 * 4);
    const final = calls.find((c) => stepOf(c.system) === 'prd')!;
    for (let i = 1; i <= 300; i++)
      expect(final.user).toContain(`[spec.pdf, page ${i}] (requirement) Support widget-${i}.`);
    // The map step found nothing in notes.txt: it is still represented.
    expect(final.user).toContain(
      '[notes.txt, line 1] (other) Ops want a dark mode for night shifts.',
    );
    expect(final.user).toContain('it was read in parts');
    expect(final.user.length).toBeLessThan(32_000 * 4);
  });

  it('reads a long typed transcript whole (not cut to its start), the message still leading', async () => {
    const lines = Array.from(
      { length: 400 },
      (_, i) => `Speaker ${i % 4}: we decided on item-${i + 1} today. ${FILLER.slice(0, 200)}`,
    );
    const message = lines.join('\n');
    const { model, calls } = scripted((call) => {
      if (stepOf(call.system) !== 'map') return JSON.stringify(prdJson());
      const facts = [
        ...call.user.matchAll(
          /<document name="([^"]*)" locator="([^"]*)">\n([\s\S]*?)\n<\/document>/g,
        ),
      ].flatMap((d) =>
        [...d[3]!.matchAll(/item-\d+/g)].map((m) => ({
          kind: 'decision',
          text: `Decided ${m[0]}.`,
          file: d[1],
          locator: d[2],
        })),
      );
      return JSON.stringify({ facts });
    }, 4_000);
    const writer = createModelWriter(model, {
      name: 'mock',
      model: 'local-model',
      contextTokens: 32_000,
      timeoutSeconds: 5,
      acceptsImages: false,
    });
    await collectReply(writer.reply(baseInput({ message })));
    const final = calls.find((c) => stepOf(c.system) === 'prd')!;
    expect(final.user.indexOf('<message>')).toBeLessThan(final.user.indexOf('<notes>'));
    for (const i of [1, 200, 400]) expect(final.user).toContain(`(decision) Decided item-${i}.`);
  });

  it('merges notes that do not fit (reduce), still bounded, every page kept', async () => {
    const { model, calls } = scripted((call) => {
      const step = stepOf(call.system);
      if (step === 'map') return mapAnswer(call, ' for the operations team on every single shift');
      if (step !== 'reduce') return JSON.stringify(prdJson());
      // The reduce step merges ten widgets per fact, keeping their locators.
      const facts = [
        ...call.user.matchAll(
          /\[spec\.pdf, (page \d+)\] \(requirement\) Support (widget-\d+) for/g,
        ),
      ];
      const merged = [];
      for (let i = 0; i < facts.length; i += 10) {
        const group = facts.slice(i, i + 10);
        merged.push({
          kind: 'requirement',
          text: `Support ${group.map((f) => f[2]).join(', ')}.`,
          file: 'spec.pdf',
          locator: group.map((f) => f[1]).join(', '),
        });
      }
      return JSON.stringify({ facts: merged });
    }, 4_000);
    const writer = createModelWriter(model, {
      name: 'mock',
      model: 'local-model',
      timeoutSeconds: 5,
      acceptsImages: false,
    });
    await collectReply(writer.reply(baseInput({ message: 'Write the PRD.', chunks: pages(300) })));
    const steps = calls.map((c) => stepOf(c.system));
    expect(steps.filter((s) => s === 'reduce').length).toBeGreaterThanOrEqual(1);
    // A 16k-token model: about 38 map calls of 32k characters, one reduce, the PRD.
    expect(steps.length).toBeLessThanOrEqual(48 + 2 + 1);
    const final = calls.find((c) => stepOf(c.system) === 'prd')!;
    for (let i = 1; i <= 300; i++) expect(final.user).toMatch(new RegExp(`widget-${i}\\b`));
    expect(final.user).not.toContain('Not everything fitted');
  });
});
