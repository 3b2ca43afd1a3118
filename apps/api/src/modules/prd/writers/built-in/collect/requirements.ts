import nlp from 'compromise';
import { contentStems, stemSet } from '../text/words.js';
import { criteriaFor } from './criteria.js';
import { pluralSubject } from './criteria-words.js';
import { SYSTEM_SUBJECT } from '../classify/keywords.js';
import { baseFirst } from '../text/verbs.js';
import { MAX_REQUIREMENTS } from './limits.js';
import { capitalise, normalise, type Sentence } from '../read/sentences.js';
import type { CriterionContext, Priority, Requirement } from './requirement-types.js';

export const PRIORITY_LABEL: Record<Priority, string> = { P0: 'Must', P1: 'Should', P2: 'Could' };

const MODALS: { priority: Priority; pattern: RegExp }[] = [
  {
    priority: 'P0',
    pattern:
      /\b(?:must(?: also)?|shall|is required to|are required to|required to|(?:is|are) required|requires?|needs? to|need|needs|has to|have to|will need to|mandatory|essential)\b/i,
  },
  {
    priority: 'P1',
    pattern:
      /\b(?:should(?: also)?|would (?:also )?like(?: to)?|(?:we|i)'d (?:also )?(?:like|love)(?: to)?|wants? to|want|wants|ought to|is expected to|are expected to|important to)\b/i,
  },
  {
    priority: 'P2',
    pattern:
      /\b(?:could(?: also)?|(?<!\b(?:in|by|of|until|since|from|early|late|mid|before|after|end of|in early|in late|\d{1,2}(?:st|nd|rd|th)?)\s)may(?!\s+\d)(?: also)?|nice[- ]to[- ]have|optional(?:ly)?|ideally|if possible|would be nice)\b/i,
  },
];

const NEGATIVE_VERB =
  /\b(?:cannot|can ?not|can't|never|won'?t|will not|(?:is|are) not (?:allowed|permitted) to)\b/i;
const SOFT_TAIL = /,?\s*(?:nice[- ]to[- ]have|if possible|ideally|later)\s*[.!]*$/i;
const ANY_MODAL = new RegExp(MODALS.map((m) => m.pattern.source).join('|'), 'i');
const JOINER = /(?:,\s*|\s+)(?:and|but|while|also|plus)\s+/gi;

/** "… for savings and loan accounts (must)", "[P2]", "(nice to have)": a priority as a tag. */
const PRIORITY_TAG =
  /\s*[([]\s*(must(?:[- ]have)?|should(?:[- ]have)?|could(?:[- ]have)?|nice[- ]to[- ]have|optional|p[0-3]|high|medium|med|low)\s*[)\]]\s*([.!]?)\s*$/i;

/** The statement without its priority tag, and the priority the tag gives. */
export function priorityTag(text: string): { text: string; priority?: Priority } {
  const m = PRIORITY_TAG.exec(text);
  if (!m) return { text };
  const tag = m[1]!.toLowerCase();
  const priority: Priority = /^(?:must|p0|high)/.test(tag)
    ? 'P0'
    : /^(?:should|p1|medium|med)/.test(tag)
      ? 'P1'
      : 'P2';
  return { text: text.slice(0, m.index) + (m[2] ?? ''), priority };
}

export function priorityOf(text: string): Priority | undefined {
  return MODALS.find((m) => m.pattern.test(text))?.priority;
}

const STORY =
  /^as an?\s+([^,]{2,40}),\s*(?:i|we)\s+(?:want|need|would like|must|should|can|could)(?:\s+to)?\s+(.+)$/i;

/** First person to third: "see my position" -> "see their position". */
function thirdPerson(text: string): string {
  return text
    .replace(/\bmy\b/gi, 'their')
    .replace(/\bme\b/gi, 'them')
    .replace(/\bI\b/g, 'they')
    .replace(/\bour\b/gi, 'their')
    .replace(/\bus\b/gi, 'them');
}

/** "Non-negotiable: the voice …" -> "the voice …": the subject is what follows a label. */
function withoutLabel(text: string): string {
  return text.trim().replace(/^[^:]{1,60}:\s+(?=\S)/, '');
}

function splitAtModal(text: string): { subject: string; predicate: string } {
  const listed = /^(?:must|should|nice to) have:\s*(.+)$/i.exec(text);
  if (listed) {
    const item = listed[1] ?? '';
    const lower = /^[A-Z][a-z]/.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item;
    return { subject: '', predicate: `provide ${lower}` };
  }
  const story = STORY.exec(text);
  if (story) return { subject: story[1] ?? '', predicate: thirdPerson(story[2] ?? '') };
  const match = ANY_MODAL.exec(text);
  if (!match) {
    // "Drivers cannot book more than 4 hours", "We never share emails".
    const negative = NEGATIVE_VERB.exec(text);
    if (!negative) return { subject: '', predicate: text };
    // "The voice never leaves the iPad" -> "not leave the iPad", the verb in its base form.
    const after = text
      .slice(negative.index + negative[0].length)
      .trim()
      .replace(/^to\s+/i, '');
    const subject = withoutLabel(text.slice(0, negative.index).trim());
    // "Recordings are never stored": the copula goes with the predicate ("not be stored").
    const copula = /\s+(?:is|are|was|were|be)$/i.exec(subject);
    if (copula) return { subject: subject.slice(0, copula.index), predicate: `not be ${after}` };
    return { subject, predicate: `not ${baseFirst(after)}` };
  }
  let predicate = text.slice(match.index + match[0].length).trim();
  const before = text.slice(0, match.index).trim();
  // "Children never need a login": the negative before the modal belongs to the predicate.
  const negated = /\s(?:never|not|don'?t|do not|doesn'?t|does not)$/i.exec(before);
  if (negated) {
    return {
      subject: withoutLabel(before.slice(0, negated.index)),
      predicate: `not ${match[0].toLowerCase()} ${predicate}`,
    };
  }
  // "Users need a dashboard" reads as "have a dashboard" in a criterion.
  if (/^needs?$|^want(?:s)?$/i.test(match[0]) && !/^to\b/i.test(predicate)) {
    predicate = `have ${predicate}`;
  }
  return {
    // "Hard requirement from IT: scanners have to …": the subject is what follows the label.
    subject: withoutLabel(before),
    predicate: predicate.replace(/^to\s+/i, ''),
  };
}

const MODAL_FROM = new RegExp(ANY_MODAL.source, 'gi');
// Up to six words from a position ("after 8 weeks the committee can …" names its modal late).
const FIVE_WORDS = /\S+(?:\s+\S+){0,5}/y;

function firstWords(text: string, from: number): string {
  FIVE_WORDS.lastIndex = from;
  return (FIVE_WORDS.exec(text)?.[0] ?? '').split(/\s+/).join(' ');
}

function modalFrom(text: string, from: number): number {
  MODAL_FROM.lastIndex = from;
  return MODAL_FROM.exec(text)?.index ?? from;
}

/**
 * "The app must do A and should do B" -> two statements, the second keeping the subject.
 * One pass over the joints ("and", "but", ...) with positions into the text: no recursion and no
 * copies of the rest, so a long "must x and must y and ..." chain is linear.
 */
export function splitCompound(text: string): string[] {
  const first = ANY_MODAL.exec(text);
  if (!first) return [text];
  const parts: string[] = [];
  // The current statement is `prefix` (a shared subject, may be empty) + text[start..].
  let prefix = '';
  let start = 0;
  let subject = text.slice(0, first.index).trim();
  let modalAt = first.index;
  const current = (end?: number): string => {
    if (start === 0) return text.slice(0, end);
    return capitalise(`${prefix} ${text.slice(start, end).trim()}`.trim());
  };
  for (const joint of text.matchAll(JOINER)) {
    if (joint.index <= modalAt) continue;
    const restStart = joint.index + joint[0].length;
    const modal = ANY_MODAL.exec(firstWords(text, restStart));
    if (!modal) continue;
    parts.push(current(joint.index).trim());
    if (modal.index === 0) {
      prefix = capitalise(subject);
      subject = prefix;
      modalAt = restStart;
    } else {
      prefix = '';
      modalAt = modalFrom(text, restStart);
      subject = capitalise(text.slice(restStart, modalAt).trim());
    }
    start = restStart;
  }
  parts.push(current());
  return parts;
}

/** A clause that opens with a condition or cause: its comma leads into the main clause. */
const SUBORDINATE =
  /^(?:when|whenever|if|unless|after|once|before|as soon as|while|until|because|since|although|though|as|where|at|on|in|for|during|with|without|by|from|to)\b/i;
/** ", the teacher picks …", ", and a driver gets …": a new subject and its verb after a comma. */
const SPLICE =
  /,\s+(?:and\s+|but\s+)?(?=(?:the|a|an|each|every)\s+(?:[\p{Ll}-]{3,}\s+){1,2}(?:(?:can|must|should|will|may|gets?|is|are|has|have)\b|[\p{Ll}]{2,}[^s\W]s\b))/gu;

const BACK_REFERENCE = /\b(?:it|them|this|that|those|these|one)\b/i;

/** Whether a clause has a verb of its own ("Two days before the due date" has none). */
function hasVerb(clause: string): boolean {
  return nlp(clause).verbs().length > 0;
}

/**
 * "Children never need a login, the teacher picks the child from the class list": two
 * sentences joined by one comma. Not after a leading condition ("When X, the app …"), nor in a
 * flow of three or more steps. Linear.
 */
export function splitSplice(text: string): string[] {
  // "A, B, C": three or more clauses are steps of one flow, kept together.
  if (SUBORDINATE.test(text.trim()) || (text.match(/,/g)?.length ?? 0) !== 1) return [text];
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(SPLICE)) {
    const before = text.slice(start, m.index).trim();
    // "…, and the customer gets a text when it's ready": "it" in a condition leans on nothing.
    const after =
      text
        .slice(m.index + m[0].length)
        .split(/[,;.]/)[0]
        ?.split(/\s+(?:when|if|after|before|once|until|as soon as)\s+/i)[0] ?? '';
    // "Someone offers a shift, a colleague claims it": the second leans on the first.
    if (before.split(/\s+/).length < 3 || BACK_REFERENCE.test(after) || !hasVerb(before)) continue;
    // "…file a report offline, and the report syncs …": after "and", a subject the first clause
    // already named goes on with it; a new one ("…, and the customer gets a text") stands alone.
    const noun = /^(?:the|a|an|each|every)\s+([\p{L}-]+)/iu.exec(after)?.[1];
    if (
      /^,\s+(?:and|but)\s/i.test(m[0]) &&
      noun &&
      stemSet(before).has(contentStems(noun)[0] ?? '')
    )
      continue;
    out.push(before);
    start = m.index + m[0].length;
  }
  if (!out.length) return [text];
  const last = text.slice(start).trim();
  out.push(capitalise(last));
  return out.map((part) => part.replace(/[,;]+$/, ''));
}

