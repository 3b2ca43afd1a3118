import { describe, expect, it } from 'vitest';
import { classifyIntent, isSmallTalk, splitClauses } from './intent.js';

const withPrd = (message: string, files: unknown[] = []) =>
  classifyIntent(message, { hasPreviousPrd: true, files });
const withoutPrd = (message: string, files: unknown[] = []) =>
  classifyIntent(message, { hasPreviousPrd: false, files });

describe('classifyIntent without a PRD', () => {
  it('drafts from a brief, a one-liner or files', () => {
    for (const message of [
      'A dog-walking marketplace: owners book walkers, walkers get paid weekly.',
      'PRD for a recipe app',
      'Can you write a PRD for a parking app?',
      'We need an internal tool for expense approvals. Managers must approve within 2 days.',
    ]) {
      expect(withoutPrd(message), message).toBe('draft');
    }
    expect(withoutPrd('', [{ name: 'brief.docx' }])).toBe('draft');
    expect(withoutPrd('thanks', [{ name: 'brief.docx' }])).toBe('draft');
  });

  it('answers chatter and questions about the tool instead of drafting', () => {
    for (const message of ['thanks!', 'Hi there', 'how are you?', 'ok', 'Good morning!', '👍']) {
      expect(withoutPrd(message), message).toBe('smalltalk');
    }
    for (const message of ['What can you do?', 'how does this work?', 'Who are you?']) {
      expect(withoutPrd(message), message).toBe('question');
    }
  });
});

describe('classifyIntent with a PRD', () => {
  it('small talk: thanks, greetings, how are you', () => {
    for (const message of [
      'thanks!',
      'Thank you so much, that looks great',
      'great',
      'how are you?',
      'Perfect, cheers',
      'ok cool',
      'Nice work!',
    ]) {
      expect(withPrd(message), message).toBe('smalltalk');
    }
  });

  it('questions about the PRD are answered, not edited in', () => {
    for (const message of [
      'What does FR-3 cover?',
      'which requirements mention payments?',
      'Why is FR-2 P0?',
      'does it support offline?',
      'Is there anything about refunds',
      'Tell me which requirements are must-haves',
      'How many requirements are there?',
      'Should we support cash on delivery?',
      'What are the risks?',
    ]) {
      expect(withPrd(message), message).toBe('question');
    }
  });

  it('politely worded edits are revisions, even with a question mark', () => {
    for (const message of [
      'Can you make FR-2 a must?',
      'could you remove the export feature?',
      'Would you add a requirement for refunds?',
      'change the window from 15 to 10 minutes',
      'Make FR-3 P0; remove FR-4. Why was it there anyway?',
      'Drivers should see the route on a map.',
      'The Pro plan now costs $15 a month',
      'Rename the product to Parkly',
      'How about adding a waiting list?',
      'can we also remove FR-2?',
      'What if we add a waiting list?',
    ]) {
      expect(withPrd(message), message).toBe('revise');
    }
  });

  it('length requests are a format, not an edit', () => {
    for (const message of [
      'make it shorter',
      'Can I get a one-pager?',
      'executive summary please',
      'Show me the full version',
      'give me the one pager version',
      'This is too long',
    ]) {
      expect(withPrd(message), message).toBe('format');
    }
    expect(withPrd('make it shorter and remove FR-2')).toBe('revise');
  });

  it('a replacement brief starts over', () => {
    for (const message of [
      'Use this brief instead: Parkly is a parking app.',
      'Actually, start over with a recipe app for students.',
      'New product: a budgeting app for teenagers.',
      'Forget the previous one, here is the brief for TaskFlow.',
      'use the attached spec instead',
    ]) {
      expect(withPrd(message), message).toBe('replace');
    }
  });

  it('reads a bounded prefix of long messages', () => {
    const long = `Add a requirement: export. ${'x '.repeat(200_000)}?`;
    const started = performance.now();
    expect(withPrd(long)).toBe('revise');
    expect(withoutPrd(long)).toBe('draft');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('follow-ups worded without an edit verb', () => {
  it('criteria requests and stricter non-goals are revisions, not questions', () => {
    for (const message of [
      'can you write ACs for FR-1?',
      'could you come up with acceptance criteria for FR-2?',
      'acceptance criteria for FR-3',
      'give FR-2 acceptance criteria',
      'the export needs acceptance criteria',
      'tighten the scope',
      "be more explicit about what's out",
      'can you make the non-goals stricter?',
    ])
      expect(withPrd(message), message).toBe('revise');
  });

  it('what only a model does faithfully is declined as a free answer', () => {
    for (const message of [
      'translate this to French',
      'Translate it into Spanish',
      'make it sound more professional',
      'summarise for executives in prose',
      'write an executive summary in prose',
      'improve the non-goals',
    ])
      expect(withPrd(message), message).toBe('question');
  });

  it('a summary for executives is the executive summary', () => {
    expect(withPrd('summarise for executives')).toBe('format');
    expect(withPrd('write an executive summary')).toBe('format');
  });
});

describe('helpers', () => {
  it('splits instructions joined by "and", commas and semicolons', () => {
    expect(
      splitClauses(
        'change the window from 15 to 10 minutes and make FR-2 P0; remove the export feature, rename FR-1 to Booking',
      ),
    ).toEqual([
      'change the window from 15 to 10 minutes',
      'make FR-2 P0;',
      'remove the export feature',
      'rename FR-1 to Booking',
    ]);
  });

  it('small talk is short and only chatter', () => {
    expect(isSmallTalk('thanks, and add a login page')).toBe(false);
    expect(isSmallTalk(`thanks ${'great '.repeat(40)}`)).toBe(false);
  });
});
