import nlp from 'compromise';
import { SYSTEM_SUBJECT } from '../classify/keywords.js';
import { singular } from './people.js';
import type { CriterionContext, Requirement } from './requirement-types.js';
import { isAdverb, startsWithVerb } from '../text/verbs.js';
import {
  article,
  clean,
  conjugatePhrase,
  lowerName,
  outcome,
  pluralSubject,
  stripArticle,
} from './criteria-words.js';

/**
 * Given/When/Then criteria built from the requirement's own words: its actor, its action and
 * object, its condition ("when", "if", "after"...), its limits ("up to 4 hours") and, for a
 * prohibition, what must not happen. Verb forms come from compromise (verbs.ts).
 */

/** What a requirement's criteria say when its words give no testable condition and result. */
export const TO_BE_AGREED = 'Acceptance criteria to be agreed.';

// The condition ends before a purpose ("after each ride so we can pay expenses").
const CONDITION =
  /,?\s*\b(when|whenever|if|after|once|before|as soon as|unless)\s+(?!possible\b)((?:(?!\s+so\s+(?:that|we|they|it|you|i|the|he|she)\b)[^,.;])+)/i;
const LIMIT =
  /\b(up to|at most|no more than|not more than|maximum of|max(?:imum)?\.?|within|under|less than|fewer than|at least|minimum of|min(?:imum)?\.?|more than|over)\s+([$€£¥]?\d[\d,.]*(?:k\b)?\s*(?:%|(?:(?:business|working|calendar|school|full)\s+)?(?!(?:per|a|an|and|or)\b)[a-zA-Z€$£]+)?(?:\s*(?:per|a|an)\s+\w+)?)/i;
/** "If a customer picks store credit, they get a 10% bonus": the condition leads the sentence. */
const LEADING_CONDITION =
  /^(if|when|whenever|once|after|as soon as|before)\s+([^,;]{3,120}),\s*(?:then\s+)?([^,;].*)$/i;
