export interface FileStore {
  put(key: string, data: Buffer | NodeJS.ReadableStream): Promise<{ size: number }>;
  open(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  /** No error when the key is missing. */
  remove(key: string): Promise<void>;
  readonly kind: 'local';
}

// Slash-separated segments of [A-Za-z0-9_-], each with at most one extension. This rules out
// "..", ".", empty segments, leading or trailing slashes, backslashes and hidden names.
const SEGMENT = '[A-Za-z0-9_-]{1,128}(?:\\.[A-Za-z0-9]{1,16})?';
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,7}$`);

/** Throws a plain Error unless key is a safe store key such as `avatars/3f2a9c.webp`. */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length > 512 || !KEY.test(key)) {
    throw new Error(`Invalid file key: ${JSON.stringify(String(key).slice(0, 80))}`);
  }
}
