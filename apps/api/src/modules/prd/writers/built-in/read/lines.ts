import { contextOf, leadOf } from './contexts.js';
import { matchesTable, NON_PRODUCT } from '../rules/index.js';
import { MAX_RULE_TEXT } from '../rules/rule.js';

/** Line-level shapes of a brief: bullets, headings, speaker labels, wrapped lines. */

export const BULLET = /^\s{0,12}(?:[-*•▪◦‣–—+]|#(?!#)|\d{1,3}[.)]|\(?[a-z][.)]|\[[ xX]\])\s+/;
const MAX_HEADING = 200;
const MD_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const WIKI_HEADING = /^\s{0,3}h([1-6])\.\s+(\S.{0,120}?)\s*$/;
const NUMBERED_SECTION = /^\s{0,3}\d{1,2}[.)]\s+(\p{Lu}[^.!?:;,]{0,50})$/u;
const UNDERLINE = /^\s{0,3}(?:={3,}|-{3,})\s*$/;
const BOLD_LINE = /^\s*\*\*([^*]{1,80})\*\*\s*:?\s*$/;
const LABEL_ONLY = /^\s*([A-Z\p{Lu}][^:.!?]{0,50}):\s*$/u;
const TIME = String.raw`\[?\(?\d{1,2}:\d{2}(?::\d{2})?\)?\]?`;
/**
 * A chat export's stamp before the name: WhatsApp's "[24/02/26, 10:42]" (iOS) or "24/02/26,
 * 10:42 -" (Android), with seconds or AM/PM; Signal's "[2026-02-14 07:15]"; or a plain "[00:12]".
 */
const STAMP = String.raw`\[?\(?(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?\s{1,3}|\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\)?\]?`;
/** A name as a chat export writes it: "Lucía Romero", or a phone number ("+34 612 34 56 78"). */
const PHONE = String.raw`\+\d{1,3}(?:[ -]?\d{2,5}){2,5}`;
const SPEAKER = new RegExp(
  String.raw`^\s*(?:${STAMP}\s*[-–]?\s*)?(?:\*\*)?(${PHONE}|\p{Lu}[\p{L}'.-]{0,24}(?: \p{Lu}[\p{L}'.-]{0,24})?|\p{Lu}[\p{L}'.-]{0,24}(?: [\p{L}'.-]{1,24}){1,2}(?=\s*\([^)]{1,30}\)))(?:\*\*)?\s*(?:\([^)]{1,30}\))?\s*(?:\*\*)?:(?:\*\*)?\s+(\S.*)$`,
  'u',
);
// "Sam Lee  0:05" on a line of its own, the words on the next lines (exported captions); chat
// exports write "Jakub Nowak  10:02" (Slack), "Adaeze Obi, 09/06 08:15" (Teams), "Sam 9:41 AM".
const SPEAKER_ALONE = new RegExp(
  String.raw`^\s*(\p{Lu}[\p{L}'.-]{0,24}(?: \p{Lu}[\p{L}'.-]{0,24}){0,2}(?: \([\p{L} .'-]{1,20}\))?)(?:#\d{4})?(?:\s+(?:BOT|APP))?(?:,\s*|\s+[—–-]\s+|\s+)(?:(?:[Tt]oday|[Yy]esterday)\s+at\s+)?(?:(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|(?:[Mm]on|[Tt]ue|[Ww]ed|[Tt]hu|[Ff]ri|[Ss]at|[Ss]un)[a-z]{0,6}|yesterday|today)[ ,]+)?${TIME}(?:\s?[AaPp]\.?[Mm]\.?)?\s*$`,
  'u',
);
// Discord: "quillfeather — Today at 14:02", "vex#0417 — Yesterday at 21:40", "Wumpus  BOT — …".
const DISCORD_HEADER = new RegExp(
  String.raw`^\s*(@?[\p{L}\d_.]{2,32}(?:#\d{4})?(?: [\p{L}\d_.]{2,32})?)(?:\s+(?:BOT|APP))?\s+[—–]\s+(?:[Tt]oday|[Yy]esterday|\d{1,2}/\d{1,2}/\d{2,4})(?:\s+at)?\s+\d{1,2}:\d\d(?:\s?[AaPp][Mm])?\s*$`,
  'u',
);
// A Zoom or Teams auto-transcript puts the time first: "00:01:23 Priya Nair" (or "[00:01:23]
// Priya Nair:"), the words on the next line.
const STAMP_THEN_SPEAKER = new RegExp(
  String.raw`^\s*${STAMP}\s*[-–]?\s*(\p{Lu}[\p{L}'.-]{0,24}(?: \p{Lu}[\p{L}'.-]{0,24}){0,2})\s*:?\s*$`,
  'u',
);
const HAS_TIME = new RegExp(String.raw`^\s*${STAMP}`);

