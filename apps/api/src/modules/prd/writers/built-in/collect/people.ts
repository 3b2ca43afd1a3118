import nlp from 'compromise';
import { BUILDER_TEAMS, NOT_A_PERSONA, ROLE_STOPWORDS, ROLE_WORDS } from './roles.js';
import { MAX_SECTION_ITEMS } from './limits.js';
import { capitalise, type Sentence, type Source } from '../read/sentences.js';

export interface Persona {
  /** Plural, as a heading: "Store managers". */
  name: string;
  /** Singular, lower case: "store manager". */
  singular: string;
  source: Source;
  /** Sentences that mention the persona. */
  mentions: Sentence[];
  /** "As a ..., I want ..." stories written in the brief. */
  stories: Sentence[];
}

/** "managers" -> "manager", "companies" -> "company", on the last word only. */
export function singular(phrase: string): string {
  // "heads of year" -> "head of year": the head noun is the word before "of".
  const of = / of /i.exec(phrase);
  if (of) return `${singular(phrase.slice(0, of.index))}${phrase.slice(of.index)}`;
  const words = phrase.split(/\s+/);
  const last = words.pop() ?? '';
  let one = last;
  if (/people$/i.test(last)) one = last.replace(/people$/i, 'person');
  else if (/children$/i.test(last)) one = last.replace(/ren$/i, '');
  else if (/.{2}men$/i.test(last)) one = `${last.slice(0, -3)}man`;
  else if (/[^aeiou]ies$/i.test(last)) one = last.slice(0, -3) + 'y';
  else if (/(?:ches|shes|sses|xes)$/i.test(last)) one = last.slice(0, -2);
  else if (/[^su]s$/i.test(last)) one = last.slice(0, -1);
  return [...words, one].join(' ');
}

/** "manager" -> "managers", "pharmacy" -> "pharmacies", "child" -> "children", on the last word. */
export function plural(phrase: string): string {
  const of = / of /i.exec(phrase);
  if (of) return `${plural(phrase.slice(0, of.index))}${phrase.slice(of.index)}`;
  const words = phrase.split(/\s+/);
  const last = words.pop() ?? '';
  let many = `${last}s`;
  if (/person$/i.test(last)) many = last.replace(/person$/i, 'people');
  else if (/.{2}man$/i.test(last)) many = `${last.slice(0, -3)}men`;
  else if (/(?:staff|team|office|desk|department|reception|dispatch)$/i.test(last)) many = last;
  else if (/^child$/i.test(last)) many = `${last}ren`;
  else if (/[^aeiou]y$/i.test(last)) many = `${last.slice(0, -1)}ies`;
  else if (/(?:ch|sh|ss|x)$/i.test(last)) many = `${last}es`;
  return [...words, many].join(' ');
}

const ROLE_FORMS = [...new Set(ROLE_WORDS.flatMap((r) => [r, singular(r)]))].sort(
  (a, b) => b.length - a.length,
);
const ROLE = new RegExp(
  `\\b((?:[a-z][\\w-]*\\s+){0,2})(${ROLE_FORMS.join('|')}|people|person|team members?|product managers?)\\b`,
  'gi',
);
const AS_A =
  /\bas an?\s+([a-z][\w\s-]{1,40}?)\s*,\s*(?:i|we)\s+(?:want|need|would like|can|should|must)\b/gi;

/** "The finance team's list", "our support team", "the transport office sees": a group as a user. */
const TEAM =
  /\b(?:the|our|their|your|a|each|every)\s+((?:[a-z][\w-]*\s+)?[a-z][\w-]*)\s+(team|office|desk|department)\b(?!\s+members?\b)/gi;
/** "Reception sees the list", "front desk checks ID": a desk named without an article. */
const DESK =
  /\b(reception|front desk|dispatch)\s+(?:sees?|gets?|can|must|should|will|may|checks?|books?|phones?|calls?|needs?|wants?|keeps?|receives?|confirms?|is|has)\b/gi;
/** "the studio steward", "a new translator": a role word outside the table, checked by its tags. */
const AGENT =
  /\b(?:the|a|an|each|every|our|their|your|any)\s+((?:[a-z][\w-]*\s+){0,2}?)([a-z]{3,}(?:er|or|ist|ian|eer|ant|ee|man)s?)\b/gi;
