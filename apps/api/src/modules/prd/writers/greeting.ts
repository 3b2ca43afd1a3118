// A greeting is answered for free (no upload, no free use): only a short one qualifies. The web
// app's display uses the wider `isGreeting` of the same module.
export { isShortGreeting as isGreeting } from '@prd/documents';

/** A short reply (well under the 500-character download threshold) saying what to send. */
export function greetingReply(text: string): string {
  const time = /good\s+(morning|afternoon|evening)/i.exec(text)?.[1]?.toLowerCase();
  const hello = time ? `Good ${time}!` : 'Hello!';
  return `${hello} I turn product ideas into a Project Requirement Document (PRD). Send me a short brief (what you are building, who it is for and what it must do) or attach files: PDF, Word, images, audio or video. I will draft the PRD from them.`;
}
