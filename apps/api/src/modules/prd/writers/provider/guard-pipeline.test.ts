import { diffPrd, renderMarkdown } from '@prd/prd';
import { describe, expect, it } from 'vitest';
import { collectReply } from '../collect-reply.js';
import { TO_BE_AGREED } from './guard/index.js';
import { renderModel } from './live.js';
import { knownNumbers } from './markdown.js';
import { prdSchema } from './schema.js';
import { createModelWriter } from './writer.js';
import {
  baseInput,
  patchOp,
  prdJson,
  scripted,
  stepOf,
} from '../../../../../test/helpers/scripted-model.js';

// The contract guard in the pipeline: a scripted model makes each fault, the reply keeps the
// contract, and the streamed text is the guarded PRD's Markdown.
const options = { name: 'mock', model: 'mock-model', timeoutSeconds: 5, acceptsImages: true };
const route = (intent: string) =>
  JSON.stringify({ intent, thin: false, format: 'none', language: 'en', reason: 'test' });
const BRIEF = `Write a PRD for ParkPal from these notes. ${'Drivers find a free spot and book it, held for 15 minutes. '.repeat(8)}`;
const fr = (id: string, title: string, statement: string, criteria: string[]) => ({
  id,
  title,
  priority: 'P1',
  statement,
  criteria,
  basis: 'stated',
  source: 'your message',
});
const [FR1, FR2] = prdJson().functionalRequirements as ReturnType<typeof fr>[];

async function draft(answer: Record<string, unknown>, piece = 7) {
  const { model } = scripted(() => JSON.stringify(answer), piece);
  return collectReply(createModelWriter(model, options).reply(baseInput({ message: BRIEF })));
}

describe('the contract guard on a drafted PRD', () => {
  it('leaves a faithful draft as the model wrote it', async () => {
    const reply = await draft(prdJson());
    const unguarded = renderModel(prdSchema.parse(prdJson()), {
      language: 'en',
      date: '2025-06-10',
      notes: [],
      known: knownNumbers([BRIEF]),
      render: { version: '0.1' },
    });
    expect(reply.model).toEqual(unguarded.prd);
    expect(reply.text).toBe(unguarded.markdown);
  });

  it('fixes each fault in the version, and streams no fault', async () => {
    for (const piece of [3, 40, 4000]) {
      const reply = await draft(
        prdJson({
          title: 'Write',
          functionalRequirements: [
            FR1,
            fr('FR-2', 'Kick-off', 'Ana joined #proj', [
              'Given Ana, when she joins, then she is there.',
            ]),
            fr('FR-3', 'SSO (not in v1)', 'Users sign in with SSO.', [
              'Given SSO, when used, then it works.',
            ]),
            fr('FR-4', 'Card safety', 'No card number touches the tablet.', []),
            fr('FR-5', 'Export', 'Admins export bookings as CSV.', [
              'Given the feature, when used, then it works as described.',
            ]),
            FR2,
          ],
        }),
        piece,
      );
      const prd = reply.model!;
      expect(prd.product).toBe('ParkPal');
      expect(reply.text).toMatch(/^# ParkPal: Product Requirements Document\n/);
      expect(prd.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-5', 'FR-2']);
      expect(prd.requirements[1]!.acceptance).toEqual([TO_BE_AGREED]);
      expect(prd.nonGoals.map((n) => n.text)).toEqual([
        'No valet service in this release',
        'SSO (not in v1)',
      ]);
      expect(prd.nfrs.map((n) => n.text)).toContain('No card number touches the tablet.');
      expect(reply.text).not.toContain('Ana joined');
      // The streamed text never shows a fault; from the requirements on it is the version's
      // Markdown. Non-goals are streamed before the requirements are written (so the draft
      // never stalls behind them): an exclusion moved out of them is in the version only.
      expect(reply.text).not.toMatch(/### FR-\d+: SSO/);
      const version = renderMarkdown(prd, { version: '0.1' });
      const from = (text: string) => text.slice(text.indexOf('\n## 5. '));
      expect(from(reply.text)).toBe(from(version));
    }
  });
});

describe('the contract guard on a revision', () => {
  const previousPrd = renderModel(prdSchema.parse(prdJson()), {
    language: 'en',
    date: '2025-06-01',
    notes: [],
    render: { version: '0.1' },
  }).markdown;
  const op = (fields: Record<string, unknown>) => patchOp({ op: 'update_fr', ...fields });
  const revise = async (message: string, ops: Record<string, unknown>[]) => {
    const { model } = scripted((call) =>
      stepOf(call.system) === 'route' ? route('revise') : JSON.stringify({ operations: ops }),
    );
    return collectReply(
      createModelWriter(model, options).reply(
        baseInput({ message, previousPrd, previousVersion: 1 }),
      ),
    );
  };

  it('declines a revision that drops requirements nobody asked to remove: free, nothing changed', async () => {
    const reply = await revise('Make the hold time clearer in FR-2.', [
      op({ op: 'remove_fr', id: 'FR-1' }),
      op({ id: 'FR-2', statement: 'A booked spot is held for 15 minutes, then released.' }),
    ]);
    expect(reply).toMatchObject({ kind: 'answer', intent: 'question', changes: [] });
    expect(reply.model).toBeUndefined();
    expect(reply.text).toMatch(/^That change would remove FR-1 \(1 of 2 requirements\)/);
    expect(reply.text).toContain('nothing changed and no upload was used');
    expect(reply.text.trim().split('\n')).toHaveLength(1);
  });

  it('applies a correct revision untouched, its change list the diff', async () => {
    const reply = await revise('Hold spots until released: change FR-2.', [
      op({ id: 'FR-2', statement: 'A booked spot is held for 15 minutes, then released.' }),
    ]);
    expect(reply).toMatchObject({ kind: 'prd', intent: 'revise' });
    const prd = reply.model!;
    expect(prd.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2']);
    expect(prd.requirements[1]!.text).toBe('A booked spot is held for 15 minutes, then released.');
    const before = renderModel(prdSchema.parse(prdJson()), {
      language: 'en',
      date: '2025-06-01',
      notes: [],
      render: {},
    }).prd;
    expect(reply.changes).toEqual(diffPrd(before, prd).map((c) => c.label));
    expect(reply.changes).toHaveLength(1);
  });

  it('moves an exclusion the revision added as a requirement to the non-goals', async () => {
    const reply = await revise('No to SSO.', [
      op({ op: 'add_fr', title: 'SSO', statement: 'No to SSO.', priority: 'P1' }),
    ]);
    const prd = reply.model!;
    expect(prd.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2']);
    expect(prd.nonGoals.at(-1)?.text).toBe('No to SSO.');
    expect(reply.changes).toEqual(['Non-goal NG-2 added: No to SSO.']);
  });
});
