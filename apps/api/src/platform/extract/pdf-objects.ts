/**
 * Just enough of a PDF object reader to learn how pdf.js will decode a stream: its dictionary's
 * /Filter (/F), /DecodeParms (/DP) and /Length, following indirect references one level as
 * pdf.js does. A hand-written lexer over bytes: linear, no regular expressions.
 */

export type PdfValue =
  | number
  | { name: string }
  | { ref: string }
  | PdfValue[]
  | Map<string, PdfValue>
  | { other: true };

/** Dictionary keys kept (others are parsed and dropped): the ones that decide decoding. */
const KEPT_KEYS = new Set(['F', 'Filter', 'DP', 'DecodeParms', 'Length', 'EarlyChange']);
const MAX_ARRAY = 64;
const MAX_DEPTH = 32;

const isSpace = (b: number) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0;
const isDelimiter = (b: number) =>
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25;
const isRegular = (b: number) => !isSpace(b) && !isDelimiter(b);

function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if ((b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)) return (b & 0x0f) + 9;
  return -1;
}

type Token =
  | { kind: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' | 'string' | 'eof' }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number; integer: boolean }
  | { kind: 'keyword'; word: string };

/** Thrown when the bytes cannot be what pdf.js reads as one object. */
class Unreadable extends Error {}

class Lexer {
  constructor(
    private readonly pdf: Buffer,
    public pos: number,
    private readonly end: number,
  ) {}

  private byte(at = this.pos): number {
    return at < this.end ? this.pdf[at]! : -1;
  }

  skipSpace(): void {
    for (;;) {
      const b = this.byte();
      if (b === -1) return;
      if (isSpace(b)) this.pos++;
      else if (b === 0x25) {
        while (this.pos < this.end && this.byte() !== 0x0a && this.byte() !== 0x0d) this.pos++;
      } else return;
    }
  }

  next(): Token {
    this.skipSpace();
    const b = this.byte();
    if (b === -1) return { kind: 'eof' };
    if (b === 0x3c && this.byte(this.pos + 1) === 0x3c) {
      this.pos += 2;
      return { kind: 'open-dict' };
    }
    if (b === 0x3e && this.byte(this.pos + 1) === 0x3e) {
      this.pos += 2;
      return { kind: 'close-dict' };
    }
    this.pos++;
    if (b === 0x5b) return { kind: 'open-array' };
    if (b === 0x5d) return { kind: 'close-array' };
    if (b === 0x28) return this.literalString();
    if (b === 0x3c) {
      while (this.pos < this.end && this.byte() !== 0x3e) this.pos++;
      if (this.pos >= this.end) throw new Unreadable();
      this.pos++;
      return { kind: 'string' };
    }
    if (b === 0x2f) return this.name();
    if (!isRegular(b)) return { kind: 'keyword', word: String.fromCharCode(b) };
    const start = this.pos - 1;
    while (this.pos < this.end && isRegular(this.byte())) this.pos++;
    const word = this.pdf.toString('latin1', start, this.pos);
    const value = Number(word);
    if (word.length < 32 && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      return { kind: 'number', value, integer: Number.isInteger(value) && !word.includes('.') };
    }
    return { kind: 'keyword', word };
  }

  private literalString(): Token {
    let depth = 1;
    while (this.pos < this.end) {
      const b = this.byte();
      this.pos++;
      if (b === 0x5c) this.pos++;
      else if (b === 0x28) depth++;
      else if (b === 0x29 && --depth === 0) return { kind: 'string' };
    }
    throw new Unreadable();
  }

  /** A name, with #xx escapes decoded (pdf.js reads /LZW#44ecode as /LZWDecode). */
  private name(): Token {
    let name = '';
    while (this.pos < this.end && isRegular(this.byte())) {
      const b = this.byte();
      const hi = hexValue(this.byte(this.pos + 1));
      const lo = hexValue(this.byte(this.pos + 2));
      if (b === 0x23 && hi >= 0 && lo >= 0) {
        name += String.fromCharCode(hi * 16 + lo);
        this.pos += 3;
      } else {
        name += String.fromCharCode(b);
        this.pos++;
      }
      if (name.length > 127) throw new Unreadable();
    }
    return { kind: 'name', name };
  }
}

/** Reads one object (with `N G R` references) from the lexer, as pdf.js's parser does. */
function readValue(lexer: Lexer, token: Token, depth: number): PdfValue {
  if (depth > MAX_DEPTH) throw new Unreadable();
  switch (token.kind) {
    case 'open-dict': {
      const dict = new Map<string, PdfValue>();
      for (;;) {
        const key = lexer.next();
        if (key.kind === 'close-dict') return dict;
        if (key.kind === 'eof') throw new Unreadable();
        // pdf.js skips a key that is not a name.
        if (key.kind !== 'name') continue;
        const value = readValue(lexer, lexer.next(), depth + 1);
        if (KEPT_KEYS.has(key.name)) dict.set(key.name, value);
      }
    }
    case 'open-array': {
      const array: PdfValue[] = [];
      for (;;) {
        const item = lexer.next();
        if (item.kind === 'close-array') return array;
        if (item.kind === 'eof') throw new Unreadable();
        const value = readValue(lexer, item, depth + 1);
        if (array.length < MAX_ARRAY) array.push(value);
        else throw new Unreadable();
      }
    }
    case 'name':
      return { name: token.name };
    case 'number': {
      if (!token.integer) return token.value;
      const saved = lexer.pos;
      const generation = lexer.next();
      if (generation.kind === 'number' && generation.integer) {
        const r = lexer.next();
        if (r.kind === 'keyword' && r.word === 'R')
          return { ref: `${token.value} ${generation.value}` };
      }
      lexer.pos = saved;
      return token.value;
    }
    case 'eof':
    case 'close-dict':
    case 'close-array':
      throw new Unreadable();
    default:
      return { other: true };
  }
}

const OBJ = Buffer.from('obj', 'latin1');
/** Attempts at finding where a stream's object starts (`obj` inside its strings cost one each). */
const MAX_ATTEMPTS = 8;

/**
 * The dictionary of the stream whose `stream` keyword is at `keyword`: read from each `obj`
 * keyword between `from` and there, nearest first, until one reads as `<< … >>` ending right
 * before the keyword. 'none': nothing there ends with `>>` (no stream for pdf.js either);
 * 'unreadable': a dictionary ends there but could not be read (the caller refuses the file).
 */
export function streamDictionary(
  pdf: Buffer,
  from: number,
  keyword: number,
): Map<string, PdfValue> | 'none' | 'unreadable' {
  let at = keyword;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    at = pdf.lastIndexOf(OBJ, at - 1);
    if (at < from) break;
    const lexer = new Lexer(pdf, at + OBJ.length, keyword);
    try {
      const open = lexer.next();
      if (open.kind !== 'open-dict') continue;
      const dict = readValue(lexer, open, 0);
      lexer.skipSpace();
      if (lexer.pos === keyword && dict instanceof Map) return dict;
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
    }
  }
  let back = keyword - 1;
  while (back >= from && isSpace(pdf[back]!)) back--;
  return back > from && pdf[back] === 0x3e && pdf[back - 1] === 0x3e ? 'unreadable' : 'none';
}