/**
 * "Presenters see the running order", "the chief invigilator marks who turned up", "verifiers
 * check each run": a word for someone who does something (-er, -or), doing what people do.
 */
const DOER =
  /(?:^|[.;:!?]\s+|\b(?:the|our|their|your|each|every|a|an)\s+)((?:[a-z][\w-]*\s+)?)([a-z]{3,}(?:er|or)s?)\s+(?:can\s+|will\s+|must\s+|should\s+|then\s+|also\s+|only\s+|just\s+)?(?:see|sees|check|checks|log|logs|approve|approves|mark|marks|book|books|sign|signs|submit|submits|pick|picks|choose|chooses|confirm|confirms|post|posts|accept|accepts|decline|declines|review|reviews|publish|publishes|assign|assigns|upload|uploads|pay|pays|join|joins|verify|verifies|record|records|tick|ticks|request|requests|report|reports|enter|enters|update|updates|edit|edits|reply|replies|rate|rates|invite|invites)\b/gi;
/** -er words that are things or comparisons, not people. */
const NOT_A_DOER =
  /^(?:order|folder|printer|scanner|charger|sticker|voucher|sensor|monitor|reminder|counter|timer|filter|number|letter|paper|poster|banner|trailer|container|computer|router|server|browser|error|colour|color|floor|door|motor|factor|sector|other|another|either|neither|rather|whether|never|ever|however|over|under|after|later|earlier|older|newer|bigger|smaller|faster|slower|better|higher|lower|longer|shorter|easier|harder|cheaper|together|quarter|water|winter|summer|september|october|november|december|register|calendar|header|footer|marker|pointer|layer|player)$/;
/** "the head of year", "a member of staff", "directors of operations": a role named by "of". */
const OF_ROLE =
  /\b(?:(?:the|a|an|each|every|our|their|your|any)\s+)?((?:head|director|member|chair|officer|secretary|leader|lead|manager|coordinator|vice[- ]president|dean|principal)s?\s+of\s+(?:the\s+public|(?!the\b|a\b|an\b|this\b|that\b|it\b)[a-z][\w-]*))\b/gi;
/**
 * "the student records system", "the customer card data", "patient numbers": a role word
 * describing records kept about people names no one who uses the product (a "driver app" or a
 * "volunteer rota" is for someone, so it still does).
 */
const THING_AFTER =
  /^[ \t]+(?:[a-z]+[ \t]+)?(?:records?|systems?|database|data|ids?|numbers?|details|info|information|files?|history|register|registers)\b/i;

