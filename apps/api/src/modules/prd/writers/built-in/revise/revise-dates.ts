import type { EditOp } from './edit-op.js';
import { notFound, placesText, quote, replaceEverywhere, type Ctx } from './edit-context.js';
import { findSection, parsePrd } from './prd-lines.js';
import { contentStems, overlap, stemSet } from '../text/words.js';

/** Dates a plan states: "Q3", "Q3 2026", "H2", "26 May 2025", "May 26", "June", "2026-05-26", "01.09.2026". */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE_SOURCE = `(?:(?:early|mid|late|end of|the end of|start of|the start of|beginning of)[\\s-]+)?(?:q[1-4](?:\\s*(?:20)?\\d{2}\\b)?|h[12](?:\\s*20\\d{2})?|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[./]\\d{1,2}[./]\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?:,?\\s+\\d{4})?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|${MONTH}(?:\\s+\\d{4})?)`;
const DATE = new RegExp(`(?<![\\p{L}\\d])${DATE_SOURCE}(?![\\p{L}\\d])`, 'iu');
const DATES = new RegExp(DATE.source, 'giu');
/** Words of a subject that only say "when" ("the launch date"). */
const WHEN_WORDS = new Set(['date', 'time', 'deadline', 'timeline', 'target', 'now', 'moved']);

/** The date a text states, as written, if any ("may" alone is a verb, not a month). */
export function dateIn(text: string): string | undefined {
  const m = DATE.exec(text.slice(0, 200));
  if (!m || /^may$/i.test(m[0].trim())) return undefined;
  return m[0].trim();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (date: string) => {
  const m = new RegExp(`(?<![\\p{L}])${MONTH}(?![\\p{L}])`, 'iu').exec(date);
  return m ? MONTHS.indexOf(m[0].slice(0, 3).toLowerCase()) : -1;
};

/**
 * "from 3 March 2026 to 24 March": the new date in the old one's year (the next year when its
 * month comes earlier), so the plan keeps its year; the new date as typed otherwise.
 */
export function withYearOf(old: string, date: string): string {
  const year = /\b(?:19|20)\d{2}\b/.exec(old)?.[0];
  if (!year || /\b\d{4}\b/.test(date)) return date;
  const quarter = /^\s*([qh])([1-4])\s*$/i.exec(date);
  if (quarter) {
    const before = new RegExp(`\\b${quarter[1]}([1-4])\\b`, 'i').exec(old)?.[1];
    if (!before) return date;
    return `${date.trim()} ${Number(quarter[2]) < Number(before) ? Number(year) + 1 : year}`;
  }
  const [from, to] = [monthOf(old), monthOf(date)];
  if (
    from < 0 ||
    to < 0 ||
    !/^\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+|\p{L}+\s+\d{1,2}(?:st|nd|rd|th)?|\p{L}+)\s*$/u.test(
      date,
    )
  )
    return date;
  return `${date.trim()} ${to < from ? Number(year) + 1 : year}`;
}

/**
 * "Launch moved to Q3": the date the PRD states for the subject (a line naming it, in the
 * milestones first) is replaced by the new one wherever the PRD states it. When no line names the
 * subject and the milestones state one date only, that is the date moved. Nothing is guessed
 * beyond that: the change is said to be not found.
 */
export function setDate(ctx: Ctx, op: Extract<EditOp, { type: 'set-date' }>): boolean {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const stems = contentStems(op.subject).filter((s) => !WHEN_WORDS.has(s));
  const start = parsed.sections[0]?.heading ?? 0;
  const milestones = findSection(parsed, 'Milestones');
  const inMilestones = (i: number) => !!milestones && i >= milestones.start && i < milestones.end;
  let best: { score: number; date: string } | undefined;
  const planned = new Map<string, string>();
  for (let i = start; i < doc.lines.length; i += 1) {
    const line = doc.lines[i] ?? '';
    if (line.startsWith('#')) continue;
    const dates = [...line.matchAll(DATES)]
      .map((m) => m[0].trim())
      .filter((d) => !/^may$/i.test(d));
    if (!dates.length) continue;
    if (inMilestones(i)) for (const d of dates) planned.set(d.toLowerCase(), d);
    const score = stems.length ? overlap(stems, stemSet(line)) * 2 + (inMilestones(i) ? 1 : 0) : 0;
    if (score < 2 || (best && best.score >= score)) continue;
    best = { score, date: dates[0]! };
  }
  const old = best?.date ?? (planned.size === 1 ? [...planned.values()][0] : undefined);
  if (!old) {
    notFound(ctx, `a date for ${op.subject.trim()}`);
    return false;
  }
  const date = withYearOf(old, op.date);
  if (old.toLowerCase() === date.toLowerCase()) return true;
  const escaped = old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const pattern = new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'giu');
  const places = replaceEverywhere(ctx, pattern, () => date);
  if (!places.length) {
    notFound(ctx, `a date for ${op.subject.trim()}`);
    return false;
  }
  ctx.result.changes.push(
    `Moved ${quote(op.subject.trim())} from ${quote(old)} to ${quote(date)} in ${placesText(places)}.`,
  );
  return true;
}
