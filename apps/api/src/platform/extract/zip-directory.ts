import type { FileHandle } from 'node:fs/promises';

/** Where a zip's central directory is, as its end records say. */
export interface ZipDirectory {
  /** Offset of the first central directory record. */
  offset: number;
  /** Size of the central directory, as declared. */
  size: number;
  /** Where the directory must end: the zip64 end record when there is one, else the end record. */
  end: number;
}

const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD = 0x06064b50;
const MAX_COMMENT = 0xffff;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error('unexpected end of file');
  return buffer;
}

function u64(buffer: Buffer, at: number): number {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('zip64 value out of range');
  return Number(value);
}

/**
 * Reads the end of central directory record (and its zip64 twin) the way yauzl finds it: the
 * last signature whose comment runs exactly to the end of the file. Returns null when there is
 * none. Readers differ on a directory that does not end where these records start (JSZip then
 * shifts every offset, yauzl does not), so callers refuse such files rather than pick a reading.
 */
export async function readZipDirectory(
  file: FileHandle,
  fileSize: number,
): Promise<ZipDirectory | null> {
  const length = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT + ZIP64_LOCATOR_SIZE);
  const tail = await readAt(file, fileSize - length, length);
  for (let i = length - EOCD_SIZE; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) !== EOCD) continue;
    if (tail.readUInt16LE(i + 20) !== length - EOCD_SIZE - i) return null;
    const eocdOffset = fileSize - length + i;
    const size = tail.readUInt32LE(i + 12);
    const offset = tail.readUInt32LE(i + 16);
    const locator = i - ZIP64_LOCATOR_SIZE;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) {
      return { offset, size, end: eocdOffset };
    }
    const recordOffset = u64(tail, locator + 8);
    const record = await readAt(file, recordOffset, 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD) return null;
    // The zip64 record, then its locator, then the end record: nothing in between.
    if (recordOffset + 12 + u64(record, 4) + ZIP64_LOCATOR_SIZE !== eocdOffset) return null;
    return { offset: u64(record, 48), size: u64(record, 40), end: recordOffset };
  }
  return null;
}
