import { describe, expect, it } from 'vitest';
import { emptyPrd, type Prd } from './model.js';
import { onePager } from './one-pager.js';
import { outline } from './outline.js';

function sample(): Prd {
  return {
    ...emptyPrd(),
    title: 'ShiftSwap: Product Requirements Document',
    product: 'ShiftSwap',
    summary: 'Nurses swap shifts from their phones.\n\nMore detail.',
    problem: 'Swaps happen on paper.',
    goals: [
      {
        id: 'G-1',
        text: 'Approve swaps in under 2 hours',
        basis: 'stated',
        sources: [],
        target: { value: 2, unit: 'hours' },
      },
      {
        id: 'G-2',
        text: 'Fewer empty shifts',
        basis: 'stated',
        sources: [],
        target: { value: 10, unit: '%' },
      },
    ],
    requirements: [
      {
        id: 'FR-1',
        title: 'Post a shift',
        text: 'A nurse posts a shift they cannot work, up to 14 days ahead.',
        basis: 'stated',
        sources: [],
        priority: 'P0',
        acceptance: ['a', 'b'],
      },
      {
        id: 'FR-2',
        title: 'Chat',
        text: 'Nurses chat about a swap.',
        basis: 'stated',
        sources: [],
        priority: 'P2',
        acceptance: [],
      },
    ],
    nonGoals: [{ id: 'NG-1', text: 'No pay changes in v1', basis: 'stated', sources: [] }],
    milestones: [
      { id: 'MS-1', text: 'Pilot', basis: 'stated', sources: [], date: 'Q3' },
      { id: 'MS-2', text: 'M4: Launch', basis: 'assumed', sources: [], date: null },
    ],
    openQuestions: [{ id: 'Q-1', text: 'Who?', basis: 'stated', sources: [] }],
    decisions: [{ id: 'DN-1', text: 'Pick', basis: 'stated', sources: [] }],
    extra: [{ id: 'X-1', heading: 'Glossary', body: 'x' }],
  };
}

describe('onePager', () => {
  it('keeps the title, summary, goals with targets, every requirement by statement (musts first), stated non-goals and milestones, and the questions count', () => {
    expect(onePager(sample())).toBe(
      [
        '# ShiftSwap: One-pager',
        '',
        'Nurses swap shifts from their phones.',
        '',
        '## Problem and goals',
        '',
        'Swaps happen on paper.',
        '',
        '## Goals',
        '',
        '- Approve swaps in under 2 hours',
        '- Fewer empty shifts (target: 10 %)',
        '',
        '## Functional requirements',
        '',
        '- **FR-1** (P0) A nurse posts a shift they cannot work, up to 14 days ahead.',
        '- **FR-2** (P2) Nurses chat about a swap.',
        '',
        '## Non-goals',
        '',
        '- No pay changes in v1',
        '',
        '## Milestones',
        '',
        '- Pilot (Q3)',
        '',
        '## Open questions',
        '',
        '1 open question, 1 decision needed.',
        '',
      ].join('\n'),
    );
  });

  it('says when there is no requirement, cuts a long statement at a word, and escapes text', () => {
    const prd = { ...emptyPrd(), product: '# *Odd*' };
    const out = onePager(prd);
    expect(out).toContain('# # \\*Odd\\*: One-pager');
    expect(out).toContain('- _No requirements yet._');
    const long = onePager({
      ...sample(),
      requirements: [{ ...sample().requirements[0]!, text: `${'word '.repeat(60)}end` }],
    });
    const line = long.split('\n').find((l) => l.startsWith('- **FR-1**'))!;
    expect(line.endsWith('word…')).toBe(true);
    expect(line.length).toBeLessThan(190);
    expect(out).toContain('0 open questions.');
  });
});

describe('outline', () => {
  it('lists the rendered sections, the shown sub-sections and each requirement', () => {
    expect(outline(sample())).toEqual([
      { id: 'summary', heading: 'TL;DR', level: 2, count: 1 },
      { id: 'problem', heading: 'Problem and goals', level: 2, count: 1 },
      { id: 'goals', heading: 'Goals', level: 3, count: 2 },
      { id: 'nonGoals', heading: 'Non-goals', level: 2, count: 1 },
      { id: 'personas', heading: 'Personas and user stories', level: 2, count: 0 },
      { id: 'requirements', heading: 'Functional requirements', level: 2, count: 2 },
      { id: 'FR-1', heading: 'FR-1: Post a shift', level: 3, count: 2 },
      { id: 'FR-2', heading: 'FR-2: Chat', level: 3, count: 0 },
      { id: 'uxFlow', heading: 'User experience flow', level: 2, count: 0 },
      { id: 'nfrs', heading: 'Non-functional requirements', level: 2, count: 0 },
      { id: 'metrics', heading: 'Success metrics', level: 2, count: 0 },
      { id: 'technical', heading: 'Technical considerations', level: 2, count: 0 },
      { id: 'milestones', heading: 'Milestones', level: 2, count: 2 },
      { id: 'risks', heading: 'Risks', level: 2, count: 0 },
      { id: 'openQuestions', heading: 'Open questions', level: 2, count: 1 },
      { id: 'conflicts', heading: 'Conflicts and decisions needed', level: 3, count: 1 },
      { id: 'sources', heading: 'Sources', level: 2, count: 0 },
      { id: 'X-1', heading: 'Glossary', level: 2, count: 0 },
    ]);
  });

  it('follows the document language', () => {
    expect(outline({ ...sample(), language: 'de' })[5]!.heading).toBe('Funktionale Anforderungen');
  });
});