/** "At the desk, a volunteer scans …": a short setting, then one person and their verb. */
const LEADING_PHRASE =
  /^((?:at|in|on|inside|outside|behind|from|during|every|each|\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s[^,;]{1,60}),\s*((?:a|an|the|each|every)\s+([\p{L}-]+)\s+\p{L}+s\b.*)$/iu;
/** "Refunds go back to the card within 5 days": a noun phrase and its verb, a fact to check. */
const CLAUSE =
  '^#Determiner? (#Adjective|#Noun|#Possessive)+ #Adverb? (#PresentTense|#Modal|#Copula)';
const ABLE = /^(?:be able to|have the ability to|can|be allowed to|get to)\s+/i;
const PERCEIVE =
  /^(?:\w+ly\s+)?(?:see|view|get|receive|find|read|access|know|hear|track|monitor|check|have|keep)\b/i;
const STATED_FACT = /^[\p{L}\d' -]{2,60}?\s(?:is|are|gets?|stays?|remains?|expires?|lasts?)\s/iu;

const SPEED =
  /\b(?:loads?|loading|respond|responds|response|returns?|completes?|processe[sd]?|appears?|renders?|syncs?|delivere?d?|arrives?|answers?|replies|reply|latency|fast|quick(?:ly)?|takes?)\b/i;

function limitCriterion(text: string, who: string, product: string): string | undefined {
  const limit = LIMIT.exec(text);
  if (!limit) return undefined;
  const kind = (limit[1] ?? '').toLowerCase();
  const value = (limit[2] ?? '').trim().replace(/[.,]+$/, '');
  if (!/\d/.test(value)) return undefined;
  if (/^(?:at least|minimum|min|more than|over)/.test(kind)) {
    // "When a child is stuck for more than 3 seconds, the app says the word": a trigger in a
    // condition, not a minimum someone enters.
    if (
      /\b(?:when|whenever|if|after|once|until|as soon as)\b[^,;.]*$/i.test(
        text.slice(0, limit.index),
      )
    )
      return undefined;
    return `**Given** a value below ${kind.startsWith('at least') || kind.startsWith('min') ? 'the minimum of ' : ''}${value}, **when** ${who} submits it, **then** ${product} refuses it and states the limit (${limit[0]}).`;
  }
  if (kind === 'within' || kind === 'under' || kind === 'less than') {
    // A speed only when the statement is about how fast something happens ("pages load within
    // 2 s"), not a deadline in a rule ("released when not checked in within 10 minutes").
    if (!SPEED.test(text)) return undefined;
    return `**Given** normal load, **when** ${who} measures it, **then** it completes ${limit[0]} every time.`;
  }
  return `**Given** a request beyond ${value}, **when** ${who} confirms it, **then** ${product} refuses it and says that the limit is ${value}.`;
}

/** "Managers approve shift swaps" (a list item without a modal): its actor and action. */
function actorOf(req: Requirement, ctx: CriterionContext): Requirement {
  if (req.subject || LEADING_CONDITION.test(req.predicate)) return req;
  const words = req.predicate.split(/\s+/);
  for (const size of [1, 2, 3]) {
    const who = words.slice(0, size).join(' ');
    const verb = words[size] ?? '';
    if (!/^[a-z]+$/.test(verb) || !ctx.isPerson(who.replace(/^(?:the|all|each|every)\s+/i, '')))
      continue;
    if (isAdverb(verb) || !startsWithVerb(verb)) continue;
    const base = /[^s]s$/i.test(who)
      ? verb
      : verb.replace(/(?<=[^aeiou])ies$/, 'y').replace(/(?<=(?:sh|ch|x|ss|o))es$|s$/, '');
    return { ...req, subject: who, predicate: [base, ...words.slice(size + 1)].join(' ') };
  }
  return req;
}

/** One or two criteria for a requirement, each a Given/When/Then sentence. */
export function criteriaFor(original: Requirement, ctx: CriterionContext): string {
  // A condition taken out of the middle leaves "working , queue": no space before punctuation.
  const text = criteriaText(original, ctx).replace(/\s+([,.;])/g, '$1');
  return wellFormed(text) ? text : TO_BE_AGREED;
}

/** "Given a members who don't using …", "when an action would No payments …": a template the
 * statement did not fit. Such a criterion misleads; "to be agreed" says what is true. */
const MISFIT =
  /\*\*Given\*\* (?:an?|the) (?:[^*]*?[,()][^*]*?|(?:\S+\s+){4,}\S+|\S+s who\b[^*]*?) using\b|\b(?:would|does not|do not|tries to) \p{Lu}|,\s*and,?\s*\*\*then\*\*|\*\*when\*\*(?:\s+(?!\*\*then)\S+){30}|\b(?:of|to|for|with|at|in|on|by) (?:is|are) \p{Ll}+(?:ed|en)\b/u;

function wellFormed(criterion: string): boolean {
  return criterion === TO_BE_AGREED || !MISFIT.test(criterion);
}

/** "When a class is full, members": a condition before the subject, and the subject. */
const CONDITION_FIRST = /^(?:when|whenever|if|once|after|as soon as)\s+([^,]{3,120}),\s*(\S.*)$/i;

/**
 * The "when" of a condition: "before 6pm" -> "it is before 6pm"; "after each ride" (no verb)
 * -> "each ride is over", "after 6pm" -> "it is after 6pm"; "after the payment clears" -> "the
 * payment clears".
 */
function whenOf(word: string, phrase: string): string {
  const said = phrase.trim();
  const lower = word.toLowerCase();
  if (lower === 'before') return `it is before ${said}`;
  if (lower !== 'after' || nlp(said).has('#Verb')) return said;
  return /^(?:each|every|a|an|the|their|its)\s+\p{L}/iu.test(said)
    ? `${said} is over`
    : `it is after ${said}`;
}

/** What every criterion of one requirement is built from. */
interface Parts {
  req: Requirement;
  ctx: CriterionContext;
  lowerFirst: (text: string) => string;
  product: string;
  subject: string;
  personSubject: boolean;
  actor: string;
  who: string;
  given: string;
  predicate: string;
  when: string | undefined;
  limit: string | undefined;
}

function partsOf(original: Requirement, ctx: CriterionContext): Parts {
  const lowerFirst = (text: string) => lowerName(text, ctx.names);
  const req = actorOf(original, ctx);
  const product = ctx.product;
  const conditionFirst = CONDITION_FIRST.exec(req.subject.trim());
  const subject = (conditionFirst ? (conditionFirst[2] ?? '') : req.subject).trim();
  const personSubject =
    subject && !/^no\s/i.test(subject) && !SYSTEM_SUBJECT.test(subject) && ctx.isPerson(subject);
  const actor = personSubject ? singular(stripArticle(subject)).toLowerCase() : ctx.persona;
  const who = `the ${actor}`;
  const given = `**Given** ${article(actor)} using ${product}`;
  const found = CONDITION.exec(req.predicate);
  // "sync when back online": a verbless condition stays part of the action.
  const condition = found && (found[2] ?? '').trim().split(/\s+/).length >= 3 ? found : null;
  let predicate = clean(condition ? req.predicate.replace(condition[0], ' ') : req.predicate)
    .replace(/\s+/g, ' ')
    .replace(/^(?:also|always)\s+/i, '');
  predicate = predicate.replace(ABLE, '');
  const when = condition
    ? whenOf(condition[1] ?? '', condition[2] ?? '')
    : conditionFirst?.[1]?.trim();
  const limit = limitCriterion(req.text, who, product);
  return {
    req,
    ctx,
    lowerFirst,
    product,
    subject,
    personSubject: Boolean(personSubject),
    actor,
    who,
    given,
    predicate,
    when,
    limit,
  };
}

/** A criterion, then the limit's own criterion when the statement states one. */
function withLimit(criterion: string, limit: string | undefined): string {
  return limit ? `${criterion} ${limit}` : criterion;
}

/** "must not", "never": what must not happen, or what the person is spared. */
function prohibitionText(p: Parts): string {
  const { lowerFirst, product, subject, personSubject, actor, who, given, predicate, when } = p;
  const negated = /^(?:not|never)\s+/i.test(predicate)
    ? predicate.replace(/^(?:not|never)\s+/i, '')
    : predicate;
  const noSubject = /^no\s+(.+)$/i.exec(subject);
  if (noSubject) {
    // "No customer card data may be stored" -> then no customer card data is stored.
    const thing = clean(noSubject[1] ?? '');
    const plural = pluralSubject(thing);
    const task = `${article(actor)} completes a task that involves ${stripArticle(thing)}`;
    const then = /^be\s+/i.test(negated)
      ? `no ${lowerFirst(thing)} ${plural ? 'are' : 'is'} ${negated.replace(/^be\s+/i, '')}, in storage or in logs`
      : `no ${lowerFirst(thing)} ${conjugatePhrase(negated, plural)}`;
    return `${given}, **when** ${when ?? task}, **then** ${then}.`;
  }
  if (/^be\s+/i.test(negated)) {
    const thing = subject ? lowerFirst(subject) : product;
    return `${given}, **when** ${when ?? 'this is checked'}, **then** ${thing} ${pluralSubject(thing) ? 'are' : 'is'} not ${negated.replace(/^be\s+/i, '')}.`;
  }
  if (personSubject && /^(?:need|have|get|see|receive|pay|wait|enter|type)\b/i.test(negated)) {
    // "Children never need a login": what the person is spared, not an attempt refused.
    const people = lowerFirst(subject);
    return `${given}, **when** ${when ?? `${who} uses ${product}`}, **then** ${people} ${conjugatePhrase(`not ${negated}`, pluralSubject(people))}.`;
  }
  if (personSubject)
    return `${given}, **when** ${who} tries to ${negated}${when ? ` ${when}` : ''}, **then** ${product} refuses it and ${who} sees why.`;
  const system = !subject || /^(?:we|it|they)$/i.test(subject) ? product : lowerFirst(subject);
  return `${given}, **when** ${when ?? `an action would ${negated}`}, **then** ${system} ${conjugatePhrase(`not ${negated}`, pluralSubject(system))}.`;
}

/** "If a customer picks store credit, they get a 10% bonus on top": condition, then outcome. */
function leadingConditionText(p: Parts): string | undefined {
  const { req, ctx, lowerFirst, product, subject, actor } = p;
  const leading = subject ? null : LEADING_CONDITION.exec(clean(req.text));
  if (!leading) return undefined;
  // When the condition holds, the outcome follows, each as written.
  const [, word = '', cause = '', effect = ''] = leading;
  const person = /\b(?:a|an|the|each|every)\s+([\p{L}-]+)/iu.exec(cause)?.[1];
  const actorNow = person && ctx.isPerson(person) ? singular(person).toLowerCase() : actor;
  const start = word.toLowerCase() === 'before' ? 'it is before ' : '';
  const lead = /^(?:if|when|whenever|once|before)$/i.test(word) ? '' : `${word.toLowerCase()} `;
  return withLimit(
    `**Given** ${article(actorNow)} using ${product}, **when** ${start}${lead}${lowerFirst(cause.trim())}, **then** ${lowerFirst(effect.trim())}.`,
    p.limit,
  );
}

/** "At the desk, a volunteer scans the card": the person acts where or when the phrase says. */
function framedText(p: Parts): string | undefined {
  const { req, ctx, lowerFirst, product, subject, actor } = p;
  const framed = subject ? null : LEADING_PHRASE.exec(clean(req.text));
  if (!framed) return undefined;
  const [, frame = '', clause = '', noun = ''] = framed;
  const person = ctx.isPerson(noun) ? singular(noun).toLowerCase() : actor;
  const setting = /^(?:[\p{L}\d-]+\s+){0,3}(?:before|after)\s/iu.test(frame)
    ? `it is ${lowerFirst(frame)}`
    : /^(?:at|in|on|inside|outside|behind|from)\s/i.test(frame)
      ? `the ${person} is ${lowerFirst(frame)}`
      : 'this is checked';
  return withLimit(
    `**Given** ${article(person)} using ${product}, **when** ${setting}, **then** ${lowerFirst(clause.trim())}.`,
    p.limit,
  );
}

/** "Check-in: the desk scans the member's QR code", "Price: $12 per seat": a labelled line. */
function labelledText(p: Parts): string | undefined {
  const { req, lowerFirst, product, subject, who, given } = p;
  const labelled = /^([\p{L}][\p{L} -]{1,30}):\s+(.+)$/u.exec(clean(req.text));
  // "The core loop is: …" is a sentence that goes on after a colon, not a label.
  if (subject || !labelled || /\s(?:is|are|was|were)$/i.test(labelled[1] ?? '')) return undefined;
  const label = lowerFirst(labelled[1] ?? '');
  const said = labelled[2] ?? '';
  const condition = LEADING_CONDITION.exec(said);
  if (condition) {
    // "Waitlist: when someone cancels, the first person gets an email": the condition and its
    // outcome, as written.
    const [, word = '', cause = '', effect = ''] = condition;
    const start = word.toLowerCase() === 'before' ? 'it is before ' : '';
    const lead = /^(?:if|when|whenever|once|before)$/i.test(word) ? '' : `${word.toLowerCase()} `;
    return withLimit(
      `${given}, **when** ${start}${lead}${lowerFirst(cause.trim())}, **then** ${lowerFirst(effect.trim())}.`,
      p.limit,
    );
  }
  if (
    said.split(/\s+/).length >= 4 &&
    !/^[$€£¥\d]/.test(said) &&
    nlp(said).has('(#PresentTense|#Modal)') &&
    nlp(said).verbs().length > 0
  )
    // "Check-in: the desk scans the member's QR code": what happens there, as written.
    return withLimit(
      `${given}, **when** ${who} uses the ${label}, **then** ${lowerFirst(said)}.`,
      p.limit,
    );
  // "Price: $12 per seat per month" -> the value is shown exactly as stated.
  return withLimit(
    `${given}, **when** ${who} checks the ${label}, **then** ${product} shows exactly "${said}".`,
    p.limit,
  );
}

/** A statement without an actor that states a fact, checked as written. */
function factText(p: Parts): string | undefined {
  const { req, lowerFirst, subject, given, predicate, when } = p;
  if (subject) return undefined;
  const fact =
    // "Responses are kept for 12 months on Free".
    STATED_FACT.test(predicate) ||
    // "Refunds go back to the original payment method within 5 business days".
    (!req.prohibition &&
      !startsWithVerb(predicate) &&
      predicate.length <= 300 &&
      nlp(predicate).has(CLAUSE));
  if (!fact) return undefined;
  return withLimit(
    `${given}, **when** ${when ?? 'this is checked'}, **then** ${lowerFirst(clean(predicate))}.`,
    p.limit,
  );
}

/** What the actor does, or what the product or the subject is or does. */
function actionText(p: Parts): string {
  const { lowerFirst, product, subject, personSubject, who, given, predicate, when, limit } = p;
  if (!subject && !startsWithVerb(predicate) && !/^be\s/i.test(predicate)) {
    // A listed feature without a verb ("CSV export of invoices"): no condition or result to
    // test in these words; a template ("works as described") would only restate them (item 8).
    return limit ?? TO_BE_AGREED;
  }
  if (/^be\s+/i.test(predicate)) {
    // "Payment data must be encrypted" -> then payment data is encrypted.
    const thing = subject ? lowerFirst(subject) : product;
    return withLimit(
      `${given}, **when** ${when ?? 'this is checked'}, **then** ${thing} ${pluralSubject(thing) ? 'are' : 'is'} ${predicate.replace(/^be\s+/i, '')}.`,
      limit,
    );
  }
  if (personSubject || (!subject && startsWithVerb(predicate))) {
    const action = predicate;
    if (PERCEIVE.test(action))
      return withLimit(
        `${given}, **when** ${when ?? `${who} opens ${product}`}, **then** ${who} ${conjugatePhrase(action, false)}.`,
        limit,
      );
    const result = outcome(action);
    if (!result) return limit ?? TO_BE_AGREED;
    const then = `${result} and ${who} sees it confirmed`;
    return withLimit(
      `${given}, **when** ${when ? `${when}, and ` : ''}${who} ${conjugatePhrase(action, false)}, **then** ${then}.`,
      limit,
    );
  }
  const system = !subject || /^(?:we|it|i)$/i.test(subject) ? product : lowerFirst(subject);
  const plural = system !== product && pluralSubject(system);
  return withLimit(
    `${given}, **when** ${when ?? `${who} reaches this step`}, **then** ${system} ${conjugatePhrase(predicate, plural)}.`,
    limit,
  );
}

function criteriaText(original: Requirement, ctx: CriterionContext): string {
  const p = partsOf(original, ctx);
  if (p.req.prohibition) return prohibitionText(p);
  return (
    leadingConditionText(p) ?? framedText(p) ?? labelledText(p) ?? factText(p) ?? actionText(p)
  );
}
