import type { AnyItem, Requirement } from './model.js';
import { flat } from './escape.js';
import { readMarks } from './marks.js';
import { priorityOf, type RawItem } from './parse-items.js';
import { rowFields, type Table } from './parse-table.js';
import { TEXT_TARGETS, type Target } from './sections.js';
import { extractTarget } from './target.js';

/** What a table's rows are read into: the section being read (parse-section.ts's Reader). */
interface TableReader {
  readonly current: Target;
  readonly summary: string[];
  readonly problem: string[];
  addRaw(raw: RawItem, boldStart?: boolean, trustId?: boolean): AnyItem;
}

/** The rows of a table as items of the section being read (a header row is never an item). */
export function tableItems(reader: TableReader, table: Table): void {
  for (const cells of table.rows) {
    const row = rowFields(table, cells);
    if (TEXT_TARGETS.has(reader.current) && reader.current !== 'problemGoals') {
      (reader.current === 'summary' ? reader.summary : reader.problem).push(
        cells.filter(Boolean).join(' | '),
      );
      continue;
    }
    const main =
      row.title && row.text && reader.current !== 'requirements'
        ? `${row.title}: ${row.text}`
        : row.text || row.title;
    const text = withNotes(main, row.notes);
    const marks = readMarks(text);
    const raw: RawItem = {
      id: row.id || null,
      slot: row.priority || row.date || row.owner || null,
      text: flat(marks.rest),
      full: flat([row.id, marks.rest].filter(Boolean).join(': ')),
      bold: false,
      basis: marks.basis,
      sources: marks.sources,
    };
    if (row.target) raw.target = extractTarget(row.target);
    const item = reader.addRaw(raw, false, Boolean(table.columns?.some((c) => c.role === 'id')));
    if (isRequirement(item)) {
      if (row.title) {
        item.title = row.title;
        item.text = withNotes(row.text, row.notes);
      }
      if (row.acceptance) item.acceptance.push(row.acceptance);
      if (row.priority) item.priority = priorityOf(row.priority) ?? item.priority;
    }
    if (row.source) item.sources.push(...sourcesOf(row.source));
    if ('owner' in item && row.owner) item.owner = row.owner;
    if ('date' in item && row.date) item.date = row.date;
  }
}

function sourcesOf(text: string) {
  return text
    .split(/;\s*/)
    .filter(Boolean)
    .map((ref) => ({
      kind: /\.[A-Za-z][A-Za-z0-9]{0,4}$/.test(ref) ? ('file' as const) : ('message' as const),
      ref,
      locator: '',
    }));
}

function isRequirement(item: AnyItem): item is Requirement {
  return 'acceptance' in item;
}

/** "Text." and "Notes: x" → "Text. Notes: x" (a "; " only after an unfinished sentence). */
function withNotes(main: string, notes: readonly string[]): string {
  let out = main;
  for (const note of notes) {
    if (!note) continue;
    out = !out ? note : /[.!?]$/.test(out) ? `${out} ${note}` : `${out}; ${note}`;
  }
  return out;
}
