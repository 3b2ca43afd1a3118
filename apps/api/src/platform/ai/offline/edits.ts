import type { PrdDocument } from './document.js';
import type { EditOp, Level } from './edit-parse.js';
import { VALUE } from './edit-parse.js';
import { parsePrd, sectionAt, type ParsedPrd } from './prd-parse.js';
import { removeLines, removeReference, withNonGoal } from './cascade.js';
import { matchCase, parseValue, sameKind, valueEdit, valuesIn, type Value } from './values.js';
import { asRequirement } from './statements.js';
import { contentStems, overlap, stemSet, wholeWords } from './words.js';

const LABEL: Record<Level, string> = { P0: 'Must', P1: 'Should', P2: 'Could' };
const MODAL: Record<Level, string> = { P0: 'must', P1: 'should', P2: 'could' };
const LEVELS: Level[] = ['P0', 'P1', 'P2'];
/** Most requirements one removal may take out (beyond that the phrase is too vague). */
const MAX_REMOVED_REQUIREMENTS = 12;
/** Most plain statements tried as a new value for something the PRD states. */
const MAX_VALUE_STATEMENTS = 20;
/** Most lines one phrase removal may take out (beyond that the phrase is too vague). */
const MAX_REMOVED_LINES = 12;

export interface EditResult {
  /** Value and wording changes, for the change list ("15 minutes" → "10 minutes", 3 places). */
  changes: string[];
  /** Targets that were not found ("Could not find ..."). */
  notFound: string[];
  /** Clauses to read as new statements (an "add", or an edit whose target was not found). */
  statements: string[];
  /** FRs whose text a value change or a wording change touched. */
  touched: Set<string>;
}

interface Ctx {
  doc: PrdDocument;
  result: EditResult;
}

const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

function notFound(ctx: Ctx, what: string) {
  ctx.result.notFound.push(`Could not find ${quote(what)} in the PRD; nothing changed for it.`);
}

/** FR ids named in the target, or the FRs whose title and statement hold all its words. */
function matchingFrs(parsed: ParsedPrd, target: string): string[] {
  const ids = target.toUpperCase().match(/(?<![\w-])FR-\d+/g);
  if (ids) return ids.filter((id) => parsed.frs.some((f) => f.id === id));
  const wanted = [...stemSet(target)];
  if (!wanted.length) return [];
  return parsed.frs
    .filter((f) => overlap(wanted, stemSet(`${f.title} ${f.statement}`)) === wanted.length)
    .map((f) => f.id);
}

function matchingNfrs(parsed: ParsedPrd, target: string): string[] {
  const ids = target.toUpperCase().match(/NFR-\d+/g);
  if (ids) return ids.filter((id) => parsed.nfrs.some((n) => n.id === id));
  const wanted = [...stemSet(target)];
  if (!wanted.length) return [];
  return parsed.nfrs
    .filter((n) => overlap(wanted, stemSet(n.text)) === wanted.length)
    .map((n) => n.id);
}

function removeFr(doc: PrdDocument, id: string) {
  const fr = parsePrd(doc.lines).frs.find((f) => f.id === id);
  if (fr) doc.lines.splice(fr.start, fr.end - fr.start);
  removeReference(doc, id, fr?.statement);
}

function remove(ctx: Ctx, target: string) {
  const { doc } = ctx;
  if (!target) return;
  const parsed = parsePrd(doc.lines);
  const ids = [...matchingFrs(parsed, target), ...matchingNfrs(parsed, target)];
  if (ids.length > MAX_REMOVED_REQUIREMENTS) {
    ctx.result.notFound.push(
      `${quote(target)} matches ${ids.length} requirements (${ids.slice(0, 5).join(', ')}, …); nothing was removed: name the ones to remove by id.`,
    );
    return;
  }
  if (ids.length) {
    for (const id of ids) removeFr(doc, id);
    return;
  }
  const wanted = [...stemSet(target)];
  const frSection = parsed.sections.find((s) => /functional requirements|sources/i.test(s.name));
  const removed = wanted.length
    ? removeLines(
        doc,
        (line, i) =>
          /^\s*(?:[-*]|\d{1,3}\.)\s/.test(line) &&
          !(frSection && i >= frSection.start && i < frSection.end) &&
          i > parsed.titleLine &&
          overlap(wanted, stemSet(line)) === wanted.length,
        MAX_REMOVED_LINES,
      )
    : 0;
  if (removed)
    ctx.result.changes.push(
      `Removed ${removed} line${removed === 1 ? '' : 's'} about ${quote(target)}.`,
    );
  else notFound(ctx, target);
}

