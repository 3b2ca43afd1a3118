import type { Context } from '../read/contexts.js';
import { deliveryDate, NON_GOAL } from './keywords.js';
import type { Priority } from '../collect/requirement-types.js';
import { priorityOf } from '../collect/requirements.js';
import { EXCLUSIONS, matchesTable, PRODUCT_RULES, PROSE, ruleFor, TALK } from '../rules/index.js';
import { wordCount } from '../text/words.js';
import { aboutNow, NOW, PAST } from './now.js';
import { CHATTER_START } from './openers.js';
import { aboutToday, otherLanguageRole } from './other-languages.js';
import { rejection } from './rejection.js';
import { RECAP, settledPhrase } from './settled-phrase.js';

/** What one statement of the input is for the PRD. */
export type Role = 'chatter' | 'question' | 'action' | 'nongoal' | 'requirement' | 'risk' | 'info';

export interface Classified {
  role: Role;
  priority?: Priority;
  /** "must not", "may not", "never", "No card data may be stored": a prohibition (P0). */
  prohibition?: boolean;
  /** A transcript's "we could..." (a proposal) or "we decided..." (a decision). */
  stance?: 'proposal' | 'decision';
  /** Chatter that agrees with or rejects the statement before it. */
  reply?: 'agree' | 'reject';
  /** "That's the must-have", "that's a nice-to-have": the priority the reply gives it. */
  replyPriority?: Priority;
}

const OPEN =
  /\b(?:tbd|tbc|to be (?:decided|confirmed|defined|determined)|not sure|unsure|(?:we )?(?:haven'?t|have not|didn'?t|did not) (?:decided|agreed|settled)|undecided|unclear|open question|still open|need to decide|needs? (?:a )?decision|to decide|pending decision)\b|\?\?/i;
