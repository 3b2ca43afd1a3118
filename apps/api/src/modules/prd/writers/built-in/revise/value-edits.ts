import type { EditOp } from './edit-op.js';
import { VALUE } from './edit-patterns.js';
import { notFound, placesText, quote, replaceEverywhere, type Ctx } from './edit-context.js';
import { idsIn, parsePrd } from './prd-lines.js';
import { valueEdit, withNumber } from './values.js';
import { parseValue, sameKind, valuesIn, type Value } from '../text/values.js';
import { contentStems, overlap, stemSet, wholeWords } from '../text/words.js';

/** Value edits: "from 15 to 10 minutes", "set the price to $12", "the limit is now 6 hours". */

/** The values of a line that are quantities: not the number of an id ("FR-1") or a date. */
const quantities = (line: string) =>
  valuesIn(line).filter((v) => !/(?:[\p{L}\d]-|\d[-/:])$/u.test(line.slice(0, v.index)));

/**
 * How many of the subject's stems the line's stems hold, a stem also matching one it begins
 * ("cancel" and "cancellation", "subscript" and "subscription"; five letters at least).
 */
function looseOverlap(stems: readonly string[], have: ReadonlySet<string>): number {
  let n = 0;
  for (const s of new Set(stems)) {
    if (have.has(s)) n += 1;
    else if (s.length >= 5)
      for (const h of have)
        if (h.length >= 5 && (h.startsWith(s) || s.startsWith(h))) {
          n += 1;
          break;
        }
  }
  return n;
}

export function replaceValue(ctx: Ctx, from: string, to: string, subject: string): boolean {
  if (!from || !to || from.toLowerCase() === to.toLowerCase()) return false;
  const edit = valueEdit(from, to);
  const stems = contentStems(subject);
  const bare = /^\d[\d,.]*$/.test(from.trim()) && /^\d[\d,.]*$/.test(to.trim());
  const inSubject = (line: string) => overlap(stems, stemSet(line)) > 0;
  const before = ctx.doc.lines.slice();
  // "4 instead of 6" names nothing: the one FR stating a 6, never every 6 of the PRD.
  const unnamed = bare && !stems.length ? inTheOneFr(ctx, from.trim(), to.trim()) : undefined;
  let places =
    unnamed ??
    replaceEverywhere(
      ctx,
      edit.pattern,
      edit.replace,
      bare && stems.length ? inSubject : undefined,
    );
  if (!places.length && edit.pattern.source !== wholeWords(from.trim()).source && stems.length) {
    // "from 15 to 10 minutes" where the PRD writes "15" alone next to the subject.
    const plain = valueEdit(from.replace(/\D+$/, ''), to.replace(/^[^\d]*([\d.,]+).*$/, '$1'));
    places = replaceEverywhere(ctx, plain.pattern, plain.replace, inSubject);
    // "from 5 to 8 bookings" where the PRD says "5 active bookings": lines naming the unit.
    const unit = contentStems(to.replace(/^[^a-z]*/i, ''));
    if (!places.length && unit.length)
      places = replaceEverywhere(
        ctx,
        plain.pattern,
        plain.replace,
        (line) => overlap(unit, stemSet(line)) > 0,
      );
  }
  // "Cap it at 4 instead of 6": no line names the subject, so the one FR stating a 6 is meant.
  if (!places.length && bare && !unnamed) places = inTheOneFr(ctx, from.trim(), to.trim()) ?? [];
  if (!places.length) return false;
  const numbers = [parseValue(from), parseValue(to)];
  if (numbers[0] && numbers[1]) closeOverFrs(ctx, before, numbers[0].number, numbers[1].number);
  ctx.result.changes.push(
    `Changed ${quote(edit.from)} to ${quote(edit.to)} in ${placesText(places)}.`,
  );
  return true;
}

/** What a value counts, for telling "6 classes" from "6 days" (a bare number is its own kind). */
const unitKey = (v: Value) => `${v.kind}:${v.unit}:${v.currency}`;

