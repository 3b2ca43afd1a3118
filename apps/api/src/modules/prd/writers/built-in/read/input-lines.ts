import { readDelimitedTables } from './delimited-table.js';
import { isEmailThread, parseEmailThread } from './email.js';
import { unglueTables } from './flat-table.js';
import { isTranscript, joinWrapped } from './lines.js';
import { pageChrome } from './page-chrome.js';

/** The lines of the input's parts, and what kind of text they make. */
/** A brief, a transcript (speakers on their lines) or an email thread. */
export type TextKind = 'brief' | 'transcript' | 'email';

export interface InputLines {
  lines: string[];
  /** Which part each line came from. */
  tags: number[];
  /** The parts of several lines: pages (a PDF's), not a Word file's one-line paragraphs. */
  pages: Set<number>;
  kind: TextKind;
  title: string | undefined;
  /** Who wrote each line of an email thread. */
  speakers: (string | undefined)[];
}

export function inputLines(raw: string | string[]): InputLines {
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
  let kind: TextKind = 'brief';
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

  return { lines, tags, pages, kind, title, speakers };
}
