import { namesPrd, resolveHeading, tableColumnRole, type TableColumnRole } from '@prd/prd';
import type { SourceChunk } from '../../../../../platform/ai/types.js';
import { INSTRUCTIONS, matchesTable, NON_PRODUCT, ruleFor } from '../rules/index.js';

/**
 * An uploaded PRD read as a PRD (contract item 5): its title, its sections and its requirement
 * tables become Markdown the one parser reads, so ids, wording, priorities and dates are kept as
 * the file has them instead of being re-drafted from its sentences.
 *
 * Tables arrive in three shapes: `| a | b |` rows (Word files, Markdown), one paragraph per cell
 * (plain-text extractors), and one line per row with the cells run together (PDF text: "BL-1
 * Landlords record a payment. Must"). All become Markdown tables here. User-story columns ("As
 * a | I want | So that") become one story. Everything is a forward pass over the lines: a header
 * search looks at most MAX_COLUMNS lines ahead.
 */

export interface UploadedPrd {
  file: string;
  markdown: string;
}

const MAX_COLUMNS = 6;
/** Files are read up to this many characters for the PRD check (the writer's own cap is lower). */
const MAX_CHARS = 400_000;
const MAX_HEADING_CHARS = 70;
const ID_CELL = /^[A-Za-z]{1,8}[-_.]?\d{1,5}[a-z]?$/;
const NUMBER_CELL = /^#?\d{1,4}\.?$/;
const PRIORITY_WORDS =
  "must(?: have)?|should(?: have)?|could(?: have)?|won'?t(?: have)?|p[0-4]|high|medium|low|critical|major|minor|nice to have|muss|soll|kann|alta|media|baja|haute|moyenne|basse";
const PRIORITY_CELL = new RegExp(`^(?:${PRIORITY_WORDS})$`, 'i');
/** "BL-1 Landlords record a rent payment in two taps. Must": a row run together on one line. */
const LINE_ROW = new RegExp(
  `^([A-Za-z]{1,8}[-_.]?\\d{1,5}[a-z]?|#\\d{1,4})[:.)]?\\s+(\\S.{2,1500}?)(?:\\s+[-–—|]?\\s*(${PRIORITY_WORDS}))?$`,
  'i',
);
/** "Pilot at the Leeds depot 20 April 2026": a row of a "Milestone Date" table. */
const DATED_ROW =
  /^(\S.{1,200}?)[\s:–—-]+((?:\d{1,2}\s+\p{L}{3,9}|\p{L}{3,9}\s+\d{1,2},?|Q[1-4]|H[12]|\p{L}{3,9})\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4})$/u;
/** "Harvest Hub – Requirements", "Parkly Functional Spec": a title naming a requirements document. */
const PRD_TITLE =
  /^.{2,60}?\s*[–—:|-]?\s*(?:product |functional |software |system )?(?:requirements|specification|spec)(?: v?\d+(?:\.\d+)*)?$/i;
/** "FR-01 (Must) Volunteers sign up …", "NFR-02: Works on phones …": a requirement led by its id. */
const ID_LINE = new RegExp(
  `^([A-Za-z]{1,8}-?\\d{1,5})(?:\\s*[([]\\s*(${PRIORITY_WORDS})\\s*[)\\]])?\\s*[:.–—-]?\\s+(\\S.*)$`,
  'i',
);
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+(\S.*)$/;
/** Metadata lines under a title ("Version 2.0 | Owner: Sam Reyes | March 2026"). */
const META =
  /^(?:version|v\d|owner|author|authors|status|last updated|updated|date|prepared by|created by)\b|^.{0,160}(?:[·|•]|\s[-–—]\s).{0,160}\b(?:version|v\d+\.\d+|owner|author|status|last updated|created by)\b/i;
/** Before the first section, a short line that is no sentence is a label, a breadcrumb or a
 *  page property ("Product / Payments / PRD", "Tech lead Ravi Shah"), not the summary. */
const PREAMBLE_LABEL = /^[^.!?]{1,60}$/;
const STORY = { as: /^as an?$/i, want: /^i (?:want|need|can)(?: to)?$/i, so: /^so that$/i };