/** Every `N G obj` of the file: where each object's value starts, built once in one pass. */
export function objectIndex(pdf: Buffer): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (let at = pdf.indexOf(OBJ); at !== -1; at = pdf.indexOf(OBJ, at + 1)) {
    // Backwards over "N G " (digits and spaces, a few bytes): constant work per keyword.
    let p = at - 1;
    if (p < 0 || !isSpace(pdf[p]!)) continue;
    while (p >= 0 && isSpace(pdf[p]!) && at - p < 8) p--;
    const genEnd = p + 1;
    while (p >= 0 && pdf[p]! >= 0x30 && pdf[p]! <= 0x39 && genEnd - p < 6) p--;
    const genStart = p + 1;
    if (genStart === genEnd || !isSpace(pdf[p] ?? 0x20)) continue;
    while (p >= 0 && isSpace(pdf[p]!) && genStart - p < 8) p--;
    const numEnd = p + 1;
    while (p >= 0 && pdf[p]! >= 0x30 && pdf[p]! <= 0x39 && numEnd - p < 11) p--;
    const numStart = p + 1;
    if (numStart === numEnd) continue;
    const key = `${Number(pdf.toString('latin1', numStart, numEnd))} ${Number(pdf.toString('latin1', genStart, genEnd))}`;
    const list = index.get(key);
    if (list) list.push(at + OBJ.length);
    else index.set(key, [at + OBJ.length]);
  }
  return index;
}

/** How far past an object's start its value is read: more than any filter name or array. */
const MAX_OBJECT_BYTES = 64 * 1024;

/**
 * The values object `ref` is defined as (a file updated in place may define it more than once;
 * pdf.js reads the one its cross-reference table points to, so all of them are returned).
 */
export function resolveRef(pdf: Buffer, index: Map<string, number[]>, ref: string): PdfValue[] {
  const values: PdfValue[] = [];
  for (const start of index.get(ref) ?? []) {
    const lexer = new Lexer(pdf, start, Math.min(pdf.length, start + MAX_OBJECT_BYTES));
    try {
      values.push(readValue(lexer, lexer.next(), 0));
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
    }
  }
  return values;
}
