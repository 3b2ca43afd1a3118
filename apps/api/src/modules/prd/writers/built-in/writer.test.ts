import { describe, expect, it } from 'vitest';
import { createOfflineWriter, draftOffline } from './writer.js';
import { OFFLINE_NOTE, PRD_SECTIONS } from '../prd-outline.js';
import type { PrdInput } from '../types.js';
import { collectReply, textDeltas } from '../collect-reply.js';

const BRIEF = `We are building "FreshCart", a grocery delivery app for busy parents in Berlin.
Today parents spend 3 hours a week shopping and lose time in queues.
Customers must be able to order groceries and pay with Stripe or Apple Pay.
The app must show delivery slots and should send a push notification when the order ships.
Store managers need to update stock levels from a dashboard.
Checkout should take under 2 minutes; pages must load in under 2 seconds.
We expect 10,000 users in the first 6 months and 99.9% uptime.
It could offer recipes later, nice to have.
Loyalty points are out of scope for v1.
Payment data must be encrypted and we must comply with GDPR.
We plan a beta in June 2025 and launch by September 2025.
The main risk is dependency on the courier partner API.
Should we support cash on delivery?`;

function input(overrides: Partial<PrdInput> = {}): PrdInput {
  return {
    message: BRIEF,
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2025-03-04T10:00:00Z'),
    ...overrides,
  };
}

async function write(prdInput: PrdInput) {
  const chunks: string[] = [];
  for await (const chunk of textDeltas(createOfflineWriter().reply(prdInput))) chunks.push(chunk);
  return { chunks, text: chunks.join('') };
}

/** The body of a "## n. Name" section. */
function section(text: string, name: string): string {
  const start = text.indexOf(`. ${name}\n`);
  expect(start, name).toBeGreaterThan(0);
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end < 0 ? undefined : end);
}

function requirementBlocks(text: string) {
  return [
    ...text.matchAll(
      /^### (FR-\d+): (.+)\n\n- \*\*Priority:\*\* (P\d) \((\w+)\)\n- \*\*Statement:\*\* (.+)\n- \*\*Acceptance criteria:\*\* (.+)\n- \*\*Source:\*\* (.+)$/gm,
    ),
  ].map((m) => ({
    id: m[1] ?? '',
    title: m[2] ?? '',
    priority: m[3] ?? '',
    label: m[4] ?? '',
    statement: m[5] ?? '',
    criterion: m[6] ?? '',
    source: m[7] ?? '',
  }));
}

