import type { ChatEntry } from '../chat-entries';

/**
 * One row of the conversation as people think of it: a person's send (the typed text and the
 * "Uploaded file: [name]" entries the server keeps beside it, shown as one message), or an
 * answer.
 */
export type Turn =
  | { kind: 'human'; key: string; text: ChatEntry | null; files: ChatEntry[] }
  | { kind: 'ai'; key: string; entry: ChatEntry };

/** Whether a human entry is one of the spec's "Uploaded file: [name]" entries. */
export const isFileEntry = (entry: ChatEntry) =>
  entry.files.length > 0 || entry.imageUrls.length > 0 || /^Uploaded file: \[/.test(entry.message);

/** The file name of an "Uploaded file: [name]" entry without files (e.g. a visitor's reload). */
export function uploadedName(entry: ChatEntry): string {
  const match = /^Uploaded file: \[(.*)\]$/s.exec(entry.message);
  return match?.[1] ?? entry.message;
}

const sameTurn = (a: Turn, b: Turn) =>
  a.kind === 'human' && b.kind === 'human'
    ? a.key === b.key &&
      a.text === b.text &&
      a.files.length === b.files.length &&
      a.files.every((f, i) => f === b.files[i])
    : a.kind === 'ai' && b.kind === 'ai' && a.entry === b.entry;

/**
 * The entries grouped into turns. The human entries of one send come together, with no answer
 * between them (the text first, or after its files in chats stored before): a group ends at an
 * answer or at a second typed text. Turns that did not change keep their objects (`previous`),
 * so a streamed token does not re-render the other messages.
 */
export function groupTurns(
  entries: readonly ChatEntry[],
  previous: ReadonlyMap<string, Turn> = new Map(),
): Turn[] {
  const turns: Turn[] = [];
  let open: Extract<Turn, { kind: 'human' }> | null = null;
  for (const entry of entries) {
    if (entry.role === 'ai') {
      open = null;
      turns.push({ kind: 'ai', key: entry.key, entry });
      continue;
    }
    const file = isFileEntry(entry);
    if (!open || (!file && open.text)) {
      open = { kind: 'human', key: entry.key, text: null, files: [] };
      turns.push(open);
    }
    if (file) open.files.push(entry);
    else open.text = entry;
  }
  return turns.map((turn) => {
    const known = previous.get(turn.key);
    return known && sameTurn(known, turn) ? known : turn;
  });
}
