import { boundedPieces } from '../collect/limits.js';
import { runOnClauses } from './run-on.js';
import { GERMAN_MONTH } from '../classify/keywords.js';
import { contextOf, type Context } from './contexts.js';
import { isEmailThread, parseEmailThread } from './email.js';
import { unglueTables } from './flat-table.js';
import { readDelimitedTables } from './delimited-table.js';
import { pageChrome } from './page-chrome.js';
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
  isTranscript,
  joinWrapped,
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
  kind: 'brief' | 'transcript' | 'email';
}

// A sentence ends at . ! ? followed by space and a capital, digit or quote (keeps "e.g. x", "2.5").
// "morning! kicking off the locker thing. idea: …": chat writes new sentences in lower case too.
// "morning! kicking off the locker thing. idea: …": chat writes new sentences in lower case too,
// after "!", or as a label after a full stop ("bulk printing? one job, …" stays one thought).
const SENTENCE_END =
  /(?<=[.!?])\s+(?=["'“(]?[\p{Lu}\d¿¡])|(?<=\p{L}{3}!)\s+(?=\p{Ll}{2})|(?<=\p{L}{3}\.)\s+(?=\p{Ll}{2,20}:\s)/u;
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|approx|incl|Mr|Mrs|Ms|Dr|St|No)\.$/i;
const DATE_MONTH = new RegExp(`^${GERMAN_MONTH}\\b`, 'i');
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

/** Sentences of one line: split at sentence ends and "; ", each at most MAX_SENTENCE_CHARS. */
export function lineSentences(line: string): string[] {
  const out: string[] = [];
  let pending = '';
  const parts = line.split(SENTENCE_END);
  for (const [i, part] of parts.entries()) {
    pending = pending ? `${pending} ${part}` : part;
    if (ABBREVIATION.test(pending.slice(-9))) continue;
    // "am 1. Oktober 2026": a German date's day, not a sentence's end.
    if (/\s\d{1,2}\.$/.test(pending.slice(-4)) && DATE_MONTH.test(parts[i + 1] ?? '')) continue;
    out.push(pending);
    pending = '';
  }
  if (pending) out.push(pending);
  return out
    .flatMap((s) => s.split(/;\s+/))
    .flatMap(runOnClauses)
    .flatMap((s) => boundedPieces(s))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}/u.test(s));
}

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
  let lines: string[] = [];
  let tags: number[] = [];
  for (const [n, part] of (typeof raw === 'string' ? [raw] : raw).entries()) {
    // Direction marks a chat export puts around names and "<Media omitted>" are no text.
    // A backlog pasted from a spreadsheet: its rows as requirements, "Won't do" rows as exclusions.
    for (const line of readDelimitedTables(
      part
        .replace(/\r\n?/g, '\n')
        .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
        .split('\n'),
    )) {
      lines.push(line);
      tags.push(n);
    }
  }
  // The parts of several lines: pages (a PDF's), not a Word file's one-line paragraphs.
  const sizes = new Map<number, number>();
  for (const tag of tags) sizes.set(tag, (sizes.get(tag) ?? 0) + 1);
  const pages = new Set([...sizes].filter(([, n]) => n >= 3).map(([tag]) => tag));
  let kind: Parsed['kind'] = 'brief';
  let title: string | undefined;
  // Email threads become "From: X" speaker lines over their cleaned bodies, oldest first.
  const speakers: (string | undefined)[] = [];
  if (isEmailThread(lines)) {
    kind = 'email';
    const messages = parseEmailThread(lines);
    title = messages.find((m) => m.subject)?.subject;
    lines = [];
    tags = [];
    for (const message of messages) {
      for (const line of joinWrapped(message.body.split('\n')).lines) {
        lines.push(line);
        tags.push(0);
        speakers.push(message.from);
      }
      lines.push('');
      tags.push(0);
      speakers.push(undefined);
    }
  } else {
    // A PDF's running header and footer (the same line on every page) go before lines are joined.
    const chrome = pageChrome(lines, tags);
    if (chrome.size) {
      tags = tags.filter((_, i) => !chrome.has(i));
      lines = lines.filter((_, i) => !chrome.has(i));
    }
    const joined = joinWrapped(lines, tags);
    lines = joined.lines;
    tags = joined.origin.map((o) => tags[o] ?? 0);
    if (isTranscript(lines)) kind = 'transcript';
    else {
      // A flattened two-column table's rows as items, its header row gone.
      ({ lines, tags } = unglueTables(lines, tags));
    }
  }

  const blocks: Block[] = [];
  let context: Context | undefined;
  let lasting = true;
  /** An unnamed heading over a list ("Pro – $12 per user / month"): its items say little alone. */
  let topic: string | undefined;
  let level = 9;
  let speaker: string | undefined;
  let sawItem = false;
  let afterList = false;
  let firstLine = true;
  let part = 0;
  const push = (text: string, item: boolean, ctx: Context | undefined, who: string | undefined) => {
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
      blocks.push({
        text: sentence,
        item,
        heading: false,
        context: labelled ?? ctx,
        speaker: who,
        part,
      });
    }
  };

  for (const [i, raw] of lines.entries()) {
    part = tags[i] ?? 0;
    const line = stripChrome(raw);
    const trimmed = line.trim();
    if (kind === 'email') speaker = speakers[i];
    if (!trimmed) {
      if (!lasting && sawItem) context = undefined;
      afterList = sawItem;
      continue;
    }
    // A rule ends what came before it: the chat above it, the section it closed.
    if (/^\s*(?:={3,}|-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
      // (An underline under a heading's text belongs to that heading.)
      const underline = /^\s*[=-]/.test(line) && !!lines[i - 1]?.trim();
      if (!underline && kind !== 'email') speaker = undefined;
      if (!underline) context = undefined;
      continue;
    }
    // A join line, a message header, a ticket field, a footer: the material's wrapping (a
    // transcript's "Name  10:42" line still names who speaks next).
    const wrapping =
      matchesTable(NON_PRODUCT, trimmed) || matchesTable(NON_PRODUCT, trimmed.replace(BULLET, ''));
    if (wrapping && !(kind === 'transcript' && speakerAlone(line))) continue;
    // A line that only asks for the document: the title, if any, comes after it.
    if (matchesTable(INSTRUCTIONS, trimmed.replace(BULLET, ''))) continue;
    const heading =
      kind === 'transcript' && speakerOf(line)
        ? undefined
        : (headingOf(line, lines[i + 1]) ??
          (kind === 'brief'
            ? // A page's first line starts a block (its running header is gone); a Word
              // paragraph is a part of one line, and its first line opens nothing.
              blockTitle(
                trimmed,
                tags[i - 1] === part || !pages.has(part) ? lines[i - 1] : undefined,
                lines[i + 1],
              )
            : undefined));
    const named = heading ? contextOf(heading.text) : undefined;
    if (
      heading &&
      !named &&
      kind === 'transcript' &&
      /^\p{Lu}\S*(?: \p{Lu}\S*)?$/u.test(heading.text)
    ) {
      speaker = heading.text.replace(/:$/, '');
      continue;
    }
    if (heading) {
      if (firstLine || (!title && heading.level === 1)) title ??= heading.text.trim();
      if (named) {
        context = named;
        level = heading.level;
        lasting = heading.lasting;
      } else if (heading.level <= level || !heading.lasting) {
        context = undefined;
        level = heading.level;
        lasting = true;
      }
      sawItem = false;
      afterList = false;
      topic = !named && !firstLine && kind === 'brief' ? heading.text.trim() : undefined;
      blocks.push({
        text: heading.text.trim(),
        item: false,
        heading: true,
        context: named,
        speaker,
        part,
      });
      firstLine = false;
      continue;
    }
    if (
      firstLine &&
      kind !== 'email' &&
      looksLikeTitle(line) &&
      !speakerOf(line) &&
      // A chat's "Lena Fischer  9:58 AM" header names who writes, not the document.
      !speakerAlone(line) &&
      !matchesTable(INSTRUCTIONS, trimmed)
    ) {
      title = trimmed.replace(/^\*\*|\*\*$/g, '');
      firstLine = false;
      // A title line names the document: read for the name, not a statement.
      if (!/\b(?:must|should|need|needs|shall|will|can|could|want|wants)\b/i.test(title)) {
        blocks.push({ text: title, item: false, heading: true, context: undefined, speaker, part });
        // A long first line ("An app for kids to track chores") is also what the brief says.
        if (title.split(/\s+/).length <= 6) continue;
      }
    }
    firstLine = false;
    if (kind === 'transcript') {
      const alone = speakerAlone(line);
      if (alone) {
        speaker = alone;
        continue;
      }
    }
    let text = line;
    const spoken = kind === 'transcript' ? speakerOf(line) : undefined;
    if (spoken) {
      speaker = spoken.speaker;
      text = afterRestart(spoken.text);
    }
    // "Um, yeah, let's say four-hour shifts": what was said, without its fillers.
    if (kind === 'transcript') text = withoutTrailingTalk(withoutFillers(text));
    // "[crosstalk] — sorry, go on.": a dash in what someone says is no list item.
    const item = !spoken && BULLET.test(text);
    text = text.replace(BULLET, '').trim();
    if (item) sawItem = true;
    // A paragraph after a list and a blank line is no longer part of the heading's list.
    else if (afterList) {
      context = undefined;
      sawItem = false;
      topic = undefined;
    }
    // "Free" or "Pro – $12 per user / month" on its own line right above a list.
    if (!item && kind === 'brief') {
      const next = lines[i + 1] ?? '';
      topic =
        BULLET.test(next) && text.split(/\s+/).length <= 12 && !/[.!?:]$/.test(text)
          ? text
          : undefined;
    }
    afterList = false;
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
        push(first, false, labelled, speaker);
        for (const other of others)
          push(other, false, MEASURE.test(other) ? context : labelled, speaker);
        continue;
      }
      for (const piece of pieces) push(piece, pieces.length > 1 || item, labelled, speaker);
      continue;
    }
    // "Free" over "- 3 projects": the item is "Free: 3 projects" (a short phrase, no verb).
    if (item && topic && !context && topic.split(/\s+/).length <= 12 && isPhrase(text))
      text = `${topic.replace(/[:.]+$/, '')}: ${text}`;
    push(text, item, context, speaker);
  }
  return { blocks, title, kind };
}

