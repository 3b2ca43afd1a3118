export interface FileStore {
  /** Writes the whole object or nothing; replaces an existing key. */
  put(key: string, data: Buffer | NodeJS.ReadableStream): Promise<{ size: number }>;
  /** null when the key is missing. The caller must read or destroy the stream. */
  open(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  /**
   * Copies the object to a file on this machine (extraction needs a path), replacing destPath;
   * null when the key is missing. destPath's folder must exist; a failed copy leaves no file.
   */
  download(key: string, destPath: string): Promise<{ size: number } | null>;
  /** No error when the key is missing. */
  remove(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with `folder/` (a chat's files, say); no error when
   * there are none. `folder` is itself a valid key.
   */
  removeFolder(folder: string): Promise<void>;
  /** Releases connections (S3); the store is not used afterwards. */
  close(): Promise<void>;
  readonly kind: 'local' | 's3';
}

// Slash-separated segments of [A-Za-z0-9_-], each with at most one extension. This rules out
// "..", ".", empty segments, leading or trailing slashes, backslashes and hidden names.
const SEGMENT = '[A-Za-z0-9_-]{1,128}(?:\\.[A-Za-z0-9]{1,16})?';
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,7}$`);

export class InvalidFileKeyError extends Error {
  constructor(key: unknown) {
    super(`Invalid file key: ${JSON.stringify(String(key).slice(0, 80))}`);
    this.name = 'InvalidFileKeyError';
  }
}

/** Throws InvalidFileKeyError unless key is a safe store key such as `avatars/3f2a9c.webp`. */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length > 512 || !KEY.test(key)) {
    throw new InvalidFileKeyError(key);
  }
}
