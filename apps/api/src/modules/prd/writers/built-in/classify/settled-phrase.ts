import nlp from 'compromise';
import { wordCount } from '../text/words.js';
import { NOW } from './now.js';

/** A recap's shape: 3 to 14 words, a capital or digit first, a full stop (no question). */
export const RECAP = /^[\p{Lu}\d£$€][^?!:]{8,120}\.$/u;
/** Words that make a line a sentence with a verb (or a person's view), not a settled phrase. */
const VERB_WORD =
  /\b(?:i|we|you|he|she|they|it|that'?s|there'?s|is|are|was|were|be|been|am|have|has|had|do|does|did|can|could|will|would|should|must|may|might|let'?s|think|know|mean|said|says|want|wants|need|needs|get|gets|go|goes|going|make|makes|take|takes|lose|lost|doing|getting|making|taking|looking|thinking|saying|trying)\b|\p{Ll}{2,}[^e\W]ed\b/iu;

/** "Read through the thread", "Please drop …": an instruction to someone, not a settled phrase. */
const IMPERATIVE_FIRST =
  /^(?:please|read|drop|check|send|ask|let'?s|make|get|go|look|see|call|email|book|keep|add|remove|write|talk|think|try|find|share|review|update|tell|give|put|come|meet|join|note)\b/i;

/** "Oh god, the t-shirts.", "Dev, good luck with the dog.": an exclamation or a word to someone. */
const TALK_FIRST =
  /^(?:oh|ah|aw|wow|ugh|well|hmm+|god|gosh|lol|haha|ha|yay|phew|cool|nice|great|lovely|brilliant|perfect|awesome|fine|sure|great|ok(?:ay)?|right|so|and|but|also|anyway)\b|^\p{Lu}[\p{L}'’-]{1,20},\s|\b(?:good luck|thanks?|thank you|bye|cheers|sorry|welcome|congrat\w*|happy|enjoy|see you|take care)\b/iu;

export function settledPhrase(text: string): boolean {
  if (IMPERATIVE_FIRST.test(text) || TALK_FIRST.test(text)) return false;
  const body = text.replace(
    /[,\s]+(?:yes|yep|yeah|definitely|agreed|good|great|for sure|of course)[.!\s]*$/i,
    '',
  );
  const count = wordCount(body);
  // "The rest of Aiko's proposal stands.": a verb at the end, after its subject.
  const endsInVerb =
    /(?<!\b(?:\d+|per|of|for|in|on|at|with|all|two|three|four|five|six|seven|eight|nine|ten|many|more|few))\s+\p{Ll}{3,}s\.?$/u.test(
      body,
    );
  return (
    count >= 3 &&
    count <= 14 &&
    !VERB_WORD.test(body) &&
    !endsInVerb &&
    !NOW.test(body) &&
    !saysWhatSomeoneDoes(body)
  );
}

/**
 * "Maria builds the timetable by hand", "Starting a thread for the rota": a person doing
 * something (a name or pronoun before a present-tense verb, or a first word ending in -ing
 * before an article), not a phrase the call settled.
 */
function saysWhatSomeoneDoes(body: string): boolean {
  if (/^\p{L}+ing\s+(?:a|an|the|my|our|this)\s/iu.test(body)) return true;
  const terms = nlp(body).terms().json() as { terms: { tags: string[] }[] }[];
  return terms.some(({ terms: [term] }, i) => {
    const tags = term?.tags ?? [];
    const before = terms[i - 1]?.terms[0]?.tags ?? [];
    return (
      tags.includes('PresentTense') &&
      !tags.includes('Gerund') &&
      (before.includes('Person') || before.includes('Pronoun'))
    );
  });
}
