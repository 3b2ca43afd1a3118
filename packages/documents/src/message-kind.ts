import { constants } from '@prd/contract';
import { messageText, type MessageContent } from './message-text.js';

const GREETING = String.raw`(?:h+i+|h+e+y+|hiya|heya|hey+a|hel+o+|hal+o+|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day))`;
const ADDRESSEE = String.raw`(?:there|team|all|everyone|everybody|folks|friends?|guys|y'?all|prd\s*studio|bot|assistant)`;
// One or more greetings, each optionally addressed ("hi there", "hello team, good morning").
const GREETING_ONLY = new RegExp(
  `^(?:${GREETING}(?:\\s+${ADDRESSEE})?)(?:\\s+${GREETING}(?:\\s+${ADDRESSEE})?)*$`,
);

/**
 * A greeting is short: at most 60 characters in all (letters, digits, punctuation, emoji and
 * spaces all count) and a few words. Counting everything keeps a "hello" padded with megabytes
 * of punctuation from passing as a greeting (greetings use no upload and no free use).
 */
const MAX_GREETING_CHARACTERS = 60;
const MAX_GREETING_WORDS = 8;

/** More characters than a greeting can have; stops counting at the 61st. */
function tooLong(text: string): boolean {
  let characters = 0;
  for (const _ of text) {
    if ((characters += 1) > MAX_GREETING_CHARACTERS) return true;
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
 * A short greeting-only message (hello, hi, hey, good morning/afternoon/evening, punctuation,
 * emoji and case aside): the server answers it without a PRD, the chat shows no downloads for it.
 */
export function isGreeting(message: MessageContent): boolean {
  const text = messageText(message).trim();
  if (tooLong(text)) return false;
  const words = normalise(text);
  return (
    words.length > 0 && words.split(' ').length <= MAX_GREETING_WORDS && GREETING_ONLY.test(words)
  );
}
