import { describe, expect, it } from 'vitest';
import { markdownToText, shareText } from './markdown-to-text.js';

describe('markdownToText', () => {
  it('strips headings, emphasis, code spans and links (keeping their text)', () => {
    const markdown =
      '# Title\n\n## Goals **now**\n\nUse **bold**, *it*, _u_, ~~old~~, `code` and [docs](https://e.com).';
    expect(markdownToText(markdown)).toBe(
      'Title\n\nGoals now\n\nUse bold, it, u, old, code and docs.',
    );
  });

  it('removes double asterisks Markdown did not turn into bold', () => {
    expect(markdownToText('**"Quoted"**text and ** spaced **')).toBe('"Quoted"text and  spaced');
  });

  it('keeps list markers as "- " and "1. " with nesting and start numbers', () => {
    const markdown = '* a\n* b\n  + nested **x**\n    3. deep\n    4. deeper\n\n1. one\n1. two';
    expect(markdownToText(markdown)).toBe(
      '- a\n- b\n  - nested x\n    3. deep\n    4. deeper\n\n1. one\n2. two',
    );
  });

  it('keeps task states and the later paragraphs of an item', () => {
    expect(markdownToText('- [x] done\n- [ ] todo')).toBe('- [x] done\n- [ ] todo');
    expect(markdownToText('1. first\n\n   more\n2. second')).toBe('1. first\n   more\n2. second');
  });

  it('writes tables as rows of tab-separated cells without pipes', () => {
    const out = markdownToText(
      '| Name | Priority |\n|---|:-:|\n| **FR-1** | High |\n| FR-2 | Low |',
    );
    expect(out).toBe('Name\tPriority\nFR-1\tHigh\nFR-2\tLow');
    expect(out).not.toContain('|');
  });

  it('removes code fences and quote markers, keeps code as written, drops rules and HTML tags', () => {
    const markdown =
      '```ts\nconst a = 1;\n  indented\n```\n\n> quoted **x**\n\n---\n\n<div>raw <b>html</b></div>\n\nR&amp;D';
    expect(markdownToText(markdown)).toBe(
      'const a = 1;\n  indented\n\nquoted x\n\nraw html\n\nR&D',
    );
  });

  it('keeps line breaks, shows image alt text and handles empty input', () => {
    expect(markdownToText('Status: Draft\nVersion: 1  \nDate')).toBe(
      'Status: Draft\nVersion: 1\nDate',
    );
    expect(markdownToText('![diagram](https://e.com/x.png)')).toBe('diagram');
    expect(markdownToText('')).toBe('');
    expect(markdownToText('\r\n# A\r\n\r\nb\r\n')).toBe('A\n\nb');
  });
});

describe('shareText', () => {
  it('collapses 3 or more newlines into 2', () => {
    const markdown = '```\na\n\n\n\nb\n \n\t\nc\n\n\nd\n```';
    expect(shareText(markdown)).toBe('a\n\nb\n\nc\n\nd');
  });

  it('keeps single and double newlines and strips markdown like the text download', () => {
    expect(shareText('# PRD\n\n**Goal**: ship\nfast')).toBe('PRD\n\nGoal: ship\nfast');
  });
});
