import nlp from 'compromise';
import { isAdverb, isPlural, startsWithVerb, verbForms } from '../text/verbs.js';

const SO_THAT = /,?\s+so (?:that|they|it|we|i)\b.*$/i;

/** "Claims over €50,000" -> plural (the noun before the first preposition decides). */
export function pluralSubject(subject: string): boolean {
  if (
    /\band\b/i.test(
      subject.split(
        /\s+(?:of|for|with|in|on|over|under|at|by|from|above|below|that|who|which)\s+/i,
      )[0] ?? '',
    )
  )
    return true;
  return isPlural(
    subject.split(
      /\s+(?:of|for|with|in|on|over|under|at|by|from|above|below|that|who|which)\s+/i,
    )[0] ?? subject,
  );
}

export function lowerName(text: string, names?: ReadonlySet<string>): string {
  if (!/^(?:\p{Lu}\p{Ll}|(?:A|An|The|Each|Every|All|No|Any)\s)/u.test(text)) return text;
  // "Janet enters phone bookings", "Leeds gets its own rota": a name keeps its capital.
  const first = /^\p{Lu}\p{Ll}+/u.exec(text)?.[0];
  if (first && (names?.has(first) || nlp(first).has('(#Person|#Place|#Organization)'))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function article(noun: string): string {
  const lower = noun.toLowerCase();
  return `${/^(?:[aeio]|u(?!s|ni|ti))/.test(lower) ? 'an' : 'a'} ${lower}`;
}

export function stripArticle(text: string): string {
  return text.replace(/^(?:the|a|an|our|all|any|each|every|their|its|some|no)\s+/i, '');
}

export function clean(text: string): string {
  return text
    .replace(SO_THAT, '')
    .replace(/[.!;:,]+$/, '')
    .trim();
}

/** "explicitly approve each invoice" -> "explicitly approves each invoice". */
export function conjugatePhrase(phrase: string, plural: boolean): string {
  const words = phrase.split(/\s+/);
  const at = words.findIndex((w) => !isAdverb(w));
  const verb = words[at];
  if (at < 0 || !verb) return phrase;
  if (/^not$/i.test(verb)) {
    const tail = words.slice(at + 1).join(' ');
    if (/^be\s/i.test(tail)) return `${plural ? 'are' : 'is'} not ${tail.slice(3)}`;
    return `${plural ? 'do' : 'does'} not ${tail}`;
  }
  if (plural) return phrase;
  words[at] = verbForms(verb).present;
  // "approve or reject a claim" -> "approves or rejects a claim".
  const second = words[at + 2];
  if (/^(?:or|and)$/i.test(words[at + 1] ?? '') && second && startsWithVerb(second)) {
    words[at + 2] = verbForms(second).present;
  }
  // "see the rides near them and claim one" -> "sees the rides near them and claims one": a verb
  // after "and" that takes an object of its own.
  for (let i = at + 3; i < words.length - 2; i++) {
    const [and = '', verb2 = '', object = ''] = words.slice(i, i + 3);
    if (
      /^(?:and|or|then)$/i.test(and) &&
      /^[a-z]{2,}$/.test(verb2) &&
      !/s$/.test(verb2) &&
      /^(?:a|an|the|one|it|them|their|its|each|every|all|his|her)$/i.test(object) &&
      nlp(`they ${verb2}`).terms().eq(1).has('#Verb')
    )
      words[i + 1] = verbForms(verb2).present;
  }
  return words.join(' ');
}

/** "book a spot for up to 4 hours" -> "the spot is booked". */
export function outcome(action: string): string | undefined {
  const words = action.split(/\s+/);
  const at = words.findIndex((w) => !isAdverb(w));
  const verb = words[at];
  if (!verb || !/^[a-z]+$/i.test(verb) || /^(?:be|have|get|see|use|do|make)$/i.test(verb))
    return undefined;
  const rest = words.slice(at + 1).join(' ');
  if (/^(?:or|and)\s/i.test(rest)) return undefined;
  const object =
    /^(?:(?:the|a|an|their|his|her|its|each|every|all|any|new|own)\s+)*((?:[\p{L}\d'’-]+\s+){0,3}?[\p{L}\d'’-]+?)(?=\s+(?:for|to|in|on|at|by|with|from|as|into|within|under|via|when|if|after|before|so|and|or|up)\b|$)/iu.exec(
      rest,
    );
  const noun = object?.[1]?.replace(/\s+(?:only|also|just|\w+ly|of|the|a|an)$/i, '');
  if (!noun || /^(?:to|for|with|in|on|that|it|them|up|out)$/i.test(noun)) return undefined;
  return `the ${noun} ${isPlural(noun) ? 'are' : 'is'} ${verbForms(verb).participle}`;
}
