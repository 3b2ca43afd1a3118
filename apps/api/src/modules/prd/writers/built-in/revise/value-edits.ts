import { VALUE, type EditOp } from './edit-parse.js';
import { notFound, placesText, quote, replaceEverywhere, type Ctx } from './edit-context.js';
import { idsIn, parsePrd } from './prd-lines.js';
import { parseValue, sameKind, valueEdit, valuesIn, type Value } from './values.js';
import { contentStems, overlap, stemSet, wholeWords } from '../text/words.js';

/** Value edits: "from 15 to 10 minutes", "set the price to $12", "the limit is now 6 hours". */

export function replaceValue(ctx: Ctx, from: string, to: string, subject: string): boolean {
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
  if (!places.length) return false;
  ctx.result.changes.push(
    `Changed ${quote(edit.from)} to ${quote(edit.to)} in ${placesText(places)}.`,
  );
  return true;
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
  for (let i = start; i < doc.lines.length; i += 1) {
    const line = doc.lines[i] ?? '';
    if (!/\d/.test(line) || line.startsWith('#')) continue;
    const values = valuesIn(line).filter((v) => sameKind(v, next));
    if (!values.length) continue;
    for (const v of values) kinds.add(v.text);
    single = values[0];
    const lower = line.toLowerCase();
    const found = stems.length ? overlap(stems, stemSet(line)) : 0;
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
  const inside = (_: string, i: number) => i >= fr.start && i < fr.end;
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
  if (old.text === next.text) return true;
  return replaceValue(ctx, old.text, next.text, '');
}
