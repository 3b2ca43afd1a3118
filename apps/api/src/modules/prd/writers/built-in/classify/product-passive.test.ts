import { describe, expect, it } from 'vitest';
import { extractFacts } from '../collect/extract-facts.js';
import { speakerOf, withoutTrailingTalk } from '../read/lines.js';
import { classify } from './classify.js';

const brief = { conversation: false, english: true };
const role = (text: string) => classify(text, false, undefined, brief).role;

describe('a rule of the product said in the passive', () => {
  it.each([
    'Lessons are paid up front by card when booking.',
    'Photos and signatures are kept for 12 months in case of disputes.',
    'Drop data is saved on the phone and sent when signal comes back.',
    'Two places in every club are held back for pupil premium children.',
    'Pupils get a text reminder the evening before.',
  ])('%s is a requirement', (text) => expect(role(text)).toBe('requirement'));

  it.each([
    'Bookings are taken by phone today.',
    'We are based in Leeds.',
    'The hall is called the Old School Room.',
    'Parents are frustrated by the paper forms.',
    'Forms were lost last year.',
  ])('%s is not', (text) => expect(role(text)).not.toBe('requirement'));
});

describe('talk tacked on after what was said', () => {
  it.each([
    [
      'The electricity on the pontoon is metered per berth, haha fair enough.',
      'The electricity on the pontoon is metered per berth.',
    ],
    [
      'The electricity on the pontoon is metered per berth, one sec, the dog is barking.',
      'The electricity on the pontoon is metered per berth.',
    ],
    ['Yes, right.', 'Yes, right.'],
    [
      'Members book 3 slots a week, right, 3 not 4.',
      'Members book 3 slots a week, right, 3 not 4.',
    ],
  ])('%s', (said, kept) => expect(withoutTrailingTalk(said)).toBe(kept));

  it('repeated with different talk after it, the statement is one requirement', () => {
    const lines = [
      'Marina call',
      'Ana: Visiting boats book a berth online for one or more nights.',
      'Ben: The electricity on the pontoon is metered per berth, haha fair enough.',
      'Ana: ok',
      'Ben: The electricity on the pontoon is metered per berth, yeah, makes sense.',
      'Ana: ok',
    ];
    const reqs = extractFacts(lines.join('\n'), []).requirements.map((r) => r.text);
    expect(reqs.filter((r) => /metered per berth/.test(r))).toHaveLength(1);
    expect(reqs.join('\n')).not.toMatch(/haha|makes sense/);
  });
});

describe('a Signal export', () => {
  it('reads "[2026-02-14 07:15] Name: …" as the person speaking', () => {
    expect(speakerOf('[2026-02-14 07:15] Cath Pryce: swim leads post the swims')).toEqual({
      speaker: 'Cath Pryce',
      text: 'swim leads post the swims',
    });
  });
});
