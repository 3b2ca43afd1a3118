import { resolveHeading, tableColumnRole, type TableColumnRole } from '@prd/prd';

/**
 * The tables of an uploaded PRD, rebuilt as Markdown tables for the one parser. They arrive as
 * `| a | b |` rows (Word files, Markdown), one paragraph per cell (plain-text extractors), or one
 * line per row with the cells run together (PDF text: "BL-1 Landlords record a payment. Must",
 * a long cell wrapped onto the next lines). User-story columns ("As a | I want | So that")
 * become one story. One forward pass: a header search looks at most MAX_COLUMNS lines ahead.
 */

const MAX_COLUMNS = 6;
const MAX_HEADING_CHARS = 70;
const ID_CELL = /^[A-Za-z]{1,8}[-_.]?\d{1,5}[a-z]?$/;
const NUMBER_CELL = /^#?\d{1,4}\.?$/;
export const PRIORITY_WORDS =
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
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+(\S.*)$/;
const STORY = { as: /^as an?$/i, want: /^i (?:want|need|can)(?: to)?$/i, so: /^so that$/i };

export const bare = (line: string) => line.replace(/^#{1,6}\s+/, '').trim();
export const isPipeRow = (line: string) =>
  line.startsWith('|') && line.endsWith('|') && line.length > 2;
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A heading's words without its number ("3.1 In scope" → "In scope"). */
export const headingText = (line: string) => bare(line).replace(NUMBERED_HEADING, '$2');

/** A line that is a section heading: short, no sentence end, and a section the parser knows. */
export function headingLine(line: string): boolean {
  const text = bare(line);
  if (!text || text.length > MAX_HEADING_CHARS || /[.!?,;]$/.test(text)) return false;
  if (text.split(' ').length > 8) return false;
  return resolveHeading(text) !== null;
}

/** "6. Appendix": a numbered heading the parser does not know (kept as its own section). */
export function numberedHeading(line: string): boolean {
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
export function rebuildTables(lines: string[]): string[] {
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

/** A Markdown header row naming an id or priority column and a text column. */
function pipeHeader(line: string): boolean {
  const cells = line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
  const roles = cells.map(roleOf);
  return usable(roles) && roles.filter(Boolean).length * 2 >= cells.length;
}

export function tableAt(lines: string[], at: number): boolean {
  const line = lines[at]!;
  if (isPipeRow(line)) return pipeHeader(line);
  const byLine = lineHeader(line);
  if (byLine?.roles.includes('id') && lineRow(lines[at + 1] ?? '', byLine)) return true;
  const header = cellHeader(lines, at);
  return header !== null && isRow(lines, at + header.cells.length, header);
}
