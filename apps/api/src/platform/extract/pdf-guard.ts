import { Readable, Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { filterStep, type Decoder } from './pdf-filters.js';
import { objectIndex, resolveRef, streamDictionary, type PdfValue } from './pdf-objects.js';

/**
 * What all streams of one PDF may decode to together: 50 times the file (real
 * PDFs, images included, stay well under 20), at least 64 MB, at most 512 MB. A PDF bomb is a
 * content stream of ~1000:1 that pdf.js would hold whole in memory.
 */
function pdfUnpackedBudget(fileBytes: number): number {
  const MB = 1024 * 1024;
  return Math.min(512 * MB, Math.max(64 * MB, 50 * fileBytes));
}

/**
 * Printable bytes one stream may inflate to when they are most of it (page content: operators
 * are text), and in any case twice that. pdf.js holds a page's operators in memory at about 70
 * times their size (measured: 20 MB of `(...) Tj` took 1.4 GB), while real pages stay under a
 * few hundred KB of content; image and font data is binary (about a third printable).
 */
const PDF_MAX_CONTENT_STREAM_BYTES = 8 * 1024 * 1024;

/** Filters in one stream's chain that are followed (real files use one to three). */
const MAX_FILTERS = 8;
const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');
/** What all streams together may read, in file sizes: the streams of a sound file do not overlap. */
const MAX_READ_FACTOR = 2;
const READ_CHUNK = 64 * 1024;

export class PdfTooLargeError extends Error {
  constructor() {
    super('the PDF is too large once unpacked');
    this.name = 'PdfTooLargeError';
  }
}

function printableBytes(chunk: Buffer): number {
  let printable = 0;
  for (const byte of chunk) {
    if ((byte >= 0x20 && byte < 0x7f) || byte === 0x0a || byte === 0x0d) printable++;
  }
  return printable;
}

/** Whether a stream's bytes so far read as too much page content (see the constant). */
function tooMuchContent(printable: number, own: number): boolean {
  const cap = PDF_MAX_CONTENT_STREAM_BYTES;
  return printable > 2 * cap || (printable > cap && printable * 2 > own);
}

function isZlibHeader(bytes: Uint8Array, at: number): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && (cmf * 256 + flg) % 31 === 0 && !(flg & 0x20);
}

const isTokenEnd = (b: number | undefined) =>
  b === undefined || b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0;

/**
 * Every `stream` keyword in the raw bytes (not `endstream`), so no lie in /Length or the xref
 * can hide a stream from the count, and every `endstream`, in file order.
 */
function keywords(pdf: Buffer): { streams: number[]; ends: number[] } {
  const streams: number[] = [];
  const ends: number[] = [];
  for (let at = pdf.indexOf(STREAM); at !== -1; at = pdf.indexOf(STREAM, at + 1)) {
    if (!isTokenEnd(pdf[at + STREAM.length])) continue;
    if (at >= 3 && pdf.toString('latin1', at - 3, at) === 'end') ends.push(at - 3);
    else streams.push(at);
  }
  return { streams, ends };
}

