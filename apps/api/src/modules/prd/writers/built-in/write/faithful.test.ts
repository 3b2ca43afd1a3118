import { describe, expect, it } from 'vitest';
import { draft, frs, section, title } from './draft-test-helpers.js';

describe('product name', () => {
  it.each([
    [
      'Parkly – parking spot booking\n\nDrivers must be able to book a spot. No iPads in this release.',
      'Parkly',
    ],
    [
      'Harvest Ledger — bookkeeping for small farms. No iPads, no WhatsApp.\nFarmers must log sales.',
      'Harvest Ledger',
    ],
    ['Name: Tidy\nBakers must track flour stock.', 'Tidy'],
    ['We want an app called "Kiddo Chores" where kids earn points for chores.', 'Kiddo Chores'],
    ['Notes from the QuickServe kickoff\n\nWaiters must see table status.', 'QuickServe'],
    ['Meeting notes: ClinicFlow sync\nNurses must see the queue.', 'ClinicFlow'],
  ])('takes the stated name from %j', (message, name) => {
    const prd = draft(message);
    expect(title(prd)).toBe(name);
    expect(section(prd, 'Open questions')).not.toContain('What is the product called?');
  });

  it('never takes a technology word or a negated phrase', () => {
    for (const message of [
      'No iPads in this release. Clerks must scan parcels with phones.',
      'Customers must be able to order on WhatsApp and pay by card.',
      'We will not use Slack. Teams must share shift notes.',
    ]) {
      expect(title(draft(message))).not.toMatch(/^(?:IPads?|WhatsApp|Slack|Teams)$/i);
    }
  });

  it('gives a neutral working title when none is stated, and asks for the name', () => {
    const prd = draft('PRD for a dog-walking marketplace. Owners must book walkers by the hour.');
    expect(title(prd)).toBe('Dog-walking marketplace');
    expect(section(prd, 'Open questions')).toContain('What is the product called?');
    expect(title(draft('We need a parking spot booking app. Drivers must pay in the app.'))).toBe(
      'Parking spot booking app',
    );
  });
});

describe('non-goals and prohibitions', () => {
  it('keeps every stated non-goal under Non-goals and never as a requirement', () => {
    const prd = draft(`Kiddo – chores for families

Parents must be able to assign chores.
Kids should see their points.

Non-goals:
- Real money payouts
- Chat between kids
- Android tablets

Not now: ads, a web version.
Gift cards are not in this release. Leaderboards later, not in v1.`);
    const nonGoals = section(prd, 'Non-goals');
    for (const goal of [
      'Real money payouts',
      'Chat between kids',
      'Android tablets',
      'Ads',
      'A web version',
      'Gift cards are not in this release',
      'Leaderboards later, not in v1',
    ]) {
      expect(nonGoals).toContain(goal);
    }
    const statements = frs(prd)
      .map((f) => f.statement)
      .join('\n');
    expect(statements).not.toMatch(/payouts|Chat between|tablets|Gift cards|Leaderboards|ads\b/i);
    expect(frs(prd)).toHaveLength(2);
  });

  it('keeps prohibitions as P0 prohibitions with their wording and a matching criterion', () => {
    const prd = draft(`Paydesk
No customer card data may be stored.
The app must not send SMS to minors.
Cashiers may not void a sale after 24 hours.`);
    const list = frs(prd);
    const card = list.find((f) => f.statement.startsWith('No customer card data may be stored'));
    expect(card?.priority).toBe('P0');
    expect(card?.criteria).toMatch(/\*\*then\*\* no customer card data is stored/);
    expect(list.find((f) => f.statement.includes('must not send SMS'))?.criteria).toMatch(
      /does not send SMS to minors/,
    );
    expect(list.find((f) => f.statement.includes('may not void'))).toMatchObject({
      priority: 'P0',
    });
    expect(section(prd, 'Non-goals')).not.toContain('card data');
  });

  it('reads "cannot", "never" and "will not" as prohibitions, "we will not build" as a non-goal', () => {
    const prd = draft(`Parkly
Drivers cannot book more than 4 hours.
We never share emails with partners.
The system will not store passwords in plain text.
We will not build a tablet app.`);
    const list = frs(prd);
    expect(list.map((f) => f.priority)).toEqual(['P0', 'P0', 'P0']);
    expect(list[0]?.criteria).toContain('**when** the driver tries to book more than 4 hours');
    expect(list[1]?.criteria).toContain('Parkly does not share emails with partners');
    expect(list[2]?.criteria).toContain('the system does not store passwords in plain text');
    expect(section(prd, 'Non-goals')).toContain('We will not build a tablet app.');
  });
});

