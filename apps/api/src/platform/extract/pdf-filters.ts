import { Transform, type TransformCallback } from 'node:stream';
import { createBrotliDecompress, createInflate } from 'node:zlib';

/**
 * Streaming decoders for the PDF filters pdf.js applies to a stream before reading it, written
 * to give the same bytes as pdf.js's own (ASCIIHex, ASCII85, LZW, RunLength; Flate and Brotli
 * through zlib). Each works in fixed memory, in time linear in what it reads and writes, and
 * hands its output on in chunks of at most CHUNK bytes, so a counter after it can stop a bomb
 * long before it is whole.
 */
const CHUNK = 64 * 1024;

/** Input bytes decoded between two looks at what was pushed (LZW makes up to ~2,700 of one). */
const SLICE = 1024;
/** Output pushed before the decoder lets the stages after it run (and maybe stop it). */
const YIELD_AFTER = 1024 * 1024;

/** Collects output bytes into CHUNK-sized buffers pushed downstream. */
class Output {
  private buffer = Buffer.allocUnsafe(CHUNK);
  private length = 0;
  pushed = 0;
  constructor(private readonly stream: Transform) {}

  byte(value: number): void {
    this.buffer[this.length++] = value;
    if (this.length === CHUNK) this.flush();
  }

  bytes(source: Uint8Array, start: number, end: number): void {
    while (start < end) {
      const n = Math.min(end - start, CHUNK - this.length);
      this.buffer.set(source.subarray(start, start + n), this.length);
      this.length += n;
      start += n;
      if (this.length === CHUNK) this.flush();
    }
  }

  flush(): void {
    if (this.length === 0) return;
    this.stream.push(this.buffer.subarray(0, this.length));
    this.pushed += this.length;
    this.buffer = Buffer.allocUnsafe(CHUNK);
    this.length = 0;
  }
}