function setPriority(ctx: Ctx, op: Extract<EditOp, { type: 'priority' }>) {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const frs = matchingFrs(parsed, op.target);
  const nfrs = matchingNfrs(parsed, op.target);
  if (!frs.length && !nfrs.length) {
    if (op.fallback) ctx.result.statements.push(op.fallback);
    else notFound(ctx, op.target);
    return;
  }
  const next = (current: string): Level => {
    if (op.level) return op.level;
    const at = Math.max(0, LEVELS.indexOf(current as Level));
    return LEVELS[Math.min(2, Math.max(0, at + (op.step ?? 0)))] ?? 'P1';
  };
  for (const fr of parsed.frs.filter((f) => frs.includes(f.id))) {
    const level = next(fr.priority);
    for (let i = fr.start; i < fr.end; i += 1) {
      const line = doc.lines[i] ?? '';
      if (/^[-*]\s+\*\*Priority:\*\*/.test(line))
        doc.lines[i] = `- **Priority:** ${level} (${LABEL[level]})`;
      // The statement's own verb follows ("should pay" -> "must pay" for a P0).
      else if (/^[-*]\s+\*\*Statement:\*\*/.test(line) && level !== fr.priority) {
        doc.lines[i] = line.replace(/\b(?:must|should|could|shall)\b/i, (m) =>
          matchCase(m, MODAL[level]),
        );
        ctx.result.touched.add(fr.id);
      }
    }
  }
  for (const nfr of parsed.nfrs.filter((n) => nfrs.includes(n.id))) {
    const level = next(nfr.priority);
    doc.lines[nfr.line] = (doc.lines[nfr.line] ?? '').replace(
      /\bP[012](?: \((?:Must|Should|Could)\))?/,
      `${level} (${LABEL[level]})`,
    );
  }
}

/** Applies a pattern on every line after the title; returns where it changed something. */
function replaceEverywhere(
  ctx: Ctx,
  pattern: RegExp,
  replace: (m: string) => string,
  lineFilter?: (line: string) => boolean,
): string[] {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const places: string[] = [];
  const owner: (string | undefined)[] = [];
  for (const f of parsed.frs) for (let i = f.start; i < f.end; i += 1) owner[i] = f.id;
  let count = 0;
  for (const [i, line] of doc.lines.entries()) {
    if (/^\s*[-*]\s+\*\*(?:Version|Date|Status):?\*\*/i.test(line)) continue;
    if (lineFilter && !lineFilter(line)) continue;
    const next = line.replace(pattern, (m) => {
      count += 1;
      return replace(m);
    });
    if (next === line) continue;
    doc.lines[i] = next;
    const fr = owner[i];
    const place = fr ?? sectionAt(parsed, i)?.name ?? 'title';
    if (fr) ctx.result.touched.add(fr);
    if (!places.includes(place)) places.push(place);
  }
  return count ? places : [];
}

function placesText(places: string[]): string {
  const shown = places.slice(0, 6).join(', ');
  return places.length > 6 ? `${shown} and ${places.length - 6} more` : shown;
}

function replaceValue(ctx: Ctx, from: string, to: string, subject: string): boolean {
  if (!from || !to || from.toLowerCase() === to.toLowerCase()) return false;
  const edit = valueEdit(from, to);
  const stems = contentStems(subject);
  const bare = /^\d[\d,.]*$/.test(from.trim()) && /^\d[\d,.]*$/.test(to.trim());
  const inSubject = (line: string) => overlap(stems, stemSet(line)) > 0;
  let places = replaceEverywhere(
    ctx,
    edit.pattern,
    edit.replace,
    bare && stems.length ? inSubject : undefined,
  );
  if (!places.length && edit.pattern.source !== wholeWords(from.trim()).source && stems.length) {
    // "from 15 to 10 minutes" where the PRD writes "15" alone next to the subject.
    const plain = valueEdit(from.replace(/\D+$/, ''), to.replace(/^[^\d]*([\d.,]+).*$/, '$1'));
    places = replaceEverywhere(ctx, plain.pattern, plain.replace, inSubject);
  }
  if (!places.length) return false;
  ctx.result.changes.push(
    `Changed ${quote(edit.from)} to ${quote(edit.to)} in ${placesText(places)}.`,
  );
  return true;
}

