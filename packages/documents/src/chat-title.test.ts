import { describe, expect, it } from 'vitest';
import { chatTitle, UNTITLED } from './chat-title.js';

describe('chatTitle', () => {
  it('keeps a short message as it is', () => {
    expect(chatTitle('Build a booking app')).toBe('Build a booking app');
  });

  it('removes brackets, file extensions and "(n)" suffixes of uploaded files', () => {
    expect(chatTitle('Uploaded file: [Spec (2).pdf]')).toBe('Uploaded file: Spec');
    expect(chatTitle('[notes.DOCX]')).toBe('notes');
    expect(chatTitle('[a (1).png], [b (12).mp4]')).toBe('a, b');
    expect(chatTitle('Draft (3)')).toBe('Draft');
  });

  it('keeps a "(n)" that is not a suffix and dots that are not file extensions', () => {
    expect(chatTitle('Phase (1) plan')).toBe('Phase (1) plan');
    expect(chatTitle('Node.js app v1.2')).toBe('Node.js app v1.2');
  });

  it('removes quotes but keeps apostrophes inside words', () => {
    expect(chatTitle("\"Checkout\" \u201cflow\u201d 'beta' don't")).toBe(
      "Checkout flow beta don't",
    );
    expect(chatTitle('\u2018it\u2019s\u2019')).toBe('it\u2019s');
  });

  it('cuts at 30 characters followed by "..."', () => {
    const title = chatTitle('Create a PRD for a food delivery mobile application');
    expect(title).toBe('Create a PRD for a food delive...');
    expect(chatTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(chatTitle('x'.repeat(31))).toBe(`${'x'.repeat(30)}...`);
  });

  it('cuts after the rules are applied and does not end on a space before "..."', () => {
    expect(chatTitle('Uploaded file: [Quarterly planning (2).pdf]')).toBe(
      'Uploaded file: Quarterly plann...',
    );
    expect(chatTitle('Write the requirements for an  app please')).toBe(
      'Write the requirements for an...',
    );
  });

  it('counts characters, not UTF-16 units, and collapses whitespace', () => {
    expect(chatTitle('\u{1F680}'.repeat(31))).toBe(`${'\u{1F680}'.repeat(30)}...`);
    expect(chatTitle('  line one\n\n line two  ')).toBe('line one line two');
  });

  it('is "Untitled" when nothing is left', () => {
    expect(UNTITLED).toBe('Untitled');
    expect(chatTitle(undefined)).toBe('Untitled');
    expect(chatTitle('')).toBe('Untitled');
    expect(chatTitle('   ')).toBe('Untitled');
    expect(chatTitle('[""]')).toBe('Untitled');
    expect(chatTitle('[.pdf]')).toBe('Untitled');
  });

  it('takes a message given as a list of lines', () => {
    expect(chatTitle(['Uploaded file: [a.pdf]', 'More'])).toBe('Uploaded file: a More');
  });
});
