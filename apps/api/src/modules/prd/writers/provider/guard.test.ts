import { diffPrd, type Prd } from '@prd/prd';
import { describe, expect, it } from 'vitest';
import {
  asksToRemove,
  guardDraft,
  guardInputOf,
  guardRevision,
  TO_BE_AGREED,
} from './guard/index.js';
import { renderModel } from './live.js';
import { prdSchema } from './schema.js';
import { prdJson } from '../../../../../test/helpers/scripted-model.js';

const ctx = { language: 'en', date: '2025-06-10', notes: [], render: { version: '0.1' } };
const prdOf = (patch: Record<string, unknown> = {}): Prd =>
  renderModel(prdSchema.parse(prdJson(patch)), ctx).prd;
const fr = (id: string, title: string, statement: string, criteria: string[] = []) => ({
  id,
  title,
  priority: 'P1',
  statement,
  criteria: criteria.length
    ? criteria
    : [`Given ${title}, when a driver opens the map, then it shows.`],
  basis: 'stated',
  source: 'your message',
});
const base = prdJson().functionalRequirements as ReturnType<typeof fr>[];
const BRIEF =
  'Tom: ParkPal lets drivers find a free spot.\nAna: and book it for 15 minutes.\nTom: SSO is not in v1.';
const input = guardInputOf('Write a PRD for ParkPal from these notes.', [BRIEF]);
const withFrs = (...extra: ReturnType<typeof fr>[]) =>
  prdOf({ functionalRequirements: [...base, ...extra] });

