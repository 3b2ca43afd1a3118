import yauzl from 'yauzl';
import { AppError } from '../errors/app-error.js';

export interface DocxLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  /** Largest uncompressed/compressed ratio allowed for a big entry; real Word XML stays near 10. */
  maxRatio?: number;
}

export type DocxRejection = 'too-many-entries' | 'too-large-unpacked' | 'zip-bomb' | 'damaged';

const DEFAULT_MAX_RATIO = 100;
/** Small entries may compress absurdly well (a run of spaces) without being a threat. */
const RATIO_MIN_BYTES = 1024 * 1024;

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

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    );
  });
}

/**
 * Reads only the zip's central directory (nothing is inflated) and throws DocxRejectedError
 * when the entry count, the summed unpacked size or one entry's compression ratio is too big.
 */
export async function checkDocx(
  path: string,
  limits: DocxLimits,
  fileName = 'The Word file',
): Promise<{ entries: number; unpackedBytes: number }> {
  const maxRatio = limits.maxRatio ?? DEFAULT_MAX_RATIO;
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw new DocxRejectedError('damaged', fileName);
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new DocxRejectedError('too-many-entries', fileName);
    }
    return await new Promise((resolve, reject) => {
      let unpackedBytes = 0;
      let entries = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        unpackedBytes += entry.uncompressedSize;
        if (unpackedBytes > limits.maxUnpackedBytes) {
          reject(new DocxRejectedError('too-large-unpacked', fileName));
          return;
        }
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (entry.uncompressedSize >= RATIO_MIN_BYTES && ratio > maxRatio) {
          reject(new DocxRejectedError('zip-bomb', fileName));
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve({ entries, unpackedBytes }));
      zip.on('error', () => reject(new DocxRejectedError('damaged', fileName)));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