describe('offline writer: a product brief', () => {
  it('starts with the title and metadata, with no notice about the writer', async () => {
    const { text } = await write(input());
    expect(text.split('\n')[0]).toBe('# FreshCart: Product Requirements Document');
    expect(text).not.toContain(OFFLINE_NOTE);
    expect(text).not.toMatch(/built-in writer|Drafted offline/i);
    expect(text).toContain('# FreshCart: Product Requirements Document');
    expect(text).toContain('- **Status:** Draft');
    expect(text).toContain('- **Version:** 0.1');
    expect(text).toContain('- **Date:** 2025-03-04');
  });

  it('has every section, numbered, in order, streamed as several chunks', async () => {
    const { text, chunks } = await write(input());
    let last = -1;
    for (const [i, name] of PRD_SECTIONS.entries()) {
      const at = text.indexOf(`\n## ${i + 1}. ${name}\n`);
      expect(at, name).toBeGreaterThan(last);
      last = at;
    }
    expect(chunks.length).toBe(PRD_SECTIONS.length + 1);
  });

  it('numbers functional requirements with priorities and Given/When/Then criteria', async () => {
    const { text } = await write(input());
    const frs = requirementBlocks(text);
    expect(frs.map((f) => f.id)).toEqual(frs.map((_, i) => `FR-${i + 1}`));
    const by = (needle: string) => frs.find((f) => f.statement.includes(needle));
    expect(by('order groceries')).toMatchObject({ priority: 'P0', label: 'Must' });
    expect(by('delivery slots')).toMatchObject({ priority: 'P0', label: 'Must' });
    // The compound sentence is split; the second half keeps its subject.
    expect(by('push notification')?.statement).toBe(
      'The app should send a push notification when the order ships.',
    );
    expect(by('push notification')).toMatchObject({ priority: 'P1', label: 'Should' });
    expect(by('recipes')).toMatchObject({ priority: 'P2', label: 'Could' });
    expect(by('stock levels')).toMatchObject({ priority: 'P0' });
    // Testable (a condition and a result from the statement's words), or said to be agreed.
    for (const fr of frs)
      expect(fr.criterion).toMatch(
        /^(?:\*\*Given\*\* .+, \*\*when\*\* .+, \*\*then\*\* .+\.|Acceptance criteria to be agreed\.)$/,
      );
    expect(frs.filter((f) => f.criterion.startsWith('**Given**')).length).toBeGreaterThan(
      frs.length / 2,
    );
    expect(by('push notification')?.criterion).toContain('**when** the order ships');
    expect(by('order groceries')?.criterion).toContain('**Given** a customer using FreshCart');
  });

  it('carries over every must/should statement, numbers and constraints', async () => {
    const { text } = await write(input());
    for (const statement of [
      'Customers must be able to order groceries and pay with Stripe or Apple Pay.',
      'The app must show delivery slots',
      'Store managers need to update stock levels from a dashboard.',
      'Checkout should take under 2 minutes.',
      'Pages must load in under 2 seconds.',
      'Payment data must be encrypted.',
      'We must comply with GDPR.',
    ]) {
      expect(text).toContain(statement);
    }
    const metrics = section(text, 'Success metrics');
    for (const target of ['under 2 minutes', 'under 2 seconds', '10,000 users', '99.9%']) {
      expect(metrics).toContain(`**${target}**`);
    }
    const nfr = section(text, 'Non-functional requirements');
    expect(nfr).toMatch(/\*\*NFR-1\*\* P0 \(Must\): Pages must load in under 2 seconds\./);
    expect(nfr).toContain('Payment data must be encrypted.');
    expect(nfr).toContain('We must comply with GDPR.');
    expect(nfr).toMatch(/\*\*Accessibility\*\*\n\n- _Assumption:_ Meets WCAG 2\.1 AA/);
    expect(section(text, 'Technical considerations')).toContain('Stripe, Apple Pay');
    expect(section(text, 'Non-goals')).toContain('Loyalty points are out of scope for v1.');
    expect(section(text, 'Milestones')).toContain('We plan a beta in June 2025');
    expect(section(text, 'Risks')).toContain('dependency on the courier partner API');
    expect(section(text, 'Problem and goals')).toContain('3 hours a week');
  });

  it('names the people it finds and writes their stories', async () => {
    const personas = section((await write(input())).text, 'Personas and user stories');
    expect(personas).toContain('### Busy parents');
    expect(personas).toContain('### Customers');
    expect(personas).toContain('### Store managers');
    expect(personas).toContain(
      'As a store manager, I want to update stock levels from a dashboard.',
    );
  });

  it("lists the user's own questions and what the brief leaves open", async () => {
    const questions = section((await write(input())).text, 'Open questions');
    expect(questions).toContain('1. Should we support cash on delivery?');
    expect(questions).toContain('What budget and team size are available?');
    expect(questions).not.toContain('Who is the primary user');
    expect(questions).not.toContain('What is the product called');
  });

  it('cites "your message" as the source of typed requirements', async () => {
    const sources = section((await write(input())).text, 'Sources');
    expect(sources).toContain('- **FR-1:** your message');
    expect(sources).toContain('- **NFR-1:** your message');
    expect(sources).toContain('None: drafted from your message only.');
  });

  it('is deterministic: the same input gives the same text', async () => {
    const a = await write(input());
    const b = await write(input());
    expect(a.text).toBe(b.text);
    expect(a.chunks).toEqual(b.chunks);
    const later = await write(input({ now: new Date('2026-01-02T00:00:00Z') }));
    expect(later.text).toContain('- **Date:** 2026-01-02');
    expect(later.text.replace('2026-01-02', '2025-03-04')).toBe(a.text);
  });
});

describe('offline writer: text from a file only', () => {
  const fileInput = input({
    message: '',
    files: [{ name: 'spec.docx', kind: 'document' }],
    chunks: [
      {
        file: 'spec.docx',
        locator: 'paragraph 1',
        text: 'MediTrack is a medication reminder app for elderly patients.',
      },
      {
        file: 'spec.docx',
        locator: 'paragraph 3',
        text: 'Patients must receive a reminder at the scheduled time.',
      },
      {
        file: 'spec.docx',
        locator: 'paragraph 4',
        text: 'Caregivers should see missed doses within 5 minutes.',
      },
    ],
    notes: ['spec.docx: 3 paragraphs read'],
  });

  it('builds the PRD from the chunks and cites file and locator', async () => {
    const { text } = await write(fileInput);
    expect(text).toContain('# MediTrack: Product Requirements Document');
    const frs = requirementBlocks(text);
    expect(frs).toHaveLength(2);
    expect(frs[0]).toMatchObject({ id: 'FR-1', priority: 'P0', source: 'spec.docx, paragraph 3' });
    expect(frs[1]).toMatchObject({ id: 'FR-2', priority: 'P1', source: 'spec.docx, paragraph 4' });
    const sources = section(text, 'Sources');
    expect(sources).toContain('- **FR-1:** spec.docx, paragraph 3');
    expect(sources).toContain('- spec.docx (document): 3 passages read');
    expect(sources).toContain('- spec.docx: 3 paragraphs read.');
    expect(section(text, 'Success metrics')).toContain('**within 5 minutes**');
    expect(section(text, 'Personas and user stories')).toContain('### Caregivers');
    expect(text).toContain('MediTrack is a medication reminder app for elderly patients.');
  });
});

