import type { PrdDocument } from './document.js';
import { ALL_LABELS, labelsFor, priorityText, type Labels } from '@prd/prd';
import { addWithId } from './add-with-id.js';
import type { EditOp, Level } from './edit-op.js';
import { findSection, idsIn, parsePrd, sectionItems, type ParsedPrd } from './prd-lines.js';
import { removeLines, removeReference, withNonGoal } from './cascade.js';
import {
  notFound,
  placesText,
  quote,
  replaceEverywhere,
  type Ctx,
  type EditResult,
} from './edit-context.js';
import { setCriteria } from './revise-criteria.js';
import { setDate } from './revise-dates.js';
import { firmNonGoals } from './revise-non-goals.js';
import { replaceValue, setValue } from './value-edits.js';
import { matchCase } from './values.js';
import { parseValue } from '../text/values.js';
import { asRequirement } from './statements.js';
import { backIn } from './back-in.js';
import { notThat } from './not-that.js';
import { restate } from './restate.js';
import { escapeRegExp, overlap, stemSet, wholeWords } from '../text/words.js';

const MODAL: Record<Level, string> = { P0: 'must', P1: 'should', P2: 'could' };
const LEVELS: Level[] = ['P0', 'P1', 'P2'];
/** Most requirements one removal may take out (beyond that the phrase is too vague). */
const MAX_REMOVED_REQUIREMENTS = 12;
/** Most plain statements tried as a new value for something the PRD states. */
const MAX_VALUE_STATEMENTS = 20;
/** Most lines one phrase removal may take out (beyond that the phrase is too vague). */
const MAX_REMOVED_LINES = 12;

/** FR ids named in the target, or the FRs whose title and statement hold all its words. */
function matchingFrs(parsed: ParsedPrd, target: string): string[] {
  const ids = idsIn(target);
  if (ids.length) return ids.filter((id) => parsed.frs.some((f) => f.id === id));
  // "drop 4.5": the requirement an uploaded spec numbered as clause 4.5.
  const clause =
    /^(?:clause\s+|requirement\s+|req\s+|section\s+)?(\d{1,2}(?:\.\d{1,2}){1,3})$/i.exec(
      target.trim(),
    )?.[1];
  if (clause) {
    const at = new RegExp(`^${clause.replace(/\./g, '\\.')}(?![\\d.]\\d)\\b`);
    return parsed.frs.filter((f) => at.test(f.statement) || at.test(f.title)).map((f) => f.id);
  }
  const wanted = [...stemSet(target)];
  if (!wanted.length) return [];
  const byWords = parsed.frs
    .filter((f) => overlap(wanted, stemSet(`${f.title} ${f.statement}`)) === wanted.length)
    .map((f) => f.id);
  if (byWords.length || !ACRONYM.test(target.trim())) return byWords;
  // "We dropped SSO" names "Single sign-on with Google Workspace" by its initials.
  return parsed.frs
    .filter((f) => spellsOut(target.trim(), `${f.title} ${f.statement}`))
    .map((f) => f.id);
}

const ACRONYM = /^[A-Z]{2,6}s?$/;

/** Whether consecutive words of the text start with the acronym's letters ("single sign-on"). */
function spellsOut(acronym: string, text: string): boolean {
  const letters = acronym.replace(/s$/, '').toLowerCase();
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  for (let i = 0; i + letters.length <= words.length; i++) {
    let n = 0;
    while (n < letters.length && words[i + n]!.startsWith(letters[n]!)) n++;
    if (n === letters.length) return true;
  }
  return false;
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

/** A requirement's priority line in any language the renderer writes. */
const PRIORITY_FIELD = new RegExp(
  `^[-*]\\s+\\*\\*(${[...new Set(ALL_LABELS.map((l) => l.priority))].map(escapeRegExp).join('|')}):\\*\\*`,
);
const labelsOf = (priorityLabel: string): Labels =>
  ALL_LABELS.find((l) => l.priority === priorityLabel) ?? labelsFor('en');

function setPriority(ctx: Ctx, op: Extract<EditOp, { type: 'priority' }>) {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const frs = matchingFrs(parsed, op.target);
  const nfrs = matchingNfrs(parsed, op.target);
  if (!frs.length && !nfrs.length) {
    // "FR-2 is a must" when there is no FR-2: said so, never a requirement "FR-2 is a must".
    if (op.fallback && !idsIn(op.target).length) ctx.result.statements.push(op.fallback);
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
      const field = PRIORITY_FIELD.exec(line);
      // In the document's own language: "- **Priorität:** P1 (Soll)".
      if (field) doc.lines[i] = `- **${field[1]}:** ${priorityText(level, labelsOf(field[1]!))}`;
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
      /\bP[012](?: \(([^()]{1,20})\))?/,
      (_, word: string | undefined) => {
        const labels =
          ALL_LABELS.find((l) => word && [l.must, l.should, l.could].includes(word)) ??
          labelsFor('en');
        return priorityText(level, labels);
      },
    );
  }
}