/** A statement the classifier called a requirement (see classify.ts). */
export interface Candidate {
  sentence: Sentence;
  priority: Priority;
  prohibition?: boolean;
  stance?: 'proposal' | 'decision';
  order: number;
}

/**
 * Every requirement statement, split and de-duplicated (a statement equal to, inside or
 * containing an earlier one is a repeat), in order: at most `limit`, so the containment check is
 * a bounded comparison; `omitted` counts the distinct statements found beyond that.
 */
export function findRequirements(
  candidates: Candidate[],
  limit = MAX_REQUIREMENTS,
): { found: Requirement[]; omitted: number } {
  const exact = new Set<string>();
  const kept: string[] = [];
  const out: Requirement[] = [];
  let omitted = 0;
  for (const candidate of candidates) {
    const { sentence } = candidate;
    const [head = sentence.text, ...spliced] = splitSplice(sentence.text);
    const parts = candidate.prohibition ? [head] : splitCompound(head);
    // "Children never need a login, the teacher picks the child": two statements, the second
    // its own (no prohibition, its own modal or the candidate's priority).
    const rest = spliced.flatMap((clause) => splitCompound(clause));
    for (const [index, tagged] of [...parts, ...rest].entries()) {
      const own = index >= parts.length;
      const prohibition = candidate.prohibition && !own;
      const { text: part, priority: tag } = priorityTag(tagged);
      const priority = prohibition
        ? 'P0'
        : (tag ??
          (candidate.stance
            ? candidate.priority
            : (priorityOf(part) ?? (own && candidate.prohibition ? 'P1' : candidate.priority))));
      const key = normalise(part);
      if (!key || exact.has(key)) continue;
      exact.add(key);
      if (kept.some((s) => s.includes(key) || key.includes(s))) continue;
      if (out.length >= limit) {
        omitted += 1;
        continue;
      }
      kept.push(key);
      out.push({
        text: part.replace(/[,;:]+$/, ''),
        priority,
        source: sentence.source,
        ...splitAtModal(part),
        prohibition,
        stance: candidate.stance,
        order: candidate.order,
        ...(sentence.context === 'nfr' ? { quality: true } : {}),
      });
    }
  }
  return { found: out, omitted };
}