/** A short list item with no verb of its own ("3 projects", "Admin audit log"). */
function isPhrase(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length <= 8 &&
    !/\b(?:must|should|shall|can|could|will|may|need|needs|is|are|has|have)\b/i.test(text) &&
    // "The code expires after 10 minutes": a sentence with its subject and verb.
    !(/^(?:the|a|an|each|every|all|any|no)\s/i.test(text) && words.length >= 3)
  );
}

/** "a, b and c (x, y)" -> "a", "b", "c (x, y)": list pieces, never cut inside parentheses. */
function splitOutsideParentheses(content: string): string[] {
  if (!/\(/.test(content)) return content.split(/\s*[,;]\s+(?:and\s+|or\s+)?|\s+and\s+(?=[^,]*$)/);
  // Commas inside parentheses are hidden (a private-use character) while splitting, then put back.
  let depth = 0;
  const hidden = [...content]
    .map((c) => {
      if (c === '(') depth += 1;
      else if (c === ')') depth = Math.max(0, depth - 1);
      if (depth > 0 && c === ',') return '\u{E000}';
      return depth > 0 && c === ';' ? '\u{E001}' : c;
    })
    .join('');
  return hidden
    .split(/\s*[,;]\s+(?:and\s+|or\s+)?|\s+and\s+(?=[^,(]*$)/)
    .map((piece) => piece.replace(/\u{E000}/gu, ',').replace(/\u{E001}/gu, ';'));
}
