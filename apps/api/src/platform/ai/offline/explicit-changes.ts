import type { PrdDocument } from './document.js';
import { PRIORITY_LABEL, type Priority } from './requirements.js';
import { splitSentences } from './sentences.js';

const QUOTE = `["“'‘]?`;
// Names and targets are short; bounded groups and gaps keep each attempt a constant cost.
const END = '[ \\t]{0,8}(?:[.!;]|$)';
/** Edit instructions are read from the start of the message only (they are short sentences). */
export const MAX_INSTRUCTION_CHARS = 8 * 1024;
const UNQUOTE = `["”'’]?`;
const RENAME = new RegExp(
  `\\brename\\s+(?:the\\s+(?:product|app)\\s+)?(?:from\\s+)?${QUOTE}([^"“”\\n]{1,80}?)${UNQUOTE}[ \\t]{1,8}(?:to|as|into)[ \\t]{1,8}${QUOTE}([^"“”\\n]{1,80}?)${UNQUOTE}${END}`,
  'gim',
);
const CALL_IT = new RegExp(
  `\\b(?:call it|name it|change the (?:product )?name to|rename (?:it|the product|the app) to)\\s+${QUOTE}([^"“”\\n]{1,80}?)${UNQUOTE}${END}`,
  'im',
);
const REPLACE = new RegExp(
  `\\breplace\\s+${QUOTE}([^"“”\\n]{1,80}?)${UNQUOTE}[ \\t]{1,8}with[ \\t]{1,8}${QUOTE}([^"“”\\n]{1,80}?)${UNQUOTE}${END}`,
  'gim',
);
// Only as an instruction (start of a sentence), not "users can delete items".
const REMOVE =
  /(?:^|[.!?;]\s+|\bplease\s+)(?:remove|drop|delete)\s+(?:the\s+)?(?:requirements?\s+(?:about|for|on)\s+)?["“]?([^"”\n.!;]{1,120}?)["”]?[ \t]{0,8}(?:requirements?[ \t]{0,8})?(?:[.!;]|$)/gim;
const PRIORITY =
  /\b(?:make|set|change|mark)\s+(?:the\s+priority\s+of\s+)?(N?FR-\d+)\s+(?:to\s+|as\s+)?(?:an?\s+)?(must|should|could|P0|P1|P2)\b/gi;

const WORD_PRIORITY: Record<string, Priority> = {
  must: 'P0',
  should: 'P1',
  could: 'P2',
  p0: 'P0',
  p1: 'P1',
  p2: 'P2',
};

function replaceAll(doc: PrdDocument, from: string, to: string): number {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g');
  let count = 0;
  doc.lines = doc.lines.map((line) =>
    line.replace(pattern, () => {
      count++;
      return to;
    }),
  );
  return count;
}

/** Applies "rename X to Y", "replace X with Y", "remove FR-3 / X", "make FR-2 a must". */
export function applyExplicitChanges(
  doc: PrdDocument,
  message: string,
  product: string | undefined,
): string[] {
  const changes: string[] = [];
  message = message.slice(0, MAX_INSTRUCTION_CHARS);
  const renames = [...message.matchAll(RENAME)].map((m) => [m[1], m[2]] as const);
  const callIt = CALL_IT.exec(message);
  if (callIt?.[1] && product && !renames.length) renames.push([product, callIt[1]]);
  for (const [from, to] of [
    ...renames,
    ...[...message.matchAll(REPLACE)].map((m) => [m[1], m[2]] as const),
  ]) {
    if (!from || !to || from.trim().length < 2) continue;
    const count = replaceAll(doc, from.trim(), to.trim());
    if (count)
      changes.push(
        `Renamed "${from.trim()}" to "${to.trim()}" (${count} place${count === 1 ? '' : 's'}).`,
      );
  }

  for (const match of message.matchAll(PRIORITY)) {
    const id = (match[1] ?? '').toUpperCase();
    const priority = WORD_PRIORITY[(match[2] ?? '').toLowerCase()];
    if (!priority) continue;
    const start = doc.lines.findIndex((l) => new RegExp(`^###\\s+${id}\\b`).test(l));
    const at = doc.lines.findIndex((l, i) => i > start && /^- \*\*Priority:\*\*/.test(l));
    if (start < 0 || at < 0) continue;
    doc.lines[at] = `- **Priority:** ${priority} (${PRIORITY_LABEL[priority]})`;
    changes.push(`Set the priority of **${id}** to ${priority} (${PRIORITY_LABEL[priority]}).`);
  }

  for (const match of message.matchAll(REMOVE)) {
    const target = (match[1] ?? '').trim();
    if (target.length < 3) continue;
    const ids = /^(?:N?FR-\d+)(?:\s*(?:,|and)\s*N?FR-\d+)*$/i.test(target)
      ? (target.toUpperCase().match(/N?FR-\d+/g) ?? [])
      : blocksMentioning(doc, target);
    const removed: string[] = [];
    for (const id of ids) {
      if (doc.removeBlock(id) || removeLines(doc, (l) => l.includes(`**${id}**`))) removed.push(id);
      removeLines(doc, (l) => l.startsWith(`- **${id}:**`));
    }
    const lines = ids.length
      ? 0
      : removeLines(doc, (l) => /^- /.test(l) && l.toLowerCase().includes(target.toLowerCase()));
    const what = removed.map((id) => `**${id}**`).join(', ');
    if (removed.length)
      changes.push(`Removed ${what}${/FR-\d/i.test(target) ? '' : ` ("${target}")`}.`);
    else if (lines)
      changes.push(`Removed ${lines} line${lines === 1 ? '' : 's'} mentioning "${target}".`);
  }
  return changes;
}

const INSTRUCTION =
  /^(?:please\s+)?(?:rename|remove|drop|delete|replace|call it|name it|change the (?:product )?name|(?:make|set|change|mark)\s+(?:the\s+priority\s+of\s+)?N?FR-\d+)\b/i;

/** The message without its editing instructions, so "Make FR-3 a must" is not a new FR. */
export function withoutInstructions(message: string): string {
  return splitSentences(message)
    .filter((s) => !INSTRUCTION.test(s))
    .join('\n');
}

function blocksMentioning(doc: PrdDocument, target: string): string[] {
  const ids: string[] = [];
  let current: string | undefined;
  const lower = target.toLowerCase();
  for (const line of doc.lines) {
    const heading = /^###\s+(N?FR-\d+)\b/.exec(line);
    if (heading) current = heading[1];
    else if (/^#{2,3}\s/.test(line)) current = undefined;
    if (current && line.toLowerCase().includes(lower) && !ids.includes(current)) ids.push(current);
  }
  for (const line of doc.lines) {
    const nfr = /^- \*\*(NFR-\d+)\*\*/.exec(line);
    if (nfr?.[1] && line.toLowerCase().includes(lower) && !ids.includes(nfr[1])) ids.push(nfr[1]);
  }
  return ids;
}

function removeLines(doc: PrdDocument, test: (line: string) => boolean): number {
  const before = doc.lines.length;
  doc.lines = doc.lines.filter((l) => !test(l));
  return before - doc.lines.length;
}
