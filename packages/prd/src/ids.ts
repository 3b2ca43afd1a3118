import { ID_PREFIX, LIST_KEYS, type ListKey } from './model.js';

/** The list an id prefix belongs to ("FR" → requirements). */
export const KEY_OF_PREFIX: ReadonlyMap<string, ListKey> = new Map(
  LIST_KEYS.map((k) => [ID_PREFIX[k], k] as const),
);

/** Other prefixes people give requirements in their own PRDs. */
export const REQUIREMENT_PREFIXES = new Set([
  'FR',
  'REQ',
  'RQ',
  'US',
  'F',
  'FEAT',
  'UC',
  'STORY',
  'FA',
  'RF',
  'EF',
]);

/** "FR3" → "FR-3", "fr-03" → "FR-03" (the number is kept as written). */
export function normaliseId(raw: string): string {
  const m = /^([A-Za-z]{1,6})-?(\d{1,5})$/.exec(raw.trim());
  return m ? `${m[1]!.toUpperCase()}-${m[2]}` : raw.trim();
}

export function prefixOf(id: string): string {
  const dash = id.lastIndexOf('-');
  return dash > 0 ? id.slice(0, dash).toUpperCase() : '';
}

function numberOf(id: string, prefix: string): number | null {
  const m = /^([A-Za-z]+)-(\d+)$/.exec(id);
  return m && m[1]!.toUpperCase() === prefix ? Number(m[2]) : null;
}

/**
 * Gives every item without an id (or with one already taken in the list) the next free
 * `${prefix}-${n}`, in order. Linear: the counter only moves forward.
 */
export function fillIds(items: { id: string }[], key: ListKey): void {
  const prefix = ID_PREFIX[key];
  const used = new Set<string>();
  const missing: { id: string }[] = [];
  for (const item of items) {
    const id = item.id.trim();
    if (id && !used.has(id.toUpperCase())) used.add(id.toUpperCase());
    else missing.push(item);
  }
  let n = 1;
  for (const item of missing) {
    while (used.has(`${prefix}-${n}`)) n++;
    item.id = `${prefix}-${n}`;
    used.add(item.id);
  }
}

/** The next free id of a list ("FR-5" when FR-1 … FR-4 exist): one more than the highest. */
export function nextId(items: readonly { id: string }[], key: ListKey): string {
  const prefix = ID_PREFIX[key];
  let max = 0;
  for (const item of items) max = Math.max(max, numberOf(item.id, prefix) ?? 0);
  return `${prefix}-${max + 1}`;
}
