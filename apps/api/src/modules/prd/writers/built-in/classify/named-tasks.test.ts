import { describe, expect, it } from 'vitest';
import { classify } from './classify.js';

const role = (text: string, conversation = true) =>
  classify(text, false, undefined, { conversation, english: true, mail: false }).role;

describe("a named person's task", () => {
  it.each([
    'Ffion checks the visa hours rule with Compliance by 14 Nov.',
    'Amara emails the 3 PTA chairs this week.',
    'Luke does mockups by Sunday.',
    'Margaret asks the insurer about public liability.',
    'Owen gets a quote for a key safe.',
    "Mike's sorting the list of litter categories by next week.",
    'quillfeather writes the migration script by Sunday.',
    'I need to ask Jen whether the insurance covers walk-ins.',
  ])('"%s" is an action', (text) => expect(role(text)).toBe('action'));

  it.each([
    'Janet checks the bookings every morning.',
    'Drivers check the route before leaving.',
    'The coordinator sends a reminder the day before.',
  ])('"%s" is no task of a person', (text) => expect(role(text, false)).not.toBe('action'));
});