/** The first of the sorted `positions` at or after `at` (binary search), else `fallback`. */
function firstAtOrAfter(positions: number[], at: number, fallback: number): number {
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (positions[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return positions[lo] ?? fallback;
}

/** Where pdf.js starts a stream's data: after the end of the line its keyword is on. */
function dataStart(pdf: Buffer, keyword: number, limit: number): number {
  let at = keyword + STREAM.length;
  while (at < limit && pdf[at] !== 0x0a && pdf[at] !== 0x0d) at++;
  return pdf[at] === 0x0d && pdf[at + 1] === 0x0a ? at + 2 : at + 1;
}

const flate = filterStep('FlateDecode', 1) as Decoder;

interface Chain {
  steps: Decoder[];
  /** /Length when it is a number (or a reference to one); the largest when defined twice. */
  length: number | undefined;
}

/**
 * The filters pdf.js applies to a stream with this dictionary, or 'unreadable' when they hang
 * on something this reader cannot follow (a reference it cannot find, a chain too long).
 */
function chainOf(
  dict: Map<string, PdfValue>,
  resolve: (ref: string) => PdfValue[],
): Chain | 'unreadable' {
  const one = (value: PdfValue | undefined): PdfValue | undefined | 'unreadable' => {
    if (value === undefined || typeof value !== 'object' || !('ref' in value)) return value;
    const values = resolve(value.ref);
    const first = values[0];
    if (!first || values.some((v) => JSON.stringify(v) !== JSON.stringify(first)))
      return 'unreadable';
    return first;
  };
  const lengths = (() => {
    const value = dict.get('Length');
    if (typeof value === 'number') return [value];
    if (value && typeof value === 'object' && 'ref' in value) {
      return resolve(value.ref).filter((v): v is number => typeof v === 'number');
    }
    return [];
  })();
  const length = lengths.length > 0 ? Math.max(...lengths) : undefined;
  const filter = one(dict.get('F') ?? dict.get('Filter'));
  const parms = one(dict.get('DP') ?? dict.get('DecodeParms'));
  if (filter === 'unreadable' || parms === 'unreadable') return 'unreadable';
  const earlyChange = (p: PdfValue | undefined): number | 'unreadable' => {
    const resolved = one(p);
    if (resolved === 'unreadable') return 'unreadable';
    if (!(resolved instanceof Map)) return 1;
    const value = one(resolved.get('EarlyChange'));
    return typeof value === 'number' ? value : value === 'unreadable' ? 'unreadable' : 1;
  };
  let names: { name: string; earlyChange: number | 'unreadable' }[] = [];
  if (filter && typeof filter === 'object' && 'name' in filter) {
    names = [{ name: filter.name, earlyChange: earlyChange(parms) }];
  } else if (Array.isArray(filter)) {
    if (filter.length > MAX_FILTERS) return 'unreadable';
    for (const [i, item] of filter.entries()) {
      const name = one(item);
      if (name === 'unreadable') return 'unreadable';
      // pdf.js refuses the stream (reads nothing) for a filter that is not a name.
      if (!name || typeof name !== 'object' || !('name' in name)) return { steps: [], length };
      names.push({
        name: name.name,
        earlyChange: Array.isArray(parms) ? earlyChange(parms[i]) : 1,
      });
    }
  }
  const steps: Decoder[] = [];
  for (const { name, earlyChange: early } of names) {
    if (early === 'unreadable') return 'unreadable';
    const step = filterStep(name, early);
    if (step === 'image') break;
    if (step !== 'identity') steps.push(step);
  }
  return { steps, length };
}

/** Counts what passes through it (into `budget`, shared by all streams) and drops nothing. */
class Counter extends Transform {
  own = 0;
  private printable = 0;
  constructor(
    private readonly budget: { left: number },
    private readonly last: boolean,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.own += chunk.length;
    this.budget.left -= chunk.length;
    // Every stage counts towards the budget; the content measure applies to what pdf.js reads.
    if (this.last) this.printable += printableBytes(chunk);
    if (this.budget.left < 0 || (this.last && tooMuchContent(this.printable, this.own))) {
      return callback(new PdfTooLargeError());
    }
    callback(null, chunk);
  }
}

/**
 * Decodes `data` through `steps`, counting every stage's output and dropping the last; rejects
 * with PdfTooLargeError as soon as the budget or the content cap is passed. A damaged stream
 * ends the count quietly: pdf.js gets no more out of it than we did.
 */
async function decodedSize(
  data: Buffer,
  steps: Decoder[],
  budget: { left: number },
): Promise<number> {
  const stages: Transform[] = [];
  const counters: Counter[] = [];
  steps.forEach((step, i) => {
    const counter = new Counter(budget, i === steps.length - 1);
    stages.push(step.decoder(), counter);
    counters.push(counter);
  });
  if (stages.length === 0) return 0;
  const input = Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += READ_CHUNK) yield data.subarray(at, at + READ_CHUNK);
    })(),
    { objectMode: false },
  );
  const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  try {
    await pipeline([input, ...stages, sink] as unknown as [Readable, Writable]);
  } catch (error) {
    if (error instanceof PdfTooLargeError) throw error;
  }
  return counters.reduce((sum, c) => sum + c.own, 0);
}

/**
 * Refuses (PdfTooLargeError) a PDF whose streams decode to more than pdfUnpackedBudget(size),
 * or whose one content stream holds too much page content, before pdf.js decodes any of them.
 * Each stream is decoded through the filters its dictionary names (Flate, LZW, ASCII85,
 * ASCIIHex, RunLength, Brotli, in any chain), counting bytes and dropping them. Also refused: a
 * stream whose dictionary or filters this reader cannot follow, and streams that together read
 * the file more than twice (overlapping streams, which only a crafted file has). Encrypted
 * streams and image filters are not decoded here; the parser process's memory cap bounds them.
 */
export async function checkPdfStreams(pdf: Buffer): Promise<number> {
  const budget = { left: pdfUnpackedBudget(pdf.length) };
  let readLeft = MAX_READ_FACTOR * pdf.length + 1024 * 1024;
  const { streams, ends } = keywords(pdf);
  let index: Map<string, number[]> | undefined;
  const resolve = (ref: string) => resolveRef(pdf, (index ??= objectIndex(pdf)), ref);
  let total = 0;
  // A stream's dictionary is after the keyword before it (stream or endstream): disjoint
  // windows, so reading dictionaries is linear in the file.
  let from = 0;
  const boundaries = [
    ...streams.map((at) => ({ at, stream: true })),
    ...ends.map((at) => ({ at, stream: false })),
  ].sort((a, b) => a.at - b.at);
  for (const { at: keyword, stream } of boundaries) {
    const windowStart = from;
    from = keyword + (stream ? STREAM.length : ENDSTREAM.length);
    if (!stream) continue;
    const dict = streamDictionary(pdf, windowStart, keyword);
    if (dict === 'unreadable') throw new PdfTooLargeError();
    const nextEnd = firstAtOrAfter(ends, from, pdf.length);
    const start = dataStart(pdf, keyword, nextEnd);
    const chain: Chain | 'unreadable' =
      dict === 'none'
        ? // No dictionary: nothing pdf.js reads, but a zlib stream is counted as it always was.
          { steps: isZlibHeader(pdf, start) ? [flate] : [], length: undefined }
        : chainOf(dict, resolve);
    if (chain === 'unreadable') throw new PdfTooLargeError();
    if (chain.steps.length === 0) continue;
    const byLength = chain.length !== undefined && chain.length > 0 ? start + chain.length : 0;
    const end = Math.min(pdf.length, Math.max(nextEnd, byLength));
    readLeft -= end - start;
    if (readLeft < 0) throw new PdfTooLargeError();
    total += await decodedSize(pdf.subarray(start, end), chain.steps, budget);
  }
  return total;
}