describe('offline writer: an empty message with a file name only', () => {
  it('titles the PRD from the file and asks about every missing area', async () => {
    const { text } = await write(
      input({
        message: '',
        files: [{ name: 'kickoff_call.mp3', kind: 'audio' }],
        notes: [
          'kickoff_call.mp3: audio not transcribed (no speech-to-text provider is configured)',
        ],
      }),
    );
    expect(text.split('\n')[0]).toBe('# Kickoff Call: Product Requirements Document');
    expect(requirementBlocks(text)).toHaveLength(0);
    const questions = section(text, 'Open questions');
    for (const question of [
      'What is the product called?',
      'Who is the primary user',
      'What problem does it solve',
      'Which measurable targets define success',
      'What must the first release do?',
      'What is explicitly out of scope',
      'Which platforms',
      'What is the target launch date',
      'kickoff_call.mp3: audio not transcribed',
    ]) {
      expect(questions).toContain(question);
    }
    expect(section(text, 'Sources')).toContain('- kickoff_call.mp3 (audio): no text extracted');
    expect(section(text, 'Sources')).toContain('**Extraction notes**');
  });

  it('falls back to "Untitled Product" with neither a name nor files', async () => {
    const { text } = await write(input({ message: 'Users must be able to sign in.' }));
    expect(text).toContain('# Untitled Product: Product Requirements Document');
  });
});

