import type { Basis, Requirement, Source } from './model.js';
import { flat, plain } from './escape.js';
import { KEY_OF_PREFIX, normaliseId, prefixOf, REQUIREMENT_PREFIXES } from './ids.js';
import { parseSources, readMarks } from './marks.js';
import { priorityOf, readItem, shortTitle, takePriority } from './parse-items.js';
import { isTableLine, splitRow } from './parse-table.js';
import type { Line } from './parse-lines.js';

/**
 * A requirement written as a block under its own heading (`### FR-3: Title` and its fields, or
 * `### Login` and a paragraph), or a heading that only groups a list of requirements.
 */

type Field = 'priority' | 'statement' | 'acceptance' | 'source';

const FIELDS: Record<string, Field> = {};
function add(field: Field, names: string): void {
  for (const n of names.split('|')) FIELDS[n] = field;
}
add('priority', 'priority|prioridad|priorité|priorität|prioridade|moscow|prio');
add(
  'statement',
  'statement|description|requirement|details|enunciado|énoncé|anforderung|declaração|descripción|beschreibung|descrição|user story|story|historia de usuario|what',
);
add(
  'acceptance',
  "acceptance criteria|acceptance|criteria|ac|done when|definition of done|criterios de aceptación|critères d’acceptation|critères d'acceptation|abnahmekriterien|critérios de aceitação",
);
add('source', 'source|sources|fuente|quelle|fonte|origin');

const BOLD_FIELD = /^\*\*([^*]{1,40}?)\*\*(.*)$/;
const PLAIN_FIELD = /^([\p{L}' ’-]{2,40}):\s*(.*)$/u;
const LIST = /^(\s*)(?:[-*+•◦▪·]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;

interface FieldLine {
  label: string;
  field: Field | null;
  value: string;
}

export function fieldOf(label: string): Field | null {
  return FIELDS[plain(label).toLowerCase().replace(/:$/, '').trim()] ?? null;
}

function fieldLine(md: string): FieldLine | null {
  const bold = BOLD_FIELD.exec(md.trim());
  if (bold) {
    const label = bold[1]!.replace(/:\s*$/, '').trim();
    const colon =
      bold[1]!.trim().endsWith(':') || /^\s*:/.test(md.trim().slice(bold[1]!.length + 4));
    const value = bold[1]!.trim().endsWith(':') ? bold[2]! : bold[2]!.replace(/^\s*:/, '');
    if (colon || fieldOf(label)) return { label, field: fieldOf(label), value: value.trim() };
  }
  const p = PLAIN_FIELD.exec(md.trim());
  if (p && fieldOf(p[1]!)) return { label: p[1]!, field: fieldOf(p[1]!), value: p[2]! };
  return null;
}

interface BlockReader {
  push(fr: Requirement): void;
  lines(lines: readonly Line[]): void;
}

const join = (a: string, b: string) => (a && b ? `${a} ${b}` : a || b);
const text = (md: string) => flat(plain(md));

function isGroup(lines: readonly Line[]): boolean {
  let fields = 0;
  let bullets = 0;
  let ids = 0;
  let tables = 0;
  for (const line of lines) {
    if (line.heading) {
      if (fieldOf(line.heading.text)) fields++;
      continue;
    }
    const list = LIST.exec(line.text);
    const md = list ? list[2]! : line.text;
    const field = fieldLine(md);
    if (field?.field) fields++;
    else if (list && list[1]!.length < 2) {
      bullets++;
      const id = readItem(md).id;
      if (id && REQUIREMENT_PREFIXES.has(prefixOf(normaliseId(id)))) ids++;
    } else if (!list && isTableLine(line.text)) tables++;
  }
  return fields === 0 && (bullets >= 2 || tables > 0 || ids > 0);
}

/**
 * A requirement heading's id: a known requirement prefix ("FR-3", "REQ 12"), or any other
 * prefix the document uses ("CS-01: Book a court") when the id is followed by a colon and the
 * prefix is not another list's ("NFR-2", "R-1").
 */
function isRequirementId(id: string, heading: string): boolean {
  const prefix = prefixOf(normaliseId(id));
  if (REQUIREMENT_PREFIXES.has(prefix)) return true;
  if (KEY_OF_PREFIX.has(prefix)) return false;
  return /^\s*\[?[A-Za-z]{1,6}[-_]?\d{1,5}\]?\s*:/.test(heading);
}

export function readRequirementBlock(
  reader: BlockReader,
  heading: string,
  lines: readonly Line[],
): void {
  const head = readItem(heading);
  const headId = head.id && isRequirementId(head.id, heading) ? normaliseId(head.id) : '';
  if (!headId && isGroup(lines)) {
    reader.lines(lines);
    return;
  }
  const titled = headId ? { text: head.text, priority: null } : takePriority(head.full);
  const fr: Requirement = {
    id: headId,
    title: titled.text,
    text: '',
    basis: 'stated',
    sources: [],
    priority: titled.priority,
    acceptance: [],
  };
  let basis: Basis | null = head.basis;
  const sources: Source[] = [...head.sources];
  let criteria = false;
  let sawCriteriaField = false;
  const criterion = (md: string) => {
    const t = text(readMarks(md).rest);
    if (t) fr.acceptance.push(t);
  };
  for (const line of lines) {
    if (line.heading) {
      const field = fieldOf(line.heading.text);
      criteria = field === 'acceptance';
      sawCriteriaField ||= criteria;
      if (!field) fr.text = join(fr.text, text(line.heading.text));
      continue;
    }
    if (!line.text.trim() || /^\s*(?:`{3,}|~{3,})/.test(line.text)) continue;
    if (!line.code && isTableLine(line.text)) {
      const cells = splitRow(line.text).filter(Boolean);
      if (cells.length && !cells.every((c) => /^:?-+:?$/.test(c)))
        fr.acceptance.push(cells.join(' | '));
      continue;
    }
    const list = line.code ? null : LIST.exec(line.text.replace(/\t/g, '    '));
    const md = list ? list[2]! : line.text.replace(/^\s*>\s?/, '');
    const field = line.code ? null : fieldLine(md);
    if (field && (!list || list[1]!.length < 2)) {
      const marks = readMarks(field.value);
      criteria = field.field === 'acceptance';
      sawCriteriaField ||= criteria;
      if (field.field === 'priority') fr.priority = priorityOf(field.value) ?? fr.priority;
      else if (field.field === 'statement') fr.text = join(fr.text, text(marks.rest));
      else if (field.field === 'acceptance') criterion(field.value);
      else if (field.field === 'source') {
        sources.push(...parseSources(marks.rest), ...marks.sources);
        basis = marks.basis ?? basis ?? 'stated';
        continue;
      } else fr.text = join(fr.text, `${text(field.label)}: ${text(marks.rest)}`);
      if (marks.basis && field.field !== 'acceptance') basis ??= marks.basis;
      continue;
    }
    if (criteria || (list && list[1]!.length >= 2)) criterion(md);
    else if (list && !fr.text && !sawCriteriaField) fr.text = text(readMarks(md).rest);
    else if (list) criterion(md);
    else fr.text = join(fr.text, text(readMarks(md).rest));
  }
  fr.basis = basis ?? 'stated';
  fr.sources = sources;
  if (!headId && !fr.title && fr.text) fr.title = shortTitle(fr.text);
  reader.push(fr);
}
