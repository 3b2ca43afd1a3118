import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { modelPrompt, retryDelayMs } from '../../../../platform/ai/call.js';
import { budgetFor, contextTokensFor, DEFAULT_CONTEXT_TOKENS, trimHistory } from './budget.js';
import { batches, pickBatches, splitChunks } from './chunks.js';
import { guessLanguage, labelsFor } from './labels.js';
import { inline } from './markdown.js';
import { parsePrd, readMark } from './parse.js';
import { replaceWord } from './patch.js';
import { renderItem } from './render.js';
import { retrieve } from './retrieve.js';

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

describe('rendering details', () => {
  it('escapes Markdown from the input and reads it back unchanged', () => {
    const ctx = { labels: labelsFor('en'), version: '0.1', date: 'd', notes: [] };
    const line = renderItem(
      { text: 'Dial *483*77# to pay_now [fast]', basis: 'stated', source: 'brief.pdf, page 1' },
      ctx,
    );
    expect(line).toBe(
      '- Dial \\*483\\*77# to pay\\_now \\[fast\\] _(Stated: brief.pdf, page 1)_\n',
    );
    expect(readMark(line.slice(2, -1))).toEqual({
      text: 'Dial *483*77# to pay_now [fast]',
      basis: 'stated',
      source: 'brief.pdf, page 1',
    });
    expect(inline('# not a heading')).toBe('\\# not a heading');
    expect(inline('1. not a list')).toBe('1\\. not a list');
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
    const { model, version } = parsePrd(md);
    expect(version).toBe('0.3');
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
});

describe('reading other layouts', () => {
  it('ends an FR at any sub-heading and keeps bold labels as text', () => {
    const md = [
      '## 4. Personas and user stories',
      '',
      '- **Clerks:** record sales at the till',
      '',
      '## 5. Functional requirements',
      '',
      '### FR-1: Record a sale',
      '',
      '- **Priority:** P0 (Must)',
      '',
      '### Notes',
      '',
      '- Not a criterion',
    ].join('\n');
    const { model } = parsePrd(md);
    expect(model.personas[0]!.text).toBe('Clerks: record sales at the till');
    expect(model.functionalRequirements[0]!.criteria).toEqual([]);
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