/** Labels that look like "Name:" but are not people. */
const NOT_SPEAKERS = new Set(
  'yesterday today tomorrow monday tuesday wednesday thursday friday saturday sunday note notes name title product project subject from to sent date cc goal goals problem summary status owner owners deadline budget ai action decision decisions example q a re update context background tldr tl;dr answer question risk risks priority why what who when where how version platform platforms scope users user persona personas fr nfr p0 p1 p2 must should could target targets metric metrics timeline today tomorrow phase step todo to do next steps agenda attendees participants location time duration requirement requirements feature features important warning tip edit edited'.split(
    ' ',
  ),
);

interface Heading {
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
  // "# When an episode is published, …": a Jira wiki numbered item, a sentence, not a heading.
  if (md && !/[.!?;]$/.test(md[2] ?? '') && (md[2] ?? '').split(/\s+/).length <= 12)
    return { text: md[2] ?? '', level: (md[1] ?? '#').length, lasting: true };
  // "h3. What we're building": a Jira (Confluence wiki) heading.
  const wiki = WIKI_HEADING.exec(line);
  if (wiki) return { text: wiki[2] ?? '', level: Number(wiki[1]), lasting: true };
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
  if (leadOf(text).split(/\s+/).length <= 8 && !/[.!?,;]$/.test(text) && contextOf(text)) {
    return { text, level: 2, lasting: true };
  }
  const caps = letters(text);
  if (caps.length >= 3 && caps === caps.toUpperCase() && caps !== caps.toLowerCase()) {
    if (text.split(/\s+/).length <= 8 && !/[.!?]$/.test(text))
      return { text, level: 2, lasting: true };
  }
  return undefined;
}

interface Spoken {
  speaker: string;
  text: string;
}

