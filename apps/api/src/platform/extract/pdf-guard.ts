import { createInflate, type Inflate } from 'node:zlib';

/**
 * What all FlateDecode streams of one PDF may inflate to together: 50 times the file (real
 * PDFs, images included, stay well under 20), at least 64 MB, at most 512 MB. A PDF bomb is a
 * content stream of ~1000:1 that pdf.js would hold whole in memory.
 */
export function pdfUnpackedBudget(fileBytes: number): number {
  const MB = 1024 * 1024;
  return Math.min(512 * MB, Math.max(64 * MB, 50 * fileBytes));
}

/**
 * Printable bytes one stream may inflate to when they are most of it (page content: operators
 * are text), and in any case twice that. pdf.js holds a page's operators in memory at about 70
 * times their size (measured: 20 MB of `(...) Tj` took 1.4 GB), while real pages stay under a
 * few hundred KB of content; image and font data is binary (about a third printable).
 */
export const PDF_MAX_CONTENT_STREAM_BYTES = 8 * 1024 * 1024;

/** Filters nested inside one stream ([/FlateDecode /FlateDecode] and deeper) that are followed. */
const MAX_LAYERS = 4;
const STREAM = Buffer.from('stream', 'latin1');
const INFLATE_CHUNK = 64 * 1024;

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

/**
 * Where stream data may start after each `stream` keyword (pdf.js skips one EOL; a damaged file
 * may have none or a stray space): every offset that holds a zlib header. The keyword is found
 * in the raw bytes, so no lie in /Length or the xref can hide a stream from the count.
 */
function streamStarts(pdf: Buffer): number[] {
  const starts: number[] = [];
  for (let at = pdf.indexOf(STREAM); at !== -1; at = pdf.indexOf(STREAM, at + 1)) {
    if (pdf.toString('latin1', Math.max(0, at - 3), at) === 'end') continue;
    for (let skip = 0; skip <= 2; skip++) {
      if (isZlibHeader(pdf, at + STREAM.length + skip)) {
        starts.push(at + STREAM.length + skip);
        break;
      }
    }
  }
  return starts;
}

/**
 * Inflates one stream (and any zlib layer inside it), counting bytes and dropping them; resolves
 * with the count, or rejects with PdfTooLargeError as soon as it passes `budget`. A damaged
 * stream ends the count quietly: pdf.js gets no more out of it than we did.
 */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflaters: Inflate[] = [];
    let total = 0;
    let running = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const inflater of inflaters) inflater.destroy();
      if (error) reject(error);
      else resolve(total);
    };
    const layer = (depth: number): Inflate => {
      const inflater = createInflate({ chunkSize: INFLATE_CHUNK });
      inflaters.push(inflater);
      running += 1;
      let inner: Inflate | undefined;
      let first = true;
      let own = 0;
      let printable = 0;
      inflater.on('data', (chunk: Buffer) => {
        if (first && depth < MAX_LAYERS && isZlibHeader(chunk, 0)) inner = layer(depth + 1);
        first = false;
        total += chunk.length;
        own += chunk.length;
        printable += printableBytes(chunk);
        if (total > budget || tooMuchContent(printable, own)) {
          return finish(new PdfTooLargeError());
        }
        if (inner && !inner.write(chunk)) {
          inflater.pause();
          inner.once('drain', () => inflater.resume());
        }
      });
      inflater.on('end', () => {
        inner?.end();
        running -= 1;
        if (running === 0) finish();
      });
      inflater.on('error', () => finish());
      return inflater;
    };
    layer(1).end(data);
  });
}

/**
 * Refuses (PdfTooLargeError) a PDF whose Flate streams inflate to more than
 * pdfUnpackedBudget(size), before pdf.js decodes any of them. Streams under other filters
 * (LZW, ASCII85 before Flate, encryption) are not counted here; the page, text and time caps
 * of pdfChunks and the worker's own limits bound those.
 */
export async function checkPdfStreams(pdf: Buffer): Promise<number> {
  const budget = pdfUnpackedBudget(pdf.length);
  let total = 0;
  for (const start of streamStarts(pdf)) {
    total += await inflatedSize(pdf.subarray(start), budget - total);
  }
  return total;
}
