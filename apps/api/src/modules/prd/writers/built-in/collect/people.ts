import nlp from 'compromise';
import { ROLE_STOPWORDS, ROLE_WORDS } from './roles.js';
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
  const words = phrase.split(/\s+/);
  const last = words.pop() ?? '';
  let many = `${last}s`;
  if (/person$/i.test(last)) many = last.replace(/person$/i, 'people');
  else if (/.{2}man$/i.test(last)) many = `${last.slice(0, -3)}men`;
  else if (/staff$/i.test(last)) many = last;
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
    for (const story of stories) add(story[1] ?? '', sentence, true);
    if (stories.length) continue;
    for (const match of sentence.text.matchAll(ROLE)) {
      const role = match[2] ?? '';
      // A singular role word needs an article ("a driver"); "customer card data" names no one.
      if (singular(role.toLowerCase()) === role.toLowerCase() && !/people|staff/i.test(role)) {
        const before = sentence.text.slice(0, match.index + (match[1] ?? '').length).trimEnd();
        const lastWord = (/(\S+)$/.exec(before)?.[1] ?? '').toLowerCase();
        const modifierWords = (match[1] ?? '').trim();
        const article = /^(?:a|an|the|each|every|one|any|this|that|our|your|their|as)$/;
        if (
          !article.test(lastWord) &&
          !(modifierWords && article.test(modifierWords.split(/\s+/)[0] ?? ''))
        )
          continue;
      }
      const prefix = modifiers(match[1] ?? '', role.toLowerCase());
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
