import { describe, expect, it } from 'vitest';
import { isGreeting, isLongAiMessage } from './message-kind.js';

describe('isLongAiMessage', () => {
  it('is true only over 500 characters', () => {
    expect(isLongAiMessage('x'.repeat(500))).toBe(false);
    expect(isLongAiMessage('x'.repeat(501))).toBe(true);
    expect(isLongAiMessage(undefined)).toBe(false);
  });

  it('counts characters, and the newlines of a message given as lines', () => {
    expect(isLongAiMessage('\u{1F680}'.repeat(300))).toBe(false);
    expect(isLongAiMessage(['x'.repeat(250), 'x'.repeat(250)])).toBe(true);
  });
});

describe('isGreeting', () => {
  it('recognises greeting-only messages', () => {
    for (const text of [
      'hello',
      'Hi!',
      ' hey there ',
      'Good morning',
      'good  evening :)',
      'HELLO everyone.',
    ]) {
      expect(isGreeting(text), text).toBe(true);
    }
  });

  it('is short: every character counts, so punctuation cannot pad a greeting', () => {
    expect(isGreeting(`Hello there${'!'.repeat(40)}`)).toBe(true);
    expect(isGreeting(`  Hello there!  ${' '.repeat(100)}`)).toBe(true);
    expect(isGreeting(`Hello there${'!'.repeat(50)}`)).toBe(false);
    expect(isGreeting(`hello ${'.,;!?'.repeat(51_000)}`)).toBe(false);
    expect(isGreeting(`${'\u{1F44B}'.repeat(30)} hi ${'\u{1F44B}'.repeat(30)}`)).toBe(false);
    expect(isGreeting('hi hi hi hi hi hi hi hi hi hi')).toBe(false);
    expect(isGreeting(`hi ${'a'.repeat(61)}`)).toBe(false);
    expect(isGreeting(`# PRD\n\n${'The app must sync. '.repeat(500)}`)).toBe(false);
  });

  it('rejects messages that carry more than a greeting', () => {
    for (const text of [
      'hello, build me a PRD',
      'high level plan',
      'good morning app',
      'hi\nUploaded file: [a.pdf]',
      '',
    ]) {
      expect(isGreeting(text), text).toBe(false);
    }
  });
});
