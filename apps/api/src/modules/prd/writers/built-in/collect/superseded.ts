import { rejection } from '../classify/rejection.js';
import type { Requirement } from './requirement-types.js';
import type { Sentence } from '../read/sentences.js';
import { contentStems } from '../text/words.js';
import { valuesIn, type Value } from '../text/values.js';
import { decidedIn } from './decided-value.js';
import { rejections, states, withoutRejection, withUnitOf } from './rejected-values.js';

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
interface Superseded {
  /** Requirements the input itself replaces. */
  replaced: Set<Requirement>;
  /** Plain statements that replaced one ("The cap is 3 guests, not 5."): requirements now. */
  promoted: Requirement[];
}

/** One statement that may replace earlier ones: a requirement, or a plain statement. */
interface Later {
  text: string;
  order: number;
  req: Requirement | undefined;
  s: { sentence: Sentence; order: number } | undefined;
}

/** What the replacing passes share: the requirements, their words and where they stand. */
interface Pass {
  requirements: readonly Requirement[];
  words: Map<Requirement, string[]>;
  rejected: Map<Requirement, number>;
  at: (r: Requirement) => number;
  out: Superseded;
}

/**
 * The later statement takes the place of what it replaced: a requirement says only what holds
 * now ("valid until 23:59 on the day", without ", not 24 hours from issue"); a plain statement
 * becomes a requirement with the replaced one's priority.
 */
function settle(
  pass: Pass,
  later: Later,
  replaced: Requirement,
  rewrite: (text: string) => string,
): void {
  if (later.req) {
    later.req.text = rewrite(later.req.text);
    later.req.predicate = rewrite(later.req.predicate);
  } else if (later.s) {
    const text = rewrite(later.s.sentence.text);
    pass.out.promoted.push({
      text,
      source: later.s.sentence.source,
      priority: replaced.priority,
      subject: '',
      predicate: text,
      order: later.s.order,
    });
  }
}

/** "…, not 24 hours from issue", "the cap is 3, not 5": the statements of that value go. */
function byRejectedValue(pass: Pass, candidates: Later[]): void {
  const rejecting = candidates.filter((c) => rejections(c.text).length).slice(0, MAX_REJECTING);
  for (const later of rejecting) {
    const rejected = rejections(later.text).map((r) => withUnitOf(later.text, r));
    const mine = stems(later.text).filter((s) => !rejected.some((r) => r.unit === s));
    let first: Requirement | undefined;
    for (const earlier of pass.requirements) {
      if (earlier === later.req || pass.out.replaced.has(earlier)) continue;
      if (pass.rejected.get(earlier) || !rejected.some((r) => states(earlier.text, r))) continue;
      // "12 photos" rejected by "8 photos …, not 12": the value with its unit says which.
      const exact = rejected.some((r) => r.unit && states(earlier.text, r));
      if (!exact && !shares(mine, pass.words.get(earlier) ?? [])) continue;
      pass.out.replaced.add(earlier);
      first ??= earlier;
    }
    if (first) settle(pass, later, first, withoutRejection);
  }
}

/** A correction as it holds: no trailing "instead", no "Changed my mind:" lead-in. */
const corrected = (text: string) =>
  text
    .replace(/,?\s*instead(\.?)\s*$/i, '$1')
    .replace(CHANGE_OF_MIND, '')
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** "Retry on day 2, 5 and 9 instead.", "every room, not just VIPs": earlier words corrected. */
function byCorrection(pass: Pass, candidates: Later[]): void {
  const correcting = candidates
    .filter((c) => c.text.length <= 400 && (INSTEAD_END.test(c.text) || NOT_ONLY.test(c.text)))
    .slice(0, MAX_REJECTING);
  for (const later of correcting) {
    const mine = stems(later.text);
    const only = NOT_ONLY.exec(later.text);
    const named = only ? stems(only[1]!) : [];
    const instead = INSTEAD_END.test(later.text) && /\d/.test(later.text);
    let first: Requirement | undefined;
    for (const earlier of pass.requirements) {
      if (earlier === later.req || pass.out.replaced.has(earlier)) continue;
      if (pass.at(earlier) >= later.order) continue;
      const theirs = pass.words.get(earlier) ?? [];
      const redone = instead && /\d/.test(earlier.text) && shares(mine, theirs);
      const narrower =
        named.length > 0 &&
        /\bonly\b/i.test(earlier.text) &&
        named.every((n) => theirs.some((t) => near(n, t)));
      if (!redone && !narrower) continue;
      pass.out.replaced.add(earlier);
      first ??= earlier;
    }
    if (first) settle(pass, later, first, corrected);
  }
}

