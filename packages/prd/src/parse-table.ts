import { flat, plain, splitUnescaped } from './escape.js';

/** A Markdown table: the column roles from its header (when it has one) and its body rows. */

export type Role =
  | 'id'
  | 'title'
  | 'text'
  | 'priority'
  | 'acceptance'
  | 'source'
  | 'owner'
  | 'date'
  | 'target'
  | 'other';

export interface Column {
  role: Role;
  header: string;
}

export interface Table {
  columns: Column[] | null;
  rows: string[][];
}

const ROLES: Record<string, Role> = {};
function add(role: Role, names: string): void {
  for (const n of names.split('|')) ROLES[n] = role;
}
add(
  'id',
  'id|#|ref|key|no|no.|nr|number|req id|requirement id|story id|item|ident|req #|req no|req no.|req|reqid|req. id|requirement #|requirement no|ref #|ref no|id #|story #|us #|us id|user story id|feature id|item #|item no|nº|n°',
);
add(
  'title',
  'title|name|feature|feature name|capability|epic|short name|summary|título|titre|titel|nombre|funcionalidad|fonctionnalité|funktion',
);
add(
  'text',
  'requirement|requirements|description|statement|details|detail|user story|story|text|goal|goals|objective|metric|metrics|kpi|risk|risks|question|questions|dependency|dependencies|milestone|milestones|deliverable|deliverables|phase|persona|personas|user|users|role|step|action|task|decision|non-goal|assumption|issue|topic|requisito|descripción|riesgo|hito|pregunta|exigence|risque|jalon|anforderung|beschreibung|risiko|meilenstein|frage|descrição|risco|marco|pergunta',
);
add('priority', 'priority|prio|moscow|importance|severity|prioridad|priorité|priorität|prioridade');
add(
  'acceptance',
  "acceptance criteria|acceptance|ac|criteria|done when|definition of done|criterios de aceptación|critères d’acceptation|critères d'acceptation|abnahmekriterien|critérios de aceitação",
);
add('source', 'source|sources|origin|reference|references|fuente|quelle|fonte');
add(
  'owner',
  'owner|owners|assignee|responsible|dri|who|lead|responsable|verantwortlich|responsável',
);
add(
  'date',
  'date|target date|due|due date|deadline|when|eta|quarter|timing|timeline|fecha|échéance|datum|termin|prazo|data',
);
add(
  'target',
  'target|target value|threshold|goal value|success criteria|objetivo|cible|zielwert|meta',
);

/** What a table header names ("Priority" → priority), or null for a header it does not know. */
export function roleOf(header: string): Role | null {
  const h = header
    .toLowerCase()
    .replace(/[*_`:]/g, '')
    .trim();
  return ROLES[h] ?? roleByWord(h);
}

/** "MoSCoW priority", "Requirement ID", "Short description": a known word names the column. */
const WORD_ROLES: [RegExp, Role][] = [
  [/\b(?:priority|moscow|prio)\b/, 'priority'],
  [/\bacceptance\b/, 'acceptance'],
  [/(?:^|\s)(?:id|#|ref|no\.?|key)$|^(?:id|#|ref)\b/, 'id'],
  [/\b(?:owner|assignee|responsible)\b/, 'owner'],
  [/\b(?:due|deadline|target date|date)\b/, 'date'],
  [/\b(?:requirements?|description|statement|user stor(?:y|ies)|details?)\b/, 'text'],
  [/\b(?:title|feature|capability|name)\b/, 'title'],
];

function roleByWord(h: string): Role | null {
  if (h.length > 40 || h.split(' ').length > 4) return null;
  return WORD_ROLES.find(([re]) => re.test(h))?.[1] ?? null;
}

export function isTableLine(line: string): boolean {
  const t = line.trim();
  return t.startsWith('|') || (t.includes(' | ') && t.split('|').length >= 3);
}

export function splitRow(line: string): string[] {
  let t = line.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|') && !t.endsWith('\\|')) t = t.slice(0, -1);
  return splitUnescaped(t, '|').map((c) => flat(plain(c.replace(/<br\s*\/?>/gi, ' '))));
}

const SEPARATOR = /^\s*:?-+:?\s*$/;

export function readTable(lines: string[]): Table {
  const raw = lines.map((l) => l.trim());
  const cells = raw.map(splitRow);
  const separatorAt = raw.findIndex(
    (_, i) =>
      cells[i]!.length > 0 &&
      splitUnescaped(raw[i]!.replace(/^\||\|$/g, ''), '|').every((c) => SEPARATOR.test(c)),
  );
  let columns: Column[] | null = null;
  let body: string[][];
  const first = cells[0] ?? [];
  const known = first.filter((c) => roleOf(c)).length;
  if (separatorAt === 1 || (known > 0 && known * 2 >= first.length)) {
    columns = first.map((header) => ({ header, role: roleOf(header) ?? 'other' }));
    body = cells.slice(1);
  } else body = cells;
  const rows = body.filter((row, i) => {
    const line = columns ? raw[i + 1]! : raw[i]!;
    const sep = splitUnescaped(line.replace(/^\||\|$/g, ''), '|').every((c) => SEPARATOR.test(c));
    return !sep && row.some((c) => c);
  });
  if (columns && !columns.some((c) => c.role === 'text' || c.role === 'title')) {
    const free = columns.find((c) => c.role === 'other');
    if (free) free.role = 'text';
  }
  return { columns, rows };
}

/** One row as named fields; columns without a role are kept as "Header: value" notes. */
interface Row {
  id: string;
  title: string;
  text: string;
  priority: string;
  acceptance: string;
  source: string;
  owner: string;
  date: string;
  target: string;
  notes: string[];
}

export function rowFields(table: Table, row: string[]): Row {
  const out: Row = {
    id: '',
    title: '',
    text: '',
    priority: '',
    acceptance: '',
    source: '',
    owner: '',
    date: '',
    target: '',
    notes: [],
  };
  if (!table.columns) {
    const [a = '', b = '', ...more] = row;
    if (/^[A-Za-z]{1,6}-?\d{1,5}$/.test(a) && b) {
      out.id = a;
      out.text = b;
      out.notes = more.filter(Boolean);
    } else {
      out.text = row.filter(Boolean).join(' | ');
    }
    return out;
  }
  table.columns.forEach((col, i) => {
    const value = row[i] ?? '';
    if (!value) return;
    if (col.role === 'other') out.notes.push(`${col.header}: ${value}`);
    else if (col.role === 'target') {
      out.target = value;
      out.notes.push(`${col.header}: ${value}`);
    } else out[col.role] = out[col.role] ? `${out[col.role]} ${value}` : value;
  });
  return out;
}
