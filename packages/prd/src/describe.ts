import type { Prd } from './model.js';
import type { PrdChange } from './diff.js';
import { same } from './equal.js';

/** "2 changes: FR-4 added, milestone MS-2 moved to Q3"; "No changes". */
export function describeChanges(changes: readonly PrdChange[], max = 3): string {
  if (!changes.length) return 'No changes';
  const phrases = changes.slice(0, Math.max(0, max)).map((c, i) => {
    const colon = c.label.indexOf(': ');
    const head = colon > 0 ? c.label.slice(0, colon) : c.label;
    return i > 0 && /^[A-Z][a-z]/.test(head) ? head.charAt(0).toLowerCase() + head.slice(1) : head;
  });
  const more = changes.length - phrases.length;
  const list = more > 0 ? `${phrases.join(', ')} and ${more} more` : phrases.join(', ');
  const count = `${changes.length} change${changes.length === 1 ? '' : 's'}`;
  return list ? `${count}: ${list}` : count;
}

/** The same document content, whatever date each carries. */
export function samePrd(a: Prd, b: Prd): boolean {
  return same({ ...a, date: '' }, { ...b, date: '' });
}
