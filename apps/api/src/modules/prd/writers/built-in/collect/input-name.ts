import type { SourceChunk } from '../../types.js';
import { isTranscript, speakerOf } from '../read/lines.js';
import { lineSentences } from '../read/line-sentences.js';
import {
  INSTRUCTIONS,
  matchesTable,
  NON_PRODUCT,
  statedName,
  stripChrome,
} from '../rules/index.js';
import {
  coinedCandidate,
  coinedName,
  describedKind,
  describedName,
  explicitName,
  findProductName,
  nameFromTitle,
} from './product-name.js';

/** The text without the lines and sentences that only ask for the document or wrap it. */
function withoutInstructions(text: string): string {
  if (text.length > 20_000) return text;
  return text
    .split('\n')
    .map((line) => {
      const sentences = lineSentences(line);
      const kept = sentences.filter(
        (s) => !matchesTable(INSTRUCTIONS, s) && !matchesTable(NON_PRODUCT, s),
      );
      return kept.length === sentences.length ? line : kept.join(' ');
    })
    .join('\n')
    .trim();
}

/** The product's name for one input: stated in the typed message, its subject, or the files'. */
/**
 * In a chat, a coined word the input keeps using ("Kicking off Callboard", "Callboard just reads
 * …") over a first line's name it never repeats (a channel's header, a speaker): undefined when
 * the title's name is used as often, or no coined word is used three times.
 */
function usedMore(text: string, titled: string | undefined): string | undefined {
  if (!titled) return undefined;
  const coined = coinedCandidate(text);
  if (!coined || coined.count < 3 || coined.word === titled) return undefined;
  if (titled.toLowerCase().includes(coined.word.toLowerCase())) return undefined;
  const escaped = titled.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const uses = text.slice(0, 20_000).match(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu'));
  return (uses?.length ?? 0) <= 1 ? coined.word : undefined;
}

/** "PROJ-2291  Self-service password reset for store staff": a ticket's summary, its subject. */
function ticketSubject(line: string): string | undefined {
  const summary = /^\[?[A-Z][A-Z\d]{1,10}-\d{1,6}\]?\s*[-–—:|]?\s+(\S.{4,90})$/.exec(line)?.[1];
  if (!summary) return undefined;
  const subject = summary
    .replace(/\s+(?:for|on|in|at|from|to|with)\s+.*$/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
  if (subject.split(/\s+/).length < 2 || subject.split(/\s+/).length > 6) return undefined;
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}

export function productName(
  message: string,
  chunks: SourceChunk[],
  titles: { message?: string; files: string[] },
) {
  const fileText = chunks.map((c) => c.text).join('\n');
  const asked = message.trim();
  // What the person asks of the tool ("Can you write a PRD from these notes?") names nothing;
  // a name stated in it ("…for our app called Parkly") still counts (explicitName below).
  const typed = withoutInstructions(asked);
  // "Harvest Ledger — bookkeeping for farms. No iPads." : a first line with a separator.
  const firstLine = typed.split('\n')[0]?.split(/(?<=[.!?])\s/)[0] ?? '';
  // "Epic: Permitpad – digital permits to work", "Betreff: Sperrfix – …": a ticket's or a mail's
  // first line reads as a field, and is still the title.
  const rawFirst = asked.split('\n')[0]?.trim() ?? '';
  const chat = isTranscript(asked.slice(0, 20_000).split('\n'));
  // "Maria: We need a tool for …" in a chat: a speaker, never a title.
  const speaks = (line: string) => chat && speakerOf(line) !== undefined;
  const headed =
    (/\s[–—|-]\s|:\s/.test(firstLine) && !speaks(firstLine)
      ? nameFromTitle(firstLine)
      : undefined) ??
    (/\s[–—|-]\s|:\s/.test(rawFirst) && rawFirst.length <= 120 && !speaks(rawFirst)
      ? nameFromTitle(rawFirst)
      : undefined);
  const titled =
    titles.message && !matchesTable(NON_PRODUCT, stripChrome(titles.message).trim())
      ? nameFromTitle(titles.message)
      : undefined;
  const typedName =
    asked &&
    (explicitName(asked) ??
      statedName(asked) ??
      (chat ? usedMore(typed, titled ?? headed) : undefined) ??
      titled ??
      headed ??
      findProductName(typed) ??
      coinedName(typed));
  if (typedName) return { name: typedName, stated: true };
  // The typed brief leads: its subject names the product before any attached file does.
  const substantive =
    typed.split(/\s+/).length >= 3 &&
    !/^(?:see|here|attached|please|pls|find)\b/i.test(typed) &&
    !/\b(?:attach\w*|enclosed|(?:the|this|these) (?:file|doc|document|pdf|deck|spec|brief|notes|thread|export|transcript)s?|sent (?:this|it|them) over)\b/i.test(
      typed,
    );
  // "Add a dashboard for finance leads" with a brief attached extends the file's product; a
  // brief that describes a product ("PRD for a dog-walking marketplace") replaces its name.
  const extendsFile = /^(?:add|also|include|plus|make sure|focus on|emphasi[sz]e)\b/i.test(typed);
  // "Following up on the call about the volunteer driver scheme": a note around the brief
  // still says what the product is when the brief itself does not.
  const typedSubject =
    substantive && !extendsFile
      ? (ticketSubject(rawFirst) ??
        describedKind(typed) ??
        describedKind(asked) ??
        describedName(typed))
      : undefined;
  if (typedSubject && chunks.length) return { name: typedSubject, stated: false };
  const stated =
    explicitName(fileText) ||
    statedName(fileText) ||
    titles.files.map(nameFromTitle).find(Boolean) ||
    findProductName(fileText) ||
    coinedName(fileText);
  if (stated) return { name: stated, stated: true };
  return { name: typedSubject ?? describedName(fileText.slice(0, 2000)), stated: false };
}
