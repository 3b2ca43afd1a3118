import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { modelPrompt, retryDelayMs } from '../../../../platform/ai/call.js';
import { budgetFor, contextTokensFor, DEFAULT_CONTEXT_TOKENS, trimHistory } from './budget.js';
import { batches, pickBatches, splitChunks } from './chunks.js';
import { parseMarkdown, renderMarkdown } from '@prd/prd';
import { guessLanguage } from './labels.js';
import { replaceWord } from './patch.js';
import { retrieve } from './retrieve.js';
import { fromPrd, toPrd } from './to-prd.js';

describe('context budgets', () => {
  it('knows the big model families and is conservative otherwise', () => {
    expect(contextTokensFor('gpt-4o-mini')).toBe(128_000);
    expect(contextTokensFor('claude-sonnet-4-5')).toBe(200_000);
    expect(contextTokensFor('gemini-2.5-pro')).toBe(1_000_000);
    expect(contextTokensFor('my-local-model')).toBe(DEFAULT_CONTEXT_TOKENS);
    expect(contextTokensFor('mistral-7b-instruct')).toBe(8_000);
    const small = budgetFor(8_000);
    expect(
      small.sourceChars + small.previousChars + small.historyChars + small.messageChars,
    ).toBeLessThan(8_000 * 4);
    expect(budgetFor(1_000_000).sourceChars).toBe(budgetFor(200_000).sourceChars);
  });

  it('trims history from the old end', () => {
    const turns = Array.from({ length: 10 }, (_, i) => ({ text: `t${i} ${'x'.repeat(96)}` }));
    const { kept, dropped } = trimHistory(turns, 350);
    expect(kept.map((t) => t.text.slice(0, 2))).toEqual(['t7', 't8', 't9']);
    expect(dropped).toBe(7);
  });
});

describe('retrieval and chunks', () => {
  it('ranks session chunks by the message (BM25) within a budget', () => {
    const chunks = [
      {
        file: 'a.pdf',
        locator: 'page 1',
        text: 'Refunds are approved within 24 hours by a clerk.',
      },
      { file: 'b.pdf', locator: 'page 1', text: 'The logo is blue.' },
      {
        file: 'c.pdf',
        locator: 'page 9',
        text: 'Refunds above 500 euros need a manager; refunds are logged.',
      },
    ];
    const picked = retrieve(chunks, 'How are refunds approved?', 10_000);
    expect(picked.map((c) => c.file)).toEqual(['a.pdf', 'c.pdf']);
    expect(retrieve(chunks, 'refunds', 60)).toHaveLength(1);
    expect(retrieve(chunks, 'the and', 10_000)).toEqual([]);
  });

  it('splits big chunks at spaces with locators, and keeps every file when batches are capped', () => {
    const pieces = splitChunks([{ file: 'f', locator: 'page 1', text: 'word '.repeat(100) }], 120);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces[1]!.locator).toBe('page 1, part 2');
    expect(pieces.map((p) => p.text).join('')).toBe('word '.repeat(100));
    const chunks = [
      ...Array.from({ length: 50 }, (_, i) => ({
        file: 'big.pdf',
        locator: `page ${i + 1}`,
        text: 'x'.repeat(100),
      })),
      { file: 'small.txt', locator: 'line 1', text: 'y' },
    ];
    const all = batches(chunks, 150);
    const { picked, omitted } = pickBatches(all, 5);
    expect(picked).toHaveLength(5);
    expect(picked.flat().some((c) => c.file === 'small.txt')).toBe(true);
    expect(omitted.length).toBe(all.length - 5);
    expect(omitted[0]).toMatch(/^big\.pdf, page \d+ to page \d+$/);
  });
});

