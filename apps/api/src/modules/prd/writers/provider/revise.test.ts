import { describe, expect, it } from 'vitest';
import { collectReply } from '../collect-reply.js';
import { createModelWriter } from './writer.js';
import { labelsFor } from './labels.js';
import { parsePrd } from './parse.js';
import { renderPrd } from './render.js';
import { prdSchema } from './schema.js';
import {
  baseInput,
  prdJson,
  scripted,
  stepOf,
} from '../../../../../test/helpers/scripted-model.js';

const options = { name: 'mock', model: 'mock-model', timeoutSeconds: 5, acceptsImages: true };
const model = prdSchema.parse(prdJson());
const ctx = {
  labels: labelsFor('en'),
  version: '0.2',
  date: '2025-06-01',
  notes: ['call.mp3: transcribed'],
};
const previousPrd = renderPrd(model, ctx);

const op = (fields: Record<string, unknown>) => ({
  op: 'add_item',
  id: '',
  section: 'none',
  match: '',
  value: '',
  priority: 'keep',
  title: '',
  statement: '',
  criteria: [],
  basis: 'stated',
  source: 'your message',
  ...fields,
});
const route = (intent: string, format = 'none') =>
  JSON.stringify({ intent, thin: false, format, language: 'en', reason: 'test' });

describe('the rendered PRD reads back into the same model', () => {
  it('parses title, sections, FRs, marks, conflicts and action items', () => {
    const parsed = parsePrd(previousPrd);
    expect(parsed.version).toBe('0.2');
    expect(parsed.model).toEqual({
      ...model,
      sources: [...model.sources, { text: 'call.mp3: transcribed', basis: 'stated', source: '' }],
    });
  });

  it('reads Spanish headings back too', () => {
    const es = renderPrd({ ...model, language: 'es' }, { ...ctx, labels: labelsFor('es') });
    expect(es).toContain('## 5. Requisitos funcionales');
    expect(es).toContain('Documento de requisitos de producto');
    const parsed = parsePrd(es).model;
    expect(parsed.language).toBe('es');
    expect(parsed.title).toBe('ParkPal');
    expect(parsed.functionalRequirements).toEqual(model.functionalRequirements);
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
    expect(text).not.toContain('15 minutes');
    expect(text).toContain('A booked spot is held for 10 minutes.');
    expect(text).not.toContain('### FR-1:');
    expect(text).toContain('### FR-3: Pay by card');
    expect(text).toContain('- Beta with FR-2 _(');
    expect(text).toContain('No cash payments _(Stated: your message)_');
    expect(text.slice(text.indexOf('## 1. '))).not.toContain('ParkPal');
    expect(reply.changes).toEqual(
      expect.arrayContaining([
        'Renamed the product from "ParkPal" to "SpotOn".',
        'Added FR-3: Pay by card (P0).',
        'Removed FR-1: Find a spot.',
        expect.stringMatching(
          /^Changed FR-2: priority P1 → P0; statement now "A booked spot is held for 10 minutes\."/,
        ),
        'Added to Non-goals: "No cash payments".',
        'Resolved conflict: "Hold time".',
      ]),
    );
    const changes = text.indexOf('## Changes in this version');
    expect(changes).toBeGreaterThan(text.indexOf('- **Date:**'));
    expect(changes).toBeLessThan(text.indexOf('## 1. '));
    expect(text).toContain('- Removed FR-1: Find a spot.');
    expect(text).not.toContain('### Conflicts and decisions needed');
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
    expect(reply.text).toContain('- **FR-1** Find a spot (P0)');
    expect(reply.text.length).toBeLessThan(previousPrd.length);
  });
});