function stripArticle(text: string): string {
  return text.replace(/^(?:the|a|an|our|all)\s+/i, '');
}

/** A short name for the requirement: "Export reports as PDF", "Checkout takes under 2 minutes". */
export function requirementTitle(
  req: Requirement,
  isPerson?: (subject: string) => boolean,
  maxWords = 9,
): string {
  let phrase = req.predicate
    .replace(/,?\s+so (?:that|they|it)\b.*$/i, '')
    .replace(/^(?:also|always|only)\s+/i, '')
    .replace(
      /^(?:be able to|have the ability to|allow (?:users|them|people) to|let (?:users|them) to?|support the ability to)\s+/i,
      '',
    )
    .replace(/[.!;:,]+$/, '');
  if (/^not\s/i.test(phrase) && req.subject) {
    // "Children never need a login", "The voice never leaves the iPad": the statement says it.
    phrase = stripArticle(withoutLabel(req.text)).replace(/[.!;:,]+$/, '');
  } else if (/^be\s+/i.test(phrase) && req.subject) {
    phrase = `${stripArticle(req.subject)} ${phrase.replace(/^be\s+/i, '')}`;
  } else if (
    req.subject &&
    isPerson &&
    !isPerson(req.subject) &&
    !SYSTEM_SUBJECT.test(req.subject) &&
    /^[a-z]+\s/.test(phrase)
  ) {
    phrase = `${stripArticle(req.subject)} ${conjugate(phrase, pluralSubject(req.subject))}`;
  }
  phrase = phrase.replace(SOFT_TAIL, '');
  if (phrase.split(/\s+/).length < 2) phrase = req.text.replace(/[.!;:,]+$/, '');
  const words = phrase.split(/\s+/);
  const short = words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,;:]+$/, '');
  return capitalise(words.length > maxWords ? `${short}…` : short);
}

/** "send" -> "sends", "be" -> "is", for a singular subject. */
export function conjugate(predicate: string, plural: boolean): string {
  const [verb = '', ...rest] = predicate.split(/\s+/);
  const tail = rest.join(' ');
  const lower = verb.toLowerCase();
  // "not leave the iPad" -> "does not leave the iPad"; "not be stored" -> "is not stored".
  if (lower === 'not') {
    if (/^be\s/i.test(tail)) return `${plural ? 'are' : 'is'} not ${tail.slice(3)}`;
    return `${plural ? 'do' : 'does'} not ${tail}`;
  }
  let form: string;
  if (lower === 'be') form = plural ? 'are' : 'is';
  else if (plural) form = verb;
  else if (lower === 'have') form = 'has';
  else if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) form = `${verb}es`;
  else if (/[^aeiou]y$/i.test(verb)) form = `${verb.slice(0, -1)}ies`;
  else form = `${verb}s`;
  return tail ? `${form} ${tail}` : form;
}

/** One or two Given/When/Then criteria a tester could run, built from the statement itself. */
export function acceptanceCriterion(req: Requirement, ctx: CriterionContext): string {
  return criteriaFor(req, ctx);
}