const tidy = (line: string) => line.replace(/\s+/g, ' ').trim();
const bare = (line: string) => line.replace(/^#{1,6}\s+/, '').trim();
const isPipeRow = (line: string) => line.startsWith('|') && line.endsWith('|') && line.length > 2;
const cell = (text: string) => text.replace(/\|/g, '\\|');
const isChrome = (line: string) =>
  line.length <= 120 && ruleFor(NON_PRODUCT, line)?.name === 'a page footer or header';

/** A heading's words without its number ("3.1 In scope" → "In scope"). */
const headingText = (line: string) => bare(line).replace(NUMBERED_HEADING, '$2');

/** A line that is a section heading: short, no sentence end, and a section the parser knows. */
function headingLine(line: string): boolean {
  const text = bare(line);
  if (!text || text.length > MAX_HEADING_CHARS || /[.!?,;]$/.test(text)) return false;
  if (text.split(' ').length > 8) return false;
  return resolveHeading(text) !== null;
}

/** "6. Appendix": a numbered heading the parser does not know (kept as its own section). */
function numberedHeading(line: string): boolean {
  const m = NUMBERED_HEADING.exec(bare(line));
  if (!m) return false;
  const words = m[2]!;
  return words.length <= 50 && !/[.!?,;:]$/.test(words) && /^\p{Lu}/u.test(words);
}

type Role = TableColumnRole | 'story-as' | 'story-want' | 'story-so';

function roleOf(text: string): Role | null {
  if (text.length > 40) return null;
  if (STORY.as.test(text)) return 'story-as';
  if (STORY.want.test(text)) return 'story-want';
  if (STORY.so.test(text)) return 'story-so';
  return tableColumnRole(text);
}

interface Header {
  roles: (Role | null)[];
  cells: string[];
}

function usable(roles: (Role | null)[]): boolean {
  const content = roles.some((r) => r === 'text' || r === 'title' || r === 'story-want');
  const keyed = roles.includes('id') || roles.includes('priority');
  return roles.length >= 2 && content && keyed;
}

/** The header of a table given one cell per line, starting at `at`, or null. */
function cellHeader(lines: string[], at: number): Header | null {
  const cells: string[] = [];
  const roles: (Role | null)[] = [];
  for (let i = at; i < lines.length && cells.length < MAX_COLUMNS; i++) {
    const role = roleOf(lines[i]!);
    if (!role) break;
    cells.push(lines[i]!);
    roles.push(role);
  }
  return usable(roles) ? { roles, cells } : null;
}

/** Whether `width` lines from `at` read as one row of a table with these column roles. */
function isRow(lines: string[], at: number, header: Header): boolean {
  const width = header.cells.length;
  if (at + width > lines.length) return false;
  for (let c = 0; c < width; c++) {
    const text = lines[at + c]!;
    if (isPipeRow(text) || headingLine(text) || numberedHeading(text)) return false;
    const role = header.roles[c];
    if (role === 'id' && !ID_CELL.test(text) && !NUMBER_CELL.test(text)) return false;
    if (role === 'priority' && !PRIORITY_CELL.test(text)) return false;
  }
  return true;
}

/** The header of a row-per-line table ("ID Requirement Priority", "Milestone Date"), or null. */
function lineHeader(line: string): Header | null {
  const words = line.split(' ');
  if (words.length < 2 || words.length > MAX_COLUMNS || line.length > 60) return null;
  const roles = words.map((w) => tableColumnRole(w));
  if (roles.some((r) => r === null)) return null;
  if (roles.includes('id')) return usable(roles) ? { roles, cells: words } : null;
  // "Milestone Date": a text column, then the date each row ends with.
  return roles.length === 2 && roles[0] === 'text' && roles[1] === 'date'
    ? { roles, cells: words }
    : null;
}

/** The cells of one row-per-line row under this header, or null when the line is not one. */
function lineRow(line: string, header: Header): string[] | null {
  if (header.roles.includes('id')) {
    const m = LINE_ROW.exec(line);
    if (!m) return null;
    return header.roles.map((role) =>
      role === 'id' ? m[1]! : role === 'priority' ? (m[3] ?? '') : m[2]!,
    );
  }
  const m = DATED_ROW.exec(line);
  return m ? [m[1]!, m[2]!] : null;
}

const MAX_CONTINUATION = 4;
const CONTINUATION = new RegExp(`^(.{1,1500}?)(?:\\s+[-–—|]?\\s*(${PRIORITY_WORDS}))?$`, 'i');

/**
 * A PDF wraps a long cell onto the next lines ("#1 Tenants can split the rent into two" / "dates
 * they choose. Must have"): while the row has no priority yet, the lines that are no row or
 * heading of their own continue its text, and the priority they end with is its priority.
 * Returns the index of the first line after the row.
 */
function continueRow(lines: string[], at: number, row: string[], header: Header): number {
  const p = header.roles.indexOf('priority');
  const t = header.roles.findIndex((r) => r === 'text' || r === 'title');
  let i = at;
  while (p >= 0 && t >= 0 && !row[p] && i < lines.length && i - at < MAX_CONTINUATION) {
    const line = lines[i]!;
    if (lineRow(line, header) || headingLine(line) || numberedHeading(line) || isPipeRow(line))
      break;
    const m = CONTINUATION.exec(line);
    if (!m) break;
    row[t] = `${row[t]} ${m[1]!.trim()}`;
    row[p] = m[2] ?? '';
    i++;
  }
  return i;
}

/** Story columns as one "User story" cell; numeric ids (a row counter) dropped. */
function tidyColumns(header: string[], roles: (Role | null)[], rows: string[][]) {
  const keep = header.map((_, c) => {
    if (roles[c] === 'id') return !rows.every((r) => NUMBER_CELL.test(r[c] ?? ''));
    return !roles[c]?.startsWith('story-');
  });
  const storyAt = roles.findIndex((r) => r?.startsWith('story-'));
  const story = (row: string[]) => {
    const part = (role: Role, lead: string) => {
      const c = roles.indexOf(role);
      const value = c >= 0 ? (row[c] ?? '').replace(/[.\s]+$/, '') : '';
      return value ? `${lead} ${value}` : '';
    };
    const text = [
      part('story-as', 'As a'),
      part('story-want', 'I want'),
      part('story-so', 'so that'),
    ]
      .filter(Boolean)
      .join(', ');
    return text ? `${text}.` : '';
  };
  const pick = (cells: string[], storyCell: string) => {
    const out: string[] = [];
    cells.forEach((value, c) => {
      if (c === storyAt) out.push(storyCell);
      if (keep[c]) out.push(value);
    });
    return out;
  };
  return {
    header: pick(header, 'User story'),
    rows: rows.map((row) => pick(row, story(row))),
  };
}

function tableLines(header: Header, rows: string[][]): string[] {
  const table = tidyColumns(header.cells, header.roles, rows);
  const pipe = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return ['', pipe(table.header), pipe(table.header.map(() => '---')), ...table.rows.map(pipe), ''];
}

/** The lines with cell-per-line and row-per-line tables rebuilt as Markdown tables (one pass). */
function rebuildTables(lines: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const header = cellHeader(lines, i);
    if (header && isRow(lines, i + header.cells.length, header)) {
      const width = header.cells.length;
      const rows: string[][] = [];
      i += width;
      while (isRow(lines, i, header)) {
        rows.push(lines.slice(i, i + width));
        i += width;
      }
      out.push(...tableLines(header, rows));
      continue;
    }
    const byLine = lineHeader(lines[i]!);
    if (byLine && lineRow(lines[i + 1] ?? '', byLine)) {
      const rows: string[][] = [];
      i++;
      for (let row = lineRow(lines[i]!, byLine); row; row = lineRow(lines[i] ?? '', byLine)) {
        i = continueRow(lines, i + 1, row, byLine);
        rows.push(row);
      }
      out.push(...tableLines(byLine, rows));
      continue;
    }
    out.push(lines[i]!);
    i++;
  }
  return out;
}

