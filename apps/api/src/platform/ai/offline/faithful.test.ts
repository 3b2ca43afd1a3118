import { describe, expect, it } from 'vitest';
import { longTranscript } from '../../../../test/fixtures/long-transcript.js';
import { draftOffline } from '../offline-writer.js';
import type { PrdInput } from '../types.js';

function draft(message: string, extra: Partial<PrdInput> = {}): string {
  return draftOffline({
    message,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2026-01-05T00:00:00Z'),
    ...extra,
  }).chunks.join('');
}

function section(text: string, name: string): string {
  const start = text.indexOf(`. ${name}\n`);
  expect(start, name).toBeGreaterThan(0);
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end < 0 ? undefined : end);
}

const title = (prd: string) => /^# (.+): Product Requirements Document$/m.exec(prd)?.[1];
const frs = (prd: string) =>
  [
    ...prd.matchAll(
      /^### FR-\d+: .+\n\n- \*\*Priority:\*\* (P\d).+\n- \*\*Statement:\*\* (.+)\n- \*\*Acceptance criteria:\*\* (.+)$/gm,
    ),
  ].map((m) => ({ priority: m[1] ?? '', statement: m[2] ?? '', criteria: m[3] ?? '' }));

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

describe('transcripts', () => {
  const transcript = `Harvest Ledger kickoff

[00:01] Priya: Thanks all for joining.
[00:02] Sam: Farmers must be able to record a sale in under 30 seconds.
[00:03] Priya: yes, must have
[00:04] Dana: Maybe we could add WhatsApp reminders for unpaid invoices.
[00:05] Sam: no, not in v1
[00:06] Dana: Clerks need to export invoices as CSV.
[00:07] Priya: Invoices must be kept for 7 years.
[00:08] Sam: We haven't decided on VAT handling.
[00:09] Dana: Actually invoices must be kept for 10 years, that's the law.
[00:10] Priya: sounds good
[00:11] Sam: I'll send the mockups by Friday.
[00:12] Priya: AI: Dana to check the VAT rules with the accountant.`;
  const prd = draft(transcript);

  it('never makes chatter a requirement and keeps decisions with their speaker', () => {
    const list = frs(prd);
    expect(list.map((f) => f.statement).join('\n')).not.toMatch(/must have|sounds good|Thanks/i);
    expect(list.find((f) => f.statement.startsWith('Farmers must'))?.priority).toBe('P0');
    expect(prd).toContain('your message (Sam)');
  });

  it('puts rejected proposals under Non-goals, open points and action items in their sections', () => {
    expect(section(prd, 'Non-goals')).toMatch(/WhatsApp reminders.*rejected by Sam/);
    expect(section(prd, 'Open questions')).toContain("We haven't decided on VAT handling.");
    const milestones = section(prd, 'Milestones');
    expect(milestones).toContain('### Action items');
    expect(milestones).toContain('Sam will send the mockups by Friday.');
    expect(milestones).toContain('Dana to check the VAT rules with the accountant.');
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/VAT|mockups/);
  });

  it('lists the contradiction under Conflicts, the later statement superseding the earlier', () => {
    const open = section(prd, 'Open questions');
    expect(open.indexOf('### Conflicts and decisions needed')).toBeGreaterThan(0);
    expect(open).toMatch(/7 years.*your message \(Priya\).*10 years.*your message \(Dana\)/s);
    const statements = frs(prd).map((f) => f.statement);
    expect(statements.some((s) => s.includes('10 years'))).toBe(true);
    expect(statements.some((s) => s.includes('7 years'))).toBe(false);
  });
});

describe('conflicts in a brief', () => {
  it('flags incompatible numbers and must vs must not, naming both sources', () => {
    const prd = draft(`Shuttle – airport rides
Riders must be able to cancel a ride up to 24 hours before pickup.
Drivers must see the rider's phone number.
Riders must be able to cancel a ride up to 2 hours before pickup.
Drivers must not see the rider's phone number.`);
    const conflicts =
      section(prd, 'Open questions').split('### Conflicts and decisions needed')[1] ?? '';
    expect(conflicts).toMatch(/24 hours.*2 hours/);
    expect(conflicts).toMatch(/must vs must not/);
  });
});

