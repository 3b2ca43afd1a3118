import { escapeMarkdown } from '../text/escape.js';
import { contentStems, overlap, stemSet } from '../text/words.js';
import { capitalise } from '../read/sentences.js';
import type { Entry } from './entry.js';

/** "yes, up to 6 orders per trolley": a yes and what it settles. */
const YES_AND = /^(?:yes|yep|yeah|sure|definitely|absolutely|correct)\b[\s,.!:-]+(?=\S)/i;
/** "Batch picking? one trolley, several orders at once": the feature a short question names. */
const ASKED_FEATURE = /^([\p{L}][\p{L}\d' -]{2,40})\?(?:\s|$)/u;

/** The requirement a yes-answer makes of the question before it, if it is one. */
export function answerTo(
  block: { text: string; speaker?: string | undefined },
  last: Entry | undefined,
): string | undefined {
  const yes = YES_AND.exec(block.text);
  if (!yes || !last || !block.speaker || last.sentence.speaker === block.speaker) return undefined;
  const asked = ASKED_FEATURE.exec(last.sentence.text.replace(/\\/g, ''));
  const topic = asked?.[1]?.trim();
  const rest = block.text.slice(yes[0].length).trim();
  if (
    !topic ||
    topic.split(/\s+/).length > 5 ||
    /^(?:what|who|why|how|when|where|which|is|are|do|does|can|could|should|will)\b/i.test(topic)
  )
    return undefined;
  if (rest.split(/\s+/).length < 3) return undefined;
  return `${topic.charAt(0).toUpperCase()}${topic.slice(1)}: ${rest.replace(/[.!]*$/, '')}.`;
}

/** "Can it also do the exam timetable?": a question that asks for a feature. */
const ASKS_FOR =
  /^(?:can|could|should|would|will|does|do)\s+(?:it|we|they|you|this|the\s+[\p{L}-]+)\s+(?:also\s+|maybe\s+|just\s+)?(?:do|have|support|let|allow|show|send|include|handle|offer|track|book|take|make|build|add|give|print|export|import|sync|connect|link|check|work|want|need|put)\b/iu;

/**
 * What a "No, …" rejects: the last statement of the message it replies to, or one a few
 * statements before it in that message ("Can it also do the timetable? Would save me a step."),
 * when that one can be rejected and the reply answers it.
 */
export function repliedTo(rest: string, entries: Entry[], last: Entry): Entry | undefined {
  for (let i = entries.length - 1, seen = 0; i >= 0 && seen < 4; i--, seen++) {
    const entry = entries[i]!;
    if (entry.sentence.speaker !== last.sentence.speaker) break;
    const asks = entry.cls.role === 'question' && ASKS_FOR.test(entry.sentence.text);
    if ((rejectable(entry) || asks) && answers(rest, entry)) return entry;
  }
  return undefined;
}

/** "Do we want payments in there?" -> "Payments": what a rejected question asked for. */
const ASKED_FOR =
  /^(?:can|could|should|would|will|does|do)\s+(?:it|we|they|you|this|the\s+[\p{L}-]+)\s+(?:also\s+|maybe\s+|just\s+)?(?:want|need|have|include|support|do|offer|add|build|handle|take|put)\s+(?:(?:a|an|any|some)\s+)?(.{3,120}?)(?:\s+(?:in there|in it|there|too|as well|itself|at all))?\s*\?\s*$/iu;

export function reject(entry: Entry, speaker: string | undefined): void {
  entry.cls = { role: 'nongoal' };
  const asked = ASKED_FOR.exec(entry.sentence.text)?.[1];
  if (asked) entry.sentence.text = capitalise(asked);
  if (speaker) entry.sentence.text += ` (rejected by ${escapeMarkdown(speaker)})`;
}

/** "yes, …", "no overnight, …": a reply that answers the question before it. */
export const ANSWER_START =
  /^(?:yes|yeah|yep|yup|no(?![\s,]+(?:idea|clue|one knows|sure))|nope|nah|sure|definitely|correct|exactly)\b/i;

/** "No, …" / "Nope –" opening a longer reply (a bare "no" is chatter, read by classify). */
export const REJECTING_REPLY =
  /^(?:no|nope|nah|not (?:for|in) (?:the first version|the first release|v1|now|launch|the mvp|mvp|phase (?:1|one)))\s*[,;:.!–—-]\s*(?=(?:\S+\s+){3}\S)/i;
/** "What if…", "we could…", "maybe…": an idea put forward, which a reply can reject. */
const PROPOSED =
  /\b(?:maybe|perhaps|what if|how about|what about|we could|could we|should we|i'?d (?:suggest|propose|(?:also |really )?(?:like|love|want))|i suggest|i propose|why don'?t we|we might|(?:it )?would be (?:nice|good|great|cool))\b/i;

/** A requirement, or an idea put forward as a question or a remark, that a reply can reject. */
export function rejectable(entry: Entry): boolean {
  if (entry.cls.role === 'requirement') return true;
  return (
    entry.conversation &&
    (entry.cls.role === 'question' || entry.cls.role === 'info') &&
    PROPOSED.test(entry.sentence.text)
  );
}

/** "No, that's overkill", "No, not in v1": a reply that points back at what was said. */
const POINTS_BACK =
  /\b(?:that|it|this|those|these|them|not (?:in |for )?(?:v\d|now|yet|the mvp|mvp|phase \d|launch)|later|overkill|too (?:much|many|early|complex|expensive)|out of scope|don'?t need|no need|scrap|skip|drop)\b/i;

/**
 * Whether a "No, …" answers the statement before it: a question or a proposal always; a
 * requirement only when the reply points back at it or shares a content word with it ("No,
 * parents don't get access" after "pull class lists from the records system" is a new point).
 */
function answers(rest: string, last: Entry): boolean {
  if (last.cls.role !== 'requirement' || /\?\s*$/.test(last.sentence.text)) return true;
  if (PROPOSED.test(last.sentence.text) || POINTS_BACK.test(rest)) return true;
  return overlap(contentStems(rest, 40), stemSet(last.sentence.text)) > 0;
}