/** The document's first line as its title: naming a PRD, or short, not a section, no sentence. */
function titleLine(line: string): boolean {
  const text = bare(line);
  if (namesPrd(text) || PRD_TITLE.test(text)) return true;
  return text.length <= 80 && !/[.!?:;]$/.test(text) && !headingLine(text) && !isPipeRow(text);
}

/** "FR-01 (Must) Volunteers sign up …" → "- **FR-01** (Must): Volunteers sign up …", read as an item. */
function idItem(line: string): string | undefined {
  const m = ID_LINE.exec(line);
  if (!m || !/\d/.test(m[1]!) || !/[A-Za-z]/.test(m[1]!)) return undefined;
  return m[2] ? `- **${m[1]}** (${m[2]}): ${m[3]}` : `- **${m[1]}:** ${m[3]}`;
}

/** A plain line as Markdown text: a leading "#" ("# of seats") is not a heading. */
const asText = (line: string) => line.replace(/^#/, '\\#');

/** Markdown for one file's text: the title as `#`, sections as `##`, tables rebuilt. */
function asMarkdown(lines: string[]): string {
  const out: string[] = [];
  let titled = false;
  let sections = 0;
  let inTable = false;
  for (const line of rebuildTables(lines)) {
    if (isPipeRow(line)) {
      if (!inTable) out.push('');
      out.push(line);
      inTable = true;
      continue;
    }
    if (inTable) out.push('');
    inTable = false;
    if (!line || isChrome(line)) continue;
    if (!titled && out.length === 0 && titleLine(line)) {
      out.push(`# ${bare(line)}`, '');
      titled = true;
    } else if (headingLine(line) || numberedHeading(line) || /^#{1,6}\s+\S/.test(line)) {
      out.push('', `## ${headingText(line)}`, '');
      sections++;
    } else if (sections === 0 && (META.test(line) || PREAMBLE_LABEL.test(line))) continue;
    else out.push(idItem(line) ?? asText(line), '');
  }
  return out.join('\n');
}

/** A Markdown header row naming an id or priority column and a text column. */
function pipeHeader(line: string): boolean {
  const cells = line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
  const roles = cells.map(roleOf);
  return usable(roles) && roles.filter(Boolean).length * 2 >= cells.length;
}

function tableAt(lines: string[], at: number): boolean {
  const line = lines[at]!;
  if (isPipeRow(line)) return pipeHeader(line);
  const byLine = lineHeader(line);
  if (byLine?.roles.includes('id') && lineRow(lines[at + 1] ?? '', byLine)) return true;
  const header = cellHeader(lines, at);
  return header !== null && isRow(lines, at + header.cells.length, header);
}

/**
 * Whether a file's lines are a PRD: a title naming one with sections or a requirement table, or
 * (untitled) a requirement table among at least two known sections.
 */
function isPrd(lines: string[]): boolean {
  const head = lines.slice(0, 3).map(bare);
  const titled = head.some((l) => l.length <= 150 && (namesPrd(l) || PRD_TITLE.test(l)));
  const sections = lines.filter((l) => headingLine(l) || numberedHeading(l)).length;
  if (titled && sections >= 2) return true;
  const hasTable = lines.some((_, i) => tableAt(lines, i));
  const idLines = lines.filter((l) => ID_LINE.test(l)).length;
  return (hasTable || idLines >= 3) && (titled || sections >= 2);
}

/**
 * PDF text wraps sentences over lines: a line that does not end a sentence, followed by one that
 * starts in lower case, is one line ("Drivers carry cards for four" + "charging networks, …").
 */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (
      last !== undefined &&
      /^\p{Ll}/u.test(line) &&
      !/[.!?:;]$/.test(last) &&
      !isPipeRow(last) &&
      !isPipeRow(line)
    )
      out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

/**
 * The first uploaded file that is a PRD, as Markdown for the parser; null when none is. Chunks
 * of one file are joined in order; a file of speech (timestamps) or pictures is never a PRD.
 */
export function readUploadedPrd(chunks: readonly SourceChunk[]): UploadedPrd | null {
  const byFile = new Map<string, string[]>();
  const chars = new Map<string, number>();
  for (const chunk of chunks) {
    if (!/^(?:paragraph|page|line|sheet|slide)/i.test(chunk.locator)) continue;
    const used = chars.get(chunk.file) ?? 0;
    if (used >= MAX_CHARS) continue;
    const text = chunk.text.slice(0, MAX_CHARS - used);
    chars.set(chunk.file, used + text.length);
    let lines = text
      .split('\n')
      .map(tidy)
      .filter((l) => l && !isChrome(l));
    // Only a page's text wraps its sentences; a Word file's paragraphs (or cells) are whole.
    if (/^page/i.test(chunk.locator)) lines = joinWrapped(lines);
    const all = byFile.get(chunk.file) ?? [];
    for (const line of lines) all.push(line);
    byFile.set(chunk.file, all);
  }
  for (const [file, lines] of byFile) {
    if (isPrd(lines)) return { file, markdown: asMarkdown(lines) };
  }
  return null;
}

/** A PRD pasted into the message, after the words that ask for something ("Here's our PRD:"). */
export interface PastedPrd {
  markdown: string;
  /** The lines before the PRD: an instruction, or changes to apply to it. */
  lead: string;
}

const MAX_LEAD_LINES = 5;

/** The PRD a message pastes, with what the message says before it; null when it pastes none. */
export function readPastedPrd(message: string): PastedPrd | null {
  const raw = message.slice(0, MAX_CHARS).split('\n').map(tidy);
  let start = 0;
  while (start < raw.length && start < MAX_LEAD_LINES) {
    const line = raw[start]!;
    const lead =
      !line ||
      /:$/.test(line) ||
      matchesTable(INSTRUCTIONS, line) ||
      ruleFor(NON_PRODUCT, line)?.name === 'a greeting or sign-off on its own';
    const title = line.length <= 100 && !/[:.!?]$/.test(line) && namesPrd(bare(line));
    if (!lead || title) break;
    start++;
  }
  const lines = raw.slice(start).filter((l) => l && !isChrome(l));
  // Typed briefs often have a title and a heading or two: a pasted PRD has more than that.
  if (lines.length < 4 || !isPrd(lines) || lines.filter(headingLine).length < 3) return null;
  return { markdown: asMarkdown(lines), lead: raw.slice(0, start).join('\n').trim() };
}
