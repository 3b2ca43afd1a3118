import { contextOf, type Context } from './contexts.js';
import { inputLines, type InputLines, type TextKind } from './input-lines.js';
import { lineSentences } from './line-sentences.js';
import { isPhrase, splitOutsideParentheses } from './list-pieces.js';
import {
  INSTRUCTIONS,
  matchesTable,
  NON_PRODUCT,
  stripChrome,
  withoutRequest,
} from '../rules/index.js';
import {
  afterRestart,
  BULLET,
  headingOf,
  speakerAlone,
  speakerOf,
  withoutFillers,
  withoutTrailingTalk,
} from './lines.js';

/** One statement of the input with what its layout says about it. */
export interface Block {
  text: string;
  /** A bullet or numbered item (a candidate requirement even without "must"). */
  item: boolean;
  /** A heading line (a title or a section name): read for the name, never a statement. */
  heading: boolean;
  /** What the heading or label above says the line is. */
  context: Context | undefined;
  /** Who said or wrote it (transcripts, email threads). */
  speaker: string | undefined;
  /** Which of the parsed parts (file passages) it came from. */
  part: number;
}

export interface Parsed {
  blocks: Block[];
  /** The first heading, or the first line when it reads like a title. */
  title: string | undefined;
  kind: TextKind;
}

