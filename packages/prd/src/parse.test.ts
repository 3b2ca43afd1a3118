import { describe, expect, it } from 'vitest';
import { prdSchema } from './model.js';
import { parseMarkdown } from './parse.js';
import { renderMarkdown } from './render.js';

const NOTION_STYLE = `# Checkout Redesign PRD

**Status:** In review
**Owner:** Priya
**Last updated:** 2026-01-15

## Overview
We rebuild checkout so that mobile buyers finish faster.

## Problem Statement
Mobile conversion is 1.2%, half of desktop.

## Goals & Objectives
1. Raise mobile conversion to 2.5% by Q3
2. Cut checkout time to under 60 seconds

## Non-Goals
- Redesigning the cart
- New payment providers

## Target Users
- **Returning buyers**: know what they want
- **Guests**: no account

## Requirements

| ID | Requirement | Priority | Acceptance Criteria |
|----|-------------|----------|---------------------|
| REQ-1 | One-page checkout with address autocomplete | P0 | Address filled in 3 taps |
| REQ-2 | Apple Pay and Google Pay | Must | Paid in one tap |
| REQ-3 | Save card for next time | Nice to have | |

### Performance
- Checkout page loads in under 1 s on 4G

## Success Metrics
- Mobile conversion: 2.5%
- Median checkout time < 60 seconds

## Timeline
| Milestone | Date |
|---|---|
| Design done | 2026-02-01 |
| Beta | Q2 2026 |

## Risks and Mitigations
- Payment provider outage → fall back to card form

## Dependencies
- Payments team API v2

## Open Questions
- Do we keep the guest checkout?

## Appendix: Research
Interviews with 12 buyers.

| Quote | Who |
|---|---|
| "Too many steps" | Buyer 3 |
`;

describe('parseMarkdown: PRDs as people write them', () => {
  const prd = prdSchema.parse(parseMarkdown(NOTION_STYLE));

  it('reads the title, product and metadata', () => {
    expect(prd.title).toBe('Checkout Redesign PRD');
    expect(prd.product).toBe('Checkout Redesign');
    expect(prd.status).toBe('in_review');
    expect(prd.date).toBe('2026-01-15');
    expect(prd.language).toBe('en');
  });

  it('knows sections by name and synonyms', () => {
    expect(prd.summary).toBe('We rebuild checkout so that mobile buyers finish faster.');
    expect(prd.problem).toBe('Mobile conversion is 1.2%, half of desktop.');
    expect(prd.goals.map((g) => [g.id, g.text, g.target])).toEqual([
      ['G-1', 'Raise mobile conversion to 2.5% by Q3', { value: 2.5, unit: '%' }],
      ['G-2', 'Cut checkout time to under 60 seconds', { value: 60, unit: 'seconds' }],
    ]);
    expect(prd.nonGoals.map((g) => g.text)).toEqual([
      'Redesigning the cart',
      'New payment providers',
    ]);
    expect(prd.personas.map((p) => p.text)).toEqual([
      'Returning buyers: know what they want',
      'Guests: no account',
    ]);
    expect(prd.metrics.map((m) => m.target)).toEqual([
      { value: 2.5, unit: '%' },
      { value: 60, unit: 'seconds' },
    ]);
    expect(prd.risks.map((r) => r.text)).toEqual([
      'Payment provider outage → fall back to card form',
    ]);
    expect(prd.dependencies.map((d) => d.text)).toEqual(['Payments team API v2']);
    expect(prd.openQuestions.map((q) => q.text)).toEqual(['Do we keep the guest checkout?']);
  });

  it('reads a requirements table by its header, the header never an item', () => {
    expect(prd.requirements.map((r) => [r.id, r.text, r.priority, r.acceptance])).toEqual([
      ['REQ-1', 'One-page checkout with address autocomplete', 'P0', ['Address filled in 3 taps']],
      ['REQ-2', 'Apple Pay and Google Pay', 'P0', ['Paid in one tap']],
      ['REQ-3', 'Save card for next time', 'P2', []],
    ]);
    expect(prd.requirements.every((r) => r.title.length > 0)).toBe(true);
  });

  it('moves a Performance sub-section of the requirements to the NFRs', () => {
    expect(prd.nfrs.map((n) => [n.id, n.text])).toEqual([
      ['NFR-1', 'Checkout page loads in under 1 s on 4G'],
    ]);
  });

  it('reads a milestone table with its dates', () => {
    expect(prd.milestones.map((m) => [m.text, m.date])).toEqual([
      ['Design done', '2026-02-01'],
      ['Beta', 'Q2 2026'],
    ]);
  });

  it('keeps unknown sections as Markdown', () => {
    expect(prd.extra).toEqual([
      {
        id: 'X-1',
        heading: 'Appendix: Research',
        body: 'Interviews with 12 buyers.\n\n| Quote | Who |\n|---|---|\n| "Too many steps" | Buyer 3 |',
      },
    ]);
    expect(renderMarkdown(prd)).toContain(
      '## Appendix: Research\n\nInterviews with 12 buyers.\n\n| Quote | Who |',
    );
  });
});