describe('offline writer: revisions', () => {
  async function firstAndRevision(message: string, extra: Partial<PrdInput> = {}) {
    const first = await write(input());
    const revised = await write(
      input({
        message,
        previousPrd: first.text,
        history: [BRIEF],
        now: new Date('2025-03-05T08:00:00Z'),
        ...extra,
      }),
    );
    return { first: first.text, revised: revised.text };
  }

  it('keeps the previous FRs and adds new ones with the next numbers', async () => {
    const { first, revised } = await firstAndRevision(
      'Admins must be able to refund orders within 24 hours. Drivers should see the route on a map.',
    );
    const before = requirementBlocks(first);
    const after = requirementBlocks(revised);
    for (const fr of before) expect(after).toContainEqual(fr);
    const added = after.slice(before.length);
    expect(added.map((f) => f.id)).toEqual([`FR-${before.length + 1}`, `FR-${before.length + 2}`]);
    expect(added[0]).toMatchObject({
      priority: 'P0',
      statement: 'Admins must be able to refund orders within 24 hours.',
    });
    expect(added[1]).toMatchObject({ priority: 'P1' });
    expect(revised).not.toContain(OFFLINE_NOTE);
    expect(revised).toContain('- **Version:** 0.2');
    expect(revised).toContain('- **Date:** 2025-03-05');
    const changes = revised.slice(
      revised.indexOf('## Changes in this version'),
      revised.indexOf('## 1. TL;DR'),
    );
    expect(changes).toContain(`- FR-${before.length + 1} added: `);
    expect(section(revised, 'Sources')).toContain(`- **FR-${before.length + 1}:** your message`);
    // Unchanged sections are kept word for word.
    expect(section(revised, 'Non-goals')).toBe(section(first, 'Non-goals'));
    // The milestone plan follows the requirements: the new P0 joins the MVP list.
    expect(section(revised, 'Milestones')).toMatch(
      new RegExp(`the P0 requirements \\([^)]*FR-${before.length + 1}\\)`),
    );
  });

  it('applies explicit renames, removals and priority changes', async () => {
    const { first, revised } = await firstAndRevision(
      'Rename FreshCart to FarmCart. Remove FR-2. Make FR-3 a must.',
    );
    expect(revised).toContain('# FarmCart: Product Requirements Document');
    const body = revised.slice(revised.indexOf('## 1. TL;DR'));
    expect(body).not.toContain('FreshCart');
    expect(body).toContain('FarmCart');
    expect(requirementBlocks(revised).map((f) => f.id)).not.toContain('FR-2');
    expect(requirementBlocks(first).map((f) => f.id)).toContain('FR-2');
    expect(requirementBlocks(revised).find((f) => f.id === 'FR-3')?.priority).toBe('P0');
    // Instructions are not new requirements.
    expect(requirementBlocks(revised)).toHaveLength(requirementBlocks(first).length - 1);
    expect(revised).toContain('- Product name changed: FreshCart → FarmCart');
    expect(revised).toContain('- FR-2 removed: Show delivery slots');
    expect(revised).toMatch(/^- FR-3 \(.+\) changed: .*; priority P1 → P0\b/m);
  });

  it('bumps the version again on a second revision and replaces the change list', async () => {
    const { revised } = await firstAndRevision('Admins must be able to refund orders.');
    const third = await write(
      input({
        message: 'Drivers should see the route on a map.',
        previousPrd: revised,
        now: new Date('2025-03-06T08:00:00Z'),
      }),
    );
    expect(third.text).toContain('- **Version:** 0.3');
    expect(third.text.match(/## Changes in this version/g)).toHaveLength(1);
    expect(third.text).toContain('Drivers should see the route on a map.');
    expect(third.text).toContain('Admins must be able to refund orders.');
  });

  it('adds requirements from new files with their file and locator', async () => {
    const { revised } = await firstAndRevision('', {
      files: [{ name: 'notes.pdf', kind: 'document' }],
      chunks: [
        {
          file: 'notes.pdf',
          locator: 'page 4',
          text: 'Couriers must confirm delivery with a photo.',
        },
      ],
    });
    const added = requirementBlocks(revised).at(-1);
    expect(added).toMatchObject({
      statement: 'Couriers must confirm delivery with a photo.',
      source: 'notes.pdf, page 4',
    });
    expect(section(revised, 'Sources')).toContain('- notes.pdf (document): 1 passage read');
    expect(section(revised, 'Sources')).not.toContain('None: drafted from your message only.');
  });
});

describe('offline writer: list-style briefs and user stories', () => {
  it('reads "Must have:" lists, "Out of scope:" lists and "As a ..., I want" stories', async () => {
    const { text } = await write(
      input({
        message: `Product: ClinicQueue

Must have:
- Sync with Google Calendar
Nice to have:
- Dark theme
Out of scope:
- Team billing

- As a receptionist, I want to add a walk-in patient in under 30 seconds so that the queue keeps moving.`,
      }),
    );
    expect(text).toContain('# ClinicQueue: Product Requirements Document');
    const frs = requirementBlocks(text);
    expect(frs.find((f) => f.statement === 'Sync with Google Calendar.')?.priority).toBe('P0');
    expect(frs.find((f) => f.statement === 'Dark theme.')?.priority).toBe('P2');
    const story = frs.find((f) => f.statement.startsWith('As a receptionist'));
    expect(story?.title).toBe('Add a walk-in patient in under 30 seconds');
    expect(story?.criterion).toContain('**Given** a receptionist using ClinicQueue');
    expect(section(text, 'Non-goals')).toContain('- Team billing.');
    expect(frs.map((f) => f.statement)).not.toContain('Team billing.');
    expect(section(text, 'Personas and user stories')).toContain('### Receptionists');
    expect(section(text, 'Success metrics')).toContain('**under 30 seconds**');
  });
});

describe('offline writer counts', () => {
  it('says "1 functional requirement" in the singular, and keeps it right on revision', async () => {
    const base = {
      files: [],
      chunks: [],
      images: [],
      notes: [],
      history: [],
      now: new Date('2026-11-22T00:00:00Z'),
    };
    const first = draftOffline({
      ...base,
      message: 'We are building "PetPal" for dog owners. Owners must book walkers.',
      previousPrd: undefined,
    }).chunks.join('');
    expect(first).toContain('**1 functional requirement** (');
    expect(first).not.toContain('**1 functional requirements**');
    const revised = draftOffline({
      ...base,
      message: 'Walkers should get paid weekly.',
      previousPrd: first,
    }).chunks.join('');
    expect(revised).toContain('**2 functional requirements** (');
  });
});

describe('the model of a new version', () => {
  it('is the PRD the reply wrote, read once from its Markdown', async () => {
    const reply = await collectReply(createOfflineWriter().reply(input()));
    expect(reply.model?.product).toBe('FreshCart');
    expect(reply.model?.requirements.map((fr) => fr.id)).toEqual(
      requirementBlocks(reply.text).map((fr) => fr.id),
    );
    const revised = draftOffline(input({ message: 'Remove FR-2', previousPrd: reply.text }));
    expect(revised.model?.requirements.map((fr) => fr.id)).not.toContain('FR-2');
  });

  it('is left out of answers and shorter renderings (they are no version)', () => {
    const prd = draftOffline(input()).chunks.join('');
    expect(draftOffline(input({ message: 'Who is it for?', previousPrd: prd })).model).toBe(
      undefined,
    );
    expect(draftOffline(input({ message: 'Give me a one-pager', previousPrd: prd })).model).toBe(
      undefined,
    );
  });
});
