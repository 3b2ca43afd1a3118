import { contextOf, leadOf } from './contexts.js';

/** Line-level shapes of a brief: bullets, headings, speaker labels, wrapped lines. */

export const BULLET = /^\s{0,12}(?:[-*•▪◦‣–—+]|\d{1,3}[.)]|\(?[a-z][.)]|\[[ xX]\])\s+/;
const MAX_HEADING = 200;
const MD_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const NUMBERED_SECTION = /^\s{0,3}\d{1,2}[.)]\s+(\p{Lu}[^.!?:;,]{0,50})$/u;
const UNDERLINE = /^\s{0,3}(?:={3,}|-{3,})\s*$/;
const BOLD_LINE = /^\s*\*\*([^*]{1,80})\*\*\s*:?\s*$/;
const LABEL_ONLY = /^\s*([A-Z\p{Lu}][^:.!?]{0,50}):\s*$/u;
const TIME = String.raw`\[?\(?\d{1,2}:\d{2}(?::\d{2})?\)?\]?`;
const SPEAKER = new RegExp(
  String.raw`^\s*(?:${TIME}\s*[-–]?\s*)?(?:\*\*)?(\p{Lu}[\p{L}'.-]{0,24}(?: \p{Lu}[\p{L}'.-]{0,24})?|\p{Lu}[\p{L}'.-]{0,24}(?: [\p{L}'.-]{1,24}){1,2}(?=\s*\([^)]{1,30}\)))(?:\*\*)?\s*(?:\([^)]{1,30}\))?\s*(?:\*\*)?:(?:\*\*)?\s+(\S.*)$`,
  'u',
);
// "Sam Lee  0:05" on a line of its own, the words on the next lines (exported captions); chat
// exports write "Jakub Nowak  10:02" (Slack), "Adaeze Obi, 09/06 08:15" (Teams), "Sam 9:41 AM".
const SPEAKER_ALONE = new RegExp(
  String.raw`^\s*(\p{Lu}[\p{L}'.-]{0,24}(?: \p{Lu}[\p{L}'.-]{0,24}){0,2})(?:,\s*|\s+)(?:(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}|yesterday|today)[ ,]+)?${TIME}(?:\s?[AaPp]\.?[Mm]\.?)?\s*$`,
  'u',
);
const HAS_TIME = new RegExp(String.raw`^\s*${TIME}`);

/** Labels that look like "Name:" but are not people. */
const NOT_SPEAKERS = new Set(
  'note notes name title product project subject from to sent date cc goal goals problem summary status owner owners deadline budget ai action decision decisions example q a re update context background tldr tl;dr answer question risk risks priority why what who when where how version platform platforms scope users user persona personas fr nfr p0 p1 p2 must should could target targets metric metrics timeline today tomorrow phase step todo to do next steps agenda attendees participants location time duration requirement requirements feature features important warning tip edit edited'.split(
    ' ',
  ),
);

export interface Heading {
  text: string;
  /** 1 for a title, up to 6; lines that are headings by shape only count as level 2. */
  level: number;
  /** A Markdown or underlined heading holds until the next one; the others until a blank line. */
  lasting: boolean;
}

function letters(text: string): string {
  return text.replace(/[^\p{L}]+/gu, '');
}

/** The heading a line is, if any (`next` for underlined headings). */
export function headingOf(line: string, next: string | undefined): Heading | undefined {
  // A heading is a short line; longer ones are text (and no pattern runs over them).
  if (line.length > MAX_HEADING) return undefined;
  const md = MD_HEADING.exec(line);
  if (md) return { text: md[2] ?? '', level: (md[1] ?? '#').length, lasting: true };
  // "2. Ce que nous voulons" right above its text or a lettered list: a numbered section
  // heading, not an item (an item's next line is another item, or a blank line ends the list).
  const numbered = NUMBERED_SECTION.exec(line);
  if (
    numbered &&
    next?.trim() &&
    !/^\s*\d{1,3}[.)]\s/.test(next) &&
    numbered[1]!.split(/\s+/).length <= 6
  )
    return { text: numbered[1]!, level: 2, lasting: true };
  if (!line.trim() || BULLET.test(line)) return undefined;
  if (next !== undefined && UNDERLINE.test(next) && line.trim().length <= 80) {
    return { text: line.trim(), level: /=/.test(next) ? 1 : 2, lasting: true };
  }
  const bold = BOLD_LINE.exec(line);
  if (bold) return { text: bold[1] ?? '', level: 3, lasting: false };
  const label = LABEL_ONLY.exec(line);
  if (label) return { text: label[1] ?? '', level: 3, lasting: false };
  const text = line.trim();
  // "Goals", "Who it's for", "Out of scope" on a line of their own.
  if (leadOf(text).split(/\s+/).length <= 6 && !/[.!?,;]$/.test(text) && contextOf(text)) {
    return { text, level: 2, lasting: true };
  }
  const caps = letters(text);
  if (caps.length >= 3 && caps === caps.toUpperCase() && caps !== caps.toLowerCase()) {
    if (text.split(/\s+/).length <= 8 && !/[.!?]$/.test(text))
      return { text, level: 2, lasting: true };
  }
  return undefined;
}

