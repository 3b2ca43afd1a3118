import { describe, expect, it } from 'vitest';
import { extractFacts } from '../collect/extract-facts.js';
import { MESSAGE_SOURCE } from '../read/sentences.js';
import { statesValueRule } from './value-rules.js';

const plain = (text: string) => ({ text, source: MESSAGE_SOURCE });

describe('plain statements with a value', () => {
  it('reads a hold time and a price as rules the product keeps', () => {
    expect(
      statesValueRule(plain('A booked court is released after 20 minutes without check-in.')),
    ).toBe(true);
    expect(statesValueRule(plain('Racket hire costs £4 per session.'))).toBe(true);
  });

  it('leaves goals, problems, plans and the team alone', () => {
    expect(statesValueRule(plain('We want to reduce no-shows by 30%.'))).toBe(false);
    expect(statesValueRule(plain('Today members lose 10 minutes queueing.'))).toBe(false);
    expect(statesValueRule(plain('Our budget is £40k for 6 months.'))).toBe(false);
    expect(statesValueRule(plain('The beta launches in 8 weeks.'))).toBe(false);
    // A figure measured today, not a rule.
    expect(statesValueRule(plain('Finance chases about 120 missing receipts a month.'))).toBe(
      false,
    );
    expect(statesValueRule(plain('Each trip takes ~40 minutes by van.'))).toBe(false);
    expect(statesValueRule(plain('Racket hire and court booking.'))).toBe(false);
  });

  it('puts them among the functional requirements of a draft, not the goals', () => {
    const facts = extractFacts(
      [
        'Courtside – court booking for a tennis club.',
        'Members book courts in the app.',
        'A booked court is released after 20 minutes without check-in.',
        'Racket hire costs £4 per session.',
      ].join('\n'),
      [],
    );
    const texts = facts.requirements.map((r) => r.text).join('\n');
    expect(texts).toMatch(/20 minutes/);
    expect(texts).toMatch(/£4 per session/);
    expect(facts.goals.map((g) => g.text).join('\n')).not.toMatch(/20 minutes/);
    expect(facts.constraints.map((c) => c.text).join('\n')).not.toMatch(/£4/);
  });
});

describe('a value changed "instead of" the old one', () => {
  it('replaces only the value, whatever phrase carries the new one', async () => {
    const { draftOffline } = await import('../writer.js');
    const base = {
      files: [],
      chunks: [],
      images: [],
      notes: [],
      history: [],
      now: new Date('2026-03-02T09:00:00Z'),
    };
    const draft = draftOffline({
      ...base,
      previousPrd: undefined,
      message: [
        'Courtside – court booking for a tennis club.',
        'Members book courts in the app.',
        'A booked court is released after 20 minutes without check-in.',
      ].join('\n'),
    });
    const prd = draft.chunks.join('');
    const r = draftOffline({
      ...base,
      previousPrd: prd,
      previousVersion: 1,
      message: 'release the court after 30 minutes instead of 20',
    });
    const text = r.chunks.join('');
    expect(r.intent).toBe('revise');
    expect(text).toContain('A booked court is released after 30 minutes without check-in.');
    expect(text).not.toMatch(/release the court after 30 minutes(?! instead)/);
  });
});
