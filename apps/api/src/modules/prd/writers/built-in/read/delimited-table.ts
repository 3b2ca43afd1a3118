/**
 * A backlog pasted from a spreadsheet or a CSV file: a header row ("Epic,Story,Priority,Estimate,
 * Status" or tab-separated) and rows of the same width. The rows are read back as the brief a PM
 * would write: each row's text as a requirement with its priority as a tag ("(Must)"), the rows
 * marked "Won't do" under a "Won't do" heading, and ids, estimates and statuses dropped.
 * Linear: each line is split once.
 */

const MAX_CELLS = 12;
const MIN_ROWS = 2;
/** Header cells: short names ("Story", "Priority", "Story points"). */
const HEADER_CELL = /^[\p{L}][\p{L}\d /#().'-]{0,24}$/u;
const TEXT_COLUMN =
  /^(?:story|user story|requirement|description|title|summary|feature|item|name|anforderung|beschreibung|exigence|requisito|descripci[óo]n)$/i;
const PRIORITY_COLUMN = /^(?:priority|prio|moscow|importance|priorit[äa]t|priorit[ée]|prioridad)$/i;
const STATUS_COLUMN = /^(?:status|state|stage|estado|statut)$/i;
const ID_COLUMN = /^(?:id|key|ref|#|nr\.?|no\.?|issue key|ticket)$/i;
/** "Won't do", "Won't have", "Out of scope", "Rejected": the row is out of scope. */
const OUT =
  /^(?:won'?t(?: do| have| fix)?|wont(?: do)?|out of scope|rejected|descoped|de-scoped|cancell?ed|dropped|not doing|parked)$/i;

/** The cells of one line: commas (with "quoted, cells") or tabs. */
export function cellsOf(line: string, separator: ',' | '\t'): string[] {
  if (separator === '\t') return line.split('\t').map((c) => c.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

interface Table {
  start: number;
  end: number;
  separator: ',' | '\t';
  header: string[];
}

function tableAt(lines: readonly string[], at: number): Table | undefined {
  const first = lines[at] ?? '';
  const separator = first.includes('\t') ? '\t' : first.includes(',') ? ',' : undefined;
  if (!separator || first.length > 400) return undefined;
  const header = cellsOf(first, separator);
  if (header.length < 3 || header.length > MAX_CELLS || !header.every((c) => HEADER_CELL.test(c)))
    return undefined;
  if (!header.some((c) => TEXT_COLUMN.test(c))) return undefined;
  let end = at + 1;
  while (end < lines.length && cellsOf(lines[end] ?? '', separator).length === header.length) end++;
  return end - at - 1 >= MIN_ROWS ? { start: at, end, separator, header } : undefined;
}

/** The lines with each delimited backlog table read back as a brief (other lines unchanged). */
export function readDelimitedTables(lines: string[]): string[] {
  if (!lines.some((l) => l.includes(',') || l.includes('\t'))) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const table = tableAt(lines, i);
    if (!table) {
      out.push(lines[i]!);
      continue;
    }
    const column = (pattern: RegExp) => table.header.findIndex((c) => pattern.test(c.trim()));
    const text = column(TEXT_COLUMN);
    const priority = column(PRIORITY_COLUMN);
    const status = column(STATUS_COLUMN);
    const id = column(ID_COLUMN);
    const kept: string[] = [];
    const out_: string[] = [];
    for (let row = table.start + 1; row < table.end; row++) {
      const cells = cellsOf(lines[row]!, table.separator);
      const said = (cells[text] ?? '').replace(/[.\s]+$/, '');
      if (!said) continue;
      const ref = id >= 0 && cells[id] ? `${cells[id]}: ` : '';
      const level = priority >= 0 && cells[priority] ? ` (${cells[priority]})` : '';
      if (status >= 0 && OUT.test(cells[status] ?? '')) out_.push(`- ${ref}${said}.`);
      else kept.push(`- ${ref}${said}${level}.`);
    }
    if (kept.length) out.push('', 'Requirements', ...kept, '');
    if (out_.length) out.push('', "Won't do", ...out_, '');
    i = table.end - 1;
  }
  return out;
}
