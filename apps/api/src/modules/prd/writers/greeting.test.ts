import { describe, expect, it } from 'vitest';
import { greetingReply, isGreeting } from './greeting.js';

describe('greetings', () => {
  it.each([
    'hello',
    'Hi',
    'hey',
    'Hello!',
    'hi there',
    'Hey team 👋',
    'HELLO THERE!!!',
    'good morning',
    'Good Afternoon :)',
    'good evening, team.',
    'hiii',
    'heyyy there',
    'Hi, hello!',
    '  hey  ',
  ])('%j is a greeting', (text) => {
    expect(isGreeting(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '👋',
    'hi, I need a PRD for a booking app',
    'Hello, we are building a CRM for dentists.',
    'good morning. Users must be able to sign in.',
    'hey team can you help',
    'hello world',
    'history of the product',
    'Hire managers must approve offers.',
    'goodbye',
  ])('%j is not a greeting', (text) => {
    expect(isGreeting(text)).toBe(false);
  });

  it('answers briefly, says what to send and matches the time of day', () => {
    const reply = greetingReply('Good evening!');
    expect(reply.startsWith('Good evening!')).toBe(true);
    expect(greetingReply('hi').startsWith('Hello!')).toBe(true);
    for (const text of ['hi', 'good morning', 'hey there']) {
      const r = greetingReply(text);
      expect(r.length).toBeLessThan(500);
      expect(r).toMatch(/brief/);
      expect(r).toMatch(/files/);
      expect(r).toMatch(/PRD/);
    }
  });
});