/** Applies a pattern on every line after the title; returns where it changed something. */
function renameProduct(ctx: Ctx, to: string) {
  const product = parsePrd(ctx.doc.lines).product;
  if (!product || !to || product === to) {
    if (!product) notFound(ctx, 'the product name');
    return;
  }
  replaceEverywhere(ctx, wholeWords(product), () => to);
}

function rename(ctx: Ctx, from: string, to: string) {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const id = /^[A-Za-z]{1,8}-\d{1,5}$/.test(from.trim()) ? from.trim().toUpperCase() : undefined;
  if (id && (parsed.frs.some((f) => f.id === id) || /^N?FR-/.test(id))) {
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

function removeNfr(doc: PrdDocument, id: string) {
  const nfr = parsePrd(doc.lines).nfrs.find((n) => n.id === id);
  if (!nfr) return;
  doc.lines.splice(nfr.line, 1);
  // Its copies elsewhere (a technical consideration quoting it) go with it.
  removeReference(doc, id, nfr.text.replace(/\s*_\((?:source|stated)[^)]*\)_\s*$/, ''));
}

/** Out of scope: the requirements about it go (functional and not), a non-goal says so. */
function nonGoal(ctx: Ctx, op: Extract<EditOp, { type: 'non-goal' }>) {
  const parsed = parsePrd(ctx.doc.lines);
  const frs = matchingFrs(parsed, op.target);
  const nfrs = matchingNfrs(parsed, op.target);
  if (frs.length + nfrs.length <= MAX_REMOVED_REQUIREMENTS) {
    for (const id of frs) removeFr(ctx.doc, id);
    for (const id of nfrs) removeNfr(ctx.doc, id);
  }
  // A non-goal that already names it stays the one non-goal about it.
  const wanted = [...stemSet(op.target)];
  const goals = sectionItems(ctx.doc.lines, findSection(parsePrd(ctx.doc.lines), 'Non-goals'));
  const said =
    wanted.length > 0 && goals.some((g) => overlap(wanted, stemSet(g)) === wanted.length);
  if (!said) withNonGoal(ctx.doc, op.text);
  else if (!frs.length && !nfrs.length)
    ctx.result.notFound.push(`${quote(op.target)} is already a non-goal; nothing changed for it.`);
}

/** "Acceptance criteria for the refund requirement": the one FR its words name, else not found. */
function criteriaByName(ctx: Ctx, op: Extract<EditOp, { type: 'criteria' }>) {
  if (!op.target) return setCriteria(ctx, op);
  const ids = matchingFrs(parsePrd(ctx.doc.lines), op.target);
  if (ids.length === 1) return setCriteria(ctx, { ...op, ids });
  ctx.result.notFound.push(
    ids.length
      ? `${quote(op.target)} matches ${ids.join(', ')}; nothing changed: name the requirement by its id.`
      : `Could not find a requirement about ${quote(op.target)}; nothing changed: name it by its id (e.g. FR-1).`,
  );
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
      // An ambiguous value says itself which requirements hold it.
      const said = result.notFound.length;
      if (!replaceValue(ctx, op.from, op.to, op.subject) && result.notFound.length === said)
        notFound(ctx, op.from);
    } else if (op.type === 'set-value') setValue(ctx, op);
    else if (op.type === 'set-date') setDate(ctx, op);
    else if (op.type === 'criteria') criteriaByName(ctx, op);
    else if (op.type === 'firm-non-goals') firmNonGoals(ctx);
    else if (op.type === 'back-in') backIn(ctx, op.target, product);
    else if (op.type === 'not-that') {
      // Nothing in the PRD said it that way: the clause is a statement like any other.
      if (!notThat(ctx, op.said, op.old)) result.statements.push(op.clause);
    } else if (op.type === 'restate') {
      // "FR-9: …" for an id the PRD lacks: the words are a new requirement (without the id),
      // or one with that id in a PRD whose requirements carry their own scheme.
      if (!restate(ctx, op.id, op.text) && !addWithId(ctx, `${op.id}: ${op.text}`)) {
        if (op.loose) result.statements.push(asRequirement(op.text, product));
        else notFound(ctx, op.id);
      }
    } else if (op.statement && !addWithId(ctx, op.statement))
      result.statements.push(asRequirement(op.statement, product));
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
