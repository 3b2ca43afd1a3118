import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse.js';

/** Today's built-in writer output (bold sub-labels, notes, leading labels) read into the model. */

const BUILT_IN = `# ShiftSwap: Product Requirements Document

- **Status:** Draft
- **Version:** 0.1
- **Date:** 2026-01-05
- **Prepared from:** your message

## 1. TL;DR

ShiftSwap lets nurses swap shifts from their phones.

## 2. Problem and goals

**Problem**

- Today swaps happen on a paper sheet and take 2 days. _(source: your message)_

**Goals (measurable)**

- **G1:** Swaps approved in under 2 hours. _(source: your message)_

## 6. User experience flow

1. The nurse opens ShiftSwap and signs in.
2. The ward manager can approve or reject a swap (**FR-2**).

_Derived from the requirements; confirm the flow with design._

## 7. Non-functional requirements

**Performance**

- **NFR-1** P0 (Must): Pages must load in under 2 seconds. _(source: your message)_

**Security**

- _Assumption:_ All traffic uses HTTPS.

## 8. Success metrics

- _Assumption:_ Satisfaction: nurses rate ShiftSwap 4 out of 5 or better after 30 days.

## 10. Milestones

- **Stated:** Launch a pilot on Ward 7 in May. _(source: your message)_

_Proposed plan (assumption, adjust to the team and deadline):_

1. **M1: Discovery and design**: answer the open questions.

## 13. Sources

- **FR-1:** your message
`;

describe('parseMarkdown: the built-in writer', () => {
  const prd = parseMarkdown(BUILT_IN);

  it('reads the problem and goals under their bold labels', () => {
    expect(prd.problem).toBe('Today swaps happen on a paper sheet and take 2 days.');
    expect(prd.goals).toEqual([
      {
        id: 'G-1',
        text: 'Swaps approved in under 2 hours.',
        basis: 'stated',
        sources: [{ kind: 'message', ref: 'your message', locator: '' }],
        target: { value: 2, unit: 'hours' },
      },
    ]);
  });

  it('leaves notes out of the lists and marks what follows an assumption note as assumed', () => {
    expect(prd.uxFlow.map((s) => s.text)).toEqual([
      'The nurse opens ShiftSwap and signs in.',
      'The ward manager can approve or reject a swap (FR-2).',
    ]);
    expect(prd.milestones.map((m) => [m.text, m.basis])).toEqual([
      ['Launch a pilot on Ward 7 in May.', 'stated'],
      ['M1: Discovery and design: answer the open questions.', 'assumed'],
    ]);
  });

  it('reads NFR priorities, leading assumption labels and "N out of M" targets', () => {
    expect(prd.nfrs.map((n) => [n.id, n.priority, n.basis, n.text])).toEqual([
      ['NFR-1', 'P0', 'stated', 'Pages must load in under 2 seconds.'],
      ['NFR-2', null, 'assumed', 'All traffic uses HTTPS.'],
    ]);
    expect(prd.metrics[0]).toMatchObject({
      basis: 'assumed',
      target: { value: 4, unit: 'out of 5' },
    });
  });

  it('keeps an id of another list as text', () => {
    expect(prd.sources.map((s) => [s.id, s.text])).toEqual([['S-1', 'FR-1: your message']]);
  });
});
