import { describe, expect, it } from 'vitest';
import { isGreeting, isLongAiMessage, isShortGreeting } from './message-kind.js';

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

  it('judges by letters and digits, not by length: punctuation may pad a greeting', () => {
    expect(isGreeting(`Hello there${'!'.repeat(2000)}`)).toBe(true);
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

describe('isShortGreeting (what the server answers for free)', () => {
  it('is a greeting of at most 60 characters in all and a few words', () => {
    for (const text of [
      'hello',
      'Hi!',
      ' hey there ',
      'good  evening :)',
      'Hello team, good morning!',
    ]) {
      expect(isShortGreeting(text), text).toBe(true);
    }
    expect(isShortGreeting(`Hello there${'!'.repeat(40)}`)).toBe(true);
    expect(isShortGreeting(`  Hello there!  ${' '.repeat(100)}`)).toBe(true);
  });

  it('counts every character, so punctuation cannot pad a greeting', () => {
    expect(isShortGreeting(`Hello there${'!'.repeat(50)}`)).toBe(false);
    expect(isShortGreeting(`hello ${'.,;!?'.repeat(51_000)}`)).toBe(false);
    expect(isShortGreeting(`${'\u{1F44B}'.repeat(30)} hi ${'\u{1F44B}'.repeat(30)}`)).toBe(false);
    expect(isShortGreeting('hi hi hi hi hi hi hi hi hi hi')).toBe(false);
    // The display rule still takes a padded greeting for one (no Download on such a reply).
    expect(isGreeting(`Hello there${'!'.repeat(2000)}`)).toBe(true);
  });

  it('is never true where isGreeting is false', () => {
    for (const text of [
      'hello, build me a PRD',
      'high level plan',
      'hi\nUploaded file: [a.pdf]',
      '',
    ]) {
      expect(isShortGreeting(text), text).toBe(false);
    }
  });
});