/** What a value counts, to compare two: its unit, its currency, or "%". */
const kindOf = (v: Value) => (v.kind === 'money' ? v.currency : v.unit);

/** Replaces a value's number in a text, where it stands with that unit ("25%" → "20%"). */
function swapValue(text: string, value: Value, to: string): string {
  const at = valuesIn(text).find((v) => v.number === value.number && kindOf(v) === kindOf(value));
  if (!at) return text;
  const number = text.indexOf(value.number, at.index);
  return number < 0 ? text : text.slice(0, number) + to + text.slice(number + value.number.length);
}

function byValueDecision(pass: Pass, candidates: Later[]): void {
  const sorted = [...candidates].sort((a, b) => a.order - b.order);
  let decided = 0;
  for (let i = 0; i < sorted.length && decided < MAX_REJECTING; i++) {
    const later = sorted[i]!;
    if (later.text.length > 300) continue;
    const decidedValue = decidedIn(later.text);
    if (!decidedValue) continue;
    decided++;
    // The statement just before that weighed another value of that kind names the topic.
    let topic = later.text;
    let from: Value | undefined;
    for (const before of sorted.slice(Math.max(0, i - 3), i).reverse()) {
      from = valuesIn(before.text).find(
        (v) =>
          v.number !== decidedValue.number &&
          kindOf(v) !== '' &&
          (decidedValue.kind === 'number' || kindOf(v) === kindOf(decidedValue)),
      );
      if (from) {
        topic = before.text;
        break;
      }
    }
    if (!from) {
      onlyOther(pass, later, decidedValue);
      continue;
    }
    const old = from;
    const mine = stems(topic).filter((w) => w !== old.unit);
    for (const earlier of pass.requirements) {
      if (earlier === later.req || pass.out.replaced.has(earlier)) continue;
      if (pass.at(earlier) >= later.order) continue;
      const stated = valuesIn(earlier.text).some(
        (v) => v.number === old.number && kindOf(v) === kindOf(old),
      );
      if (!stated || !shares(mine, pass.words.get(earlier) ?? [])) continue;
      earlier.text = swapValue(earlier.text, old, decidedValue.number);
      earlier.predicate = swapValue(earlier.predicate, old, decidedValue.number);
    }
  }
}

/**
 * "Actually make it 20 minutes" with nothing just before it that names the old value: when
 * exactly one requirement stated before it gives a value of that kind (minutes), that is the one
 * changed; with two or more the decision is not guessed at.
 */
function onlyOther(pass: Pass, later: Later, decided: Value): void {
  if (decided.kind === 'number' || kindOf(decided) === '') return;
  // Only in a conversation: someone said it in reply, not a line of a written brief.
  if (!later.s?.sentence.speaker && !later.req?.source.locator) return;
  let target: { req: Requirement; value: Value } | undefined;
  for (const earlier of pass.requirements) {
    if (earlier === later.req || pass.out.replaced.has(earlier)) continue;
    if (pass.at(earlier) >= later.order) continue;
    const values = valuesIn(earlier.text).filter((v) => kindOf(v) === kindOf(decided));
    if (!values.length) continue;
    if (target || values.length > 1) return;
    target = { req: earlier, value: values[0]! };
  }
  if (!target || target.value.number === decided.number) return;
  target.req.text = swapValue(target.req.text, target.value, decided.number);
  target.req.predicate = swapValue(target.req.predicate, target.value, decided.number);
}

/** "Decision: English only at launch": one of a list kept, later. */
const ONLY_DECISION =
  /^(?:(?:decision|decided|agreed|update|final(?: call)?|ok(?:ay)?|so)\s*[:,-]\s*)?(?:(?:it'?s|we(?:'ll| will)?\s+(?:do|ship|launch with|go with|support))\s+)?([\p{L}][\p{L}-]{1,30}(?:\s[\p{L}-]{1,30})?)\s+only\b([^.!?]{0,80})/iu;