describe('acceptance criteria', () => {
  it('builds criteria from the requirement, grammatical, with the limits as written', () => {
    const prd = draft(`Parkly
Drivers must be able to book a spot for up to 4 hours.
Owners must explicitly approve each booking.
Invoices must be exported as PDF.
We must not send marketing emails.`);
    const list = frs(prd);
    const booking = list.find((f) => f.statement.startsWith('Drivers'));
    expect(booking?.criteria).toContain('**when** the driver books a spot for up to 4 hours');
    expect(booking?.criteria).toContain('the spot is booked');
    expect(booking?.criteria).toMatch(/beyond 4 hours.*refuses it/);
    expect(list.find((f) => f.statement.startsWith('Owners'))?.criteria).toContain(
      'the owner explicitly approves each booking',
    );
    expect(list.find((f) => f.statement.startsWith('Invoices'))?.criteria).toContain(
      'invoices are exported as PDF',
    );
    expect(list.find((f) => f.statement.startsWith('We must not'))?.criteria).toContain(
      'does not send marketing emails',
    );
    for (const f of list) {
      expect(f.criteria).not.toContain('the action succeeds and they see the result');
      expect(f.criteria).not.toMatch(/\b(?:explicitlies|nots|they \w+ies approve)\b/);
    }
  });

  it('makes list items without a modal verb requirements, with specific criteria', () => {
    const prd = draft(
      'Ledgerly\n\nFeatures:\n- CSV export of invoices\n- Export receipts as PDF\n- Price: $12 per seat per month, max 50 seats',
    );
    const list = frs(prd);
    expect(list.map((f) => f.statement)).toEqual([
      'CSV export of invoices.',
      'Export receipts as PDF.',
      'Price: $12 per seat per month, max 50 seats.',
    ]);
    expect(list[0]?.criteria).toContain('CSV export of invoices');
    expect(list[1]?.criteria).toContain('exports receipts as PDF');
    expect(list[2]?.criteria).toContain('"$12 per seat per month, max 50 seats"');
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
    expect(section(prd, 'TL;DR')).toContain(
      "The brief is in Spanish; the built-in writer read its structure (lists, headings) but not its sentences' meaning",
    );
  });

  it('does not call an English brief full of names another language', () => {
    const prd = draft(
      'Zentrix Flow\nKubernetes Helm charts must deploy Grafana Loki with Prometheus Alertmanager.',
    );
    expect(prd).not.toContain('The brief is in');
  });
});

describe('proportional output', () => {
  it('turns a 100 KB transcript into a readable PRD with at most 40 requirements', () => {
    const started = process.cpuUsage();
    const prd = draft(longTranscript(100 * 1024));
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(3000);
    expect(frs(prd).length).toBeLessThanOrEqual(40);
    expect(frs(prd).length).toBeGreaterThan(5);
    expect(prd.length).toBeLessThan(80 * 1024);
    expect(prd).toMatch(/more statements? matched a section but/);
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/must have|sounds good/);
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

describe('one-line briefs', () => {
  it('turns "an app for kids to track chores" into a working title and a requirement', () => {
    const prd = draft('An app for kids to track their chores and earn pocket money');
    expect(title(prd)).toBe('App for kids');
    expect(frs(prd).map((f) => f.statement)).toEqual([
      'Kids can track their chores and earn pocket money.',
    ]);
    expect(section(prd, 'Personas and user stories')).toContain('### Kids');
  });

  it('reads "I want a tool where clerks can ..." as a description with a capability and a limit', () => {
    const prd = draft(
      'I want a tool where clerks can log returned parcels, max 20 per batch, and print a receipt',
    );
    const list = frs(prd);
    expect(list).toHaveLength(1);
    expect(list[0]?.statement).toBe(
      'Clerks can log returned parcels, max 20 per batch, and print a receipt.',
    );
    expect(list[0]?.criteria).toContain('the limit is 20 per batch');
  });

  it('uses a title-only message as the TL;DR', () => {
    const prd = draft('Parkly – parking spot booking');
    expect(title(prd)).toBe('Parkly');
    expect(section(prd, 'TL;DR')).toContain('Parkly – parking spot booking.');
  });
});

describe('decisions in a meeting', () => {
  it('puts a decided value into the statement it answers and lists what it replaced', () => {
    const prd = draft(`QuickServe sync
**Ana:** The order window should be 15 minutes before we auto-cancel.
**Tom:** I'd say 10 minutes, 15 is too long.
**Maria:** Let's go with 10 minutes then.
**Ana:** Decision: managers can void an order only with a PIN.
**Tom:** Let's go with Go for the backend.`);
    const list = frs(prd);
    expect(list.find((f) => f.statement.includes('order window'))).toMatchObject({
      priority: 'P0',
      statement: 'The order window should be 10 minutes before we auto-cancel.',
    });
    expect(list.map((f) => f.statement).join('\n')).not.toContain('15 minutes');
    expect(list.find((f) => f.statement.startsWith('Managers can void'))?.priority).toBe('P0');
    expect(section(prd, 'Open questions')).toMatch(/15 minutes vs 10 minutes.*supersedes/);
    expect(section(prd, 'Problem and goals')).not.toContain("I'd say");
  });
});

describe('a feature list with prices and limits', () => {
  const prd = draft(`Snapform – feature list v3

Plans
- Free: up to 3 forms, 100 responses per month
- Pro: $12/month, unlimited forms

Features
- File uploads up to 25 MB per response
- Respondents must be able to save a draft and finish later

Limits
- A form may have at most 200 questions.
- Responses are kept for 12 months on Free.`);
  const list = frs(prd);

  it('keeps every value exactly as written in the statements', () => {
    const statements = list.map((f) => f.statement).join('\n');
    for (const value of [
      'up to 3 forms, 100 responses per month',
      '$12/month',
      'up to 25 MB per response',
      'at most 200 questions',
      '12 months',
    ]) {
      expect(statements).toContain(value);
    }
  });

  it('writes criteria that read as English for nouns, facts and limits', () => {
    const by = (start: string) => list.find((f) => f.statement.startsWith(start))?.criteria ?? '';
    expect(by('File uploads')).toContain('file uploads up to 25 MB per response work as described');
    expect(by('File uploads')).toContain('the limit is 25 MB per response');
    expect(by('Respondents')).toContain('**Given** a respondent using Snapform');
    expect(by('Respondents')).toContain('the draft is saved');
    expect(by('A form')).toContain('**then** a form has at most 200 questions');
    expect(by('Responses are kept')).toContain('**then** responses are kept for 12 months on Free');
  });
});