const ACTION =
  /^(?:ai|action(?: item)?|todo|to do|next step)\s*[:-]|^i(?:'ll| will)? (?:need|have|must|should) to (?:ask|check with|confirm with|find out|talk to|speak to|chase|email|call)\b|^@?\p{Lu}[\p{L}'-]{1,20}(?: and \p{Lu}[\p{L}'-]{1,20})? (?:to|will) (?:send|share|check|follow up|draft|schedule|look into|confirm|investigate|prepare|write|update|ask|talk|set up|book|get back|circulate|review|create|contact|reach out|find out|sync|email|call|run|organi[sz]e|put together)\b|\bby (?:eod|end of (?:day|week)|(?:next )?(?:monday|tuesday|wednesday|thursday|friday)|tomorrow)\b/iu;
/** "Ffion checks the visa rule with Compliance by 14 Nov", "Owen gets a quote": a named person's task. */
const NAMED_DOER =
  /^@?(\p{Lu}[\p{Ll}'’-]{1,20}|[a-z][a-z\d_]{3,20})(?:'s| is| will)? (asks?|asking|chases?|chasing|finds? out|finding out|talks? to|talking to|speaks? to|gets? (?:a )?quotes?|getting (?:a )?quotes?|checks?|checking|sends?|sending|emails?|emailing|looks? (?:at|into)|looking (?:at|into)|sorts?|sorting|writes?|writing|confirms?|confirming|drafts?|drafting|prepares?|preparing|reviews?|reviewing|does|doing)\b/u;
/** "by Friday", "by 14 Nov", "this week", "by next Sunday": when a task is due. */
const DUE =
  /\b(?:by (?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|by (?:the )?\d{1,2}(?:st|nd|rd|th)? [a-z]{3,}|by (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}|(?:this|next) week|by (?:tomorrow|tonight|eod|monday|the weekend|next week|end of (?:the )?(?:day|week|month)))\b/i;
/** Tasks whatever their date: asking, chasing, finding out, getting a quote. */
const ASKING =
  /^(?:asks?|asking|chases?|chasing|finds? out|finding out|talks? to|talking to|speaks? to|gets? (?:a )?quotes?|getting (?:a )?quotes?)$/i;

function namedTask(text: string): boolean {
  const m = NAMED_DOER.exec(text);
  if (
    !m?.[1] ||
    /^(?:the|a|an|each|every|our|their|this|that|it|we|they|users?|customers?|staff|admins?)$/i.test(
      m[1],
    )
  )
    return false;
  // "Janet checks the bookings every morning" is the product's job; with a date, or asking
  // someone, it is a person's task.
  return DUE.test(text) || ASKING.test(m[2] ?? '') || /\bchecks? .{1,60} with \p{Lu}/u.test(text);
}

/** "- Jen: ask HR about contracts": a listed task with its owner. */
const OWNED_TASK =
  /^@?\p{Lu}[\p{L}'-]{1,20}\s*:\s*(?:send|share|check|follow up|draft|schedule|look into|confirm|investigate|prepare|write|update|ask|talk|set up|book|get|circulate|review|create|contact|reach out|find out|sync|email|call|run|organi[sz]e|put together|wireframes?|mock-?ups?|spec)\b/iu;
const FIRST_PERSON_NEED =
  /^(?:\p{L}+\W+){0,3}?I(?:'ll| will|'d| would)?\s+(?:really\s+)?(?:need|have to|must)\b/iu;
const AGREE =
  /^(?:yes|yeah|yep|yup|ok(?:ay)?|sure|agreed|agree|exactly|great|perfect|sounds good|makes sense|\+1|totally|definitely|absolutely|fine|correct)\b|\b(?:must have|let'?s do (?:it|that)|go for it|that works|i agree|ship it)\b/i;
const REJECT =
  /^(?:no|nope|nah)\b|\b(?:disagree|let'?s not|not in v1|not now|drop (?:it|that)|too expensive|out of scope|no way)\b/i;
const FILLER =
  /^(?:must have|should have|nice to have|let'?s do (?:it|that)|go for it|that works|i agree|me too|do it|ship it|for sure|100%|same here|good point|fair enough|not in v1|not now|let'?s not)?[\s.!,]*$/i;
const PROPOSAL =
  /\b(?:maybe|perhaps|what if|how about|we could|could we|i think we|i'?d (?:suggest|propose)|suggest(?:ion)?|propos(?:e|al)|might be nice|would be nice)\b/i;
// "a swap was agreed in a group chat" tells what happened; only the team agreeing decides.
const DECISION =
  /\b(?:we decided|(?<!\b(?:was|were|been|is|are|be)\s)decided(?: to| that)?|decision\s*:|(?<!\b(?:was|were|been|is|are|be)\s)agreed(?: to| that| on)?|let'?s go with|we'?ll go with|final(?:ly)?\s*:|(?<!\b(?:was|were|been|is|are|be)\s)confirmed)\b/i;
/** "X is only final once…", "Orders ship only after payment", "not charged until": a rule. */
const ONLY_WHEN =
  /\bonly(?:\s+[\p{L}-]+){0,3}?\s+(?:once|when|if|after|until)\b|\b(?:is|are)\s+not\s+[\p{L}]+(?:ed|en)\s+until\b/iu;
/** Launching, going live or shipping on a date: the plan (Milestones), whatever its modal. */
const LAUNCH_DATE =
  /^(?=.*(?:\b(?:want|have|get|need) (?:it|this|the (?:app|product|tool|system)) live\b|\b(?:we|it|the (?:app|product|platform|site|service|tool|system|pilot|beta|mvp|first (?:version|release))|v1)\b[^.]{0,30}?\b(?:launch(?:es|ed|ing)?|go(?:es)? live|ship(?:s|ping)?|release[sd]?|roll(?:s|ing)? out)\b|\b(?:launch|go-live|release) (?:date|target|is|on|by|in|before|ahead of)\b))(?=.*\b(?:\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}\b|(?:january|february|march|april|june|july|august|september|october|november|december)(?: 20\d\d)?|(?:end of|by|in|early|late|mid-?) may|q[1-4]|20\d\d)\b)/i;
const V1_SCOPE =
  /^(?:v1|mvp|phase (?:1|one)|the first version|first release|launch scope|day one)\s*(?:=|:|[–—-])\s*\S.{8,}/i;
const EVERY_PASSIVE =
  /^(?:every|each|all|any)\s+[^,.;]{1,60}?\s+(?:gets?|is|are)\s+(?:automatically\s+|always\s+)?\p{L}+(?:ed|en)\b/iu;
const PERSONAL_SUBJECT = /\b(?:i|we|you|me|us|my|our)\b/i;
/** "That's the must-have", "this is a nice-to-have": a reply that ranks the statement before it. */
const PRIORITY_REPLY =
  /^(?:(?:yes|yeah|yep|ok(?:ay)?|right|exactly|agreed|so)\b[\s,.!-]*)*(?:that|this|it)(?:'s|\s+is)\s+(?:(?:the|a|an|our|my|absolutely|definitely|really)\s+)*(must[- ]haves?|must|essential|critical|non-negotiable|top priority|should[- ]haves?|nice[- ]to[- ]haves?|could[- ]haves?|optional)\b(?:\s+(?:for (?:me|us|v1|launch|the (?:mvp|pilot|first release))|then|too))*[\s.!]*$/i;
/** "Push notifications then.": a choice made at the end of a discussion, a noun phrase only. */
const CHOSEN =
  /^(?:(?:ok(?:ay)?|fine|right|so|alright)\b[\s,]*)?([\p{L}][\p{L}\d' -]{1,50}?)\s+then[.!]*$/iu;
const NOT_A_CHOICE =
  /\b(?:i|we|you|they|he|she|it|that|this|there|here|see|talk|speak|chat|catch|bye|later|is|are|was|were|be|do|did|go|let'?s|thanks|all|me|us|them|what|why|how|who|when|where|ok|okay|good|great|fine|right|next|tomorrow|friday|monday|week|action|items?|steps?|questions?|agenda|topics?|business|lunch|break|wrap|coffee|call|meeting|perfect|cool|nice|awesome|excellent|sure|yes|yeah|no|agreed|done|deal|sorted|noted|lovely|brilliant|alright|bye|cheers)\b/i;
/** "I said we could ship in March": reported speech, what someone said, not what is decided. */
const REPORTED =
  /^(?:\p{L}+\W+){0,3}?I (?:said|told|thought|mentioned|meant|was saying)\b|^(?:someone|somebody|a customer|a user|a client|people|they|\p{Lu}[\p{L}'-]{1,20}) (?:asked|wondered|wants to know|wanted to know|asks) (?:if|whether|about)\b/iu;
/** "HR needs to answer that": someone owes an answer (an action item), not a requirement. */
const OWES_ANSWER =
  /^@?\p{Lu}[\p{L}'-]{1,20}(?: team)? (?:needs?|has|have|will have) to (?:answer|decide|confirm|check|clarify|sign off on|weigh in on|look at) (?:that|this|it)\b/u;

const PROHIBITION =
  /\b(?:must not|mustn'?t|may not|shall not|should not|shouldn'?t|cannot|can ?not|can'?t|is not allowed|are not allowed|not be allowed|never|(?:will not|won'?t)(?!\s+(?:need|have to|be required|be needed))|(?:do|does)(?:n'?t| not) (?:get|have) (?:any )?(?:access|to (?:see|edit|change|view|open|download))|(?:have|has|get|gets) no access)\b|^no\s+[^,.(]{1,60}\b(?:may|must|can|shall|should|will|is|are)\b(?:\s+(?:be|ever))?/i;
const RELEASE_LATER =
  /\b(?:not (?:in|for) (?:this|the first|the initial|the next|v1|the mvp|mvp|phase (?:1|one)|launch|now)\b|not in v1|not now|not for now|in (?:a )?later (?:release|phase|version)|next (?:release|version|phase)|phase (?:2|two)|v2\b|for later|later release|post[- ]launch|(?<!\b(?:days?|weeks?|months?|years?|quarters?)\s)after launch)/i;
const WE_WONT =
  /^(?:we|i|you)?\s*(?:won'?t|will not|are not going to|aren'?t going to|do not|don'?t)\s+(?:build|do|support|offer|include|ship|have|add|provide|need|make|bother)\b/i;
const LEADING_NO = /^no\s+\S/i;
const EXPLICIT_PROHIBITION = /\b(?:must|shall|may|should)\s+not\b|\bmustn'?t\b|\bshouldn'?t\b/i;
const MODAL =
  /\b(?:must|shall|should|could|(?<!\b(?:in|by|of|until|since|from|early|late|mid|before|after)\s)may(?!\s+\d)|need(?:s)? to|has to|have to|required|requires?|will|can|want(?:s)? to)\b/i;

const REQUIREMENT_CONTEXTS = new Set<Context | undefined>([
  undefined,
  'must',
  'should',
  'could',
  'requirements',
  'nfr',
  'decisions',
]);
const WANT_PRODUCT =
  /^(?:i|we)\s+(?:really\s+)?(?:want|need|would like)\s+(?:to (?:build|make|create|have)\s+)?(?:an?|the|our)\s+(?:[\w-]+\s+){0,3}?(?:app|application|tool|platform|marketplace|service|portal|system|dashboard|website|site|bot|product|solution)\b/i;
const DESCRIPTIVE = new Set<Context>(['personas', 'goals', 'problem', 'milestones']);
const CONTEXT_PRIORITY: Partial<Record<Context, Priority>> = {
  must: 'P0',
  should: 'P1',
  could: 'P2',
  decisions: 'P0',
};

interface ClassifyOptions {
  /** A transcript or an email thread: short replies are chatter, "we could" a proposal. */
  conversation: boolean;
  /** English: the rules read sentences; otherwise only the layout counts. */
  english: boolean;
  /** Written in an email: a short line with a number ("Late cancellations cost £25") is meant. */
  mail?: boolean;
}

/** Must and should in German, French, Spanish and Portuguese briefs. */
const OTHER_MUST =
  /(?<![\p{L}])(?:muss|müssen|darf nicht|dürfen nicht|doit|doivent|il faut|ne doit pas|debe|deben|tiene que|tienen que|hay que|no debe|deve|devem|tem que|t[êe]m que|n[ãa]o deve)(?![\p{L}])/iu;
const OTHER_SHOULD =
  /(?<![\p{L}])(?:soll|sollen|sollte|wir wollen|wir möchten|nous voulons|on veut|il faudrait|devrait|queremos que|necesitamos|deber[íi]a|queremos|precisamos|deveria)(?![\p{L}])/iu;
const ASKS =
  /^(?:who|what|why|(?:anyone|anybody)(?!\s+(?:can|may|must|should|shall|with)\b)|does anyone|can we|could we|should we|shall we|do we|are we|is there|are there|how about)\b(?! (?:is|are|was) (?:the|a|our|that)\b)/i;
/** "Who must approve refunds is the manager": a statement, though it starts like a question. */
const MODAL_STATEMENT = /\b(?:must|shall|has to|have to|needs?|requires?|required)\b/i;
const RESTART = /\s[—–]\s|\[crosstalk\]|\bsorry,\s*|\bI mean,?\s+/i;
/** "do they need it too": the words of a question, whatever verb follows. */
const INVERTED =
  /\b(?:do|does|did|should|can|could|would|will|is|are)\s+(?:we|they|you|it|he|she|i|users|people)\b/i;

/** The role of one statement from its words and its layout (item, heading context). */
export function classify(
  text: string,
  item: boolean,
  context: Context | undefined,
  options: ClassifyOptions,
): Classified {
  // Under "What the others do" or "Competitors": another product's facts, never ours.
  if (context === 'others') return { role: 'chatter' };
  // "We dropped SSO", "payments are not v1 either", "hors périmètre": scope cut, in any language.
  // A bare "No, not in v1." names nothing: it is a reply that rejects what came before.
  if (
    context !== 'questions' &&
    !/\?\s*$/.test(text) &&
    !FILLER.test(text.replace(CHATTER_START, '')) &&
    matchesTable(EXCLUSIONS, text)
  )
    return { role: 'nongoal' };
  if (!options.english) return roleInOtherLanguage(text, item, context, options);
  return talkRole(text, item, context, options) ?? statementRole(text, item, context, options);
}

/** A brief in another language: its layout, and the must/should words of other-languages.ts. */
function roleInOtherLanguage(
  text: string,
  item: boolean,
  context: Context | undefined,
  options: ClassifyOptions,
): Classified {
  if (context === 'nongoal') return { role: 'nongoal' };
  if (context === 'questions') return { role: 'question' };
  if (context === 'actions') return { role: 'action' };
  // "jajaja", "Merci, super", "Marina, ¿puedes pedir presupuesto?", "Jonas klärt das bis
  // Freitag", "las alumnas reservan…", "on peut annuler…": read in other-languages.ts.
  const said =
    !context || context === 'other' ? otherLanguageRole(text, options.conversation) : undefined;
  if (said === 'chatter' || said === 'action' || said === 'risk') return { role: said };
  if (/\?\s*$/.test(text)) return { role: 'question' };
  if (context === 'risks') return { role: 'risk' };
  if (
    (item && REQUIREMENT_CONTEXTS.has(context)) ||
    (context && CONTEXT_PRIORITY[context]) ||
    context === 'requirements'
  )
    return { role: 'requirement', priority: (context && CONTEXT_PRIORITY[context]) ?? 'P1' };
  // "Queremos que cada entrega aparezca…", "Die App muss…", "il faut…": a need stated in words.
  if (!context || context === 'other') {
    // "Ahora tienen que venir a la biblioteca" tells what people do today, not the product.
    const today = aboutToday(text);
    if (OTHER_MUST.test(text) && !today) return { role: 'requirement', priority: 'P0' };
    if (OTHER_SHOULD.test(text) && !today) return { role: 'requirement', priority: 'P1' };
    if (said === 'requirement') return { role: 'requirement', priority: 'P1' };
  }
  return { role: 'info' };
}

/** Quotes, rejections, replies, questions and tasks: what is said, not what the product does. */
function talkRole(
  text: string,
  item: boolean,
  context: Context | undefined,
  options: ClassifyOptions,
): Classified | undefined {
  // '"I want someone whose evenings are my evenings." (P1)', 'Jonas (P2): "On Tandem you can
  // filter by city."': a person quoted in research is evidence, not a requirement.
  if (QUOTED.test(text)) return { role: 'info' };
  // "We agreed not to…", "let's drop X", "X is off the table": an idea rejected, never a decision
  // to build it (read before chatter, questions and the "agreed"/"decided" stance below).
  const rejected = context === 'nongoal' || /\?\s*$/.test(text) ? undefined : rejection(text);
  if (rejected) return rejected.back ? { role: 'chatter', reply: 'reject' } : { role: 'nongoal' };
  if (options.conversation && !item) {
    const ranked = PRIORITY_REPLY.exec(text);
    if (ranked)
      return { role: 'chatter', reply: 'agree', replyPriority: priorityOf(ranked[1] ?? '') };
    const chosen = CHOSEN.exec(text);
    if (chosen && !NOT_A_CHOICE.test(chosen[1] ?? ''))
      return { role: 'requirement', priority: 'P0', stance: 'decision' };
    if (REPORTED.test(text)) return { role: 'info' };
    if (OWES_ANSWER.test(text)) return { role: 'action' };
    // "Talked to the leads, we'll cap it at 4 orders per trolley": the team settling a rule.
    if (WE_WILL.test(text)) return { role: 'requirement', priority: 'P0', stance: 'decision' };
    // "Sorry, go on", "we need that", "no idea", "Hana, can you check …": talk, not product.
    const talk = ruleFor(TALK, text)?.name;
    if (talk === 'asks-someone' || talk === 'assigns-someone') return { role: 'action' };
    if (talk === 'does-not-know') return { role: 'question' };
    if (talk) return { role: 'chatter', ...(talk === 'needs-that' ? { reply: 'agree' } : {}) };
  }
  const rest = text.replace(CHATTER_START, '');
  const listed = item || context !== undefined;
  const terse = options.conversation && !(options.mail && /\d/.test(text));
  if (
    !listed &&
    (rest.length < text.length || (terse && wordCount(text) <= 4 && !MODAL.test(text)))
  ) {
    if (FILLER.test(rest) || (terse && wordCount(rest) < 4 && !MODAL.test(rest))) {
      const reply = REJECT.test(text) ? 'reject' : AGREE.test(text) ? 'agree' : undefined;
      return { role: 'chatter', reply };
    }
  }
  // "@Marco can you get the SRT export spec'd …?" in a ticket's comments, or "@Tom Reid draft the
  // disclaimer by 20 Feb" in a page's list: a task handed to someone, in a brief as in a call.
  const handed = context !== 'questions' ? ruleFor(TALK, text)?.name : undefined;
  if (handed === 'assigns-someone' || (handed === 'asks-someone' && /^@/.test(text)))
    return { role: 'action' };
  if (context === 'questions' || /\?\s*$/.test(text) || OPEN.test(text))
    return { role: 'question' };
  // "My one real worry is …", "I still don't know whether …", "X suggested Y, but …": prose.
  if (!context || context === 'problem' || context === 'other') {
    const prose = ruleFor(PROSE, text)?.name;
    if (prose === 'risk' || prose === 'question' || prose === 'nongoal') return { role: prose };
  }
  // A chat's question without its question mark ("who wants pizza friday"): a short one is
  // talk, a longer one is still a question; neither is a requirement.
  // "Can we — [crosstalk] — sorry, the crews need a route sheet": what is said after a restart.
  const said = text.split(RESTART).pop() ?? text;
  if (
    options.conversation &&
    !listed &&
    ASKS.test(said) &&
    (!MODAL_STATEMENT.test(said) || INVERTED.test(said))
  )
    return wordCount(said) <= 6 ? { role: 'chatter' } : { role: 'question' };
  // Under "Requirements", "… so that I can pick the squad by Thursday" is a story, not a task.
  if (
    context === 'actions' ||
    (context !== 'requirements' &&
      (ACTION.test(text) || (item && OWNED_TASK.test(text)) || namedTask(text)))
  )
    return { role: 'action' };
  // "That's the council's food bank and we don't want to compete with it": a reason.
  if (REASON_FOR.test(text) && !/\b(?:must|shall)\b/i.test(text)) return { role: 'info' };
  // "I'll need more coffee": a speaker's own need in a call, not the product's.
  if (options.conversation && FIRST_PERSON_NEED.test(text)) return { role: 'info' };
  return undefined;
}

/** Scope cuts, prohibitions, requirements and facts: what the statement says of the product. */
function statementRole(
  text: string,
  item: boolean,
  context: Context | undefined,
  options: ClassifyOptions,
): Classified {
  const listed = item || context !== undefined;
  if (context === 'risks') return { role: 'risk' };
  // Under "Problem" or "Who it's for", "members cannot see what is available" describes today;
  // only an explicit "must not"/"may not" forbids something there.
  const prohibition =
    PROHIBITION.test(text) &&
    !NOW.test(text) &&
    !PAST.test(text) &&
    !(context && DESCRIPTIVE.has(context) && !EXPLICIT_PROHIBITION.test(text));
  const later = RELEASE_LATER.test(text);
  if (
    context === 'nongoal' ||
    later ||
    WE_WONT.test(text) ||
    (!prohibition && (NON_GOAL.test(text) || (LEADING_NO.test(text) && !MODAL.test(text))))
  ) {
    return { role: 'nongoal' };
  }
  if (prohibition) return { role: 'requirement', priority: 'P0', prohibition: true };
  // "V1 = parents list outgrown items", "MVP: a map of open jobs": the first release's scope.
  if (V1_SCOPE.test(text) && !/\?\s*$/.test(text)) return { role: 'requirement', priority: 'P0' };
  // "We have to launch before the autumn: the target is 1 September" is a milestone, not a feature.
  if (LAUNCH_DATE.test(text) || deliveryDate(text)) return { role: 'info' };
  // "I want a tool where clerks can log parcels" describes the product (see capabilities.ts).
  if (WANT_PRODUCT.test(text)) return { role: 'info' };
  // "As a store manager, I want to see …" under a ticket's description is still its story.
  if (/^as an?\s+[^,]{2,60},\s*(?:i|we)\s+(?:want|need|would like)\b/i.test(text))
    return { role: 'requirement', priority: 'P1' };
  // Under "Who it's for", "Goals", "Background" or "Timeline" a line describes, it asks nothing.
  if (context && DESCRIPTIVE.has(context) && !/\b(?:must|shall)\b/i.test(text))
    return { role: 'info' };
  const modal = priorityOf(text);
  const stance = options.conversation
    ? DECISION.test(text)
      ? 'decision'
      : PROPOSAL.test(text)
        ? 'proposal'
        : undefined
    : undefined;
  const contextual = context ? CONTEXT_PRIORITY[context] : undefined;
  if (
    modal ||
    (item && REQUIREMENT_CONTEXTS.has(context)) ||
    contextual ||
    context === 'requirements' ||
    stance === 'decision'
  ) {
    const priority: Priority =
      stance === 'decision' ? 'P0' : stance === 'proposal' ? 'P2' : (contextual ?? modal ?? 'P1');
    return { role: 'requirement', priority, stance };
  }
  // "The tablet tells them to move the food", "anything past its date shows up in red", "the
  // coordinator gets an email": what the product does, said in the present tense.
  if (SYSTEM_DOES.test(text) && !NOW.test(text) && !PAST.test(text))
    return { role: 'requirement', priority: 'P1' };
  // "Lessons are paid up front by card", "only the coordinator can see why", "if nobody checks in
  // the slot is released": a rule of the product said without a modal (rules/product.ts).
  if (matchesTable(PRODUCT_RULES, text) && !aboutNow(text) && !PERSONAL_SUBJECT.test(text))
    return { role: 'requirement', priority: 'P1' };
  // "A swap is only final once the manager approves it", "every page gets logged with a
  // timestamp": a rule of the product, without a modal.
  if (
    (ONLY_WHEN.test(text) || EVERY_PASSIVE.test(text)) &&
    !PERSONAL_SUBJECT.test(text) &&
    !NOW.test(text)
  )
    return { role: 'requirement', priority: 'P1' };
  // "Printable route sheet per crew per day.", "Up to five items per booking, yes.": what a
  // call settles, said as a phrase with no verb.
  if (options.conversation && !listed && RECAP.test(text) && settledPhrase(text))
    return { role: 'requirement', priority: 'P1' };
  return { role: 'info' };
}

const SYSTEM_DOES =
  /\b(?:the (?:app|tablet|system|tool|site|website|platform|screen|kiosk|dashboard|bot|page|portal|scanner|printer)|it)\s+(?:\p{Ll}+ly\s+)?(?:shows|tells|sends|flags|lists|displays|notifies|alerts|emails|texts|prints|records|syncs|exports|highlights|reminds|warns|blocks|locks|calculates|suggests|generates|marks|says|reads out)\b|\b(?:shows up|is flagged|are flagged|gets flagged|is highlighted|are highlighted|gets? an? (?:(?:e-?mail|text|sms|push|whatsapp) )?(?:email|text|sms|alert|notification|reminder|push|message|confirmation)\b)/iu;
/** "That's the council's food bank", "It's a different business": a reason, said of what came before. */
const REASON_FOR = /^(?:that|this|it)(?:'s|’s|\s+is|\s+was)\s/i;

/** A quotation: opening quote mark (after an optional "Name (P2):"), or a closing one before "(P3)". */
const QUOTED =
  /^(?:[\p{Lu}][\p{L}'’-]{1,20}(?:\s*\([^)]{1,12}\))?\s*:\s*)?["“]|^[^"“”]{3,}["”]\s*$|["”]\s*\((?:P\d{1,2}|[\p{Lu}][\p{L}]{0,15}(?:,\s*\d{1,3})?)(?:,\s*P?\d{1,2})*\)\s*\.?$/u;

/** "we'll cap it at 4", "we will require a PIN": what the team says it will make the product do. */
export const WE_WILL =
  /\bwe(?:'ll| will| are going to|'re going to)\s+(?:cap|limit|allow|support|add|build|show|send|require|keep|set|make|offer|let|charge|store|delete|block|hold|notify|remind)\b/i;