/**
 * "Languages at launch: English and Spanish", later "Decision: English only at launch": the
 * listing requirement is replaced by the narrower decision about the same thing.
 */
function byNarrowing(pass: Pass, candidates: Later[]): void {
  let seen = 0;
  for (const later of candidates) {
    if (later.text.length > 200 || seen >= MAX_REJECTING) continue;
    const m = ONLY_DECISION.exec(later.text);
    if (!m) continue;
    seen++;
    const kept = stems(m[1]!);
    const about = stems(m[2] ?? '');
    if (!kept.length) continue;
    let first: Requirement | undefined;
    for (const earlier of pass.requirements) {
      if (earlier === later.req || pass.out.replaced.has(earlier)) continue;
      if (pass.at(earlier) >= later.order || /\bonly\b/i.test(earlier.text)) continue;
      const theirs = pass.words.get(earlier) ?? [];
      if (!kept.every((k) => theirs.some((t) => near(k, t)))) continue;
      // A list that names the kept one and another ("English and Spanish").
      if (!/\b(?:and|or)\b|,/.test(earlier.text)) continue;
      if (about.length && !about.some((a) => theirs.some((t) => near(a, t)))) continue;
      pass.out.replaced.add(earlier);
      first ??= earlier;
    }
    if (first)
      settle(pass, later, first, (t) =>
        t.replace(/^[^:]{1,30}:\s*/, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      );
  }
}

/** "No host approval step." takes out the requirement stated before it that names it. */
function byExclusion(pass: Pass, exclusions: readonly { sentence: Sentence; order: number }[]) {
  for (const { sentence: exclusion, order } of exclusions.slice(0, MAX_REJECTING)) {
    // "Please drop the AI damage detection from v1" names "AI damage detection".
    const object = (rejection(exclusion.text)?.idea ?? exclusion.text.replace(EXCLUSION_LEAD, ''))
      .replace(/\s+(?:from|in|for)\s+(?:v1|the mvp|mvp|this release|launch)\b.*$/i, '')
      .replace(/[.!;:]+$/, '');
    const named = stems(object).filter((s) => !GENERIC.has(s));
    // One word ("No payments") is too broad to take requirements out.
    if (named.length < 2 || named.length > 6) continue;
    for (const req of pass.requirements) {
      // Only what was said before the exclusion: a requirement stated after it is a change of
      // mind (or a conflict), not something the exclusion takes out.
      if (pass.out.replaced.has(req) || req.prohibition || pass.at(req) > order) continue;
      if (namesTogether(named, pass.words.get(req) ?? [])) pass.out.replaced.add(req);
    }
  }
}

/**
 * What the input replaces: requirements stating a value another statement rejects (wherever it
 * stands: an email thread is pasted newest first), requirements a later statement corrects, and
 * requirements an exclusion after them names. A replacing requirement is rewritten in place; a
 * replacing plain statement is returned among `promoted`.
 */
export function replacedRequirements(
  requirements: readonly Requirement[],
  exclusions: readonly { sentence: Sentence; order: number }[],
  statements: readonly { sentence: Sentence; order: number }[] = [],
  /** Where each statement of the input stands (a requirement read from one sits there too). */
  positions: ReadonlyMap<string, number> = new Map(),
): Superseded {
  const at = (r: Requirement) => positions.get(bareText(r.text)) ?? r.order ?? 0;
  const pass: Pass = {
    requirements,
    words: new Map(requirements.map((r) => [r, stems(r.text)] as const)),
    rejected: new Map(requirements.map((r) => [r, rejections(r.text).length] as const)),
    at,
    out: { replaced: new Set(), promoted: [] },
  };
  const candidates: Later[] = [
    ...requirements.map((r) => ({ text: r.text, order: at(r), req: r, s: undefined })),
    ...statements.map((st) => ({ text: st.sentence.text, order: st.order, req: undefined, s: st })),
  ];
  byRejectedValue(pass, candidates);
  byCorrection(pass, candidates);
  byValueDecision(pass, candidates);
  byNarrowing(pass, candidates);
  byExclusion(pass, exclusions);
  return pass.out;
}