/** A decoder that reads its input byte by byte; `done` stops it (the filter's end marker). */
abstract class ByteDecoder extends Transform {
  protected readonly out = new Output(this);
  protected done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    void this.decodeInSlices(chunk).then(() => callback(), callback);
  }

  /** Decodes a slice at a time, pausing after each megabyte pushed so memory stays flat. */
  private async decodeInSlices(chunk: Buffer) {
    for (let at = 0; at < chunk.length && !this.done && !this.destroyed; at += SLICE) {
      this.decode(chunk.subarray(at, at + SLICE));
      if (this.out.pushed >= YIELD_AFTER) {
        this.out.flush();
        this.out.pushed = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    this.out.flush();
  }

  override _flush(callback: TransformCallback) {
    this.finish();
    this.out.flush();
    callback();
  }

  protected abstract decode(chunk: Buffer): void;
  protected finish(): void {}
}

/** ASCIIHexDecode: pairs of hex digits, anything else skipped, `>` ends. */
class AsciiHex extends ByteDecoder {
  private first = -1;
  protected decode(chunk: Buffer) {
    for (const b of chunk) {
      let digit: number;
      if (b >= 0x30 && b <= 0x39) digit = b & 0x0f;
      else if ((b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)) digit = (b & 0x0f) + 9;
      else if (b === 0x3e) {
        this.done = true;
        this.finish();
        return;
      } else continue;
      if (this.first < 0) this.first = digit;
      else {
        this.out.byte((this.first << 4) | digit);
        this.first = -1;
      }
    }
  }
  protected override finish() {
    if (this.first >= 0) this.out.byte(this.first << 4);
    this.first = -1;
  }
}

const isAsciiSpace = (b: number) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0;

/** ASCII85Decode: groups of five characters to four bytes, `z` for four zeros, `~` ends. */
class Ascii85 extends ByteDecoder {
  private readonly group = new Uint8Array(5);
  private count = 0;
  protected decode(chunk: Buffer) {
    for (const b of chunk) {
      if (isAsciiSpace(b)) continue;
      if (b === 0x7e) {
        this.done = true;
        this.finish();
        return;
      }
      if (this.count === 0 && b === 0x7a) {
        for (let i = 0; i < 4; i++) this.out.byte(0);
        continue;
      }
      this.group[this.count++] = b;
      if (this.count === 5) this.decodeGroup(5);
    }
  }
  private decodeGroup(n: number) {
    for (let i = n; i < 5; i++) this.group[i] = 0x75;
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (this.group[i]! - 33);
    for (let i = 0; i < n - 1; i++) this.out.byte((value >>> (8 * (3 - i))) & 0xff);
    this.count = 0;
  }
  protected override finish() {
    if (this.count > 0) this.decodeGroup(this.count);
  }
}

/** RunLengthDecode: a length byte, then L+1 literal bytes (L < 128) or one byte 257-L times. */
class RunLength extends ByteDecoder {
  private literal = 0;
  private repeat = 0;
  protected decode(chunk: Buffer) {
    let i = 0;
    while (i < chunk.length) {
      if (this.literal > 0) {
        const n = Math.min(this.literal, chunk.length - i);
        this.out.bytes(chunk, i, i + n);
        this.literal -= n;
        i += n;
        continue;
      }
      const b = chunk[i++]!;
      if (this.repeat > 0) {
        for (let k = 0; k < this.repeat; k++) this.out.byte(b);
        this.repeat = 0;
      } else if (b === 128) {
        this.done = true;
        return;
      } else if (b < 128) this.literal = b + 1;
      else this.repeat = 257 - b;
    }
  }
}

/**
 * LZWDecode as pdf.js decodes it (codes of 9 to 12 bits, 256 clears, 257 ends, a code not yet
 * in the table repeats the first byte; EarlyChange 1 by default).
 */
class Lzw extends ByteDecoder {
  private readonly values = new Uint8Array(4096);
  private readonly lengths = new Uint16Array(4096);
  private readonly prevCodes = new Uint16Array(4096);
  private readonly sequence = new Uint8Array(4096);
  private sequenceLength = 0;
  private nextCode = 258;
  private codeLength = 9;
  private prevCode = 0;
  private bits = 0;
  private cached = 0;

  constructor(private readonly earlyChange: number) {
    super();
    for (let i = 0; i < 256; i++) {
      this.values[i] = i;
      this.lengths[i] = 1;
    }
  }

  protected decode(chunk: Buffer) {
    for (const byte of chunk) {
      this.cached = ((this.cached << 8) | byte) & 0xffffff;
      this.bits += 8;
      if (this.bits < this.codeLength) continue;
      this.bits -= this.codeLength;
      this.code((this.cached >>> this.bits) & ((1 << this.codeLength) - 1));
      if (this.done) return;
    }
  }

  private code(code: number) {
    const { values, lengths, prevCodes, sequence } = this;
    const hadSequence = this.sequenceLength > 0;
    if (code < 256) {
      sequence[0] = code;
      this.sequenceLength = 1;
    } else if (code >= 258) {
      if (code < this.nextCode) {
        this.sequenceLength = lengths[code]!;
        for (let j = this.sequenceLength - 1, c = code; j >= 0; j--) {
          sequence[j] = values[c]!;
          c = prevCodes[c]!;
        }
      } else {
        // pdf.js writes past the 4096-byte sequence silently; the length still counts.
        if (this.sequenceLength < sequence.length) sequence[this.sequenceLength] = sequence[0]!;
        this.sequenceLength++;
      }
    } else if (code === 256) {
      this.codeLength = 9;
      this.nextCode = 258;
      this.sequenceLength = 0;
      return;
    } else {
      this.done = true;
      return;
    }
    if (hadSequence) {
      const next = this.nextCode;
      if (next < 4096) {
        prevCodes[next] = this.prevCode;
        lengths[next] = lengths[this.prevCode]! + 1;
        values[next] = sequence[0]!;
      }
      this.nextCode++;
      const n = this.nextCode + this.earlyChange;
      if ((n & (n - 1)) === 0) this.codeLength = Math.min(Math.log2(n) + 1, 12);
    }
    this.prevCode = code;
    const written = Math.min(this.sequenceLength, sequence.length);
    this.out.bytes(sequence, 0, written);
    for (let k = written; k < this.sequenceLength; k++) this.out.byte(0);
  }
}

export interface Decoder {
  decoder: () => Transform;
}
type FilterStep = Decoder | 'identity' | 'image';

/**
 * What pdf.js does for the filter `name` (full or abbreviated) with its parameters: a decoder,
 * nothing (names it does not know pass the data through), or an image decoder, whose output
 * only drawing reads (text extraction does not).
 */
export function filterStep(name: string, earlyChange: number): FilterStep {
  switch (name) {
    case 'Fl':
    case 'FlateDecode':
      return { decoder: () => createInflate({ chunkSize: CHUNK }) };
    case 'LZW':
    case 'LZWDecode':
      return { decoder: () => new Lzw(earlyChange) };
    case 'A85':
    case 'ASCII85Decode':
      return { decoder: () => new Ascii85() };
    case 'AHx':
    case 'ASCIIHexDecode':
      return { decoder: () => new AsciiHex() };
    case 'RL':
    case 'RunLengthDecode':
      return { decoder: () => new RunLength() };
    case 'BrotliDecode':
      return { decoder: () => createBrotliDecompress({ chunkSize: CHUNK }) };
    case 'DCT':
    case 'DCTDecode':
    case 'JPX':
    case 'JPXDecode':
    case 'CCF':
    case 'CCITTFaxDecode':
    case 'JBIG2Decode':
      return 'image';
    default:
      return 'identity';
  }
}
