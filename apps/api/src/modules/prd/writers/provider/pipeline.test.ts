import { renderMarkdown } from '@prd/prd';
import { describe, expect, it } from 'vitest';
import { collectReply } from '../collect-reply.js';
import { createModelWriter } from './writer.js';
import { prdSchema } from './schema.js';
import {
  baseInput,
  prdJson,
  scripted,
  stepOf,
} from '../../../../../test/helpers/scripted-model.js';

const options = { name: 'mock', model: 'mock-model', timeoutSeconds: 5, acceptsImages: true };
const route = (intent: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ intent, thin: false, format: 'none', language: 'en', reason: 'test', ...extra });
const LONG = `ParkPal is a parking app. ${'Drivers must find a free spot in under 30 seconds. '.repeat(10)}`;

describe('provider pipeline: routing', () => {
  it('skips the routing call for a first long brief and drafts a PRD rendered by code', async () => {
    const { model, calls } = scripted(() => JSON.stringify(prdJson()));
    const reply = await collectReply(
      createModelWriter(model, options).reply(baseInput({ message: LONG })),
    );
    expect(calls.map((c) => stepOf(c.system))).toEqual(['prd']);
    expect(reply).toMatchObject({ kind: 'prd', intent: 'draft' });
    expect(reply.text).toMatch(/^# ParkPal: Product Requirements Document\n/);
    expect(reply.text).toContain('- **Version:** 0.1');
    expect(reply.text).toContain('## 5. Functional requirements\n\n### FR-1: Find a spot\n');
    expect(reply.text).toContain('- **Priority:** P0 (Must)');
    expect(reply.text).toContain('### Conflicts and decisions needed');
    expect(reply.text).toContain('### Action items');
    expect(reply.text).toContain('- **T-1:** Stripe for payments _(stated: call.mp3, 00:01:05)_');
    // "15 minutes" is in no input: the model called it stated, the code marks it an assumption.
    expect(reply.text).toMatch(/### FR-2: Hold a spot\n[^#]*- \*\*Source:\*\* _\(assumption\)_/);
    expect(reply.text).toContain('- **NFR-1:** Search answers in under 2 seconds _(assumption)_');
    for (let n = 1; n <= 13; n++) expect(reply.text).toMatch(new RegExp(`^## ${n}\\. `, 'm'));
    // The reply carries the PRD it wrote; its text is that model rendered by @prd/prd.
    expect(reply.model?.requirements.map((fr) => [fr.id, fr.basis])).toEqual([
      ['FR-1', 'stated'],
      ['FR-2', 'assumed'],
    ]);
    expect(renderMarkdown(reply.model!, { version: '0.1' })).toBe(reply.text);
  });

  it('routes a question to a streamed answer and small talk to a short one, with no PRD', async () => {
    const previousPrd =
      '# ParkPal: Product Requirements Document\n\n## 5. Functional requirements\n\n### FR-1: Find a spot\n';
    for (const [intent, kind] of [
      ['question', 'answer'],
      ['smalltalk', 'answer'],
    ] as const) {
      const { model, calls } = scripted((call) =>
        stepOf(call.system) === 'route' ? route(intent) : 'FR-1 covers finding a spot.',
      );
      const reply = await collectReply(
        createModelWriter(model, options).reply(
          baseInput({ message: 'What does FR-1 do?', previousPrd }),
        ),
      );
      expect(reply).toMatchObject({ kind, intent, text: 'FR-1 covers finding a spot.' });
      expect(calls.map((c) => stepOf(c.system))).toEqual(['route', 'answer']);
      expect(calls[0]!.user).toContain('FR-1: Find a spot');
    }
  });

  it('asks 3 to 5 lettered questions with "draft anyway" for a thin brief, once', async () => {
    const questions = {
      questions: [
        { question: 'Who parks?', options: ['Commuters', 'Tourists'] },
        { question: 'Which platform?', options: ['iOS', 'Android', 'Web'] },
        { question: 'Paid spots?', options: ['Yes', 'No'] },
      ],
    };
    const { model } = scripted((call) =>
      stepOf(call.system) === 'route' ? route('draft', { thin: true }) : JSON.stringify(questions),
    );
    const writer = createModelWriter(model, options);
    const reply = await collectReply(writer.reply(baseInput({ message: 'parking app' })));
    expect(reply.kind).toBe('questions');
    expect(reply.questions).toHaveLength(3);
    expect(reply.questions[1]!.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(reply.questions[1]!.options.at(-1)!.label).toBe('Draft anyway with assumptions');
    expect(reply.text).toContain('**2. Which platform?**');
    expect(reply.text).toContain('- **D.** Draft anyway with assumptions');

    // The answer to the questions is drafted, even if the router says thin again.
    const { model: second, calls } = scripted((call) =>
      stepOf(call.system) === 'route' ? route('draft', { thin: true }) : JSON.stringify(prdJson()),
    );
    const next = await collectReply(
      createModelWriter(second, options).reply(
        baseInput({
          message: '1A 2C',
          turns: [
            { role: 'user', text: 'parking app' },
            { role: 'assistant', text: reply.text },
          ],
        }),
      ),
    );
    expect(next).toMatchObject({ kind: 'prd', intent: 'draft' });
    expect(calls.at(-1)!.user).toContain('Which platform?');
  });
});

describe('provider pipeline: structured output', () => {
  it('repairs an answer that fails the schema, with the error sent back', async () => {
    const bad = prdJson({
      functionalRequirements: [{ id: 'FR-1', title: 'Find', priority: 'urgent' }],
    });
    const { model, calls } = scripted((_call, i) => JSON.stringify(i === 0 ? bad : prdJson()));
    const reply = await collectReply(
      createModelWriter(model, options).reply(baseInput({ message: LONG })),
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]!.user).toMatch(/does not match the required JSON schema/);
    expect(calls[1]!.user).toMatch(/priority/);
    expect(reply.text).toContain('### FR-2: Hold a spot');
    expect(reply.text.match(/^## 5\. /gm)).toHaveLength(1);
  });

  it('reads a Markdown PRD from a model without JSON mode, and renders it by code', async () => {
    const markdown =
      '# Ledgerly PRD\n\n## 5. Functional requirements\n\n### FR-1: Export\n\n- **Priority:** P0 (Must)\n- **Statement:** Export invoices to PDF.\n';
    const { model, calls } = scripted(() => markdown);
    const reply = await collectReply(
      createModelWriter(model, options).reply(baseInput({ message: 'Ledgerly' })),
    );
    // Routing without JSON falls back to a draft; no repair is asked of a model that writes no JSON.
    expect(calls.map((c) => stepOf(c.system))).toEqual(['route', 'prd']);
    expect(reply.text).toMatch(/^# Ledgerly: Product Requirements Document/);
    expect(reply.model?.requirements[0]).toMatchObject({ id: 'FR-1', priority: 'P0' });
    expect(reply.text).toContain(
      '### FR-1: Export\n\n- **Priority:** P0 (Must)\n- **Statement:** Export invoices to PDF.',
    );
  });

  it('fails clearly when the repair fails too', async () => {
    const { model } = scripted(() => '{"title": 42}');
    await expect(
      collectReply(createModelWriter(model, options).reply(baseInput({ message: LONG }))),
    ).rejects.toMatchObject({
      kind: 'unknown',
    });
  });

  it('streams sections as the JSON arrives, and marks invented numbers as assumptions', async () => {
    const json = prdJson({
      goals: [{ text: 'Reach 50,000 drivers', basis: 'stated', source: 'your message' }],
    });
    const { model } = scripted(() => JSON.stringify(json), 25);
    const events = [];
    for await (const e of createModelWriter(model, options).reply(baseInput({ message: LONG })))
      events.push(e);
    const texts = events.flatMap((e) => (e.type === 'text' ? [e.delta] : []));
    expect(texts.length).toBeGreaterThan(10);
    expect(texts[0]).toMatch(/^# ParkPal/);
    const text = texts.join('');
    expect(text).toContain('- **G-1:** Reach 50,000 drivers _(assumption)_');
    expect(text).toContain(
      '- **M-1:** Median time to find a spot under 30 seconds _(stated: your message)_',
    );
    expect(prdSchema.safeParse(json).success).toBe(true);
  });

  it('writes in the language of the user, code-rendered headings too', async () => {
    const brief = `Una aplicación para que los usuarios reserven plazas de aparcamiento. ${'Los conductores deben encontrar una plaza libre en menos de 30 segundos con el móvil. '.repeat(6)}`;
    const { model, calls } = scripted(() => JSON.stringify(prdJson({ language: 'es' })));
    const reply = await collectReply(
      createModelWriter(model, options).reply(baseInput({ message: brief })),
    );
    expect(calls[0]!.system).toMatch(/user's language \(es\)/);
    expect(reply.text).toMatch(/^# ParkPal: Documento de requisitos de producto/);
    expect(reply.text).toContain('## 5. Requisitos funcionales');
    expect(reply.text).toContain('- **Prioridad:** P0 (Obligatorio)');
    expect(reply.text).toContain('### Conflictos y decisiones pendientes');
  });
});