describe('guardDraft: a careless draft held to the contract', () => {
  it('leaves a faithful draft untouched (no false positives)', () => {
    const prd = prdOf();
    const { prd: out, corrections } = guardDraft(prd, input);
    expect(corrections).toEqual([]);
    expect(out).toEqual(prd);
  });

  it('drops requirements that are no product content', () => {
    const prd = withFrs(
      fr('FR-3', 'Write the PRD', 'Write a PRD from these notes.'),
      fr('FR-4', 'Ana joined', 'Ana joined #proj'),
      fr('FR-5', 'Status', 'Status: In progress'),
      fr('FR-6', 'Footer', 'Page 3 of 12'),
      fr('FR-7', 'Old pilot', 'Last year we tried a paper sign-up sheet.'),
    );
    const { prd: out, corrections } = guardDraft(prd, input);
    expect(out.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2']);
    expect(corrections.map((c) => [c.at, c.what, c.reason])).toEqual([
      ['requirements FR-3', 'dropped', 'instruction'],
      ['requirements FR-4', 'dropped', 'chatter'],
      ['requirements FR-5', 'dropped', 'chatter'],
      ['requirements FR-6', 'dropped', 'chatter'],
      ['requirements FR-7', 'dropped', 'past event'],
    ]);
  });

  it('takes a speaker label the inputs use off a requirement', () => {
    const prd = withFrs(fr('FR-3', 'Free spots', 'Tom: drivers see free spots on a map.'));
    const out = guardDraft(prd, input).prd;
    expect(out.requirements[2]!.text).toBe('Drivers see free spots on a map.');
  });

  it('moves an exclusion to the non-goals, a constraint to the NFRs, a question to the open questions', () => {
    const prd = withFrs(
      fr('FR-3', 'SSO (not in v1)', 'Users sign in with SSO.'),
      fr('FR-4', 'Card safety', 'No card number touches the tablet.'),
      fr('FR-5', 'Cities', 'Which cities come first?'),
    );
    const out = guardDraft(prd, input).prd;
    expect(out.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2']);
    expect(out.nonGoals.map((i) => [i.id, i.text])).toEqual([
      ['NG-1', 'No valet service in this release'],
      ['NG-2', 'SSO (not in v1)'],
    ]);
    expect(out.nfrs.at(-1)).toMatchObject({
      id: 'NFR-2',
      text: 'No card number touches the tablet.',
      priority: null,
    });
    expect(out.openQuestions.at(-1)?.text).toBe('Which cities come first?');
  });

  it('names the product from the material when the title is the request’s words', () => {
    for (const title of ['Write', 'Bitte', 'Draft', 'PRD']) {
      const out = guardDraft(prdOf({ title }), input).prd;
      expect(out.product).toBe('ParkPal');
      expect(out.title).toBe('ParkPal: Product Requirements Document');
    }
    const nameless = guardInputOf('Write a PRD from these notes.', ['drivers book spots']);
    expect(guardDraft(prdOf({ title: 'Write' }), nameless).prd.product).toBe('Untitled product');
    const called = guardInputOf('Please draft a spec.', ["It's called Loop. Members book rooms."]);
    expect(guardDraft(prdOf({ title: 'Draft' }), called).prd.product).toBe('Loop');
  });

  it('marks a criterion that restates its requirement as to be agreed, keeping testable ones', () => {
    const prd = withFrs(
      fr('FR-3', 'Export', 'Admins export bookings as CSV.', [
        'Given the feature, when used, then it works as described.',
      ]),
      fr('FR-4', 'Export log', 'Admins see an export log.', [
        'Admins see an export log.',
        'Given an export, when it ends, then the log shows its time.',
      ]),
    );
    const out = guardDraft(prd, input).prd;
    expect(out.requirements[2]!.acceptance).toEqual([TO_BE_AGREED]);
    expect(out.requirements[3]!.acceptance).toEqual([
      'Given an export, when it ends, then the log shows its time.',
    ]);
  });

  it('keeps the owner of an action item (a name, not a speaker label)', () => {
    const actionItems = [
      { text: 'Tom: confirm the pricing', basis: 'stated', source: 'your message' },
    ];
    const out = guardDraft(prdOf({ actionItems }), input).prd;
    expect(out.actionItems.map((a) => a.text)).toEqual(['Tom: confirm the pricing']);
  });

  it('drops chatter items in the other sections', () => {
    const prd = prdOf({
      goals: [
        { text: 'Thanks, Dana', basis: 'stated', source: 'your message' },
        ...(prdJson().goals as object[]),
      ],
    });
    const out = guardDraft(prd, input).prd;
    expect(out.goals.map((g) => g.text)).toEqual(['Find a spot in under 30 seconds']);
  });
});

describe('guardRevision: a follow-up done as meant, or declined', () => {
  const previous = withFrs(
    fr('FR-3', 'Pay by card', 'Drivers pay by card.'),
    fr('FR-4', 'Receipts', 'Drivers get a receipt by email.'),
  );
  const held = (message: string) => guardInputOf(message, [BRIEF]);

  it('declines a revision that removes most requirements when nothing was to be removed', () => {
    const next = { ...previous, requirements: previous.requirements.slice(0, 1) };
    const out = guardRevision(previous, next, held('Make FR-1 a P0.'));
    expect(out.prd).toBe(previous);
    expect(out.declined).toMatch(
      /^That change would remove FR-2, FR-3 and FR-4 \(3 of 4 requirements\).*nothing changed/,
    );
    expect(out.declined!.split(/[.!?](?:\s|$)/).filter(Boolean)).toHaveLength(1);
  });

  it('allows a removal the message asks for', () => {
    const next = { ...previous, requirements: previous.requirements.slice(0, 1) };
    const out = guardRevision(previous, next, held('Drop everything but FR-1.'));
    expect(out.declined).toBeUndefined();
    expect(out.prd.requirements).toHaveLength(1);
    expect(asksToRemove('SSO is not in v1.')).toBe(true);
    expect(asksToRemove('Make FR-1 a P0.')).toBe(false);
  });

  it('leaves a correct revision untouched, and guards only what it added', () => {
    const updated = { ...previous.requirements[0]!, text: 'Drivers must see free spots nearby.' };
    const next = { ...previous, requirements: [updated, ...previous.requirements.slice(1)] };
    const same = guardRevision(previous, next, held('FR-1: free spots nearby.'));
    expect(same).toEqual({ prd: next, corrections: [] });
    expect(diffPrd(previous, same.prd).map((c) => c.label)).toHaveLength(1);
    const added = {
      ...next,
      requirements: [
        ...next.requirements,
        { ...updated, id: 'FR-5', title: 'SSO', text: 'No to SSO.', acceptance: [] },
      ],
    };
    const out = guardRevision(previous, added, held('No to SSO.'));
    expect(out.prd.requirements.map((r) => r.id)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-4']);
    expect(out.prd.nonGoals.at(-1)?.text).toBe('No to SSO.');
  });
});
