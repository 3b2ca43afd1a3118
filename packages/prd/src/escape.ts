/**
 * Text from the model placed inside Markdown, and Markdown read back as plain text. Every
 * character that could start emphasis, code, a link, HTML, a table cell, a heading or a list item
 * is escaped with a backslash, so an item's text can never change the document's structure, and
 * `plainInline` gives the text back. One pass over the text, no backtracking.
 */

const INLINE = /[\\`*_[\]<>|~]/g;
const ENTITY = /&(?=#?[A-Za-z0-9]{1,32};)/g;

/** All runs of white space (newlines included) as one space, trimmed. */
export function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeStart(line: string): string {
  const numbered = /^(\d{1,9})([.)])/.exec(line);
  if (numbered) return `${numbered[1]}\\${line.slice(numbered[1]!.length)}`;
  return /^[#>+=:-]/.test(line) ? `\\${line}` : line;
}

/**
 * One line of text, safe inside a Markdown line (its white space collapsed). `atStart`: the text
 * begins a line or list item, where `-`, `#`, `1.` … would start a block.
 */
export function escapeInline(text: string, atStart = true): string {
  const inline = flat(text)
    .replace(INLINE, (c) => `\\${c}`)
    .replace(ENTITY, '\\&');
  return atStart ? escapeStart(inline) : inline;
}

/** Text inside a `(…)` slot after an id: also `)`, which would close it. */
export function escapeSlot(text: string): string {
  return escapeInline(text, false).replace(/\)/g, '\\)');
}

/** A source's reference or locator: also the separators between and inside sources. */
export function escapeSource(text: string, ref: boolean): string {
  return escapeInline(text, false).replace(ref ? /[,;]/g : /;/g, (c) => `\\${c}`);
}

/** A heading's text: also a trailing `#`, which Markdown would read as a closing sequence. */
export function escapeHeading(text: string): string {
  return escapeInline(text, false).replace(/#$/, '\\#');
}

/** A multi-line text (summary, problem): each line escaped, at most one blank line in a row. */
export function escapeBlock(text: string): string[] {
  return normaliseBlock(text)
    .split('\n')
    .map((line) => (line ? escapeInline(line) : ''));
}

/** What `escapeBlock` keeps of a multi-line text: trimmed lines, single blank lines between. */
export function normaliseBlock(text: string): string {
  const out: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line || (out.length && out[out.length - 1] !== '')) out.push(line);
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

const PUNCT = /[!-/:-@[-`{-~]/;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};
const TAG = /<\/?([A-Za-z][A-Za-z0-9]{0,10})(?:\s[^<>]{0,200})?\s*\/?>/y;
const AUTOLINK = /<((?:https?|mailto):[^\s<>]{1,2000})>/y;
const ENTITY_AT = /&(#?[A-Za-z0-9]{1,8});/y;

function isWord(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** Finds the next `char` at or after `from`, remembering the answer so repeated calls stay linear. */
class NextIndex {
  private at = -1;
  constructor(
    private readonly text: string,
    private readonly char: string,
  ) {}
  from(i: number): number {
    if (this.at === Infinity) return -1;
    if (this.at < i) {
      const found = this.text.indexOf(this.char, i);
      this.at = found < 0 ? Infinity : found;
    }
    return this.at === Infinity ? -1 : this.at;
  }
}

/**
 * Markdown inline text as plain text: escapes resolved, emphasis, code marks and simple HTML
 * dropped, links as "text (url)", entities decoded. White space is left as it is.
 */
function plainInline(md: string): string {
  let out = '';
  const n = md.length;
  const close = new NextIndex(md, ']');
  const paren = new NextIndex(md, ')');
  const noClose = new Set<number>();
  for (let i = 0; i < n; i++) {
    const c = md[i]!;
    const next = md[i + 1];
    if (c === '\\' && next !== undefined && PUNCT.test(next)) {
      out += next;
      i++;
    } else if (c === '`') {
      let j = i;
      while (md[j] === '`') j++;
      const run = j - i;
      const end = run <= 16 && !noClose.has(run) ? md.indexOf('`'.repeat(run), j) : -1;
      if (end < 0) {
        if (run <= 16) noClose.add(run);
        i = j - 1;
        continue;
      }
      out += md.slice(j, end);
      i = end + run - 1;
    } else if (c === '*' || c === '_' || c === '~') {
      let j = i;
      while (md[j] === c) j++;
      const before = md[i - 1];
      const after = md[j];
      const spaced =
        (before === undefined || /\s/.test(before)) && (after === undefined || /\s/.test(after));
      const intraword = c === '_' && isWord(before) && isWord(after);
      if (spaced || intraword || (c === '~' && j - i < 2)) out += md.slice(i, j);
      i = j - 1;
    } else if (c === '[' || (c === '!' && next === '[')) {
      const open = c === '!' ? i + 1 : i;
      const end = close.from(open + 1);
      const urlEnd = end >= 0 && md[end + 1] === '(' ? paren.from(end + 2) : -1;
      if (urlEnd < 0) {
        out += c;
        continue;
      }
      const label = plainInline(md.slice(open + 1, end));
      const url = md.slice(end + 2, urlEnd).trim();
      out += c === '!' || !url || url === label ? label : `${label} (${url})`;
      i = urlEnd;
    } else if (c === '<') {
      AUTOLINK.lastIndex = i;
      const link = AUTOLINK.exec(md);
      TAG.lastIndex = i;
      const tag = link ? null : TAG.exec(md);
      if (link) {
        out += link[1];
        i += link[0].length - 1;
      } else if (tag) {
        out += tag[1]!.toLowerCase() === 'br' ? ' ' : '';
        i += tag[0].length - 1;
      } else out += c;
    } else if (c === '&') {
      ENTITY_AT.lastIndex = i;
      const entity = ENTITY_AT.exec(md);
      const value = entity ? decodeEntity(entity[1]!) : undefined;
      if (entity && value !== undefined) {
        out += value;
        i += entity[0].length - 1;
      } else out += c;
    } else out += c;
  }
  return out;
}

function decodeEntity(name: string): string | undefined {
  const known = ENTITIES[name.toLowerCase()];
  if (known) return known;
  const code = /^#(?:x([0-9a-f]{1,6})|(\d{1,7}))$/i.exec(name);
  if (!code) return undefined;
  const point = code[1] ? parseInt(code[1], 16) : Number(code[2]);
  return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : undefined;
}

/** Plain text of an inline Markdown fragment, on one line. */
export function plain(md: string): string {
  return flat(plainInline(md));
}

/** Splits on an unescaped separator character (backslash escapes are kept in the parts). */
export function splitUnescaped(text: string, separator: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length && parts.length < limit - 1; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Index of the first unescaped `char` at or after `from`, or -1. */
export function indexUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
export function isEscaped(text: string, index: number): boolean {
  let count = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) count++;
  return count % 2 === 1;
}