describe('parseMarkdown: other shapes', () => {
  it('reads FR-prefixed lines, bold ids, priorities and nested criteria', () => {
    const prd = parseMarkdown(`# Parkly

## Functional requirements
- FR-3: Drivers find a free spot near them (P0)
  - Given a driver, when she opens the map, then free spots show
- **FR-7:** Pay by the minute [Should]
- Reserve a spot up to 2 hours ahead
- FR-3: Duplicate id again
`);
    expect(prd.requirements.map((r) => [r.id, r.priority])).toEqual([
      ['FR-3', 'P0'],
      ['FR-7', 'P1'],
      ['FR-1', null],
      ['FR-2', null],
    ]);
    expect(prd.requirements[0]!.acceptance).toEqual([
      'Given a driver, when she opens the map, then free spots show',
    ]);
    expect(prd.requirements[0]!.text).toBe('Drivers find a free spot near them');
  });

  it('reads requirement blocks under their own headings and headings that group a list', () => {
    const prd = parseMarkdown(`# App

# Features

## Login
Users sign in with email or Google.

**Acceptance criteria:**
- Given a Google account, when the user signs in, then she lands on the home page
- Given a wrong password, then an error shows

## Must have
- Export to CSV
- Import from Excel

## Notifications
- Push notification when a swap is approved
- Email digest every Monday
`);
    expect(prd.requirements.map((r) => [r.title, r.priority])).toEqual([
      ['Login', null],
      ['Export to CSV', 'P0'],
      ['Import from Excel', 'P0'],
      ['Push notification when a swap is approved', null],
      ['Email digest every Monday', null],
    ]);
    expect(prd.requirements[0]!.text).toBe('Users sign in with email or Google.');
    expect(prd.requirements[0]!.acceptance).toHaveLength(2);
  });

  it('reads setext headings, numbered section names and user stories', () => {
    const prd = parseMarkdown(`Booking tool
============

1\\. Introduction
---------------

A tool to book rooms.

2\\. User Stories
---------------

1. As a manager, I want to book a room for my team so that we can meet.
2. As an admin, I want to block rooms.
`);
    expect(prd.title).toBe('Booking tool');
    expect(prd.summary).toBe('A tool to book rooms.');
    expect(prd.requirements.map((r) => r.title)).toEqual([
      'Book a room for my team',
      'Block rooms',
    ]);
  });

  it('reads the provider writer marks and translated labels', () => {
    const prd = parseMarkdown(`# Tienda: Documento de requisitos de producto

## 1. Resumen

Una tienda.

## 2. Problema y objetivos

Las colas son largas.

### Objetivos

- Reducir la espera a 5 minutos _(Indicado: brief.pdf, página 2)_
- Vender más _(Supuesto)_

## 5. Requisitos funcionales

### FR-1: Pagar

- **Prioridad:** P0 (Obligatorio)
- **Enunciado:** El cliente paga con el móvil.
- **Criterios de aceptación:**
  - Dado un carrito, cuando paga, entonces recibe el ticket.
- **Fuente:** _(Inferido)_
`);
    expect(prd.language).toBe('es');
    expect(prd.product).toBe('Tienda');
    expect(prd.goals[0]).toMatchObject({
      text: 'Reducir la espera a 5 minutos',
      basis: 'stated',
      sources: [{ kind: 'file', ref: 'brief.pdf', locator: 'página 2' }],
      target: { value: 5, unit: 'minutos' },
    });
    expect(prd.goals[1]!.basis).toBe('assumed');
    expect(prd.requirements[0]).toMatchObject({
      id: 'FR-1',
      title: 'Pagar',
      priority: 'P0',
      basis: 'inferred',
    });
  });

  it('never takes a table header or separator for an item, with or without the separator row', () => {
    const prd = parseMarkdown(`## Risks

| Risk | Owner |
| Vendor delay | Sam |
`);
    expect(prd.risks.map((r) => [r.text, r.owner])).toEqual([['Vendor delay', 'Sam']]);
  });

  it('takes a first heading that names the document as its title when there is no H1', () => {
    const prd = parseMarkdown(
      '## ShiftSwap PRD\n\n**Status:** Approved\n\n## Overview\n\nSwap shifts.\n',
    );
    expect([prd.title, prd.product, prd.status, prd.summary, prd.extra]).toEqual([
      'ShiftSwap PRD',
      'ShiftSwap',
      'approved',
      'Swap shifts.',
      [],
    ]);
  });

  it('ignores code fences when looking for headings', () => {
    const prd = parseMarkdown('# A\n\n## Glossary\n\n```\n# not a heading\n## nor this\n```\n');
    expect(prd.extra).toHaveLength(1);
    expect(prd.extra[0]!.body).toBe('```\n# not a heading\n## nor this\n```');
  });

  it('always gives a valid model, even for empty or odd input', () => {
    for (const input of [
      '',
      '\n\n',
      '#',
      '##\n##',
      '|||',
      '- ',
      '**',
      '```',
      '> x',
      '\u0000',
      'a\r\nb\rc',
    ]) {
      expect(() => prdSchema.parse(parseMarkdown(input))).not.toThrow();
    }
  });
});

