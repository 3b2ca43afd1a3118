import type { PrdDocument } from './document.js';
import { escapeRegExp } from '../text/words.js';
import { findSection, parsePrd } from './prd-lines.js';
import { normalise } from '../read/sentences.js';

/**
 * What keeps a PRD consistent after edits: references to a removed requirement disappear from
 * every section, lists of ids and counts follow the requirements, numbered lists stay 1, 2, 3.
 */

const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)]|\|)\s?/;
const ID_TOKEN = /(?<![\w-])N?FR-\d+(?!\d)/g;

function idPattern(id: string, flags = ''): RegExp {
  return new RegExp(`(?<![\\w-])${escapeRegExp(id)}(?!\\d)`, flags);
}

/** "FR-1, FR-2, FR-4" without FR-2; "(FR-2)" without its parentheses. */
function dropFromList(line: string, id: string): string {
  const token = `(?:\\*\\*)?${escapeRegExp(id)}(?:\\*\\*)?(?!\\d)`;
  const before = `(?<![\\w-])`;
  for (const pattern of [
    new RegExp(`,\\s*(?:and\\s+)?${before}${token}`),
    new RegExp(`${before}${token}\\s*,\\s*`),
    new RegExp(`\\s+(?:and|or|&)\\s+${before}${token}`),
    new RegExp(`${before}${token}\\s+(?:and|or|&)\\s+`),
  ]) {
    if (pattern.test(line)) return line.replace(pattern, '');
  }
  const alone = new RegExp(`(requirements?:?\\s*)\\(${before}${token}\\)`);
  if (alone.test(line)) return line.replace(alone, '$1(none yet)');
  return line.replace(new RegExp(`\\s*\\(?_?\\(?${before}${token}\\)?_?\\)?`), '');
}

/**
 * Removes every reference to `id` outside its own block: list items go, lists lose the id, and
 * list items quoting its statement go too (a persona left without items goes with them).
 */
export function removeReference(doc: PrdDocument, id: string, statement?: string): void {
  const ref = idPattern(id);
  const quoted = statement && statement.length >= 12 ? normalise(statement) : undefined;
  const out: string[] = [];
  for (const line of doc.lines) {
    if (quoted && LIST_ITEM.test(line) && normalise(line).includes(quoted)) continue;
    if (!line.includes(id) || !ref.test(line)) {
      out.push(line);
      continue;
    }
    const others = (line.match(ID_TOKEN) ?? []).filter((x) => x !== id);
    if (others.length || new RegExp(`requirements?:?\\s*\\([^)]*${escapeRegExp(id)}`).test(line))
      out.push(dropFromList(line, id));
    else if (LIST_ITEM.test(line) || /^###\s/.test(line)) continue;
    else out.push(dropFromList(line, id));
  }
  doc.lines = withoutEmptyPersonas(out);
}

/** A `### Persona` heading whose items all went is removed with it. */
function withoutEmptyPersonas(lines: string[]): string[] {
  const parsed = parsePrd(lines);
  const section = findSection(parsed, 'Personas and user stories');
  if (!section) return lines;
  const drop = new Set<number>();
  for (let i = section.start; i < section.end; i += 1) {
    if (!/^###\s/.test(lines[i] ?? '')) continue;
    let j = i + 1;
    while (j < section.end && !/^###\s/.test(lines[j] ?? '') && !lines[j]?.trim()) j += 1;
    if (j >= section.end || /^###\s/.test(lines[j] ?? '')) drop.add(i);
  }
  return drop.size ? lines.filter((_, i) => !drop.has(i)) : lines;
}

/** Removes up to `max` lines passing `test`; returns how many. */
export function removeLines(
  doc: PrdDocument,
  test: (line: string, index: number) => boolean,
  max = Infinity,
): number {
  let removed = 0;
  doc.lines = doc.lines.filter((line, i) => {
    if (removed >= max || !test(line, i)) return true;
    removed += 1;
    return false;
  });
  return removed;
}

/** Adds a stated non-goal (the assumed default goes), unless the section already says it. */
export function withNonGoal(doc: PrdDocument, text: string): void {
  const sentence = text.trim().replace(/[.!;,\s]+$/, '');
  const line = `- ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. _(source: your message)_`;
  const parsed = parsePrd(doc.lines);
  const section = findSection(parsed, 'Non-goals');
  if (!section) {
    doc.append('Non-goals', [line]);
    return;
  }
  const lines = doc.lines.slice(section.start, section.end);
  if (lines.some((l) => l.toLowerCase().includes(sentence.toLowerCase()))) return;
  const kept = lines.filter((l) => !/^-\s+_Assumption:?_/.test(l));
  while (kept.length && !kept.at(-1)?.trim()) kept.pop();
  while (kept.length && !kept[0]?.trim()) kept.shift();
  doc.lines.splice(section.start, section.end - section.start, '', ...kept, line, '');
}

/** Numbered lists count 1, 2, 3 again after items left. */
export function renumberLists(doc: PrdDocument): void {
  let expected = 0;
  doc.lines = doc.lines.map((line) => {
    const m = /^(\d{1,3})\.\s/.exec(line);
    if (!m) {
      if (line.trim()) expected = 0;
      return line;
    }
    expected = expected ? expected + 1 : Number(m[1]);
    return line.replace(/^\d{1,3}/, String(expected));
  });
}

/**
 * Follows the requirements after edits: "the P0 requirements (FR-1, FR-4)" lists and the
 * TL;DR counts ("**6 functional requirements** (P0: 3, P1: 2, P2: 1)").
 */
export function refreshCounts(doc: PrdDocument): void {
  const parsed = parsePrd(doc.lines);
  const by = (p: string) => parsed.frs.filter((f) => f.priority === p);
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  doc.lines = doc.lines.map((line) => {
    if (!/\d/.test(line)) return line;
    return line
      .replace(/\bthe (P[012]) requirements \(([^)]*)\)/g, (_, p: string) => {
        const ids = by(p).map((f) => f.id);
        return `the ${p} requirements (${ids.join(', ') || 'none yet'})`;
      })
      .replace(
        /\*\*\d+ functional requirements?\*\*(\s*)\(P0: \d+, P1: \d+, P2: \d+\)/,
        (_, space: string) =>
          `**${count(parsed.frs.length, 'functional requirement')}**${space}(P0: ${by('P0').length}, P1: ${by('P1').length}, P2: ${by('P2').length})`,
      )
      .replace(
        /\*\*\d+ non-functional requirements?\*\*/,
        `**${count(parsed.nfrs.length, 'non-functional requirement')}**`,
      );
  });
}