/** A line under "Who" or "Users" that starts "Quality manager: owns audits". */
const LABEL = /^([A-Za-z][\w'’ -]{1,40}?)\s*(?::|\s[–—-]\s)\s*\S/;
const NOT_A_LABEL =
  /^(?:primary|secondary|main|also|other|others|note|notes|who|why|what|goal|goals|need|needs|pain|pains|problem|today|context|summary|example|e\.g|i\.e|tbd|users?|personas?|roles?|people|everyone|all|both|internal|external|target|audience|segment|segments)$/i;

const agentCache = new Map<string, boolean>();

/** Whether a word outside the role table names a person ("translator", "technician"). */
function isAgent(word: string): boolean {
  const known = agentCache.get(word);
  if (known !== undefined) return known;
  const result =
    !NOT_A_PERSONA.has(word) &&
    !/list$/.test(word) &&
    (/(?:ian|eer)$/.test(word) ||
      (/ist$/.test(word) && word.length > 5) ||
      nlp(word).terms().first().has('#Actor'));
  if (agentCache.size < 5000) agentCache.set(word, result);
  return result;
}

const nounCache = new Map<string, boolean>();

function isNoun(word: string): boolean {
  const known = nounCache.get(word);
  if (known !== undefined) return known;
  const result = nlp(word).terms().first().has('#Noun');
  if (nounCache.size < 5000) nounCache.set(word, result);
  return result;
}

/** A label that names a role: a short noun phrase, not "Primary" or "Goal". */
function roleLabel(text: string): string | undefined {
  const label = LABEL.exec(text)?.[1]?.trim();
  if (!label || label.split(/\s+/).length > 4 || NOT_A_LABEL.test(label)) return undefined;
  // "Bookkeeping for freelancers:" is a topic; a role's name has no preposition or verb form.
  if (/\b(?:for|of|to|with|in|on|and|or|by|from|at|per|via|about|the|a|an)\b|ing\b/i.test(label))
    return undefined;
  const last = label.split(/\s+/).pop()!.toLowerCase();
  if (!isNoun(last) || isVerbLike(last, last)) return undefined;
  return label.toLowerCase();
}

const verbCache = new Map<string, boolean>();

/** Whether a word before a role word is a verb or a preposition ("know people", "per driver"). */
function isVerbLike(word: string, role: string): boolean {
  const key = `${word} ${role}`;
  const known = verbCache.get(key);
  if (known !== undefined) return known;
  const term = nlp(key).terms().first();
  const result =
    /^(?:per|about|like|via|than|across|between|among|without|within|through|over|under|after|before|during|against|towards?|upon|around|near)$/.test(
      word,
    ) ||
    (term.has('#Verb') && !term.has('#Adjective') && !term.has('#Noun')) ||
    term.has('#Preposition') ||
    term.has('#Adverb');
  if (verbCache.size < 5000) verbCache.set(key, result);
  return result;
}

/** Keeps the words before a role word that plausibly name it ("store", "small business"). */
function modifiers(words: string, role: string): string {
  const kept: string[] = [];
  for (const word of words.trim().split(/\s+/).reverse()) {
    const lower = word.toLowerCase();
    if (
      !lower ||
      isVerbLike(lower, role) ||
      ROLE_STOPWORDS.has(lower) ||
      /(?:ing|ed|ly)$/.test(lower) ||
      /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozens?|hundreds?|thousands?)$/.test(
        lower,
      ) ||
      (/[^s]s$/.test(lower) && lower !== 'sales') ||
      /^(?:help|let|allow|enable|give|show|invite|support|serve|notify|manage|track|call|see|find|book|pay|contact|remind|match|connect|assign|approve|message|email|text|alert|onboard|reach|train|hire|like|into|onto|next|so|how|where|when|can|will|would|must|should|need|want|make|get|is|are|be|was|were|has|have|had|do|does|did|they|them|we|us|i|you|he|she|it)$/.test(
        lower,
      )
    ) {
      break;
    }
    kept.unshift(lower);
  }
  return kept.join(' ');
}

/** People and roles the brief mentions, in order of first mention, at most six. */
export function findPersonas(sentences: Sentence[]): Persona[] {
  const byKey = new Map<string, Persona>();
  const add = (raw: string, sentence: Sentence, story: boolean) => {
    const one = singular(raw.toLowerCase().trim());
    // A bare "people" or "person" names no one in particular.
    if (!one || one === 'i' || one === 'we' || one === 'person') return;
    let persona =
      byKey.get(one) ??
      [...byKey.values()].find(
        (p) => p.singular.endsWith(` ${one}`) || one.endsWith(` ${p.singular}`),
      );
    if (!persona) {
      if (byKey.size >= 6) return;
      persona = {
        name: capitalise(plural(one)),
        singular: one,
        source: sentence.source,
        mentions: [],
        stories: [],
      };
      byKey.set(one, persona);
    } else if (one.length > persona.singular.length && one.endsWith(` ${persona.singular}`)) {
      // "parents" first, then "busy parents": keep the more precise name.
      persona.singular = one;
      persona.name = capitalise(plural(one));
    }
    // Sentences come in order, so a repeat can only be the last one added.
    if (story) {
      if (persona.stories.length < MAX_SECTION_ITEMS) persona.stories.push(sentence);
    } else if (persona.mentions.length < MAX_SECTION_ITEMS && persona.mentions.at(-1) !== sentence)
      persona.mentions.push(sentence);
  };

  for (const sentence of sentences) {
    const stories = [...sentence.text.matchAll(AS_A)];
    // Where a role named by "of" stands, its words name no second role ("member", "staff").
    const covered: [number, number][] = [];
    const free = (at: number, end: number) => !covered.some(([a, b]) => at < b && end > a);
    const describesThing = (end: number) => {
      const after = sentence.text.slice(end, end + 30);
      // "the volunteer driver scheme": "volunteer" says which drivers, the drivers are the role.
      const next = /^[ \t]+([a-z]+)/.exec(after)?.[1];
      return THING_AFTER.test(after) || (next !== undefined && ROLE_FORMS.includes(singular(next)));
    };
    for (const story of stories) add(story[1] ?? '', sentence, true);
    if (stories.length) continue;
    const label = roleLabel(sentence.text);
    const head = singular(label?.split(/\s+/).pop() ?? '');
    // "Quality manager: owns audits" anywhere; under "Who" or "Users" any label names a role.
    if (label && (sentence.context === 'personas' || ROLE_FORMS.includes(head) || isAgent(head)))
      add(label, sentence, false);
    for (const match of sentence.text.matchAll(OF_ROLE)) {
      const at = match.index + match[0].length - (match[1] ?? '').length;
      covered.push([at, match.index + match[0].length]);
      add((match[1] ?? '').replace(/^vice president/i, 'vice-president'), sentence, false);
    }
    for (const match of sentence.text.matchAll(TEAM)) {
      const words = (match[1] ?? '').toLowerCase().split(/\s+/);
      if (words.some((w) => BUILDER_TEAMS.has(w) || ROLE_STOPWORDS.has(w))) continue;
      add(`${words.join(' ')} ${match[2]}`, sentence, false);
    }
    for (const match of sentence.text.matchAll(DESK)) add(match[1] ?? '', sentence, false);
    for (const match of sentence.text.matchAll(DOER)) {
      const word = singular((match[2] ?? '').toLowerCase());
      if (ROLE_FORMS.includes(word) || NOT_A_PERSONA.has(word) || NOT_A_DOER.test(word)) continue;
      const prefix = modifiers(match[1] ?? '', word);
      add(prefix ? `${prefix} ${word}` : word, sentence, false);
    }
    for (const match of sentence.text.matchAll(AGENT)) {
      const end = match.index + match[0].length;
      if (!free(end - (match[2] ?? '').length, end) || describesThing(end)) continue;
      const word = singular((match[2] ?? '').toLowerCase());
      if (ROLE_FORMS.includes(word) || !isAgent(word)) continue;
      const prefix = modifiers(match[1] ?? '', word);
      add(prefix ? `${prefix} ${word}` : word, sentence, false);
    }
    for (const match of sentence.text.matchAll(ROLE)) {
      const role = match[2] ?? '';
      const end = match.index + match[0].length;
      if (!free(end - role.length, end) || describesThing(end)) continue;
      // A singular role word needs an article ("a driver"); "customer card data" names no one.
      if (singular(role.toLowerCase()) === role.toLowerCase() && !/people|staff/i.test(role)) {
        const before = sentence.text.slice(0, match.index + (match[1] ?? '').length).trimEnd();
        const lastWord = (/(\S+)$/.exec(before)?.[1] ?? '').toLowerCase();
        const modifierWords = (match[1] ?? '').trim().toLowerCase();
        const article = /^(?:a|an|the|each|every|one|any|this|that|our|your|their|as)$/;
        if (
          !article.test(lastWord) &&
          !(modifierWords && article.test(modifierWords.split(/\s+/)[0] ?? ''))
        )
          continue;
      }
      const prefix = modifiers(match[1] ?? '', role.toLowerCase());
      // "the GDPR people", "tick people off": a team named by its subject, or a verb.
      if (/^(?:people|person)$/i.test(role) && prefix) {
        const word = (match[1] ?? '').trim().split(/\s+/).pop() ?? '';
        if (/^\p{Lu}{2,}$/u.test(word) || !nlp(word).has('#Adjective')) continue;
      }
      add(prefix ? `${prefix} ${match[2]}` : (match[2] ?? ''), sentence, false);
    }
  }
  return [...byKey.values()];
}

/** The persona a statement's subject names, if any. */
export function personaFor(subject: string, personas: Persona[]): Persona | undefined {
  const lower = singular(subject.toLowerCase().replace(/^(?:the|a|an|all|our)\s+/, ''));
  if (!lower) return undefined;
  return (
    personas.find((p) => lower === p.singular) ??
    personas.find((p) => lower.endsWith(p.singular) || p.singular.endsWith(lower))
  );
}
