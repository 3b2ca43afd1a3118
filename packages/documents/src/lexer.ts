import { Lexer, type Token } from 'marked';

/**
 * Deepest nesting of blockquotes and lists a line keeps. marked re-reads a nested block once
 * per level, so 300 levels of `> ` cost 300 passes (a 1 MB message took minutes); deeper lines
 * are flattened onto this level (Word itself shows at most 9 list levels).
 */
export const MAX_NESTING = 8;
/** Leading indentation a line keeps (enough for `MAX_NESTING` list levels of `1. ` items). */
const MAX_INDENT = 4 * MAX_NESTING;
/**
 * Most formatting marks (runs of * _ ~ ` [ ] < \) marked may pair in one paragraph, heading,
 * list item or table cell. Its pairing looks ahead to the end of the span for every opening
 * mark, so the cost is marks × length; a span with more marks is kept as plain text (bold
 * between `**` still applies, see `boldDoubleAsterisks`).
 */
const MAX_INLINE_MARKS = 128;

const MARKS = new Set(['*', '_', '~', '`', '[', ']', '<', '\\']);

function tooManyMarks(text: string): boolean {
  let marks = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (MARKS.has(char) && text[i - 1] !== char && (marks += 1) > MAX_INLINE_MARKS) return true;
  }
  return false;
}

interface QueuedInline {
  src: string;
  tokens: Token[];
}

/** Block tokens of GitHub-flavoured Markdown, with a fresh lexer each call (no shared state). */
export function lexMarkdown(markdown: string): Token[] {
  const lexer = new Lexer({ gfm: true, breaks: false });
  const tokens = lexer.blockTokens(boundNesting(markdown.replace(/\r\n?/g, '\n')), lexer.tokens);
  // What Lexer.lex does after the blocks, with spans over the mark budget kept as text.
  const queue = (lexer as unknown as { inlineQueue: QueuedInline[] }).inlineQueue;
  for (const next of queue) {
    if (tooManyMarks(next.src)) next.tokens.push({ type: 'text', raw: next.src, text: next.src });
    else lexer.inlineTokens(next.src, next.tokens);
  }
  queue.length = 0;
  return tokens;
}

const FENCE = /^[ \t]*(?:>[ \t]?)*(`{3,}|~{3,})/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t])/;

/**
 * Most consecutive lines (outside tables and fenced code) lexed as one run. Inside lists and
 * quotes marked joins an item's lines one at a time and re-reads the joined text each time, so
 * 250,000 lines in one item took hours; a blank line is added after this many (a long list
 * becomes a loose list, a long paragraph several paragraphs).
 */
const MAX_RUN_LINES = 256;

const TABLE_ROW = /^[ \t]*(?:>[ \t]?)*\|/;

/**
 * Lines with their container prefix (quote markers, list markers, indentation) bounded by
 * `MAX_NESTING` and `MAX_INDENT`, and runs of lines by `MAX_RUN_LINES`; fenced code is left as
 * written. One pass, linear.
 */
export function boundNesting(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  let run = 0;
  for (const line of markdown.split('\n')) {
    const opened = FENCE.exec(line)?.[1];
    if (fence) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined;
      out.push(line);
      continue;
    }
    if (opened) fence = opened;
    if (!line.trim() || TABLE_ROW.test(line)) run = 0;
    else if (++run > MAX_RUN_LINES) {
      out.push('');
      run = 1;
    }
    out.push(opened ? line : boundLine(line));
  }
  return out.join('\n');
}

function boundLine(line: string): string {
  let at = 0;
  let markers = 0;
  let changed = false;
  let rule = true;
  const kept: string[] = [];
  for (;;) {
    const start = at;
    let width = 0;
    while (line[at] === ' ' || line[at] === '\t') {
      width += line[at] === '\t' ? 4 : 1;
      at += 1;
    }
    let space = line.slice(start, at);
    if (width > MAX_INDENT) {
      space = ' '.repeat(MAX_INDENT);
      changed = true;
    }
    const marker = line[at] === '>' ? '>' : LIST_MARKER.exec(line.slice(at, at + 11))?.[0];
    if (!marker) {
      if (!changed) return line;
      // Markers only, all - or * (`- - - -`): a rule, read as written.
      if (rule && /^[-*]?[ \t]*$/.test(line.slice(at))) return line;
      return kept.join('') + space + line.slice(at);
    }
    if (marker !== '-' && marker !== '*') rule = false;
    markers += 1;
    at += marker.length;
    if (markers > MAX_NESTING) {
      changed = true;
      continue;
    }
    kept.push(space, marker);
  }
}
