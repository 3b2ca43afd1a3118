import { constants } from '@prd/contract';
import { messageText, type MessageContent } from './message-text.js';

const GREETING = String.raw`(?:h+i+|h+e+y+|hiya|heya|hey+a|hel+o+|hal+o+|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day))`;
const ADDRESSEE = String.raw`(?:there|team|all|everyone|everybody|folks|friends?|guys|y'?all|prd\s*studio|bot|assistant)`;
// One or more greetings, each optionally addressed ("hi there", "hello team, good morning").
const GREETING_ONLY = new RegExp(
  `^(?:${GREETING}(?:\\s+${ADDRESSEE})?)(?:\\s+${GREETING}(?:\\s+${ADDRESSEE})?)*$`,
);

const MAX_GREETING_LETTERS = 60;
const LETTER = /[\p{L}\p{N}]/u;

/**
 * More letters and digits than a greeting can have (normalising never removes them, so the
 * normalised text would be longer than 60): a PRD is rejected after reading 61 of them instead
 * of being normalised whole.
 */
function tooManyLetters(text: string): boolean {
  let letters = 0;
  for (const ch of text) {
    if (LETTER.test(ch) && (letters += 1) > MAX_GREETING_LETTERS) return true;
  }
  return false;
}

/** Lower case, punctuation and emoji dropped, spaces collapsed. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** AI messages over 500 characters get the Download and Share actions. */
export function isLongAiMessage(message: MessageContent): boolean {
  const text = messageText(message);
  return (
    text.length > constants.longAiMessageThreshold &&
    Array.from(text).length > constants.longAiMessageThreshold
  );
}

/**
 * A greeting-only message (hello, hi, hey, good morning/afternoon/evening, punctuation, emoji
 * and case aside): the server answers it without a PRD, the chat shows no downloads for it.
 */
export function isGreeting(message: MessageContent): boolean {
  const text = messageText(message);
  if (tooManyLetters(text)) return false;
  const words = normalise(text);
  return words.length > 0 && words.length <= 60 && GREETING_ONLY.test(words);
}

/**
 * What the server answers as a greeting, free of any quota: a greeting that is also short, at
 * most 60 characters in all (letters, punctuation, emoji and spaces all count) and a few words.
 * `isGreeting` judges letters only, so `hello` padded with megabytes of punctuation passed and
 * was stored for free; the display may keep that rule, admission may not.
 */
const MAX_FREE_GREETING_CHARACTERS = 60;
const MAX_FREE_GREETING_WORDS = 8;

export function isShortGreeting(message: MessageContent): boolean {
  const text = messageText(message).trim();
  let characters = 0;
  for (const _ of text) {
    if ((characters += 1) > MAX_FREE_GREETING_CHARACTERS) return false;
  }
  return normalise(text).split(' ').length <= MAX_FREE_GREETING_WORDS && isGreeting(text);
}
