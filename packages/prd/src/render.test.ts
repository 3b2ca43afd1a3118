import { describe, expect, it } from 'vitest';
import { emptyPrd, type Prd } from './model.js';
import { renderMarkdown, renderSection } from './render.js';

function sample(): Prd {
  return {
    ...emptyPrd(),
    title: 'ShiftSwap: Product Requirements Document',
    product: 'ShiftSwap',
    date: '2026-03-02',
    summary: 'Nurses swap shifts from their phones.',
    problem: 'Swaps happen on paper.',
    goals: [
      {
        id: 'G-1',
        text: 'Swaps approved in under 2 hours.',
        basis: 'stated',
        sources: [],
        target: { value: 2, unit: 'hours' },
      },
    ],
    requirements: [
      {
        id: 'FR-1',
        title: 'Post a shift',
        text: 'A nurse posts a shift she cannot work.',
        basis: 'stated',
        sources: [{ kind: 'file', ref: 'brief.pdf', locator: 'page 2' }],
        priority: 'P0',
        acceptance: ['Given a shift, when posted, then colleagues see it.'],
      },
      {
        id: 'FR-2',
        title: 'Approve',
        text: 'A manager approves a swap.',
        basis: 'inferred',
        sources: [],
        priority: 'P1',
        acceptance: [
          'Given a swap, when approved, then both are told.',
          'Given a rejected swap, then nothing changes.',
        ],
      },
    ],
    nfrs: [
      { id: 'NFR-1', text: 'Pages load in 2 s.', basis: 'assumed', sources: [], priority: 'P1' },
    ],
    milestones: [{ id: 'MS-1', text: 'Pilot', basis: 'stated', sources: [], date: 'Q3' }],
    actionItems: [{ id: 'A-1', text: 'Sam sends the mock-ups.', basis: 'stated', sources: [] }],
    risks: [{ id: 'R-1', text: 'Union pushback.', basis: 'inferred', sources: [], owner: 'Dana' }],
    dependencies: [{ id: 'D-1', text: 'Rota system API.', basis: 'stated', sources: [] }],
    openQuestions: [
      { id: 'Q-1', text: 'Who approves weekend swaps?', basis: 'stated', sources: [] },
    ],
    conflicts: [
      {
        id: 'C-1',
        text: 'Approval time',
        basis: 'stated',
        sources: [{ kind: 'message', ref: 'your message', locator: '' }],
        sides: ['Ward says 1 hour', 'HR says 1 day'],
      },
    ],
    decisions: [{ id: 'DN-1', text: 'Pick the approval rule.', basis: 'stated', sources: [] }],
    extra: [{ id: 'X-1', heading: 'Glossary', body: '**Swap**: two nurses trade shifts.' }],
  };
}