describe('requirement ids of a document’s own scheme', () => {
  it('keeps "### CS-04: Guests" ids, but never takes another list’s prefix for one', () => {
    const prd = parseMarkdown(
      [
        '# Courtside PRD',
        '',
        '## Requirements',
        '',
        '### CS-04: Guests',
        '',
        '- **Priority:** P2 (Could)',
        '- **Statement:** Members invite a guest for a fee.',
        '',
        '### NFR-2: Speed',
        '',
        '- **Statement:** Pages load fast.',
        '',
        '### Q3 launch plans',
        '',
        '- **Statement:** Ship the beta.',
      ].join('\n'),
    );
    expect(prd.product).toBe('Courtside');
    expect(prd.requirements.map((r) => r.id)).toEqual(['CS-04', 'FR-1', 'FR-2']);
    expect(prd.requirements[0]).toMatchObject({ title: 'Guests', priority: 'P2' });
  });

  it('reads the product from titles such as "Tallyho Product Requirements v2.1"', () => {
    for (const [title, product] of [
      ['Tallyho Product Requirements v2.1', 'Tallyho'],
      ['Tallyho Requirements Document', 'Tallyho'],
      ['Tallyho Product Spec', 'Tallyho'],
      ['Requirements for the spring fair', 'Requirements for the spring fair'],
    ])
      expect(parseMarkdown(`# ${title}\n\n## Goals\n\n- One.`).product, title).toBe(product);
  });
});

describe('table headers named in other words', () => {
  it('reads "Requirement ID", "MoSCoW priority" and "Short description" columns by their words', () => {
    const prd = parseMarkdown(
      [
        '# Stockroom PRD',
        '',
        '## Requirements',
        '',
        '| Requirement ID | Short description | MoSCoW priority | Target date |',
        '| --- | --- | --- | --- |',
        '| ST-7 | Staff count stock on a phone. | Must | May |',
      ].join('\n'),
    );
    expect(prd.requirements).toMatchObject([
      { id: 'ST-7', priority: 'P0', text: 'Staff count stock on a phone.' },
    ]);
  });
});
