/** Well-known key prefixes and the (at most 3) characters of them an admin may see. */
const KNOWN_PREFIXES: [prefix: string, shown: string][] = [
  ['sk-', 'sk-'],
  ['AIza', 'AIz'],
];

/** Shorter keys show no tail: four characters would be too large a share of the secret. */
const MIN_LENGTH_FOR_TAIL = 20;

/** What is stored next to the ciphertext (`key_last4`) to build the masked form. */
export const keyTail = (key: string) => (key.length >= MIN_LENGTH_FOR_TAIL ? key.slice(-4) : '');

/**
 * The form admins see, e.g. "sk-...abcd": never more than a known prefix and the last four.
 * `key` is undefined when the stored key could not be read; an empty key stays empty.
 */
export function maskKey(key: string | undefined, tail: string): string {
  if (key === '') return '';
  const shown =
    key === undefined ? '' : (KNOWN_PREFIXES.find(([p]) => key.startsWith(p))?.[1] ?? '');
  return `${shown}...${tail}`;
}