describe('renderMarkdown', () => {
  const md = renderMarkdown(sample(), { version: '0.3', changes: ['FR-2 added: Approve'] });

  it('writes the title, metadata and the change list first', () => {
    expect(
      md.startsWith(
        '# ShiftSwap: Product Requirements Document\n\n- **Status:** Draft\n- **Version:** 0.3\n- **Date:** 2026-03-02\n\n## Changes in this version\n\n- FR-2 added: Approve\n',
      ),
    ).toBe(true);
  });

  it('numbers the 13 sections as the writers do, extra sections after them', () => {
    const headings = md
      .split('\n')
      .filter((l) => l.startsWith('## '))
      .map((l) => l.slice(3));
    expect(headings).toEqual([
      'Changes in this version',
      '1. TL;DR',
      '2. Problem and goals',
      '3. Non-goals',
      '4. Personas and user stories',
      '5. Functional requirements',
      '6. User experience flow',
      '7. Non-functional requirements',
      '8. Success metrics',
      '9. Technical considerations',
      '10. Milestones',
      '11. Risks',
      '12. Open questions',
      '13. Sources',
      'Glossary',
    ]);
  });

  it('writes requirement blocks: one criterion inline, several nested', () => {
    expect(md).toContain(
      '### FR-1: Post a shift\n\n- **Priority:** P0 (Must)\n- **Statement:** A nurse posts a shift she cannot work.\n- **Acceptance criteria:** Given a shift, when posted, then colleagues see it.\n- **Source:** brief.pdf, page 2\n',
    );
    expect(md).toContain(
      '- **Acceptance criteria:**\n  - Given a swap, when approved, then both are told.\n  - Given a rejected swap, then nothing changes.\n- **Source:** _(inferred)_\n',
    );
  });

  it('writes NFRs, milestones, risks and marks in one line each', () => {
    expect(md).toContain('- **NFR-1** (P1): Pages load in 2 s. _(assumption)_');
    expect(md).toContain('- **MS-1** (Q3): Pilot');
    expect(md).toContain('- **R-1** (owner: Dana): Union pushback. _(inferred)_');
    expect(md).toContain('- **G-1:** Swaps approved in under 2 hours.\n');
    expect(md).toContain(
      '- **C-1:** Approval time _(stated: your message)_\n  - Ward says 1 hour\n  - HR says 1 day',
    );
  });

  it('puts sub-sections inside their section', () => {
    expect(md).toMatch(/## 2\. Problem and goals\n\nSwaps happen on paper\.\n\n### Goals\n/);
    expect(md).toMatch(/## 10\. Milestones\n\n.*\n\n### Action items\n\n- \*\*A-1:\*\*/);
    expect(md).toMatch(/## 11\. Risks\n\n.*\n\n### Dependencies\n\n- \*\*D-1:\*\*/);
    expect(md).toMatch(
      /## 12\. Open questions\n\n.*\n\n### Conflicts and decisions needed\n\n- \*\*C-1:\*\*[^\n]*\n(?: {2}- [^\n]*\n)+- \*\*DN-1:\*\*/,
    );
  });

  it('writes empty sections as "Not stated"', () => {
    expect(md).toContain('## 3. Non-goals\n\n- _Not stated._\n');
    expect(renderMarkdown(emptyPrd())).toContain('## 1. TL;DR\n\n- _Not stated._');
  });

  it('writes a target only when the text does not show it', () => {
    const prd = sample();
    prd.goals[0]!.target = { value: 90, unit: 'minutes' };
    expect(renderMarkdown(prd)).toContain(
      '- **G-1:** Swaps approved in under 2 hours. _(target: 90 minutes)_',
    );
  });

  it('uses the document language for the words around the content', () => {
    const es = renderMarkdown({ ...sample(), language: 'es' });
    expect(es).toContain('## 5. Requisitos funcionales');
    expect(es).toContain('- **Prioridad:** P0 (Obligatorio)');
    expect(es).toContain('- **Estado:** Borrador');
  });

  it('escapes text so that it cannot make headings, items, tables or emphasis', () => {
    const prd = sample();
    prd.summary = '# Not a heading\n- not an item\n| not | a table |\n1. not a list';
    prd.requirements[0]!.text = 'Use *stars* and _underscores_ and `code`\n## nor this';
    prd.nonGoals = [{ id: 'NG-1', text: 'x\n- y\n### z', basis: 'stated', sources: [] }];
    const out = renderMarkdown(prd);
    expect(out).toContain(
      '\\# Not a heading\n\\- not an item\n\\| not \\| a table \\|\n1\\. not a list',
    );
    expect(out).toContain('Use \\*stars\\* and \\_underscores\\_ and \\`code\\` ## nor this');
    expect(out).toContain('- **NG-1:** x - y ### z');
    expect(out.split('\n').filter((l) => /^#{1,3} /.test(l)).length).toBe(1 + 14 + 2 + 1 + 3);
  });
});

describe('renderSection', () => {
  it('renders one section with its heading and sub-sections', () => {
    expect(renderSection(sample(), 'milestones')).toBe(
      '## 10. Milestones\n\n- **MS-1** (Q3): Pilot\n\n### Action items\n\n- **A-1:** Sam sends the mock-ups.\n',
    );
    expect(renderSection(sample(), 'actionItems')).toBe(
      '### Action items\n\n- **A-1:** Sam sends the mock-ups.\n',
    );
    expect(renderSection(emptyPrd(), 'risks')).toBe('## 11. Risks\n\n- _Not stated._\n');
  });
});
