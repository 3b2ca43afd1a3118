import { describe, expect, it } from 'vitest';
import { collectReply } from '../collect-reply.js';
import { createModelWriter } from './writer.js';
import { parseMarkdown, renderMarkdown } from '@prd/prd';
import { renderModel, type RenderContext } from './live.js';
import { prdSchema } from './schema.js';
import {
  baseInput,
  patchOp,
  prdJson,
  scripted,
  stepOf,
} from '../../../../../test/helpers/scripted-model.js';

const options = { name: 'mock', model: 'mock-model', timeoutSeconds: 5, acceptsImages: true };
const model = prdSchema.parse(prdJson());
const ctx: RenderContext = {
  language: 'en',
  date: '2025-06-01',
  notes: ['call.mp3: transcribed'],
  render: { version: '0.2' },
};
const previousPrd = renderModel(model, ctx).markdown;

const op = (fields: Record<string, unknown>) => patchOp({ op: 'add_item', ...fields });
const route = (intent: string, format = 'none') =>
  JSON.stringify({ intent, thin: false, format, language: 'en', reason: 'test' });

describe('the PRD the pipeline writes reads back into the same model', () => {
  it('parses title, sections, FRs, marks, conflicts and action items (the one parser)', () => {
    expect(parseMarkdown(previousPrd)).toEqual(renderModel(model, ctx).prd);
  });

  it('reads Spanish headings back too', () => {
    const spanish = { ...ctx, language: 'es' };
    const { prd, markdown } = renderModel(model, spanish);
    expect(markdown).toContain('## 5. Requisitos funcionales');
    const parsed = parseMarkdown(markdown);
    expect(parsed.language).toBe('es');
    expect(parsed.product).toBe('ParkPal');
    expect(parsed).toEqual(prd);
  });
});

describe('provider pipeline: revisions as patches', () => {
  it('applies operations on stable ids, cascades a removal, bumps the version and lists the changes', async () => {
    const ops = [
      op({ op: 'replace_text', match: '15 minutes', value: '10 minutes' }),
      op({ op: 'remove_fr', id: 'FR-1' }),
      op({
        op: 'add_fr',
        title: 'Pay by card',
        statement: 'Drivers must pay by card.',
        priority: 'P0',
        criteria: ['Given a booking, when the driver pays, then the card is charged.'],
      }),
      op({ op: 'update_fr', id: 'FR-2', priority: 'P0' }),
      op({ op: 'add_item', section: 'nonGoals', value: 'No cash payments' }),
      op({ op: 'rename_product', value: 'SpotOn' }),
      op({ op: 'remove_item', section: 'conflicts', match: 'hold time' }),
    ];
    const { model: llm, calls } = scripted((call) =>
      stepOf(call.system) === 'route' ? route('revise') : JSON.stringify({ operations: ops }),
    );
    const reply = await collectReply(
      createModelWriter(llm, options).reply(
        baseInput({
          message: 'Hold spots 10 minutes, drop search, add card payments, no cash, call it SpotOn',
          previousPrd,
          previousVersion: 2,
        }),
      ),
    );
    expect(calls.map((c) => stepOf(c.system))).toEqual(['route', 'patch']);
    expect(calls[1]!.user).toContain('"id":"FR-2"');
    expect(reply).toMatchObject({ kind: 'prd', intent: 'revise' });
    const text = reply.text;
    expect(text).toMatch(/^# SpotOn: Product Requirements Document/);
    expect(text).toContain('- **Version:** 0.3');
    const body = text.slice(text.indexOf('## 1. '));
    expect(body).not.toContain('15 minutes');
    expect(body).toContain('A booked spot is held for 10 minutes.');
    expect(body).not.toContain('### FR-1:');
    expect(body).toContain('### FR-3: Pay by card');
    expect(body).toContain('- **MS-1:** Beta with FR-2 _(');
    expect(body).toContain('- **NG-2:** No cash payments _(stated: your message)_');
    expect(body).not.toContain('ParkPal');
    // The change list is the one differ's (@prd/prd diffPrd), against the PRD as it was.
    expect(reply.changes).toEqual(
      expect.arrayContaining([
        'Product name changed: ParkPal → SpotOn',
        'FR-3 added: Pay by card',
        'FR-1 removed: Find a spot',
        expect.stringMatching(/^FR-2 \(Hold a spot\) changed: .*10 minutes\.; priority P1 → P0/),
        'Non-goal NG-2 added: No cash payments',
        'Milestone MS-1 changed: Beta with FR-1 and FR-2 → Beta with FR-2',
        'Conflict C-1 removed: Hold time',
      ]),
    );
    const changes = text.indexOf('## Changes in this version');
    expect(changes).toBeGreaterThan(text.indexOf('- **Date:**'));
    expect(changes).toBeLessThan(text.indexOf('## 1. '));
    expect(text).toContain('- FR-1 removed: Find a spot');
    expect(body).not.toContain('### Conflicts and decisions needed');
    // The model is the PRD the text shows.
    expect(
      reply.model && renderMarkdown(reply.model, { version: '0.3', changes: reply.changes }),
    ).toBe(text);
  });

  it('renders a one-pager by code from the current PRD, with no model call after routing', async () => {
    const { model: llm, calls } = scripted(() => route('format', 'one-pager'));
    const reply = await collectReply(
      createModelWriter(llm, options).reply(
        baseInput({ message: 'make it a one-pager', previousPrd }),
      ),
    );
    expect(calls).toHaveLength(1);
    expect(reply).toMatchObject({ kind: 'prd', intent: 'format' });
    expect(reply.text).toMatch(/^# ParkPal: One-pager/);
    // The one-page summary of @prd/prd: the requirements by id, priority and statement.
    expect(reply.text).toContain('- **FR-1** (P0) Drivers must see free spots near them.');
    expect(reply.model).toBeUndefined();
    expect(reply.text.length).toBeLessThan(previousPrd.length);
  });
});
