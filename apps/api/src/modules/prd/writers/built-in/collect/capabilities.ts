import nlp from 'compromise';
import { aboutNow } from '../classify/now.js';
import { findPersonas, singular } from './people.js';
import type { Candidate } from './requirements.js';
import { MESSAGE_SOURCE, type Sentence } from '../read/sentences.js';
import { baseOf, startsWithVerb } from '../text/verbs.js';

/**
 * What a descriptive sentence says people can do: "An app for kids to track their chores" ->
 * "Kids can track their chores"; "a tool where clerks can log returned parcels" -> "Clerks can
 * log returned parcels". One-line briefs state their features this way, without "must".
 */
const CAPABILITY =
  /\b(?:for|where|so that|so|lets|helps|allows|allowing|enables|enabling)\s+((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s+(can\s+|to\s+|could\s+|will\s+)?([a-z]+)\b([^.!?]*)/u;

/** Most descriptive sentences read for capabilities (they are few in a brief). */
const MAX_READ = 120;

/** "An app for kids to track chores" -> "Kids can track chores" (undefined when it says none). */
function capabilityOf(sentence: Sentence): string | undefined {
  const match = CAPABILITY.exec(sentence.text);
  const subject = match?.[1]?.replace(/^(?:the|all|our|their|busy)\s+/i, '') ?? '';
  const verb = match?.[3] ?? '';
  const rest = (match?.[4] ?? '').trimEnd();
  if (!match || !subject || /^(?:me|us|them|it|you|people)$/i.test(subject)) return undefined;
  if (!findPersonas([{ text: `the ${subject}`, source: MESSAGE_SOURCE }]).length) return undefined;
  // After "can" or "to" the next word is the verb; otherwise ("helps farmers record") check it.
  if (!match[2] && !startsWithVerb(`${verb}${rest}`)) return undefined;
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} can ${verb}${rest}.`;
}

export function capabilities(sentences: Sentence[], firstOrder: number): Candidate[] {
  const out: Candidate[] = [];
  for (const sentence of sentences.slice(0, MAX_READ)) {
    const text = capabilityOf(sentence);
    if (text)
      out.push({ sentence: { ...sentence, text }, priority: 'P1', order: firstOrder + out.length });
  }
  return out;
}

/** Clause breaks inside a sentence, kept so the clauses can be joined back as written. */
const CLAUSE = /(,\s*(?:and\s+|but\s+)?|;\s*|\s[–—]\s)/;
const DETERMINER = /^(?:the|our|all|each|every|other|some|most|new|existing)$/i;
const REPORTING =
  /^(?:said|say|told|tell|thought|think|felt|feel|asked|complained|mentioned|suggested|argued|reckon|reckoned|wanted|wished|hoped|agreed|decided|noted|reported|prefer|preferred)$/;

const DESCRIBED_PERSON =
  /^(?:typical|average|usual|normal|ordinary|median|common|regular|many|most|some|few)\b/i;
/** "Staff tag the children": nouns that take a plural verb without an s. */
const COLLECTIVE = /^(?:staff|crew|personnel|police|people|faculty)$/i;
/** "Booking: the customer picks a boat …", "Number one: members check in …": a topic first. */
const TOPIC = /^(?:[\p{L}\d][\p{L}\d'’-]*)(?: [\p{L}\d'’-]+){0,3}:\s+(?=\S)/u;

/** "On the day", "At the end of the session": a short setting before "the teacher …". */
const SETTING =
  /^(?:on|at|in|after|before|during)\s+(?:the\s+)?[\p{L}]+(?:\s+(?:of\s+the\s+)?[\p{L}]+)?\s+(?=(?:the|a|an|each|every)\s)/iu;

interface Actor {
  subject: string;
  modal: string;
  /** Words of the clause the subject (and the modal) take. */
  size: number;
  /** "a volunteer scans …", "the member gets …": one person, the clause kept as written. */
  single?: boolean;
}

/**
 * Whether the word after a plural actor is a verb: read in context ("Customers order medicine"),
 * then after "they" (compromise reads "Customers dial" as a compound noun).
 */
function verbInContext(words: string[], at: number): boolean {
  const term = nlp(words.join(' ')).terms().eq(at);
  if (term.has('#Verb') && !term.has('#Gerund')) return true;
  return nlp(`they ${words[at] ?? ''} it`)
    .terms()
    .eq(1)
    .has('#PresentTense');
}

/** "Customers dial …", "walkers are paid weekly", "the owner can follow …": an actor first. */
function actorOf(clause: string): Actor | undefined {
  const words = clause.trim().split(/\s+/).slice(0, 8);
  const start = DETERMINER.test(words[0] ?? '') || /^(?:a|an)$/i.test(words[0] ?? '') ? 1 : 0;
  for (const size of [1, 2, 3]) {
    // "The head of year can approve …": three words only around "of".
    if (size === 3 && words[start + 1]?.toLowerCase() !== 'of') continue;
    const subject = words.slice(start, start + size).join(' ');
    if (!/^[\p{L}'-]+(?: [\p{L}'-]+){0,2}$/u.test(subject)) return undefined;
    if (/^(?:me|us|them|it|you|people|we|i|they|this|that)$/i.test(subject)) return undefined;
    // "A typical member borrows four times a year": a description of people, not the product.
    if (DESCRIBED_PERSON.test(subject)) return undefined;
    let at = start + size;
    // "Staff also print a job ticket": an adverb between the actor and the verb.
    if (/^(?:also|then|only|just|always|now|both|each)$/i.test(words[at] ?? '')) at += 1;
    const modal = /^(?:can|could|will|are|get)$/i.test(words[at] ?? '') ? (words[at++] ?? '') : '';
    const verb = words[at] ?? '';
    if (!/^[a-z]+$/.test(verb)) continue;
    // "Organisers said 25% is too much": what people said, not what they can do.
    if (REPORTING.test(verb)) return undefined;
    // "Councillors want it live before March": a wish about the product, not something they do.
    if (
      /^(?:want|wants|need|needs|expect|expects|hope|hopes|like|likes|love|loves)$/.test(verb) &&
      !/^to$/i.test(words[at + 1] ?? '')
    )
      return undefined;
    // "Anyone can report a broken machine": everyone is an actor, with a modal.
    const everyone = /^(?:anyone|anybody|everyone|everybody)$/i.test(subject);
    if (everyone && modal.toLowerCase() !== 'can') return undefined;
    if (!everyone && !findPersonas([{ text: `the ${subject}`, source: MESSAGE_SOURCE }]).length)
      continue;
    if (modal === 'are' || modal === 'get') {
      // "walkers are paid weekly": a passive about the actor (a past participle follows).
      if (/(?:ed|en|id|wn|ght)$/.test(verb) && /s$/.test(subject)) return { subject, modal, size };
      continue;
    }
    // "a volunteer scans the card", "the transport office sees every van": one person or desk
    // after an article, a verb in the third person.
    if (
      !modal &&
      start === 1 &&
      /^(?:a|an|the|each|every)$/i.test(words[0] ?? '') &&
      !/s$/.test(subject) &&
      /[^su]s$/.test(verb) &&
      verbInContext(['they', baseOf(verb), ...words.slice(at + 1)], 1)
    )
      return { subject, modal, size: at, single: true };
    // Without a modal only a plural subject with a bare verb ("Owners book"), not "Owner books".
    const plural =
      /s$/.test(subject) ||
      COLLECTIVE.test(subject) ||
      singular(subject.toLowerCase()) !== subject.toLowerCase();
    if (!modal && (!plural || /s$/.test(verb))) continue;
    if (startsWithVerb(words.slice(at).join(' ')) || verbInContext(words, at))
      return { subject, modal, size: at - (modal ? 1 : 0) };
  }
  return undefined;
}

/**
 * "Groups apply online. They can save a draft …": the sentence with "they" replaced by the
 * people the sentence before it starts with; undefined when it does not start with "they" or
 * the one before names no people.
 */
export function theyResolved(text: string, before: string | undefined): string | undefined {
  if (!before || !/^they\s/i.test(text)) return undefined;
  const actor = actorOf(before.replace(TOPIC, '').split(CLAUSE)[0] ?? '');
  if (!actor || actor.single) return undefined;
  return `${actor.subject.charAt(0).toUpperCase()}${actor.subject.slice(1)}${text.slice(4)}`;
}

/**
 * Sentences that say what people do, without a modal verb: "Owners book a vetted walker for a
 * 30 minute walk, walkers are paid weekly, and the owner can follow every walk live" gives three
 * capabilities. A clause that starts with no actor belongs to the one before it. Linear: one
 * split per sentence.
 */
export function actorStatements(sentences: Sentence[], firstOrder: number): Candidate[] {
  const out: Candidate[] = [];
  for (const sentence of sentences.slice(0, MAX_READ)) {
    // Read by capabilities() already ("an app for kids to track chores").
    if (sentence.text.length > 600 || capabilityOf(sentence) || aboutNow(sentence.text)) continue;
    const body = sentence.text.replace(TOPIC, '');
    const parts = body.replace(/[.!]+\s*$/, '').split(CLAUSE);
    let current: string[] | undefined;
    const groups: string[][] = [];
    let bare = false;
    // "At the desk, a volunteer scans …": a short phrase before the first actor stays with it.
    let opening: string | undefined;
    for (let i = 0; i < parts.length; i += 2) {
      let clause = parts[i] ?? '';
      let actor = actorOf(clause);
      // "On the day the teacher checks kids in": a setting before the actor, without a comma.
      const setting = !actor && i === 0 ? SETTING.exec(clause) : null;
      const describes = /^\S+\s+\S+(?:\s+\S+)?\s+(?:is|are|was|were|has|have|gets)\b/i;
      if (setting && !describes.test(clause.slice(setting[0].length))) {
        actor = actorOf(clause.slice(setting[0].length));
        if (actor) {
          opening = setting[0].trim();
          clause = clause.slice(setting[0].length);
        }
      }
      if (actor) {
        bare ||= !actor.modal;
        const words = clause.trim().split(/\s+/);
        const lead = words.slice(0, actor.size).join(' ');
        const tail = words.slice(actor.size).join(' ');
        const said = actor.single
          ? `${opening ? `${opening}${parts[i - 1] ?? ', '}` : ''}${clause.trim()}`
          : `${lead}${actor.modal ? '' : ' can'} ${tail}`.replace(
              /\b(also|then|only|just|always|now|both|each) can\b/i,
              'can $1',
            );
        current = [`${said.charAt(0).toUpperCase()}${said.slice(1)}`];
        groups.push(current);
      } else if (current) current.push(parts[i - 1] ?? ', ', clause);
      else if (i === 0 && clause.trim().split(/\s+/).length <= 6) opening = clause.trim();
    }
    // "Owners book …", and "Members can follow a wall …" said in passing (a call, prose).
    if (!groups.length) continue;
    // "When a bed is free, members can join a waiting list": one statement, kept as written.
    if (!bare && groups.length === 1) {
      out.push({
        sentence: { ...sentence, text: body },
        priority: 'P1',
        order: firstOrder + out.length,
      });
      continue;
    }
    for (const group of groups) {
      const text = `${group.join('').trim()}.`;
      out.push({ sentence: { ...sentence, text }, priority: 'P1', order: firstOrder + out.length });
    }
  }
  return out;
}