/** "Priya: ...", "[00:12] Sam: ...", "**Dana:** ..." (a label that names no section). */
export function speakerOf(line: string): Spoken | undefined {
  const match = SPEAKER.exec(line);
  if (!match) return undefined;
  const speaker = (match[1] ?? '').replace(/[.'-]+$/, '');
  // "Plan: pilot in January", "Goals: …": a label that names a section is no person.
  // ("Security (Viktor):" is a team speaking, the person in parentheses.)
  const named = /^[^:]{0,60}\)\s*(?:\*\*)?:/.test(line);
  if (NOT_SPEAKERS.has(speaker.toLowerCase()) || (!named && contextOf(speaker))) return undefined;
  return { speaker, text: match[2] ?? '' };
}

export function speakerAlone(line: string): string | undefined {
  if (line.length > MAX_HEADING) return undefined;
  const match =
    SPEAKER_ALONE.exec(line) ?? STAMP_THEN_SPEAKER.exec(line) ?? DISCORD_HEADER.exec(line);
  return match && !NOT_SPEAKERS.has((match[1] ?? '').toLowerCase()) ? match[1] : undefined;
}

/**
 * Whether the text is a transcript: a speaker label used at least twice by the same person, or
 * lines with timestamps. One pass.
 */
export function isTranscript(lines: string[]): boolean {
  const seen = new Map<string, number>();
  let timed = 0;
  // "Name  21:02" headers: a chat's, whoever writes (three of them, even by three people).
  let headers = 0;
  for (const line of lines) {
    if (HAS_TIME.test(line)) timed += 1;
    const spoken = speakerOf(line);
    const alone = spoken ? undefined : speakerAlone(line);
    const who = spoken?.speaker ?? alone;
    if (!who) continue;
    if (alone && /\d:\d\d/.test(line) && ++headers >= 3) return true;
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
        // "Risk: invigilators may not read email" starts a statement of its own.
        !/^\p{Lu}[\p{L}'’ -]{0,30}:\s/u.test(trimmed) &&
        // A chat's "Name  10:02" header stands alone: the message starts on the next line.
        !speakerAlone(previous) &&
        !speakerAlone(line) &&
        // "replied to a thread: v1 plan …" or "<Media omitted>" is chrome, never half a sentence.
        !(previous.length <= MAX_RULE_TEXT && matchesTable(NON_PRODUCT, previous.trim())) &&
        !(line.length <= MAX_HEADING && (MD_HEADING.test(line) || WIKI_HEADING.test(line))) &&
        // "(PCN Manager); Kerbwatch only …" goes on the unfinished line above it.
        (hyphen ||
          lowerNext ||
          /,$/.test(end) ||
          CONNECTOR.test(end) ||
          (samepart && /^\(/.test(trimmed)))
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

/** Hesitations that are never words of the statement ("um", "uh", "erm"). */
const HESITATION = String.raw`(?:u+m+|u+h+|e+r+m+|hmm+)`;
/** Spoken fillers between commas ("it's, you know, one spreadsheet", "like, four hundred"). */
const COMMA_FILLER = String.raw`(?:${HESITATION}|you know(?: what)?|I mean|like|sort of|kind of|basically)`;
const FILLER_BETWEEN_COMMAS = new RegExp(String.raw`\s*,\s*${COMMA_FILLER},(?=\s)`, 'gi');
const FILLER_AT_START = new RegExp(String.raw`^(?:${COMMA_FILLER}[,.]\s+|${HESITATION}\s+)+`, 'i');
const HESITATION_INSIDE = new RegExp(String.raw`(?<=\s)${HESITATION},?\s+(?=\S)`, 'gi');

/**
 * What someone said without its fillers: "Um, yeah, let's say four-hour shifts" -> "Yeah, let's
 * say four-hour shifts"; "it's, you know, one giant spreadsheet" -> "it's one giant spreadsheet".
 * Each pattern is a fixed word list (one pass per pattern).
 */
/** ", haha fair enough.", ", one sec, the dog is barking.": talk tacked on after what was said. */
const TRAILING_TALK =
  /,\s*(?:haha|lol|yeah|yes|yep|ok(?:ay)?|right|sure|fine|fair enough|good point|makes sense|agreed|exactly|totally|true|cool|nice|great|one sec(?:ond)?|hang on|sorry|thanks|sounds (?:good|great|fine)|works for me|fine by me|obviously|of course|clearly|i guess|i think|i reckon|basically|really)\b[^\d]{0,60}$/i;

/** A spoken sentence without the talk after it, when what remains still says something. */
export function withoutTrailingTalk(text: string): string {
  const m = TRAILING_TALK.exec(text);
  if (!m || m[0].split(/\s+/).length > 9) return text;
  const kept = text.slice(0, m.index).trimEnd();
  return kept.split(/\s+/).length >= 4 ? `${kept}.` : text;
}

export function withoutFillers(text: string): string {
  if (!/\b(?:u+[mh]|erm|hmm|you know|I mean|like|sort of|kind of|basically)\b/i.test(text))
    return text;
  const out = text
    .replace(FILLER_BETWEEN_COMMAS, '')
    .replace(HESITATION_INSIDE, '')
    .replace(FILLER_AT_START, '');
  if (out === text) return text;
  return out.length >= 2 && /^\p{Ll}/u.test(out) && /^\p{Lu}/u.test(text)
    ? out.charAt(0).toUpperCase() + out.slice(1)
    : out;
}
