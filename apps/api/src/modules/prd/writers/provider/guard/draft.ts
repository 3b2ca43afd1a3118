import {
  labelsFor,
  nextId,
  type AnyItem,
  type ListKey,
  type Prd,
  type Requirement,
  type SectionKey,
} from '@prd/prd';
import type { PrdKey } from '../schema.js';
import { isRequestTitle, nameFromMaterial } from './name.js';
import {
  DROPPED,
  restates,
  speakersOf,
  TO_BE_AGREED,
  verdictOf,
  withoutSpeaker,
  type Verdict,
} from './verdict.js';

/**
 * The contract guard: every answer of the model passes through it before it becomes a version,
 * so the provider keeps the built-in writer's contract even when the model is careless. What it
 * corrects is listed for logs and tests, never shown as a change.
 */

/** What the guard reads of the inputs, prepared once per reply. */
export interface GuardInput {
  message: string;
  /** The message and the texts of the files (as the model read them). */
  texts: readonly string[];
  /** Speaker labels of the inputs ("Tom" of "Tom: …"). */
  speakers: ReadonlySet<string>;
  /** The product's name as the material gives it, if it does. */
  name: string | undefined;
  /** The material flattened (lower case, letters and digits), to find a name in it. */
  flat: string;
}

export interface Correction {
  /** Where the item was (a list, or "title"), and its id. */
  at: string;
  what: 'dropped' | 'moved' | 'relabelled' | 'renamed' | 'criteria';
  reason: string;
  text: string;
}

interface Guarded {
  prd: Prd;
  corrections: Correction[];
}

const flatten = (s: string) => s.toLowerCase().replace(/[^\p{L}\d]+/gu, '');

export function guardInputOf(message: string, texts: readonly string[]): GuardInput {
  const all = [message, ...texts.filter((t) => t !== message)];
  const speakers = speakersOf(all);
  return {
    message,
    texts: all,
    speakers,
    name: nameFromMaterial(message, all.slice(1), speakers),
    flat: flatten(all.join(' ').slice(0, 500_000)),
  };
}

/** The neutral title when the material names no product. */
const NEUTRAL_NAME = 'Untitled product';

/**
 * The lists the guard may move items into, with the fields of the model's JSON they come from
 * (live.ts waits for those fields before it shows the section, so the live document and the
 * guarded one agree).
 */
export const MOVED_FROM: Partial<Record<SectionKey, PrdKey[]>> = {
  nonGoals: ['goals', 'functionalRequirements'],
  nfrs: ['functionalRequirements'],
  openQuestions: ['goals', 'functionalRequirements', 'nfrs', 'metrics'],
};

/** Which list an item moves to for a verdict (none: it stays). */
const MOVE_TO: Partial<Record<Verdict, ListKey>> = {
  question: 'openQuestions',
  exclusion: 'nonGoals',
  constraint: 'nfrs',
};

/** The lists read item by item, and the moves allowed from each (see MOVED_FROM). */
/** Lists whose items may begin with their owner's name. */
const OWNED = new Set<ListKey>(['actionItems', 'decisions', 'risks', 'dependencies', 'milestones']);

const ITEM_RULES: [ListKey, Verdict[]][] = [
  ['goals', ['question', 'exclusion']],
  ['nonGoals', []],
  ['personas', []],
  ['uxFlow', []],
  ['nfrs', ['question']],
  ['metrics', ['question']],
  ['technical', []],
  ['milestones', []],
  ['actionItems', []],
  ['risks', []],
  ['dependencies', []],
  ['decisions', []],
  ['openQuestions', []],
];

/** An item of a list, made from a moved item's text and marks. */
function itemFor(list: ListKey, prd: Prd, text: string, from: AnyItem): AnyItem {
  const base = {
    id: nextId(prd[list] as AnyItem[], list),
    text,
    basis: from.basis,
    sources: from.sources,
  };
  if (list === 'nfrs') return { ...base, priority: null };
  return base;
}

/** Which items the guard reads (a revision: only what it added or changed). */
type Touched = (list: ListKey, item: AnyItem) => boolean;