export interface Spoken {
  speaker: string;
  text: string;
}

/** "Priya: ...", "[00:12] Sam: ...", "**Dana:** ..." (a label that names no section). */
export function speakerOf(line: string): Spoken | undefined {
  const match = SPEAKER.exec(line);
  if (!match) return undefined;
  const speaker = (match[1] ?? '').replace(/[.'-]+$/, '');
  if (NOT_SPEAKERS.has(speaker.toLowerCase())) return undefined;
  return { speaker, text: match[2] ?? '' };
}

export function speakerAlone(line: string): string | undefined {
  const match = SPEAKER_ALONE.exec(line);
  return match && !NOT_SPEAKERS.has((match[1] ?? '').toLowerCase()) ? match[1] : undefined;
}

/**
 * Whether the text is a transcript: a speaker label used at least twice by the same person, or
 * lines with timestamps. One pass.
 */
export function isTranscript(lines: string[]): boolean {
  const seen = new Map<string, number>();
  let timed = 0;
  for (const line of lines) {
    if (HAS_TIME.test(line)) timed += 1;
    const spoken = speakerOf(line);
    const alone = spoken ? undefined : speakerAlone(line);
    const who = spoken?.speaker ?? alone;
    if (!who) continue;
    const n = (seen.get(who) ?? 0) + 1;
    seen.set(who, n);
    if (n >= 2 && seen.size >= 2) return true;
    if (alone && n >= 2) return true;
  }
  return timed >= 3 && seen.size >= 1;
}

const CONNECTOR =
  /(?:^|\s)(?:the|a|an|of|to|and|or|for|with|within|under|over|in|on|at|by|from|must|should|can|will|be|is|are|than|per|that|which|who|their|our|its|as|into|via|up|not|least|most|each|every|after|before|until|during|about|around)$/i;

/**
 * Lines wrapped by a PDF or an email client, joined: a line that does not end a sentence goes on
 * when the next line starts in lower case or the line ends on a hyphen, a comma or a word like
 * "the" that cannot end a sentence. Bullets, headings and speaker lines are never joined to.
 */
export function joinWrapped(
  lines: string[],
  tags?: number[],
): { lines: string[]; origin: number[] } {
  const out: string[] = [];
  const origin: number[] = [];
  // The current joined line as pieces (joined once: no quadratic string building).
  let parts: string[] = [];
  let previous: string | undefined;
  const flush = () => {
    if (parts.length) out.push(parts.join(''));
    parts = [];
  };
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (previous !== undefined && trimmed && previous.trim() && !BULLET.test(line)) {
      const end = previous.trimEnd();
      // Across passages (a docx paragraph, a pdf page) only a line that cannot end goes on.
      const samepart = !tags || tags[index] === tags[index - 1];
      const lowerNext = samepart && /^\p{Ll}(?!\p{Ll}*\p{Lu})/u.test(trimmed);
      const hyphen = /\p{L}-$/u.test(end) && lowerNext;
      // "What Frostline is" alone after a blank line, above "A wireless sensor …": a title.
      const before = index >= 2 ? lines[index - 2] : undefined;
      const title =
        (before === undefined || !before.trim()) &&
        previous.trim().split(/\s+/).length <= 4 &&
        /^\p{Lu}/u.test(previous.trim()) &&
        /^\p{Lu}/u.test(trimmed);
      const open = !/[.!?:;)"”]$/.test(end) && !title && !headingOf(previous, line);
      if (
        open &&
        !speakerOf(line) &&
        // A chat's "Name  10:02" header stands alone: the message starts on the next line.
        !speakerAlone(previous) &&
        !speakerAlone(line) &&
        !(line.length <= MAX_HEADING && MD_HEADING.test(line)) &&
        (hyphen || lowerNext || /,$/.test(end) || CONNECTOR.test(end))
      ) {
        const last = (parts.pop() ?? '').trimEnd();
        parts.push(hyphen ? last.slice(0, -1) : last, hyphen ? trimmed : ` ${trimmed}`);
        previous = line;
        continue;
      }
    }
    flush();
    parts.push(line);
    origin.push(index);
    previous = line;
  }
  flush();
  return { lines: out, origin };
}

/** "Can we — — sorry, the crews need …" (crosstalk taken out): a false start before the words. */
const RESTARTED = /^[^—–]{0,60}?\s[—–]\s*[—–]\s*(?:(?:sorry|I mean|so|um+|uh+),?\s*)*(?=\S)/i;

/** What a speaker says after a false start, capitalised ("The crews need a route sheet …"). */
export function afterRestart(text: string): string {
  const match = RESTARTED.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  return rest.length >= 8 ? rest.charAt(0).toUpperCase() + rest.slice(1) : text;
}
