import { describe, expect, it } from 'vitest';
import { plainTextAsMarkdown, splitMarkdown } from './markdown-chunks.js';

describe('splitMarkdown', () => {
  it('keeps a short text whole', () => {
    expect(splitMarkdown('# Title\n\nBody', 100)).toEqual(['# Title\n\nBody']);
  });

  it('cuts at blank lines, every piece within the limit, nothing lost', () => {
    const blocks = Array.from({ length: 200 }, (_, i) => `## Section ${i}\n\nText ${i}.`);
    const text = blocks.join('\n\n');
    const pieces = splitMarkdown(text, 500);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(500);
    expect(pieces.join('\n\n')).toBe(text);
  });

  it('never leaves a fenced code block open in a piece', () => {
    const code = Array.from({ length: 80 }, (_, i) => `line ${i}`).join('\n');
    const pieces = splitMarkdown(`Intro\n\n\`\`\`ts\n${code}\n\`\`\`\n\nAfter`, 300);
    for (const piece of pieces) {
      const fences = piece.split('\n').filter((l) => l.startsWith('```')).length;
      expect(fences % 2).toBe(0);
    }
    expect(pieces.join('\n')).toContain('line 79');
  });

  it('cuts a single line longer than the limit, in linear time', () => {
    const started = performance.now();
    const pieces = splitMarkdown('x'.repeat(1_000_000), 20_000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pieces.join('')).toHaveLength(1_000_000);
  });
});

describe('plainTextAsMarkdown', () => {
  it('shows marks, headings and list markers as text', () => {
    expect(plainTextAsMarkdown('# Not a heading\n- not a list\n1. nor this\n**bold**')).toBe(
      '\\# Not a heading\n\\- not a list\n1\\. nor this\n\\*\\*bold\\*\\*',
    );
  });
});
