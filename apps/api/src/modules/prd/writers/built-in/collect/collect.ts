import type { SourceChunk } from '../../types.js';
import { classify, WE_WILL, type Classified } from '../classify/classify.js';
import { applyCorrections } from '../classify/corrections.js';
import { EXCLUSIONS, matchesTable, THEIR_NUMBERS } from '../rules/index.js';
import { priorityOf } from './requirements.js';
import { decidedIn } from './decided-value.js';
import { escapeMarkdown } from '../text/escape.js';
import { parseStructure, type Block, type Parsed } from '../read/structure.js';
import { capitalise, MESSAGE_SOURCE, normalise, type Source } from '../read/sentences.js';
import type { Entry } from './entry.js';
import {
  ANSWER_START,
  answerTo,
  reject,
  rejectable,
  repliedTo,
  REJECTING_REPLY,
} from './replies.js';

const CONFIRMED_TAIL =
  /,\s*(?:yes|yep|yeah|definitely|agreed|good|great|for sure|of course|that'?s it|that is it|full stop|period)[.!]*$/i;

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
    const r: Reading = { group, parsed, conversation, english, entries, seen, last: undefined };
    for (const block of parsed.blocks) {
      if (block.heading) {
        if (headings.length < 200) headings.push(block.text);
        continue;
      }
      const { cls, theirs } = classifyBlock(r, block);
      if (cls.role === 'chatter') replyToLast(r, block, cls);
      else addStatement(r, block, cls, theirs);
    }
  }
  return { entries, messageTitle, fileTitles, conversation: anyConversation, headings };
}

/** One group (the message, or one file) as its blocks are read in order. */
interface Reading {
  group: Group;
  parsed: Parsed;
  conversation: boolean;
  english: boolean;
  entries: Entry[];
  seen: Set<string>;
  /** The statement read before (a reply answers it). */
  last: Entry | undefined;
}

function sourceOf(r: Reading, block: Block): Source {
  return sourceFor(
    r.group.sources[block.part] ?? r.group.sources[0] ?? MESSAGE_SOURCE,
    block.speaker,
  );
}

/** A block's role, once the reply it opens with and its lead-ins are read. */
function classifyBlock(r: Reading, block: Block): { cls: Classified; theirs: boolean } {
  const { conversation, english, entries, parsed, last } = r;
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
  return { cls, theirs };
}

/** Talk: a reply that agrees with, ranks or rejects the statement before it. */
function replyToLast(r: Reading, block: Block, cls: Classified): void {
  const { conversation, group, entries, last } = r;
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
      sentence: { text: block.text, source: sourceOf(r, block), speaker: block.speaker },
      cls,
      order: entries.length,
      typed: group.typed,
      conversation,
    });
  }
}

/** A statement: answered questions settled, decisions applied, repeats and fragments left out. */
function addStatement(r: Reading, block: Block, classified: Classified, theirs: boolean): void {
  const { conversation, english, entries, parsed, group, seen, last } = r;
  let cls = classified;
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
    r.last = undefined;
    return;
  }
  seen.add(key);
  if (/^(?:tbd|tbc|tba|n\/a|none|\?+)\.?$/i.test(block.text.trim())) return;
  // Bare fragments ("Overview", "Q3") are not statements; list items may be two words.
  const words = key.split(' ').length;
  if (words < (block.item || block.context ? 1 : 3) && !/\?\s*$/.test(block.text)) return;
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
      source: sourceOf(r, block),
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
  r.last = entry;
}