/** The line with each value passing `test` given the new number (its unit and plural follow). */
function renumber(line: string, test: (v: Value) => boolean, from: string, to: string): string {
  const values = quantities(line).filter(test);
  let out = line;
  for (const v of values.reverse())
    out = `${out.slice(0, v.index)}${withNumber(v.text, from, to)}${out.slice(v.index + v.text.length)}`;
  return out;
}

/**
 * The old value leaves every FR the edit changed: "up to 6 classes" in the statement goes with
 * "the limit is 6 classes" in its criteria (the same number counting the same thing), so no FR
 * states the old value and the new one at once. Other numbers of the FR stay.
 */
function closeOverFrs(ctx: Ctx, before: string[], from: string, to: string): void {
  const { doc } = ctx;
  if (from === to || before.length !== doc.lines.length) return;
  for (const fr of parsePrd(doc.lines).frs) {
    const units = new Set<string>();
    for (let i = fr.start; i < fr.end; i++) {
      if (before[i] === doc.lines[i]) continue;
      for (const v of quantities(doc.lines[i] ?? '')) if (v.number === to) units.add(unitKey(v));
    }
    if (!units.size) continue;
    for (let i = fr.start; i < fr.end; i++) {
      const line = doc.lines[i] ?? '';
      if (!line.includes(from)) continue;
      doc.lines[i] = renumber(line, (v) => v.number === from && units.has(unitKey(v)), from, to);
    }
  }
}

/**
 * A bare number ("4 instead of 6") that no line of the subject holds: the one FR stating that
 * number (of one kind) is changed. Several FRs stating it: nothing changes, and the answer says
 * which FRs to choose from. Undefined when no FR states it.
 */
/** A line told from the requirement (its user story, "… _(FR-2)_"), which changes with it. */
function toldFrom(line: string, id: string): boolean {
  return line.trimEnd().endsWith(`_(${id})_`);
}

function inTheOneFr(ctx: Ctx, from: string, to: string): string[] | undefined {
  const { doc } = ctx;
  const holders = parsePrd(doc.lines).frs.filter((fr) =>
    doc.lines.slice(fr.start, fr.end).some((l) => quantities(l).some((v) => v.number === from)),
  );
  if (holders.length > 1) {
    ctx.result.notFound.push(
      `${quote(from)} is stated in ${holders.map((f) => f.id).join(', ')}; nothing changed: name the requirement, e.g. "change ${holders[0]!.id} from ${from} to ${to}".`,
    );
    return [];
  }
  const fr = holders[0];
  if (!fr) return undefined;
  const units = new Set<string>();
  for (let i = fr.start; i < fr.end; i++)
    for (const v of quantities(doc.lines[i] ?? '')) if (v.number === from) units.add(unitKey(v));
  if (units.size !== 1) return [];
  for (let i = 0; i < doc.lines.length; i++)
    if ((i >= fr.start && i < fr.end) || toldFrom(doc.lines[i] ?? '', fr.id))
      doc.lines[i] = renumber(doc.lines[i] ?? '', (v) => v.number === from, from, to);
  ctx.result.touched.add(fr.id);
  return [fr.id];
}

const AIM = /\b(?:target|goal|aim|objective|kpi)s?\b/i;
const AIM_WORDS = /\b(?:target|goal|aim|objective|kpi)s?\b/gi;
/** Subjects whose head names the value itself ("the hourly price"): the PRD's one value of that
 *  kind is the one meant. */
const GENERIC = /(?:^|\s)(?:price|cost|fee|charge|pricing|amount|percentage|duration)s?$/i;
const AIM_LINE =
  /\b(?:target|goal|aim|objective|kpi|metric|under|below|at most|at least|less than|within)\b|\*\*M-\d/i;
