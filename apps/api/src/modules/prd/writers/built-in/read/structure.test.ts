import { describe, expect, it } from 'vitest';
import { parseStructure } from './structure.js';

const texts = (raw: string | string[]) =>
  parseStructure(raw)
    .blocks.filter((b) => !b.heading)
    .map((b) => b.text);

describe('layout: headings and lists', () => {
  it('gives each heading style its context, and each bullet or number an item', () => {
    const parsed = parseStructure(`# Tidy: inventory for bakeries

## Features
- CSV export of invoices
2) Low-stock alerts by email

OUT OF SCOPE
* Franchise reporting

Risks:
- Suppliers change prices weekly

Open questions
==============
1. Which scales do bakeries use`);
    expect(parsed.title).toBe('Tidy: inventory for bakeries');
    const by = (text: string) => parsed.blocks.find((b) => b.text === text);
    expect(by('CSV export of invoices')).toMatchObject({ item: true, context: 'requirements' });
    expect(by('Low-stock alerts by email')).toMatchObject({ item: true, context: 'requirements' });
    expect(by('Franchise reporting')).toMatchObject({ item: true, context: 'nongoal' });
    expect(by('Suppliers change prices weekly')).toMatchObject({ context: 'risks' });
    expect(by('Which scales do bakeries use')).toMatchObject({ context: 'questions' });
  });

  it('splits "Label: a, b and c" lines into items of that context', () => {
    const parsed = parseStructure('Non-goals: offline mode, iPad app and multi-currency.');
    expect(parsed.blocks.map((b) => [b.text, b.context])).toEqual([
      ['offline mode', 'nongoal'],
      ['iPad app', 'nongoal'],
      ['multi-currency.', 'nongoal'],
    ]);
  });

  it('ends a "Not now:" list at the paragraph after it', () => {
    const parsed = parseStructure('Not now:\n- Payroll\n\nStaff must not see salaries.');
    expect(parsed.blocks.find((b) => b.text === 'Payroll')?.context).toBe('nongoal');
    expect(parsed.blocks.find((b) => b.text.startsWith('Staff'))?.context).toBeUndefined();
  });

  it('reads Spanish headings', () => {
    const parsed = parseStructure(
      'Funcionalidades:\n- Exportar facturas\n\nFuera de alcance:\n- Multimoneda',
    );
    expect(parsed.blocks.find((b) => b.text === 'Exportar facturas')?.context).toBe('requirements');
    expect(parsed.blocks.find((b) => b.text === 'Multimoneda')?.context).toBe('nongoal');
  });
});

describe('layout: wrapped lines (pdf)', () => {
  it('joins a line that does not end a sentence with the next, and hyphenated breaks', () => {
    expect(
      texts(
        'Inspectors must ask for photos of the\ndamaged crop before approving a claim.\nThe regis-\ntration takes two minutes.',
      ),
    ).toEqual([
      'Inspectors must ask for photos of the damaged crop before approving a claim.',
      'The registration takes two minutes.',
    ]);
  });

  it('joins across file passages (page breaks) but never into a bullet or heading', () => {
    expect(texts(['Claims must be paid within', '30 days of approval.'])).toEqual([
      'Claims must be paid within 30 days of approval.',
    ]);
    expect(texts('Key features\n- Offline capture\n- Photo upload')).toEqual([
      'Offline capture',
      'Photo upload',
    ]);
  });
});

describe('layout: transcripts', () => {
  it('reads speakers in several label styles and strips the labels', () => {
    const parsed = parseStructure(
      '[00:12] Priya: Drivers must book ahead.\n**Sam:** yes, must have\nDana (PM): We decided on 4 hours.\nPriya: ok',
    );
    expect(parsed.kind).toBe('transcript');
    expect(parsed.blocks.map((b) => [b.speaker, b.text])).toEqual([
      ['Priya', 'Drivers must book ahead.'],
      ['Sam', 'yes, must have'],
      ['Dana', 'We decided on 4 hours.'],
      ['Priya', 'ok'],
    ]);
  });

  it('does not take "Goal:" or "Note:" lines for speakers', () => {
    const parsed = parseStructure(
      'Goal: faster check-in.\nNote: pilot in Lyon.\nGoal: fewer calls.',
    );
    expect(parsed.kind).toBe('brief');
  });
});

describe('layout: email threads', () => {
  const thread = `From: Dana Kim <dana@acme.com>
Sent: Tuesday, March 4, 2025 10:12 AM
Subject: RE: QuickServe scope

Agreed, orders must be confirmed within 10 minutes.

Best,
Dana
Head of Ops | dana@acme.com

On Mon, Mar 3, 2025 at 9:00 AM Sam Lee <sam@acme.com> wrote:
> Orders must be confirmed within 15 minutes.

From: Sam Lee <sam@acme.com>
Sent: Monday, March 3, 2025 9:00 AM
Subject: QuickServe scope

Hi Dana,
Orders must be confirmed within 15 minutes.
Thanks,
Sam`;

  it('drops headers, quotes, greetings and signatures and puts the newest message last', () => {
    const parsed = parseStructure(thread);
    expect(parsed.kind).toBe('email');
    expect(parsed.title).toBe('QuickServe scope');
    expect(parsed.blocks.map((b) => [b.speaker, b.text])).toEqual([
      ['Sam Lee', 'Orders must be confirmed within 15 minutes.'],
      ['Dana Kim', 'Agreed, orders must be confirmed within 10 minutes.'],
    ]);
  });
});
