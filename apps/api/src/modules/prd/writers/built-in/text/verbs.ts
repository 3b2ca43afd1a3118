import nlp from 'compromise';

/** Verb forms from compromise's conjugator, with the participles it gives as simple past fixed. */
const PARTICIPLES: Record<string, string> = {
  show: 'shown',
  give: 'given',
  take: 'taken',
  write: 'written',
  see: 'seen',
  hide: 'hidden',
  choose: 'chosen',
  drive: 'driven',
  know: 'known',
  do: 'done',
  go: 'gone',
  draw: 'drawn',
  begin: 'begun',
  forget: 'forgotten',
  freeze: 'frozen',
  override: 'overridden',
  undo: 'undone',
  withdraw: 'withdrawn',
  be: 'been',
};

interface Forms {
  present: string;
  participle: string;
}

const cache = new Map<string, Forms>();

/** "book" -> books / booked; "send" -> sends / sent; "be" -> is / been. */
export function verbForms(verb: string): Forms {
  const lower = verb.toLowerCase();
  const known = cache.get(lower);
  if (known) return known;
  let forms: Forms;
  if (lower === 'be') forms = { present: 'is', participle: 'been' };
  else if (lower === 'have') forms = { present: 'has', participle: 'had' };
  else {
    const conjugated = nlp(lower).verbs().conjugate()[0] as Record<string, string> | undefined;
    forms = {
      present: conjugated?.PresentTense ?? `${lower}s`,
      participle: PARTICIPLES[lower] ?? conjugated?.PastTense ?? `${lower}ed`,
    };
  }
  if (cache.size < 2000) cache.set(lower, forms);
  return forms;
}

/** Whether the word is an adverb ("explicitly", "automatically", "only") in this position. */
export function isAdverb(word: string): boolean {
  return (
    /^(?:only|also|always|automatically|never|quickly|easily|explicitly|manually|securely|instantly|directly|still|just)$/i.test(
      word,
    ) || /^[a-z]{3,}ly$/i.test(word)
  );
}

const NOUN_FIRST =
  /^(?:file|data|photo|video|voice|text|push|bulk|user|role|price|order|payment|account|calendar|map|dark|light|auto|batch|audit|access|status|team|project|email|sms|chat|report|search|sign)$/i;

/** Whether the phrase starts with a verb (an instruction like "Export invoices as CSV"). */
export function startsWithVerb(phrase: string): boolean {
  const first = phrase.split(/\s+/)[0] ?? '';
  if (!/^[A-Za-z]{2,}$/.test(first)) return false;
  // "File uploads", "Photo notes", "Push alerts": a noun used as a modifier, not an order.
  const second = phrase.split(/\s+/)[1] ?? '';
  if (
    NOUN_FIRST.test(first) &&
    second &&
    !/^(?:a|an|the|all|each|every|their|my|our|your|it|them)$/i.test(second)
  ) {
    return false;
  }
  const terms = nlp(phrase).terms();
  const term = terms.first();
  // "File uploads up to 25 MB": when the next word is the verb, the first is a noun.
  const next = terms.eq(1);
  if (next.found && next.has('#Verb') && !next.has('#Noun') && !next.has('#Infinitive'))
    return false;
  return term.has('#Verb') && !term.has('#Gerund') && !term.has('#Noun');
}

/** Whether the noun phrase is plural ("invoices", "delivery slots"). */
export function isPlural(phrase: string): boolean {
  const last = (phrase.trim().split(/\s+/).at(-1) ?? '').toLowerCase();
  if (/^(?:data|people|staff|series|news|information|media)$/.test(last)) return last === 'people';
  if (/^(?:children|men|women|teeth|feet|mice|geese|they|we|you)$/.test(last)) return true;
  return /[^su']s$/.test(last);
}

const IRREGULAR_BASE: Record<string, string> = { is: 'be', has: 'have', does: 'do', goes: 'go' };

/** "scans" -> "scan", "carries" -> "carry", "pushes" -> "push", "is" -> "be": a third-person verb's base. */
export function baseOf(verb: string): string {
  const irregular = IRREGULAR_BASE[verb.toLowerCase()];
  if (irregular) return irregular;
  return verb.replace(/(?<=[^aeiou])ies$/, 'y').replace(/(?<=(?:sh|ch|x|ss|o|z))es$|(?<!s)s$/, '');
}

/** "leaves the iPad" -> "leave the iPad": the phrase after "never"/"cannot" in its base form. */
export function baseFirst(phrase: string): string {
  const [first = '', ...rest] = phrase.split(/\s+/);
  if (!/^[a-z]{3,}s$/.test(first) || /(?:ss|us|is)$/.test(first)) return phrase;
  const base = [baseOf(first), ...rest].join(' ');
  return startsWithVerb(phrase) || startsWithVerb(base) ? base : phrase;
}
