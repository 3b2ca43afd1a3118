import { findSection, sectionItems, type ParsedFr, type ParsedPrd } from './prd-parse.js';
import { normalise } from './sentences.js';

/** The change list of a revision, computed by comparing the parsed PRD before and after. */

const LABEL: Record<string, string> = { P0: 'Must', P1: 'Should', P2: 'Could' };
const level = (p: string) => (p ? `${p}${LABEL[p] ? ` (${LABEL[p]})` : ''}` : 'no priority');
const short = (text: string, max = 140) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const nfrText = (text: string) =>
  short(text.replace(/\s*_\(source:.*$/, '').replace(/[.!]$/, ''), 80);
/** A cut title ("Team – $29 per user / month (minimum 5…") may hide what the FR is: then its statement. */
const label = (fr: ParsedFr) =>
  fr.title.endsWith('…') && fr.statement
    ? short(fr.statement.replace(/[.!]$/, ''), 120)
    : short(fr.title, 80);
const name = (fr: ParsedFr) => `**${fr.id}** (${label(fr)})`;

export interface PrdSnapshot {
  parsed: ParsedPrd;
  lines: string[];
}

function items(snapshot: PrdSnapshot, section: string): string[] {
  return sectionItems(snapshot.lines, findSection(snapshot.parsed, section));
}

/**
 * FRs and NFRs added, removed, renamed and reprioritised, the product renamed, non-goals added
 * or removed. Statement edits of FRs in `explained` are left out (a value change already says
 * them); `edits` (value changes) come right after the renames.
 */
export function diffPrd(
  before: PrdSnapshot,
  after: PrdSnapshot,
  edits: string[],
  explained: Set<string>,
): string[] {
  const out: string[] = [];
  const a = before.parsed;
  const b = after.parsed;
  if (a.product && b.product && a.product !== b.product) {
    out.push(`Renamed the product "${a.product}" to "${b.product}" everywhere.`);
  }
  const afterFr = new Map(b.frs.map((f) => [f.id, f]));
  const beforeIds = new Set(a.frs.map((f) => f.id));
  for (const fr of a.frs) {
    const now = afterFr.get(fr.id);
    if (!now) {
      out.push(`Removed ${name(fr)} and every reference to it.`);
      continue;
    }
    if (
      now.title !== fr.title &&
      !explained.has(fr.id) &&
      !(a.product && b.product && a.product !== b.product)
    ) {
      out.push(`Renamed **${fr.id}** "${short(fr.title, 80)}" to "${short(now.title, 80)}".`);
    }
    if (now.priority !== fr.priority) {
      out.push(`${name(now)}: priority ${level(fr.priority)} → ${level(now.priority)}.`);
    }
  }
  out.push(...edits);
  for (const fr of a.frs) {
    const now = afterFr.get(fr.id);
    if (!now || explained.has(fr.id) || normalise(now.statement) === normalise(fr.statement))
      continue;
    out.push(`${name(now)}: statement now "${short(now.statement)}"`);
  }
  for (const fr of b.frs) {
    if (beforeIds.has(fr.id)) continue;
    out.push(`Added ${name(fr)}, ${level(fr.priority)}: ${short(fr.statement)}`);
  }
  const afterNfr = new Map(b.nfrs.map((n) => [n.id, n]));
  const beforeNfr = new Set(a.nfrs.map((n) => n.id));
  for (const n of a.nfrs) {
    const now = afterNfr.get(n.id);
    if (!now) out.push(`Removed **${n.id}** (${nfrText(n.text)}) and every reference to it.`);
    else if (now.priority !== n.priority)
      out.push(
        `**${n.id}** (${nfrText(now.text)}): priority ${level(n.priority)} → ${level(now.priority)}.`,
      );
  }
  for (const n of b.nfrs) {
    if (!beforeNfr.has(n.id))
      out.push(
        `Added **${n.id}**, ${level(n.priority)}: ${short(n.text.replace(/\s*_\(source:.*$/, ''))}`,
      );
  }
  const oldGoals = new Set(items(before, 'Non-goals').map(normalise));
  const newGoals = items(after, 'Non-goals');
  const kept = new Set(newGoals.map(normalise));
  for (const goal of newGoals) {
    if (!oldGoals.has(normalise(goal)) && !/_Assumption/.test(goal))
      out.push(
        `Added non-goal: ${short(goal.replace(/^-\s+/, '').replace(/\s*_\(source:.*$/, ''))}`,
      );
  }
  for (const goal of items(before, 'Non-goals')) {
    if (!kept.has(normalise(goal)) && !/_Assumption/.test(goal))
      out.push(
        `Removed non-goal: ${short(goal.replace(/^-\s+/, '').replace(/\s*_\(source:.*$/, ''))}`,
      );
  }
  return out;
}
