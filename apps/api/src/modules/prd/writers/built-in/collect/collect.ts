import type { SourceChunk } from '../../types.js';
import { classify, WE_WILL, type Classified } from '../classify/classify.js';
import { applyCorrections } from '../classify/corrections.js';
import { EXCLUSIONS, matchesTable, THEIR_NUMBERS } from '../rules/index.js';
import { priorityOf } from './requirements.js';
import { decidedIn } from './superseded.js';
import { escapeMarkdown } from '../text/escape.js';
import { contentStems, overlap, stemSet } from '../text/words.js';
import { parseStructure, type Parsed } from '../read/structure.js';
import {
  capitalise,
  MESSAGE_SOURCE,
  normalise,
  type Sentence,
  type Source,
} from '../read/sentences.js';

/** "yes, up to 6 orders per trolley": a yes and what it settles. */
const YES_AND = /^(?:yes|yep|yeah|sure|definitely|absolutely|correct)\b[\s,.!:-]+(?=\S)/i;
/** "Batch picking? one trolley, several orders at once": the feature a short question names. */
const ASKED_FEATURE = /^([\p{L}][\p{L}\d' -]{2,40})\?(?:\s|$)/u;

/** The requirement a yes-answer makes of the question before it, if it is one. */
function answerTo(
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

const CONFIRMED_TAIL =
  /,\s*(?:yes|yep|yeah|definitely|agreed|good|great|for sure|of course|that'?s it|that is it|full stop|period)[.!]*$/i;

/** One statement of the input, escaped for Markdown, with its role in the PRD. */
export interface Entry {
  sentence: Sentence;
  cls: Classified;
  /** Position in the input (message first, then the files in order). */
  order: number;
  /** From the typed message (it leads the document). */
  typed: boolean;
  /** Said in a transcript or an email thread. */
  conversation: boolean;
}

export interface Collected {
  entries: Entry[];
  /** Titles (first heading or title line, email subject) of the message, then of each file. */
  messageTitle: string | undefined;
  fileTitles: string[];
  conversation: boolean;
  headings: string[];
}

interface Group {
  parts: string[];
  sources: Source[];
  typed: boolean;
}

function groupsOf(message: string, chunks: SourceChunk[]): Group[] {
  const groups: Group[] = [];
  if (message.trim()) groups.push({ parts: [message], sources: [MESSAGE_SOURCE], typed: true });
  const byFile = new Map<string, Group>();
  for (const chunk of chunks) {
    let group = byFile.get(chunk.file);
    if (!group) {
      group = { parts: [], sources: [], typed: false };
      byFile.set(chunk.file, group);
      groups.push(group);
    }
    group.parts.push(chunk.text);
    group.sources.push({ file: chunk.file, locator: chunk.locator });
  }
  return groups;
}

/** Words that open a spoken sentence without adding to it ("Actually", "So", "OK so"). */
const DISCOURSE =
  /^(?:(?:actually|so|also|and|but|well|ok(?:ay)?|right|anyway|basically|honestly|i mean|i think|yeah|yes|um+|uh+)\b[\s,]*)+(?=\S)/i;

const VALUE = /(?:[$€£]\s?)?\d[\d,.]*\s*(?:%|[a-z]+)?/gi;
const SHORT_DECISION =
  /^(?:ok(?:ay)?,?\s+)?(?:let'?s (?:go with|do|say|make it)|we(?:'ll| will) go with|go with|decision:?|decided:?|agreed:?|fine,?|make it)\b/i;

function unitOf(value: string): string {
  return (/[a-z%$€£]+/i.exec(value.replace(/\d[\d,.]*/, ''))?.[0] ?? '')
    .toLowerCase()
    .replace(/s$/, '');
}

/**
 * "Let's go with 10 minutes then" after "The order window should be 15 minutes": the decided
 * value put into the statement it answers ("The order window should be 10 minutes"). Looks back
 * at most six statements.
 */
function applyDecision(text: string, entries: Entry[]): string | undefined {
  if (!SHORT_DECISION.test(text) || text.split(/\s+/).length > 10) return undefined;
  const value = [...text.matchAll(VALUE)].find((m) => unitOf(m[0]))?.[0]?.trim();
  if (!value) return undefined;
  for (const entry of entries.slice(-6).reverse()) {
    if (entry.cls.role !== 'requirement' || entry.sentence.speaker === undefined) continue;
    const old = [...entry.sentence.text.matchAll(VALUE)].find(
      (m) => unitOf(m[0]) === unitOf(value),
    );
    if (!old) continue;
    const said = entry.sentence.text.replace(/\\/g, '');
    return `${said.slice(0, old.index)}${value}${said.slice(old.index + old[0].trimEnd().length)}`;
  }
  return undefined;
}

/** "Final answer (after talking to finance):", "Decision from legal:": a lead-in to a decision. */
const VERDICT_LEAD =
  /^(?:(?:ok(?:ay)?|so|right)[\s,]+)?(?:final (?:answer|decision|call|word)|(?:the )?decision|conclusion|bottom line|to confirm|confirmed|(?:we(?:'ve| have)? )?(?:decided|agreed)|let'?s change (?:that|it|this))\b[^:.!?]{0,60}:\s+(?=\S+\s+\S)/i;
const DECIDED = { stance: 'decision', priority: 'P0' } as const;
const SENT =
  /\b(?:goes out|go out|is sent|are sent|gets sent|get sent|is emailed|are emailed|is texted|are texted|is pushed|are pushed)\b/i;
const PAST_TENSE = /\b(?:last (?:year|time|month|week)|used to|was sent|were sent|went out)\b/i;
/** "So the core of Dockside:", "the main flow is:": what follows is what the product is for. */
const CORE_LEAD =
  /^(?:(?:ok(?:ay)?|so|right|basically)[\s,]+)*(?:the )?(?:core|heart|crux|essence|main (?:thing|feature|flow|loop)|key (?:thing|feature|flow)|must-have|(?:basic |big |whole )?idea|gist|plan)\b[^:.!?]{0,40}:\s+(?=\S+\s+\S)/i;

/** "yes, …", "no overnight, …": a reply that answers the question before it. */
const ANSWER_START =
  /^(?:yes|yeah|yep|yup|no(?![\s,]+(?:idea|clue|one knows|sure))|nope|nah|sure|definitely|correct|exactly)\b/i;

/** "No, …" / "Nope –" opening a longer reply (a bare "no" is chatter, read by classify). */
const REJECTING_REPLY =
  /^(?:no|nope|nah|not (?:for|in) (?:the first version|the first release|v1|now|launch|the mvp|mvp|phase (?:1|one)))\s*[,;:.!–—-]\s*(?=(?:\S+\s+){3}\S)/i;
/** "What if…", "we could…", "maybe…": an idea put forward, which a reply can reject. */
const PROPOSED =
  /\b(?:maybe|perhaps|what if|how about|what about|we could|could we|should we|i'?d (?:suggest|propose|(?:also |really )?(?:like|love|want))|i suggest|i propose|why don'?t we|we might|(?:it )?would be (?:nice|good|great|cool))\b/i;

/** A requirement, or an idea put forward as a question or a remark, that a reply can reject. */
function rejectable(entry: Entry): boolean {
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

/** "Can it also do the exam timetable?": a question that asks for a feature. */
const ASKS_FOR =
  /^(?:can|could|should|would|will|does|do)\s+(?:it|we|they|you|this|the\s+[\p{L}-]+)\s+(?:also\s+|maybe\s+|just\s+)?(?:do|have|support|let|allow|show|send|include|handle|offer|track|book|take|make|build|add|give|print|export|import|sync|connect|link|check|work|want|need|put)\b/iu;

/**
 * What a "No, …" rejects: the last statement of the message it replies to, or one a few
 * statements before it in that message ("Can it also do the timetable? Would save me a step."),
 * when that one can be rejected and the reply answers it.
 */
function repliedTo(rest: string, entries: Entry[], last: Entry): Entry | undefined {
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

function reject(entry: Entry, speaker: string | undefined): void {
  entry.cls = { role: 'nongoal' };
  const asked = ASKED_FOR.exec(entry.sentence.text)?.[1];
  if (asked) entry.sentence.text = capitalise(asked);
  if (speaker) entry.sentence.text += ` (rejected by ${escapeMarkdown(speaker)})`;
}

function sourceFor(base: Source, speaker: string | undefined): Source {
  if (!speaker) return base;
  return { file: base.file, locator: base.locator ? `${base.locator}, ${speaker}` : speaker };
}

/**
 * Every statement of the message and the files, read with its layout (parseStructure) and
 * classified (classify.ts). In a conversation a short "yes, must have" after a proposal makes it
 * a decision, and a "no, not in v1" makes it a rejected idea (a non-goal). Linear: one parse
 * and one classification per line.
 */
export function collectEntries(
  message: string,
  chunks: SourceChunk[],
  english: boolean,
): Collected {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const fileTitles: string[] = [];
  const headings: string[] = [];
  let messageTitle: string | undefined;
  let anyConversation = false;
  for (const group of groupsOf(message, chunks)) {
    const parsed: Parsed = parseStructure(group.parts);
    if (group.typed) messageTitle = parsed.title;
    else if (parsed.title) fileTitles.push(parsed.title);
    const conversation = parsed.kind !== 'brief';
    anyConversation ||= conversation;
    let last: Entry | undefined;
    const sourceOf = (block: { part: number; speaker: string | undefined }) =>
      sourceFor(group.sources[block.part] ?? group.sources[0] ?? MESSAGE_SOURCE, block.speaker);
    for (const block of parsed.blocks) {
      if (block.heading) {
        if (headings.length < 200) headings.push(block.text);
        continue;
      }
      // "No, managers want to see every swap" after "what if we skip approval?": the reply
      // rejects the proposal, and what follows the "No," is read on its own.
      const answer = conversation && english ? REJECTING_REPLY.exec(block.text) : null;
      const target =
        answer && last && last.sentence.speaker !== block.speaker
          ? repliedTo(block.text.slice(answer[0].length), entries, last)
          : undefined;
      const rejected = target !== undefined;
      // "can they override a locker?" / "yes, library staff can open any locker": answered in
      // the chat, so no open question any more.
      if (
        conversation &&
        last?.cls.role === 'question' &&
        last.sentence.speaker !== block.speaker &&
        ANSWER_START.test(block.text) &&
        !(english && answerTo(block, last))
      )
        last.cls = { role: 'info' };
      if (target) reject(target, block.speaker);
      // "No, the timetable stays in the records system": the reply is itself an exclusion.
      const excludes = answer !== null && matchesTable(EXCLUSIONS, block.text);
      // A "No," that answers something else ("No, parents don't get access …") is still a reply:
      // what follows it is read on its own.
      if (answer) {
        block.text = block.text.slice(answer[0].length);
        block.text = block.text.charAt(0).toUpperCase() + block.text.slice(1);
      }
      // "March 3rd… no, March 17 instead": the corrected value only.
      block.text = applyCorrections(block.text);
      // "Text reminder the evening before, yes.": the confirmation is talk, the phrase the fact.
      if (conversation) block.text = block.text.replace(CONFIRMED_TAIL, '.');
      // "Final answer after talking to finance: the window is 30 days": the decision, as said.
      const verdict = conversation ? VERDICT_LEAD.exec(block.text) : null;
      if (verdict) block.text = block.text.slice(verdict[0].length);
      // "So the core of Dockside: visiting boats book a berth online": the product's core.
      const core = english && !block.item ? CORE_LEAD.exec(block.text) : null;
      if (core) block.text = block.text.slice(core[0].length);
      let cls = classify(block.text, block.item, block.context, {
        conversation,
        english,
        mail: parsed.kind === 'email',
      });
      if (excludes) cls = { role: 'nongoal' };
      if ((verdict || core) && cls.role === 'requirement') Object.assign(cls, DECIDED);
      // "Let's change that: shifts are three hours max, not four" decides, whatever its verb.
      if (verdict && cls.role === 'info') cls = { role: 'requirement', ...DECIDED };
      // "The briefing pack goes out by email a week before": what the product sends, as a fact.
      if (cls.role === 'info' && SENT.test(block.text) && !PAST_TENSE.test(block.text))
        cls = { role: 'requirement', priority: 'P1' };
      // "Booksy charges $29.99/mo": the market around the product, never our goal or feature.
      const theirs = matchesTable(THEIR_NUMBERS, block.text);
      if (theirs && (cls.role === 'requirement' || cls.role === 'info')) cls = { role: 'info' };
      else if (core && cls.role === 'info') cls = { role: 'requirement', ...DECIDED };
      // The reason given for a "No," ("the desks are not staffed, we can't track them") explains
      // the rejection; it is a requirement only when it says so ("managers want to see…").
      if (rejected && cls.role === 'requirement' && !priorityOf(block.text)) cls = { role: 'info' };
      if (cls.role === 'chatter') {
        if (cls.reply && last && last.sentence.speaker !== block.speaker) {
          if (cls.reply === 'agree' && last.cls.role === 'requirement') {
            last.cls = { ...last.cls, stance: 'decision', priority: cls.replyPriority ?? 'P0' };
          } else if (cls.replyPriority && last.cls.role === 'info' && !last.sentence.context) {
            // "The core loop is: offer, claim, approve." / "Yes, that's the must-have."
            last.cls = { role: 'requirement', stance: 'decision', priority: cls.replyPriority };
          } else if (cls.reply === 'reject' && rejectable(last)) {
            reject(last, block.speaker);
          }
        }
        // "ok 20 minutes then": talk, that still decides a value (superseded.ts reads it).
        if (conversation && decidedIn(block.text)) {
          entries.push({
            sentence: { text: block.text, source: sourceOf(block), speaker: block.speaker },
            cls,
            order: entries.length,
            typed: group.typed,
            conversation,
          });
        }
        continue;
      }
      // "Batch picking? one trolley, several orders" / "yes, up to 6 orders per trolley": the
      // answer settles the feature the other person asked about.
      const answered = conversation && english ? answerTo(block, last) : undefined;
      if (answered && last) {
        block.text = answered;
        cls = { role: 'requirement', priority: 'P0', stance: 'decision' };
        last.cls = { role: 'chatter' };
      }
      // "Talked to the shift leads, we'll cap it at 4": the decision without the lead-in.
      const willAt = conversation && cls.stance === 'decision' ? WE_WILL.exec(block.text) : null;
      if (willAt && willAt.index > 0 && /,\s*$/.test(block.text.slice(0, willAt.index)))
        block.text = capitalise(block.text.slice(willAt.index));
      if (conversation && cls.role === 'requirement') {
        const decided = applyDecision(block.text, entries);
        if (decided) {
          block.text = decided;
          cls.priority = 'P0';
          cls.stance = 'decision';
        }
      }
      const key = normalise(block.text);
      if (!key || seen.has(key)) {
        last = undefined;
        continue;
      }
      seen.add(key);
      if (/^(?:tbd|tbc|tba|n\/a|none|\?+)\.?$/i.test(block.text.trim())) continue;
      // Bare fragments ("Overview", "Q3") are not statements; list items may be two words.
      const words = key.split(' ').length;
      if (words < (block.item || block.context ? 1 : 3) && !/\?\s*$/.test(block.text)) continue;
      let text = block.text.replace(DISCOURSE, '');
      // "Push notifications then." is the choice itself.
      if (conversation && cls.stance === 'decision') text = text.replace(/\s+then([.!]*)$/i, '$1');
      if (block.speaker && cls.role === 'action')
        text = text.replace(/^I(?:'ll| will)\b/, `${block.speaker} will`);

      const entry: Entry = {
        sentence: {
          text: escapeMarkdown(
            /^\p{Ll}+\p{Lu}/u.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1),
          ),
          source: sourceOf(block),
          item: block.item,
          speaker: block.speaker,
          context: theirs ? 'problem' : block.context,
          ...(parsed.kind === 'email' && block.speaker ? { mailed: true } : {}),
        },
        cls,
        order: entries.length,
        typed: group.typed,
        conversation,
      };
      entries.push(entry);
      last = entry;
    }
  }
  return { entries, messageTitle, fileTitles, conversation: anyConversation, headings };
}
