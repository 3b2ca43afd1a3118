import { Fences } from './extra.js';

/** One line of the input, with what it is at block level. */
export interface Line {
  text: string;
  /** Inside a fenced code block (or a fence line). */
  code: boolean;
  /** An ATX or setext heading: its level and text. */
  heading: { level: number; text: string } | null;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const BLOCK_START = /^\s*(?:[-*+•]\s|\d{1,9}[.)]\s|>|\||#|<)/;

function atxText(line: string, hashes: number): string {
  let text = line.trimStart().slice(hashes).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end < text.length && (end === 0 || text[end - 1] === ' ' || text[end - 1] === '\t')) {
    text = text.slice(0, end).trim();
  }
  return text;
}

/** Splits the input into lines and marks headings and code, in one pass. */
export function scanLines(markdown: string): Line[] {
  const raw = markdown.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const fences = new Fences();
  const out: Line[] = [];
  for (let i = 0; i < raw.length; i++) {
    const text = raw[i]!.replace(/\u00A0/g, ' ');
    const code = fences.line(text);
    const line: Line = { text, code, heading: null };
    if (!code) {
      const atx = ATX.exec(text);
      if (atx) line.heading = { level: atx[1]!.length, text: atxText(text, atx[1]!.length) };
      const prev = out[out.length - 1];
      const before = out[out.length - 2];
      const underline = UNDERLINE.exec(text);
      if (
        underline &&
        prev &&
        !prev.code &&
        !prev.heading &&
        prev.text.trim() &&
        !BLOCK_START.test(prev.text) &&
        (!before || !before.text.trim() || before.heading)
      ) {
        prev.heading = { level: underline[1]![0] === '=' ? 1 : 2, text: prev.text.trim() };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