const NOW_LINE = /\b(?:today|currently|now|at present|baseline|takes about)\b/i;

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
  const aim = AIM.test(subject);
  // "The boarding target": the line about boarding; "target" says which of its values.
  const stems = [...stemSet(aim ? subject.replace(AIM_WORDS, ' ') : subject)];
  let best: { score: number; value: Value } | undefined;
  const kinds = new Set<string>();
  let single: Value | undefined;
  // A line of an FR is read with the FR's title ("Cancellation window": "12 hours before").
  const title: string[] = [];
  for (const fr of parsed.frs) for (let i = fr.start; i < fr.end; i++) title[i] = fr.title;
  // "Limit the waiting list to 5": a bare number takes the unit the line gives it ("10 people").
  const loose = explicit && next.kind === 'number';
  for (let i = start; i < doc.lines.length; i += 1) {
    const line = doc.lines[i] ?? '';
    if (!/\d/.test(line) || line.startsWith('#')) continue;
    const all = quantities(line);
    let values = all.filter((v) => sameKind(v, next));
    if (!values.length && loose)
      values = all.filter((v) => v.kind === 'unit' || v.kind === 'duration');
    if (!values.length) continue;
    for (const v of values) kinds.add(v.text);
    single = values[0];
    const lower = line.toLowerCase();
    const heading = title[i];
    const words = heading ? new Set([...stemSet(line), ...stemSet(heading)]) : stemSet(line);
    const found = stems.length ? looseOverlap(stems, words) : 0;
    const needed = explicit ? 1 : Math.max(2, Math.ceil(stems.length * 0.6));
    if (found < Math.min(needed, stems.length) || found === 0) continue;
    // A target is what a goal or metric line states, not today's figure in the problem.
    const score =
      found * 2 + (aim ? (AIM_LINE.test(line) ? 1 : 0) - (NOW_LINE.test(line) ? 1 : 0) : 0);
    if (best && best.score >= score) continue;
    const anchor = stems.map((s) => lower.indexOf(s)).find((at) => at >= 0) ?? 0;
    const value = values.reduce((a, b) =>
      Math.abs(b.index - anchor) < Math.abs(a.index - anchor) ? b : a,
    );
    best = { score, value };
  }
  if (best) return best.value;
  // One value of the kind in the whole PRD is the one meant only when the subject names nothing
  // ("set it to $12"); a subject that matches no line is not found (another item stays as it is).
  const generic = !contentStems(subject).length || GENERIC.test(subject.trim());
  return explicit && kinds.size === 1 && generic ? single : undefined;
}

/**
 * "PAY-002's PIN limit goes down to £50": a subject naming one requirement by id changes that
 * requirement's one value of the kind, and nothing elsewhere. Undefined when the subject names
 * no requirement (or its value is not the only one of the kind there).
 */
function setValueById(ctx: Ctx, subject: string, next: Value): boolean | undefined {
  const parsed = parsePrd(ctx.doc.lines);
  const ids = [...new Set(idsIn(subject))].filter((id) => parsed.frs.some((f) => f.id === id));
  if (ids.length !== 1) return undefined;
  const fr = parsed.frs.find((f) => f.id === ids[0])!;
  const texts = new Set<string>();
  for (let i = fr.start; i < fr.end; i++)
    for (const v of valuesIn(ctx.doc.lines[i] ?? '')) if (sameKind(v, next)) texts.add(v.text);
  if (texts.size !== 1) return undefined;
  const [old] = [...texts] as [string];
  if (old === next.text) return true;
  const edit = valueEdit(old, next.text);
  const inside = (line: string, i: number) =>
    (i >= fr.start && i < fr.end) || toldFrom(line, fr.id);
  if (!replaceEverywhere(ctx, edit.pattern, edit.replace, inside).length) return undefined;
  ctx.result.changes.push(`Changed ${quote(edit.from)} to ${quote(edit.to)} in ${fr.id}.`);
  return true;
}

export function setValue(ctx: Ctx, op: Extract<EditOp, { type: 'set-value' }>): boolean {
  const next = parseValue(op.value);
  if (!next) return false;
  const byId = setValueById(ctx, op.subject, next);
  if (byId !== undefined) return byId;
  const subject = op.subject.replace(VALUE, ' ');
  const old = currentValue(ctx, subject, next, op.explicit);
  if (!old) {
    if (op.explicit) notFound(ctx, subject.trim() || op.clause);
    return false;
  }
  // The old value's unit stays when the new one is a bare number ("10 people" -> "5 people").
  const text =
    next.kind === 'number' && old.kind !== 'number'
      ? withNumber(old.text, old.number, next.number)
      : next.text;
  if (old.text === text) return true;
  return replaceValue(ctx, old.text, text, old.kind === 'number' ? subject : '');
}
