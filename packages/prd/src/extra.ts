/**
 * The Markdown body of a section the outline does not know, kept as written. Only what would end
 * the section when read back is escaped (a `#`/`##` heading, a setext underline) and unescaped
 * again by the parser; an unclosed code fence is closed.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^( {0,3})(\\*#{1,2}(?:\s|$))/;
const UNDERLINE = /^( {0,3})(\\*(?:=+|-+)\s*)$/;
const ESCAPED_HEADING = /^( {0,3})\\(\\*#{1,2}(?:\s|$))/;
const ESCAPED_UNDERLINE = /^( {0,3})\\(\\*(?:=+|-+)\s*)$/;

/** Tracks fenced code: `inside` tells whether the line just passed was in a fence. */
export class Fences {
  private open: { char: string; length: number } | null = null;
  /** Reads one line; returns true when the line is code (inside or a fence line itself). */
  line(text: string): boolean {
    const m = FENCE.exec(text);
    if (this.open) {
      if (
        m &&
        m[1]![0] === this.open.char &&
        m[1]!.length >= this.open.length &&
        !text.slice(m[0].length).trim()
      ) {
        this.open = null;
      }
      return true;
    }
    if (m && !(m[1]![0] === '`' && text.slice(m[0].length).includes('`'))) {
      this.open = { char: m[1]![0]!, length: m[1]!.length };
      return true;
    }
    return false;
  }
  get unclosed(): string | null {
    return this.open ? this.open.char.repeat(this.open.length) : null;
  }
}

/** The body's lines as kept: no blank lines at either end, an open fence closed. */
function extraBodyLines(body: string): string[] {
  const lines = body.split(/\r\n|\r|\n/);
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]!.trim()) start++;
  while (end > start && !lines[end - 1]!.trim()) end--;
  const kept = lines.slice(start, end);
  const fences = new Fences();
  for (const line of kept) fences.line(line);
  const close = fences.unclosed;
  if (close) kept.push(close);
  return kept;
}

export function normaliseExtraBody(body: string): string {
  return extraBodyLines(body).join('\n');
}

export function escapeExtraBody(body: string): string[] {
  const fences = new Fences();
  let previous = '';
  return extraBodyLines(body).map((line) => {
    const code = fences.line(line);
    let out = line;
    if (!code) {
      if (HEADING.test(line)) out = line.replace(HEADING, '$1\\$2');
      else if (previous.trim() && UNDERLINE.test(line)) out = line.replace(UNDERLINE, '$1\\$2');
    }
    previous = line;
    return out;
  });
}

/** The inverse of `escapeExtraBody` for one line (`previous` is the line before, as read). */
export function unescapeExtraLine(line: string, previous: string, code: boolean): string {
  if (code) return line;
  if (ESCAPED_HEADING.test(line)) return line.replace(ESCAPED_HEADING, '$1$2');
  if (previous.trim() && ESCAPED_UNDERLINE.test(line))
    return line.replace(ESCAPED_UNDERLINE, '$1$2');
  return line;
}
