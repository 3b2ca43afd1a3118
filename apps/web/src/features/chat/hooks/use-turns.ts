import type { RelatedHumanMessage } from '@prd/documents';
import { useState } from 'react';
import type { ChatEntry } from '../chat-entries';
import { groupTurns } from '../utils/turns';

type Related = Map<string, { signature: string; value: RelatedHumanMessage }>;

/**
 * For each answer, the human messages since the previous answer (they name the Word file). An
 * answer keeps the same object while its humans do not change, so streaming into one message
 * does not re-render the others.
 */
function relatedHumans(entries: readonly ChatEntry[], previous: Related): Related {
  const related: Related = new Map();
  let files: { name: string }[] = [];
  let first: string | undefined;
  for (const entry of entries) {
    if (entry.role === 'human') {
      files = [...files, ...entry.files];
      first ??= entry.message;
      continue;
    }
    const signature = `${first ?? ''}\u0000${files.map((f) => f.name).join('\u0000')}`;
    const known = previous.get(entry.key);
    related.set(
      entry.key,
      known?.signature === signature ? known : { signature, value: { message: first, files } },
    );
    files = [];
    first = undefined;
  }
  return related;
}

/**
 * The list's turns and each answer's related human messages, derived from the previous render's
 * (kept in state, adjusted while rendering), so unchanged answers and turns keep their objects.
 */
export function useTurns(entries: readonly ChatEntry[]) {
  const [derived, setDerived] = useState(() => {
    const turns = groupTurns(entries);
    return {
      entries,
      related: relatedHumans(entries, new Map()),
      turns,
      byKey: new Map(turns.map((t) => [t.key, t])),
    };
  });
  let { related, turns } = derived;
  if (derived.entries !== entries) {
    related = relatedHumans(entries, derived.related);
    turns = groupTurns(entries, derived.byKey);
    setDerived({ entries, related, turns, byKey: new Map(turns.map((t) => [t.key, t])) });
  }
  return { related, turns };
}