describe("the model's JSON and the PRD model", () => {
  const ctx = { language: 'en', date: '2025-06-01', notes: [] };

  it('keeps Markdown from the input as text: escaped when rendered, read back unchanged', () => {
    const text = 'Dial *483*77# to pay_now [fast]';
    const prd = toPrd(
      { title: 'Pay', nonGoals: [{ text, basis: 'stated', source: 'brief.pdf, page 1' }] },
      ctx,
    );
    expect(prd.nonGoals[0]).toEqual({
      id: 'NG-1',
      text,
      basis: 'stated',
      sources: [{ kind: 'file', ref: 'brief.pdf', locator: 'page 1' }],
    });
    const markdown = renderMarkdown(prd);
    expect(markdown).toContain('Dial \\*483\\*77# to pay\\_now \\[fast\\]');
    expect(parseMarkdown(markdown).nonGoals).toEqual(prd.nonGoals);
  });

  it('marks what states a number no input gives as an assumption', () => {
    const prd = toPrd(
      {
        title: 'Pay',
        tldr: 'Pay in 20 seconds.',
        goals: [{ text: 'Pay in 15 seconds', basis: 'stated', source: 'your message' }],
      },
      { ...ctx, known: new Set(['15']) },
    );
    expect(prd.goals[0]).toMatchObject({ basis: 'stated', target: { value: 15, unit: 'seconds' } });
    expect(prd.summary).toBe('Pay in 20 seconds. (assumption: 20)');
  });

  it('reads a built-in writer PRD (no marks) for revisions', () => {
    const md = [
      '# Harvest Ledger: Product Requirements Document',
      '',
      '- **Status:** Draft',
      '- **Version:** 0.3',
      '',
      '## 3. Non-goals',
      '',
      '- No iPads',
      '',
      '## 5. Functional requirements',
      '',
      '### FR-1: Record a sale',
      '',
      '- **Priority:** P0 (Must)',
      '- **Statement:** Clerks must record a sale.',
      '- **Acceptance criteria:** Given a sale, when saved, then it is listed.',
      '- **Source:** your message',
    ].join('\n');
    const model = fromPrd(parseMarkdown(md));
    expect(model.title).toBe('Harvest Ledger');
    expect(model.nonGoals).toEqual([{ text: 'No iPads', basis: 'stated', source: '' }]);
    expect(model.functionalRequirements[0]).toMatchObject({
      id: 'FR-1',
      priority: 'P0',
      statement: 'Clerks must record a sale.',
      criteria: ['Given a sale, when saved, then it is listed.'],
      source: 'your message',
    });
  });

  it('shows dependencies among the risks and decisions among the open questions', () => {
    const prd = toPrd({ title: 'Pay' }, ctx);
    const item = (id: string, text: string) => ({
      id,
      text,
      basis: 'stated' as const,
      sources: [],
    });
    const model = fromPrd({
      ...prd,
      risks: [{ ...item('R-1', 'Stale data'), owner: null }],
      dependencies: [item('D-1', 'The courier API')],
      decisions: [item('DN-1', 'Pick a payment provider')],
    });
    expect(model.risks.map((r) => r.text)).toEqual(['Stale data', 'The courier API']);
    expect(model.openQuestions.map((q) => q.text)).toEqual(['Pick a payment provider']);
  });

  it('replaces values as whole words only', () => {
    expect(replaceWord('15 minutes, 150 spots, 15-minute hold', '15', '10')).toBe(
      '10 minutes, 150 spots, 10-minute hold',
    );
    expect(replaceWord('ParkPal and ParkPals', 'ParkPal', 'SpotOn')).toBe('SpotOn and ParkPals');
  });

  it('guesses the language of a brief', () => {
    expect(
      guessLanguage(
        'Una aplicación para que los usuarios reserven plazas de aparcamiento con el móvil',
      ),
    ).toBe('es');
    expect(guessLanguage('An app for the drivers that must book a spot')).toBe('en');
  });
});

describe('provider calls', () => {
  const rateLimited = (headers: Record<string, string>) =>
    new APICallError({
      message: 'Too many requests',
      url: 'http://127.0.0.1/v1/chat/completions',
      requestBodyValues: {},
      statusCode: 429,
      responseHeaders: headers,
      isRetryable: true,
    });

  it('waits 2 s doubling, or what the provider asks when under a minute', () => {
    expect(retryDelayMs(new Error('x'), 0)).toBe(2_000);
    expect(retryDelayMs(new Error('x'), 2)).toBe(8_000);
    expect(retryDelayMs(rateLimited({ 'retry-after-ms': '250' }), 0)).toBe(250);
    expect(retryDelayMs(rateLimited({ 'Retry-After': '3' }), 0)).toBe(3_000);
    expect(retryDelayMs(rateLimited({ 'retry-after': '600' }), 1)).toBe(4_000);
    expect(retryDelayMs(rateLimited({ 'retry-after': 'soon' }), 0)).toBe(2_000);
  });

  it("puts messages in the providers' prompt format", () => {
    const png = new Uint8Array([1, 2, 3]);
    expect(
      modelPrompt('sys', [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'brief' },
            { type: 'image', image: png, mediaType: 'image/png' },
          ],
        },
        { role: 'assistant', content: '{"a":1}' },
        { role: 'user', content: 'fix it' },
      ]),
    ).toEqual([
      { role: 'system', content: 'sys' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'brief' },
          { type: 'file', data: png, mediaType: 'image/png' },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: '{"a":1}' }] },
      { role: 'user', content: [{ type: 'text', text: 'fix it' }] },
    ]);
  });
});