/** The value of the same kind the PRD states about the subject ("price" -> "$9"). */
function currentValue(
  ctx: Ctx,
  subject: string,
  next: Value,
  explicit: boolean,
): Value | undefined {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const start = parsed.sections[0]?.heading ?? 0;
  const stems = [...stemSet(subject)];
  let best: { score: number; value: Value } | undefined;
  const kinds = new Set<string>();
  let single: Value | undefined;
  for (let i = start; i < doc.lines.length; i += 1) {
    const line = doc.lines[i] ?? '';
    if (!/\d/.test(line) || line.startsWith('#')) continue;
    const values = valuesIn(line).filter((v) => sameKind(v, next));
    if (!values.length) continue;
    for (const v of values) kinds.add(v.text);
    single = values[0];
    const lower = line.toLowerCase();
    const score = stems.length ? overlap(stems, stemSet(line)) : 0;
    const needed = explicit ? 1 : Math.max(2, Math.ceil(stems.length * 0.6));
    if (score < Math.min(needed, stems.length) || score === 0) continue;
    if (best && best.score >= score) continue;
    const anchor = stems.map((s) => lower.indexOf(s)).find((at) => at >= 0) ?? 0;
    const value = values.reduce((a, b) =>
      Math.abs(b.index - anchor) < Math.abs(a.index - anchor) ? b : a,
    );
    best = { score, value };
  }
  if (best) return best.value;
  return explicit && kinds.size === 1 ? single : undefined;
}

function setValue(ctx: Ctx, op: Extract<EditOp, { type: 'set-value' }>): boolean {
  const next = parseValue(op.value);
  if (!next) return false;
  const subject = op.subject.replace(VALUE, ' ');
  const old = currentValue(ctx, subject, next, op.explicit);
  if (!old) {
    if (op.explicit) notFound(ctx, subject.trim() || op.clause);
    return false;
  }
  if (old.text === next.text) return true;
  return replaceValue(ctx, old.text, next.text, '');
}

function renameProduct(ctx: Ctx, to: string) {
  const product = parsePrd(ctx.doc.lines).product;
  if (!product || !to || product === to) {
    if (!product) notFound(ctx, 'the product name');
    return;
  }
  replaceEverywhere(ctx, wholeWords(product), () => to);
  ctx.result.touched.clear();
}

function rename(ctx: Ctx, from: string, to: string) {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const id = /^N?FR-\d+$/i.exec(from.trim())?.[0]?.toUpperCase();
  if (id) {
    const fr = parsed.frs.find((f) => f.id === id);
    if (!fr) return notFound(ctx, id);
    doc.lines[fr.start] = `### ${fr.id}: ${to.replace(/^["“]|["”]$/g, '')}`;
    return;
  }
  if (parsed.product && from.toLowerCase() === parsed.product.toLowerCase())
    return renameProduct(ctx, to);
  const places = replaceEverywhere(ctx, wholeWords(from), () => to);
  if (places.length)
    ctx.result.changes.push(`Renamed ${quote(from)} to ${quote(to)} in ${placesText(places)}.`);
  else notFound(ctx, from);
}

function nonGoal(ctx: Ctx, op: Extract<EditOp, { type: 'non-goal' }>) {
  const parsed = parsePrd(ctx.doc.lines);
  for (const id of matchingFrs(parsed, op.target)) removeFr(ctx.doc, id);
  withNonGoal(ctx.doc, op.text);
}

/** Applies the edits in order; what could not be applied is said, never guessed. */
export function applyEdits(
  doc: PrdDocument,
  ops: EditOp[],
  statements: string[],
  product: string | undefined,
): EditResult {
  const result: EditResult = { changes: [], notFound: [], statements: [], touched: new Set() };
  const ctx: Ctx = { doc, result };
  for (const op of ops) {
    if (op.type === 'remove') remove(ctx, op.target);
    else if (op.type === 'priority') setPriority(ctx, op);
    else if (op.type === 'rename-product') renameProduct(ctx, op.to);
    else if (op.type === 'rename') rename(ctx, op.from, op.to);
    else if (op.type === 'non-goal') nonGoal(ctx, op);
    else if (op.type === 'replace-value') {
      if (!replaceValue(ctx, op.from, op.to, op.subject)) notFound(ctx, op.from);
    } else if (op.type === 'set-value') setValue(ctx, op);
    else result.statements.push(asRequirement(op.statement, product));
  }
  // A plain statement with a value about something the PRD already states updates it in place
  // ("The Pro plan costs $15 a month" when it said $12), instead of adding a second price.
  for (const [n, statement] of statements.entries()) {
    const value =
      n < MAX_VALUE_STATEMENTS && statement.length <= 240 ? parseValue(statement) : undefined;
    const updated =
      value &&
      value.kind !== 'number' &&
      setValue(ctx, {
        type: 'set-value',
        subject: statement,
        value: value.text,
        explicit: false,
        clause: statement,
      });
    if (!updated) result.statements.push(statement);
  }
  return result;
}