const INLINE_LABEL = /^([\p{L}][\p{L}\d /&'-]{1,30}):\s+(\S.*)$/u;
const LIST_CONTEXTS = new Set<Context>([
  'nongoal',
  'must',
  'should',
  'could',
  'requirements',
  'risks',
  'personas',
]);

/** "Skips are 31% of all chats", "the goal is …": a measure, whatever label the line had. */
const MEASURE = /\d\s?%|\b(?:the|our|main) (?:goal|target|aim)\b|\b(?:goal|target) is\b/i;

const BOT_SPEAKER =
  /(?:^|[\s(])(?:bot|system|assistant|automation|workflow)\)?$|^(?:slackbot|system)$/i;

/** "Open: do we ask why?" inside a paragraph: the label of one sentence ("Open" alone on a
 *  line is more often a ticket's state, so only here does it name the open questions). */
const sentenceContext = (label: string): Context | undefined =>
  contextOf(label) ?? (/^open$/i.test(label.trim()) ? 'questions' : undefined);

/**
 * "Customers" or "Open points" on a line of its own, after a blank line (or a slide's footer) and
 * above its text: a section title the context tables do not know. It still ends the section
 * before it, so a deck's "Not doing" does not run on into "Customers".
 */
function blockTitle(
  text: string,
  previous: string | undefined,
  next: string | undefined,
): { text: string; level: number; lasting: boolean } | undefined {
  const opens =
    previous === undefined || !previous.trim() || matchesTable(NON_PRODUCT, previous.trim());
  if (!opens || !next?.trim() || BULLET.test(text)) return undefined;
  if (text.split(/\s+/).length > 4 || !/^\p{Lu}/u.test(text) || /[.!?,;:\d]/.test(text))
    return undefined;
  return { text, level: 2, lasting: true };
}

function looksLikeTitle(line: string): boolean {
  const text = line.trim();
  return (
    text.length <= 90 &&
    !/[.!?]$/.test(text) &&
    text.split(/\s+/).length <= 12 &&
    !BULLET.test(line)
  );
}

/** Reads the layout of one text: headings, lists, labels, speakers, email messages. */
export function parseStructure(raw: string | string[]): Parsed {
  const r: Reader = {
    ...inputLines(raw),
    blocks: [],
    context: undefined,
    lasting: true,
    topic: undefined,
    level: 9,
    speaker: undefined,
    sawItem: false,
    afterList: false,
    firstLine: true,
    part: 0,
  };
  for (const [i, raw] of r.lines.entries()) readLine(r, raw, i);
  return { blocks: r.blocks, title: r.title, kind: r.kind };
}

/** The text as it is read line by line: the section, list and speaker each line is in. */
interface Reader extends InputLines {
  blocks: Block[];
  context: Context | undefined;
  lasting: boolean;
  /** An unnamed heading over a list ("Pro – $12 per user / month"): its items say little alone. */
  topic: string | undefined;
  level: number;
  speaker: string | undefined;
  sawItem: boolean;
  afterList: boolean;
  firstLine: boolean;
  part: number;
}

function push(
  r: Reader,
  text: string,
  item: boolean,
  ctx: Context | undefined,
  who: string | undefined,
): void {
  // What a bot or the chat system says ("Fork (Bot)", "System", "Webex Assistant") is furniture.
  if (who && BOT_SPEAKER.test(who)) return;
  for (const said of lineSentences(text)) {
    // "need a prd for Sprout, reminds people to …": what follows the request is the brief.
    let sentence = withoutRequest(said);
    // "Can you write a PRD from these notes?" asks the tool; it says nothing of the product.
    if (matchesTable(INSTRUCTIONS, sentence) || matchesTable(NON_PRODUCT, sentence)) continue;
    // "… in a row. Risk: easy skipping could cut revenue.": a label inside a paragraph names
    // what its own sentence is.
    const label = INLINE_LABEL.exec(sentence);
    const labelled = label ? sentenceContext(label[1] ?? '') : undefined;
    if (labelled) sentence = label?.[2] ?? sentence;
    r.blocks.push({
      text: sentence,
      item,
      heading: false,
      context: labelled ?? ctx,
      speaker: who,
      part: r.part,
    });
  }
}

function readLine(r: Reader, raw: string, i: number): void {
  r.part = r.tags[i] ?? 0;
  const line = stripChrome(raw);
  const trimmed = line.trim();
  if (r.kind === 'email') r.speaker = r.speakers[i];
  if (!trimmed) {
    if (!r.lasting && r.sawItem) r.context = undefined;
    r.afterList = r.sawItem;
    return;
  }
  // A rule ends what came before it: the chat above it, the section it closed.
  if (/^\s*(?:={3,}|-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
    // (An underline under a heading's text belongs to that heading.)
    const underline = /^\s*[=-]/.test(line) && !!r.lines[i - 1]?.trim();
    if (!underline && r.kind !== 'email') r.speaker = undefined;
    if (!underline) r.context = undefined;
    return;
  }
  // A join line, a message header, a ticket field, a footer: the material's wrapping (a
  // transcript's "Name  10:42" line still names who speaks next).
  const wrapping =
    matchesTable(NON_PRODUCT, trimmed) || matchesTable(NON_PRODUCT, trimmed.replace(BULLET, ''));
  if (wrapping && !(r.kind === 'transcript' && speakerAlone(line))) return;
  // A line that only asks for the document: the title, if any, comes after it.
  if (matchesTable(INSTRUCTIONS, trimmed.replace(BULLET, ''))) return;
  const heading =
    r.kind === 'transcript' && speakerOf(line)
      ? undefined
      : (headingOf(line, r.lines[i + 1]) ??
        (r.kind === 'brief'
          ? // A page's first line starts a block (its running header is gone); a Word
            // paragraph is a part of one line, and its first line opens nothing.
            blockTitle(
              trimmed,
              r.tags[i - 1] === r.part || !r.pages.has(r.part) ? r.lines[i - 1] : undefined,
              r.lines[i + 1],
            )
          : undefined));
  const named = heading ? contextOf(heading.text) : undefined;
  if (
    heading &&
    !named &&
    r.kind === 'transcript' &&
    /^\p{Lu}\S*(?: \p{Lu}\S*)?$/u.test(heading.text)
  ) {
    r.speaker = heading.text.replace(/:$/, '');
    return;
  }
  if (heading) {
    if (r.firstLine || (!r.title && heading.level === 1)) r.title ??= heading.text.trim();
    if (named) {
      r.context = named;
      r.level = heading.level;
      r.lasting = heading.lasting;
    } else if (heading.level <= r.level || !heading.lasting) {
      r.context = undefined;
      r.level = heading.level;
      r.lasting = true;
    }
    r.sawItem = false;
    r.afterList = false;
    r.topic = !named && !r.firstLine && r.kind === 'brief' ? heading.text.trim() : undefined;
    r.blocks.push({
      text: heading.text.trim(),
      item: false,
      heading: true,
      context: named,
      speaker: r.speaker,
      part: r.part,
    });
    r.firstLine = false;
    return;
  }
  if (
    r.firstLine &&
    r.kind !== 'email' &&
    looksLikeTitle(line) &&
    !speakerOf(line) &&
    // A chat's "Lena Fischer  9:58 AM" header names who writes, not the document.
    !speakerAlone(line) &&
    !matchesTable(INSTRUCTIONS, trimmed)
  ) {
    r.title = trimmed.replace(/^\*\*|\*\*$/g, '');
    r.firstLine = false;
    // A title line names the document: read for the name, not a statement.
    if (!/\b(?:must|should|need|needs|shall|will|can|could|want|wants)\b/i.test(r.title)) {
      r.blocks.push({
        text: r.title,
        item: false,
        heading: true,
        context: undefined,
        speaker: r.speaker,
        part: r.part,
      });
      // A long first line ("An app for kids to track chores") is also what the brief says.
      if (r.title.split(/\s+/).length <= 6) return;
    }
  }
  r.firstLine = false;
  if (r.kind === 'transcript') {
    const alone = speakerAlone(line);
    if (alone) {
      r.speaker = alone;
      return;
    }
  }
  readStatement(r, line, i);
}

/** A line of text: a list item, a labelled line, or a sentence under the current section. */
function readStatement(r: Reader, line: string, i: number): void {
  let text = line;
  const spoken = r.kind === 'transcript' ? speakerOf(line) : undefined;
  if (spoken) {
    r.speaker = spoken.speaker;
    text = afterRestart(spoken.text);
  }
  // "Um, yeah, let's say four-hour shifts": what was said, without its fillers.
  if (r.kind === 'transcript') text = withoutTrailingTalk(withoutFillers(text));
  // "[crosstalk] — sorry, go on.": a dash in what someone says is no list item.
  const item = !spoken && BULLET.test(text);
  text = text.replace(BULLET, '').trim();
  if (item) r.sawItem = true;
  // A paragraph after a list and a blank line is no longer part of the heading's list.
  else if (r.afterList) {
    r.context = undefined;
    r.sawItem = false;
    r.topic = undefined;
  }
  // "Free" or "Pro – $12 per user / month" on its own line right above a list.
  if (!item && r.kind === 'brief') {
    const next = r.lines[i + 1] ?? '';
    r.topic =
      BULLET.test(next) && text.split(/\s+/).length <= 12 && !/[.!?:]$/.test(text)
        ? text
        : undefined;
  }
  r.afterList = false;
  // "Non-goals: offline mode, iPad app" or "Must have: CSV export".
  const label = INLINE_LABEL.exec(text);
  const labelled = label ? contextOf(label[1] ?? '') : undefined;
  if (label && labelled) {
    const content = label[2] ?? '';
    const pieces =
      LIST_CONTEXTS.has(labelled) && !/[.!?]\s/.test(content)
        ? splitOutsideParentheses(content)
        : [content];
    if (pieces.length === 1 && !item) {
      // "Not in this: refunds … Skips are 31% of all chats.": the label names its own
      // sentence; the paragraph's other sentences are read as the section reads them.
      const [first = '', ...others] = lineSentences(content);
      push(r, first, false, labelled, r.speaker);
      for (const other of others)
        push(r, other, false, MEASURE.test(other) ? r.context : labelled, r.speaker);
      return;
    }
    for (const piece of pieces) push(r, piece, pieces.length > 1 || item, labelled, r.speaker);
    return;
  }
  // "Free" over "- 3 projects": the item is "Free: 3 projects" (a short phrase, no verb).
  if (item && r.topic && !r.context && r.topic.split(/\s+/).length <= 12 && isPhrase(text))
    text = `${r.topic.replace(/[:.]+$/, '')}: ${text}`;
  push(r, text, item, r.context, r.speaker);
}
