import { findPersonas } from './people.js';
import type { Candidate } from './requirements.js';
import { MESSAGE_SOURCE, type Sentence } from './sentences.js';
import { startsWithVerb } from './verbs.js';

/**
 * What a descriptive sentence says people can do: "An app for kids to track their chores" ->
 * "Kids can track their chores"; "a tool where clerks can log returned parcels" -> "Clerks can
 * log returned parcels". One-line briefs state their features this way, without "must".
 */
const CAPABILITY =
  /\b(?:for|where|so that|so|lets|helps|allows|allowing|enables|enabling)\s+((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s+(can\s+|to\s+|could\s+|will\s+)?([a-z]+)\b([^.!?]*)/u;

/** Most descriptive sentences read for capabilities (they are few in a brief). */
const MAX_READ = 30;

export function capabilities(sentences: Sentence[], firstOrder: number): Candidate[] {
  const out: Candidate[] = [];
  for (const sentence of sentences.slice(0, MAX_READ)) {
    const match = CAPABILITY.exec(sentence.text);
    const subject = match?.[1]?.replace(/^(?:the|all|our|their|busy)\s+/i, '') ?? '';
    const verb = match?.[3] ?? '';
    const rest = (match?.[4] ?? '').trimEnd();
    if (!match || !subject || /^(?:me|us|them|it|you|people)$/i.test(subject)) continue;
    if (!findPersonas([{ text: `the ${subject}`, source: MESSAGE_SOURCE }]).length) continue;
    // After "can" or "to" the next word is the verb; otherwise ("helps farmers record") check it.
    if (!match[2] && !startsWithVerb(`${verb}${rest}`)) continue;
    const text = `${subject.charAt(0).toUpperCase()}${subject.slice(1)} can ${verb}${rest}.`;
    out.push({ sentence: { ...sentence, text }, priority: 'P1', order: firstOrder + out.length });
  }
  return out;
}
