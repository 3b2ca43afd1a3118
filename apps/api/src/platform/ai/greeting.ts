const GREETING = String.raw`(?:h+i+|h+e+y+|hiya|heya|hey+a|hel+o+|hal+o+|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day))`;
const ADDRESSEE = String.raw`(?:there|team|all|everyone|everybody|folks|friends?|guys|y'?all|prd\s*studio|bot|assistant)`;
// One or more greetings, each optionally addressed ("hi there", "hello team, good morning").
const GREETING_ONLY = new RegExp(
  `^(?:${GREETING}(?:\\s+${ADDRESSEE})?)(?:\\s+${GREETING}(?:\\s+${ADDRESSEE})?)*$`,
);

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True only when the message is nothing but a greeting (punctuation, emoji and case aside). */
export function isGreeting(text: string): boolean {
  const words = normalise(text);
  return words.length > 0 && words.length <= 60 && GREETING_ONLY.test(words);
}

/** A short reply (well under the 500-character download threshold) saying what to send. */
export function greetingReply(text: string): string {
  const time = /good\s+(morning|afternoon|evening)/i.exec(text)?.[1]?.toLowerCase();
  const hello = time ? `Good ${time}!` : 'Hello!';
  return `${hello} I turn product ideas into a Project Requirement Document (PRD). Send me a short brief (what you are building, who it is for and what it must do) or attach files: PDF, Word, images, audio or video. I will draft the PRD from them.`;
}
