import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { AppError } from '../errors/app-error.js';
import { readZipDirectory, type ZipDirectory } from './zip-directory.js';

export interface DocxLimits {
  maxEntries: number;
  /** Real (inflated) bytes of all parts together; declared sizes are never trusted. */
  maxUnpackedBytes: number;
  /** Real bytes of one XML part (default DOCX_MAX_PART_BYTES, at most maxUnpackedBytes). */
  maxPartBytes?: number;
  /** Largest uncompressed/compressed ratio allowed for a big entry; real Word XML stays near 10. */
  maxRatio?: number;
}

type DocxRejection = 'too-many-entries' | 'too-large-unpacked' | 'zip-bomb' | 'damaged';

/**
 * mammoth parses each XML part into a DOM of about 35 times its size (measured: 6 MB of
 * document.xml, 1,400 pages of text, took 210 MB), so one XML part is held well below the
 * total. Media parts (images) are not parsed and count only towards the total.
 */
export const DOCX_MAX_PART_BYTES = 32 * 1024 * 1024;
/** The parts mammoth parses. */
const XML_PART = /\.(xml|rels)$/i;
const DEFAULT_MAX_RATIO = 100;
/** Small entries may compress absurdly well (a run of spaces) without being a threat. */
const RATIO_MIN_BYTES = 1024 * 1024;
const CENTRAL_RECORD_SIZE = 46;
/** Bigger than zlib's 16 KB default: a quarter of the events for the same bytes. */
const INFLATE_CHUNK = 64 * 1024;

const reasons: Record<DocxRejection, string> = {
  'too-many-entries': 'has too many parts to be opened safely',
  'too-large-unpacked': 'is too large once unpacked',
  'zip-bomb': 'is compressed suspiciously (a possible zip bomb)',
  damaged: 'is damaged and cannot be opened',
};

/** A docx refused before it was opened: 413 for size-like reasons, 415 when it is not a zip. */
export class DocxRejectedError extends AppError {
  constructor(
    readonly reason: DocxRejection,
    fileName: string,
  ) {
    super(
      reason === 'damaged' ? 'UNSUPPORTED_MEDIA' : 'PAYLOAD_TOO_LARGE',
      `${fileName} ${reasons[reason]}.`,
    );
    this.name = 'DocxRejectedError';
  }
}

/** Thrown inside the guard; mapped to DocxRejectedError with the user's file name. */
class Refusal extends Error {
  constructor(readonly reason: DocxRejection) {
    super(reason);
  }
}

async function directoryOf(path: string): Promise<{ directory: ZipDirectory; size: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const directory = await readZipDirectory(file, size);
    if (!directory) throw new Refusal('damaged');
    return { directory, size };
  } finally {
    await file.close();
  }
}

async function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * The declared sizes, checked before anything is inflated: a bomb that tells the truth about
 * itself is refused at once. Also the layout: the central directory must fill exactly the
 * bytes its end record gives it (else readers disagree on where the entries are).
 */
function checkDeclared(
  entries: yauzl.Entry[],
  directory: ZipDirectory,
  limits: Required<DocxLimits>,
): void {
  let unpacked = 0;
  let directoryBytes = 0;
  for (const entry of entries) {
    directoryBytes +=
      CENTRAL_RECORD_SIZE + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength;
    if (entry.isEncrypted() || ![0, 8].includes(entry.compressionMethod)) {
      throw new Refusal('damaged');
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= RATIO_MIN_BYTES && ratio > limits.maxRatio) {
      throw new Refusal('zip-bomb');
    }
    unpacked += entry.uncompressedSize;
    const partTooBig =
      XML_PART.test(entry.fileName) && entry.uncompressedSize > limits.maxPartBytes;
    if (unpacked > limits.maxUnpackedBytes || partTooBig) {
      throw new Refusal('too-large-unpacked');
    }
  }
  const end = directory.offset + directory.size;
  if (end !== directory.end || directory.offset + directoryBytes !== end) {
    throw new Refusal('damaged');
  }
}