/**
 * A drafted PRD held to the contract: what is no product content is dropped, an exclusion is a
 * non-goal, a constraint a non-functional requirement, a question an open question, a
 * criterion that restates its requirement "to be agreed", and a title that is the request's
 * words the material's name (or a neutral one). Works on a partial PRD too (while it streams):
 * each item's fate depends only on the item and the inputs, and moved items go last.
 */
export function guardDraft(prd: Prd, input: GuardInput, touched: Touched = () => true): Guarded {
  const corrections: Correction[] = [];
  const out: Prd = { ...prd };
  const moves: [ListKey, string, AnyItem][] = [];
  const clean = (text: string) => withoutSpeaker(text, input.speakers);

  const requirements: Requirement[] = [];
  for (const fr of prd.requirements) {
    if (!touched('requirements', fr)) {
      requirements.push(fr);
      continue;
    }
    const title = clean(fr.title);
    const text = clean(fr.text);
    const said = verdictOf(text || title, { pastEvents: true });
    const named = verdictOf(title);
    const verdict =
      said !== 'keep' ? said : named === 'exclusion' || named === 'question' ? named : 'keep';
    const at = `requirements ${fr.id}`;
    if (DROPPED.has(verdict)) {
      corrections.push({ at, what: 'dropped', reason: verdict, text: fr.text });
      continue;
    }
    const to = MOVE_TO[verdict];
    if (to) {
      const moved = said === verdict ? text : title;
      moves.push([to, moved, fr]);
      corrections.push({ at, what: 'moved', reason: `${verdict}: to ${to}`, text: moved });
      continue;
    }
    if (title !== fr.title || text !== fr.text)
      corrections.push({ at, what: 'relabelled', reason: 'speaker label', text: fr.text });
    const whole = `${title} ${text}`;
    const testable = fr.acceptance.filter((c) => c === TO_BE_AGREED || !restates(c, whole));
    let acceptance = fr.acceptance;
    if (testable.length < fr.acceptance.length) {
      const kept = testable.filter((c) => c !== TO_BE_AGREED);
      acceptance = kept.length ? kept : [TO_BE_AGREED];
      corrections.push({
        at,
        what: 'criteria',
        reason: 'restates the requirement',
        text: fr.acceptance.join(' | '),
      });
    }
    requirements.push({ ...fr, title, text, acceptance });
  }
  out.requirements = requirements;

  for (const [list, allowed] of ITEM_RULES) {
    const kept: AnyItem[] = [];
    for (const item of prd[list] as AnyItem[]) {
      if (!touched(list, item)) {
        kept.push(item);
        continue;
      }
      // "Marco: Paycor spec by Friday": in these lists the name is the owner, not a speaker.
      const text = OWNED.has(list) ? item.text : clean(item.text);
      const verdict = verdictOf(text);
      const at = `${list} ${item.id}`;
      if (verdict === 'instruction' || verdict === 'chatter') {
        corrections.push({ at, what: 'dropped', reason: verdict, text: item.text });
        continue;
      }
      const to = MOVE_TO[verdict];
      if (to && allowed.includes(verdict)) {
        moves.push([to, text, item]);
        corrections.push({ at, what: 'moved', reason: `${verdict}: to ${to}`, text });
        continue;
      }
      kept.push(text === item.text ? item : { ...item, text });
    }
    (out[list] as AnyItem[]) = kept;
  }
  for (const [list, text, from] of moves)
    (out[list] as AnyItem[]) = [...(out[list] as AnyItem[]), itemFor(list, out, text, from)];

  const product = guardName(prd.product, input);
  if (product !== prd.product) {
    corrections.push({ at: 'title', what: 'renamed', reason: 'request words', text: prd.product });
    out.product = product;
    out.title = `${product}: ${labelsFor(prd.language).document}`;
  }
  return { prd: out, corrections };
}

/** The product's name: the model's, unless it is the request's words or not the material's. */
function guardName(product: string, input: GuardInput): string {
  if (!product.trim()) return product;
  if (isRequestTitle(product)) return input.name ?? NEUTRAL_NAME;
  // A name the material never uses, when the material states one: the material's.
  if (input.name && !input.flat.includes(flatten(product))) return input.name;
  return product;
}