describe('escaping', () => {
  it('escapes Markdown from the input so it renders as typed', () => {
    const prd = draft(
      'USSD pay\nUsers must dial *483*77# to pay. The `shift_id` field | <b>x</b> must be kept.\n# not a heading must stay',
    );
    expect(prd).toContain('\\*483\\*77#');
    expect(prd).not.toMatch(/[^\\]\*483\*/);
    expect(prd).toContain('\\`shift\\_id\\`');
    expect(prd).toContain('\\|');
    expect(prd).toContain('\\<b>');
    expect(prd.split('\n').filter((l) => /^# /.test(l))).toHaveLength(1);
  });
});

describe('language', () => {
  it('keeps the layout of a Spanish brief as requirements and says what it could not read', () => {
    const prd = draft(`Ledgerly

Funcionalidades:
- Exportación de facturas en CSV
- Registro de ventas por agricultor
- Recordatorios de pago por SMS

Fuera de alcance:
- Aplicación para iPad

Los agricultores necesitan registrar las ventas rápidamente desde el campo, sin conexión.`);
    expect(title(prd)).toBe('Ledgerly');
    expect(frs(prd).map((f) => f.statement)).toEqual([
      'Exportación de facturas en CSV.',
      'Registro de ventas por agricultor.',
      'Recordatorios de pago por SMS.',
    ]);
    expect(section(prd, 'Non-goals')).toContain('Aplicación para iPad');
    // The draft is in Spanish (issue 27), and says it was drafted without an AI model.
    expect(section(prd, 'TL;DR')).toContain(
      'PRD Studio redactó este borrador sin modelo de IA: leyó la estructura del brief en español',
    );
  });

  it('does not call an English brief full of names another language', () => {
    const prd = draft(
      'Zentrix Flow\nKubernetes Helm charts must deploy Grafana Loki with Prometheus Alertmanager.',
    );
    expect(prd).not.toContain('The brief is in');
  });
});

describe('typed text leads', () => {
  it('takes name, goal and TL;DR from the typed brief, and adds the file', () => {
    const prd = draft('PRD for a dog-walking marketplace. Owners must book walkers by the hour.', {
      files: [{ name: 'ledger.docx', kind: 'document' }],
      chunks: [
        {
          file: 'ledger.docx',
          locator: 'paragraph 1',
          text: 'BookKeep is a bookkeeping app for small shops.',
        },
        {
          file: 'ledger.docx',
          locator: 'paragraph 2',
          text: 'Accountants must reconcile bank feeds daily.',
        },
      ],
    });
    expect(title(prd)).toBe('Dog-walking marketplace');
    expect(section(prd, 'TL;DR')).toMatch(/dog-walking marketplace/i);
    expect(section(prd, 'TL;DR')).not.toContain('BookKeep');
    expect(frs(prd).map((f) => f.statement)).toContain(
      'Accountants must reconcile bank feeds daily.',
    );
  });

  it('never puts an email address or phone number in the TL;DR or the personas', () => {
    const prd = draft(
      'jane.doe@example.com +44 20 7946 0958\nTeachers must be able to grade essays online.',
    );
    expect(section(prd, 'TL;DR')).not.toContain('@');
    expect(section(prd, 'Personas and user stories')).not.toContain('@');
    expect(section(prd, 'Personas and user stories')).toContain('### Teachers');
  });
});

describe('a docx read as paragraphs (no bullet marks)', () => {
  const paragraphs = [
    'Harvest Ledger',
    'Bookkeeping for small farms',
    'Problem',
    'Farmers keep sales in notebooks and lose 3 hours a week reconciling.',
    'Requirements',
    'Record a sale with crop, quantity and price',
    'Farmers must see unpaid invoices at a glance.',
    'Non-goals',
    'Payroll',
    'iPad app',
    'Risks',
    'Farmers may not trust a new tool.',
  ];
  const prd = draft('', {
    files: [{ name: 'brief.docx', kind: 'document' }],
    chunks: paragraphs.map((text, i) => ({
      file: 'brief.docx',
      locator: `paragraph ${i + 1}`,
      text,
    })),
  });

  it('reads headings as sections and keeps short lines under them apart', () => {
    expect(title(prd)).toBe('Harvest Ledger');
    expect(frs(prd).map((f) => f.statement)).toEqual([
      'Record a sale with crop, quantity and price.',
      'Farmers must see unpaid invoices at a glance.',
    ]);
    const nonGoals = section(prd, 'Non-goals');
    expect(nonGoals).toContain('- Payroll. _(source: brief.docx, paragraph 9)_');
    expect(nonGoals).toContain('- iPad app.');
    expect(section(prd, 'Risks')).toContain('Farmers may not trust a new tool.');
    expect(section(prd, 'Problem and goals')).toContain('lose 3 hours a week');
  });
});
