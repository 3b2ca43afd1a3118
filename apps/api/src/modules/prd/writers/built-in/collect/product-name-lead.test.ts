import { describe, expect, it } from 'vitest';
import { draftOffline } from '../writer.js';
import type { PrdInput } from '../../types.js';

const withFile = (message: string, text: string): PrdInput => ({
  message,
  files: [{ name: 'brief.docx', kind: 'document' }],
  chunks: [{ file: 'brief.docx', locator: 'paragraph 1', text }],
  images: [],
  notes: [],
  previousPrd: undefined,
  history: [],
  now: new Date('2026-11-23T10:00:00Z'),
});

const title = (input: PrdInput) => draftOffline(input).chunks.join('').split('\n')[0];

describe('typed text and an attached brief: which names the product', () => {
  const file =
    'Kilnbook\n\nKilnbook lets potters book shelf space in a shared kiln. Members must book a shelf.';

  it('a typed brief of another product names it', () => {
    expect(
      title(withFile('PRD for a dog-walking marketplace where owners book walkers.', file)),
    ).toBe('# Dog-walking marketplace: Product Requirements Document');
  });

  it('typed text that adds to the attached brief keeps the brief’s name', () => {
    expect(title(withFile('Add a waiting list for members when the kiln is full.', file))).toBe(
      '# Kilnbook: Product Requirements Document',
    );
    expect(title(withFile('Also include monthly reports for studio owners.', file))).toBe(
      '# Kilnbook: Product Requirements Document',
    );
  });
});