/**
 * Every entry's compressed bytes must lie in their own stretch of the file, before the central
 * directory: many directory records pointing into one stretch of data is how a small zip
 * unpacks to gigabytes ("overlapping files"), each record looking harmless. The local name
 * must be the directory's: JSZip names parts by the local header, yauzl by the directory.
 */
async function checkLocalHeaders(
  zip: yauzl.ZipFile,
  entries: yauzl.Entry[],
  directory: ZipDirectory,
): Promise<void> {
  const spans: { start: number; end: number }[] = [];
  let renamed = false;
  for (const entry of entries) {
    const local = await zip.readLocalFileHeaderPromise(entry);
    renamed ||= !local.fileName.equals(entry.fileNameRaw);
    spans.push({
      start: entry.relativeOffsetOfLocalHeader,
      end: local.fileDataStart + entry.compressedSize,
    });
  }
  spans.sort((a, b) => a.start - b.start);
  let previousEnd = 0;
  for (const span of spans) {
    if (span.start < previousEnd) throw new Refusal('zip-bomb');
    previousEnd = span.end;
  }
  if (previousEnd > directory.offset) throw new Refusal('zip-bomb');
  if (renamed) throw new Refusal('damaged');
}

/**
 * Inflates one entry, counting and discarding the bytes, and stops as soon as it yields more
 * than it declared. Returns the real size. Memory stays at a few stream buffers.
 */
async function inflatedSize(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<number> {
  // Stored: readers copy exactly compressedSize bytes, which checkOverlaps has placed.
  if (entry.compressionMethod === 0) return entry.compressedSize;
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const output = raw.pipe(createInflateRaw({ chunkSize: INFLATE_CHUNK }));
  const stop = () => {
    raw.destroy();
    output.destroy();
  };
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let settled = false;
    const settle = (error: unknown, size = bytes) => {
      if (settled) return;
      settled = true;
      stop();
      if (error) reject(error instanceof Refusal ? error : new Refusal('damaged'));
      else resolve(size);
    };
    output.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > entry.uncompressedSize) settle(new Refusal('zip-bomb'));
    });
    output.on('end', () => settle(null));
    output.on('error', settle);
    raw.on('error', settle);
  });
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      // Sizes are checked by inflatedSize, which also stops early; yauzl only errors after.
      { lazyEntries: true, autoClose: false, validateEntrySizes: false },
      (err, zip) => (err ? reject(new Refusal('damaged')) : resolve(zip)),
    );
  });
}

/**
 * Refuses a Word file whose parts are too many, too big or not what they claim, by inflating
 * every part (bytes counted, then dropped) and comparing with its declared size. The parser
 * (mammoth, through JSZip) reads the same directory records and compressed stretches, so once
 * this passes, what it inflates is bounded by the limits. Throws DocxRejectedError.
 */
export async function checkDocx(
  path: string,
  limits: DocxLimits,
  fileName = 'The Word file',
): Promise<{ entries: number; unpackedBytes: number }> {
  const all: Required<DocxLimits> = {
    maxRatio: DEFAULT_MAX_RATIO,
    ...limits,
    maxPartBytes: Math.min(limits.maxPartBytes ?? DOCX_MAX_PART_BYTES, limits.maxUnpackedBytes),
  };
  let zip: yauzl.ZipFile | undefined;
  try {
    const { directory } = await directoryOf(path);
    zip = await openZip(path);
    if (zip.entryCount > all.maxEntries) throw new Refusal('too-many-entries');
    const entries = await readEntries(zip);
    checkDeclared(entries, directory, all);
    await checkLocalHeaders(zip, entries, directory);
    let unpackedBytes = 0;
    for (const entry of entries) {
      const size = await inflatedSize(zip, entry);
      if (size !== entry.uncompressedSize) throw new Refusal('zip-bomb');
      unpackedBytes += size;
    }
    return { entries: entries.length, unpackedBytes };
  } catch (error) {
    throw new DocxRejectedError(error instanceof Refusal ? error.reason : 'damaged', fileName);
  } finally {
    zip?.close();
  }
}
