import type { Requirement } from './requirements.js';
import type { Sentence } from './sentences.js';
import { contentStems } from './words.js';

/**
 * Later beats earlier where the input says so (contract item 6):
 * - a statement that rejects a value ("valid until 23:59 on the day, not 24 hours from issue";
 *   "the cap is 3 guests per member per day, not 5") replaces the statements that state that
 *   value about the same thing, wherever they stand in the input (an email thread is pasted
 *   newest first);
 * - an exclusion ("No host approval step.") replaces the requirements stated before it that it
 *   names ("The host must approve each visitor").
 * Work is bounded: at most MAX_REJECTING statements are compared with the others.
 */

const MAX_REJECTING = 50;
const MAX_REJECTED = 3;
const REJECTED =
  /(?:^|[,;(]|\s[-–—])\s*(?:but\s+)?(?:not|rather than|instead of|no longer|and not)\s+((?:[$€£]\s?)?\d[\d,.]*)(?:\s?(%|[\p{L}]{1,15}))?/giu;
/** A statement's words without its closing punctuation (the key of `positions`). */
export const bareText = (text: string) => text.trim().replace(/[.!?;:]+$/, '');

/** "Changed my mind after the meeting: …", "Correction: …": the lead-in, not the statement. */
const CHANGE_OF_MIND =
  /^(?:(?:i've |i have |we've |we have )?changed (?:my|our) minds?[^:]{0,40}|correction|update|actually)[:,]\s*/i;
const INSTEAD_END = /\binstead\.?\s*$/i;
const NOT_ONLY = /\bnot (?:just|only) (?:the\s+)?([\p{L}-]{2,30}(?:\s[\p{L}-]{2,30})?)/iu;
/** Words that say how, not what: "no approval step" names the approval. */
const GENERIC = new Set(['step', 'process', 'flow', 'option', 'ability', 'function', 'thing']);
const EXCLUSION_LEAD =
  /^(?:(?:and|but|also)\s+)?(?:no|not|without|never|we (?:won'?t|will not|don'?t|do not)(?: (?:build|do|support|offer|include|ship|need))?|don'?t (?:build|do|support|offer|include|ship))\s+(?:an?\s+|the\s+|any\s+)?/i;

interface Rejection {
  number: string;
  unit: string | undefined;
}

const numberPattern = (number: string) =>
  new RegExp(`(?<![\\d.,])${number.replace(/[$€£.]/g, (c) => `\\${c}`)}(?![\\d])`);

function rejections(text: string): Rejection[] {
  const out: Rejection[] = [];
  for (const m of text.slice(0, 600).matchAll(REJECTED)) {
    const number = m[1]!.replace(/[$€£]\s?/, '').replace(/[.,]$/, '');
    const unit = m[2]?.toLowerCase().replace(/s$/, '');
    out.push({
      number,
      unit: unit && /^(?:from|per|a|an|the|on|in)$/.test(unit) ? undefined : unit,
    });
    if (out.length >= MAX_REJECTED) break;
  }
  return out;
}

const REJECTION_CLAUSE =
  /,?\s*(?:but\s+)?(?:not|rather than|instead of|no longer|and not)\s+(?:[$€£]\s?)?\d[^,.;!?]*(?=[.;!?]?\s*$)/iu;

/** The statement without its trailing "…, not 5" (only when something else remains). */
export function withoutRejection(text: string): string {
  const kept = text.replace(REJECTION_CLAUSE, '');
  return kept.trim().length >= 12 ? kept : text;
}

/** Whether the text states this number (with this unit right after it, when one is named). */
function states(text: string, rejected: Rejection): boolean {
  const at = numberPattern(rejected.number).exec(text);
  if (!at) return false;
  if (!rejected.unit) return true;
  const after = text.slice(at.index + at[0].length, at.index + at[0].length + 24).toLowerCase();
  return new RegExp(`^\\s?-?${rejected.unit}`).test(after);
}

/** Stems that name the same thing ("approval" and "approve"). */
const near = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

const stems = (text: string) => contentStems(text).filter((s) => !/\d/.test(s));

/** About the same thing: two words in common, or half of the shorter statement's words. */
function shares(a: string[], b: string[]): boolean {
  const common = new Set(a.filter((x) => b.some((y) => near(x, y)))).size;
  return common >= 2 || (common >= 1 && common * 2 >= Math.min(a.length, b.length));
}

/**
 * Whether the words an exclusion names stand together in a requirement ("host approval" in "the
 * host must approve each visitor"), not scattered over it ("driver app" is not "each driver's
 * location in the web app"): all of them within a window one word wider than the phrase.
 */
function namesTogether(named: string[], have: string[]): boolean {
  const window = named.length + 1;
  for (let start = 0; start < have.length; start++) {
    const span = have.slice(start, start + window);
    if (!near(span[0]!, named.find((n) => near(n, span[0]!)) ?? '')) continue;
    if (named.every((n) => span.some((h) => near(n, h)))) return true;
  }
  return false;
}

/** The requirements the input itself replaces (by a rejected value or an exclusion). */
export interface Superseded {
  /** Requirements the input itself replaces. */
  replaced: Set<Requirement>;
  /** Plain statements that replaced one ("The cap is 3 guests, not 5."): requirements now. */
  promoted: Requirement[];
}

/**
 * What the input replaces: requirements that state a value a later-or-not statement rejects
 * (a requirement, or a plain statement, which then takes the requirement's place), and
 * requirements an exclusion after them names.
 */
export function replacedRequirements(
  requirements: readonly Requirement[],
  exclusions: readonly { sentence: Sentence; order: number }[],
  statements: readonly { sentence: Sentence; order: number }[] = [],
  /** Where each statement of the input stands (a requirement read from one sits there too). */
  positions: ReadonlyMap<string, number> = new Map(),
): Superseded {
  const at = (r: Requirement) => positions.get(bareText(r.text)) ?? r.order ?? 0;
  const replaced = new Set<Requirement>();
  const promoted: Requirement[] = [];
  const words = new Map(requirements.map((r) => [r, stems(r.text)] as const));
  const rejecting = [
    ...requirements.map((r) => ({ text: r.text, req: r, s: undefined })),
    ...statements.map(({ sentence, order }) => ({
      text: sentence.text,
      req: undefined,
      s: { sentence, order },
    })),
  ]
    .filter((r) => rejections(r.text).length > 0)
    .slice(0, MAX_REJECTING);
  for (const later of rejecting) {
    const rejected = rejections(later.text);
    const mine = stems(later.text).filter((s) => !rejected.some((r) => r.unit === s));
    let first: Requirement | undefined;
    for (const earlier of requirements) {
      if (earlier === later.req || replaced.has(earlier)) continue;
      if (!rejected.some((r) => states(earlier.text, r))) continue;
      if (rejections(earlier.text).length) continue;
      if (!shares(mine, words.get(earlier) ?? [])) continue;
      replaced.add(earlier);
      first ??= earlier;
    }
    // The statement says what holds now: "valid until 23:59 on the day, not 24 hours from
    // issue" keeps "valid until 23:59 on the day" (the replaced value is in the change, not here).
    if (first && later.req) {
      const kept = withoutRejection(later.req.text);
      if (kept !== later.req.text) {
        later.req.predicate = withoutRejection(later.req.predicate);
        later.req.text = kept;
      }
    }
    if (first && later.s)
      promoted.push({
        text: withoutRejection(later.s.sentence.text),
        source: later.s.sentence.source,
        priority: first.priority,
        subject: '',
        predicate: withoutRejection(later.s.sentence.text),
        order: later.s.order,
      });
  }
  // "Retry on day 2, 5 and 9 instead.", "every room gets the inspection, not just VIPs": a
  // correction of what an earlier statement said, when both are about the same thing.
  const correcting = [
    ...requirements.map((r) => ({
      text: r.text,
      order: at(r),
      req: r,
      s: undefined as { sentence: Sentence; order: number } | undefined,
    })),
    ...statements.map((st) => ({ text: st.sentence.text, order: st.order, req: undefined, s: st })),
  ]
    .filter((c) => c.text.length <= 400 && (INSTEAD_END.test(c.text) || NOT_ONLY.test(c.text)))
    .slice(0, MAX_REJECTING);
  for (const later of correcting) {
    const mine = stems(later.text);
    const only = NOT_ONLY.exec(later.text);
    const named = only ? stems(only[1]!) : [];
    let first: Requirement | undefined;
    for (const earlier of requirements) {
      if (earlier === later.req || replaced.has(earlier) || at(earlier) >= later.order) continue;
      const theirs = words.get(earlier) ?? [];
      const instead =
        INSTEAD_END.test(later.text) &&
        /\d/.test(later.text) &&
        /\d/.test(earlier.text) &&
        shares(mine, theirs);
      const narrower =
        named.length > 0 &&
        /\bonly\b/i.test(earlier.text) &&
        named.every((n) => theirs.some((t) => near(n, t)));
      if (!instead && !narrower) continue;
      replaced.add(earlier);
      first ??= earlier;
    }
    if (!first) continue;
    const kept = later.text
      .replace(/,?\s*instead\.?\s*$/i, '.')
      .replace(CHANGE_OF_MIND, '')
      .replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (later.req) {
      later.req.text = kept;
      later.req.predicate = later.req.predicate.replace(/,?\s*instead\.?\s*$/i, '');
    } else if (later.s)
      promoted.push({
        text: kept,
        source: later.s.sentence.source,
        priority: first.priority,
        subject: '',
        predicate: kept,
        order: later.s.order,
      });
  }
  for (const { sentence: exclusion, order } of exclusions.slice(0, MAX_REJECTING)) {
    const object = exclusion.text.replace(EXCLUSION_LEAD, '').replace(/[.!;:]+$/, '');
    const named = stems(object).filter((s) => !GENERIC.has(s));
    // One word ("No payments") is too broad to take requirements out.
    if (named.length < 2 || named.length > 6) continue;
    for (const req of requirements) {
      // Only what was said before the exclusion: a requirement stated after it is a change of
      // mind (or a conflict), not something the exclusion takes out.
      if (replaced.has(req) || req.prohibition || at(req) > order) continue;
      if (namesTogether(named, words.get(req) ?? [])) replaced.add(req);
    }
  }
  return { replaced, promoted };
}
