import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts.js';
import { priorityTag } from './requirements.js';
import { readPastedPrd } from '../read/uploaded-prd.js';

const reqs = (brief: string) =>
  extractFacts(brief, [])
    .requirements.map((r) => `${r.priority} ${r.text}`)
    .join('\n');

describe('what a brief states in passing', () => {
  it('a value decided later on its own ("Going with 20%") replaces the one weighed before', () => {
    const text = reqs(
      [
        'Slotbook: visitors book a slot at the repair café.',
        '',
        'Scope',
        '- Visitors book a 30-minute slot',
        '- At least 25% of slots stay free for walk-ins',
        '',
        'Comments',
        'Organisers said 25% for walk-ins is too much, they would rather fill the slots.',
        "Going with 20%, I'll update the list.",
      ].join('\n'),
    );
    expect(text).toContain('At least 20% of slots stay free for walk-ins');
    expect(text).not.toMatch(/25%/);
    // What people said is no requirement, and no "Organisers can said".
    expect(text).not.toMatch(/said/);
  });

  it('a priority written as a tag is the priority, not part of the statement', () => {
    expect(priorityTag('Members see balances (must).')).toEqual({
      text: 'Members see balances.',
      priority: 'P0',
    });
    expect(priorityTag('Statements as PDF [nice to have]')).toEqual({
      text: 'Statements as PDF',
      priority: 'P2',
    });
    expect(priorityTag('Sync with the till (see note)')).toEqual({
      text: 'Sync with the till (see note)',
    });
    expect(
      reqs('Coinly\n\nFeatures\n- Members see balances (must)\n- Statements as PDF (nice to have)'),
    ).toBe('P0 Members see balances\nP2 Statements as PDF');
  });

  it('an arrow to later is an exclusion', () => {
    const facts = extractFacts(
      'Slotbook\n\nScope\n- Visitors book a slot\n- SMS reminders → later',
      [],
    );
    expect(facts.nonGoals.map((n) => n.text).join('\n')).toMatch(/SMS reminders/);
    expect(facts.requirements.map((r) => r.text).join('\n')).not.toMatch(/SMS/);
  });
});

describe('a pasted page of notes is not a pasted PRD', () => {
  const page = (title: string, extra: string[] = []) =>
    [
      title,
      'Owner: @Ines Duarte   Status: In progress   Team: Community',
      '',
      'Personas',
      'Visitors bring broken things.',
      '',
      'Milestones',
      '14 Mar 2026 pilot',
      '',
      'Open questions',
      'Do fixers need an account?',
      ...extra,
    ].join('\n');

  it('"PRD notes" with sections but no requirements is read as a brief', () => {
    expect(readPastedPrd(page('Fixit Day booking — PRD notes'))).toBeNull();
    expect(readPastedPrd(page('Fixit Day — PRD'))).toBeNull();
  });

  it('a PRD with its requirements section is read as one', () => {
    const prd = page('Fixit Day — PRD', ['', 'Functional requirements', 'Visitors book a slot.']);
    expect(readPastedPrd(prd)?.markdown).toContain('# Fixit Day — PRD');
  });
});
