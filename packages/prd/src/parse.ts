import { emptyPrd, LIST_KEYS, type Prd, type Status } from './model.js';
import { flat, normaliseBlock, plain } from './escape.js';
import { unescapeExtraLine } from './extra.js';
import { fillIds } from './ids.js';
import { detectLanguage } from './language.js';
import { scanLines, type Line } from './parse-lines.js';
import { isPlaceholder, listLine, Reader } from './parse-section.js';
import { isTableLine, splitRow } from './parse-table.js';
import {
  BY_NUMBER,
  headingNumber,
  isBuiltInHeading,
  resolveHeading,
  type Target,
} from './sections.js';
import { clampPrd } from './clamp.js';
import { productFromTitle } from './title.js';
import { ALL_LABELS } from './labels.js';

/**
 * Markdown → model: the one parser. Reads both writers' documents (sections known by their
 * number, so translated headings work) and PRDs as people write them (headings by name and
 * synonyms, requirement tables, numbered and bulleted lists, `FR-3:` lines). Sections it does
 * not know are kept as Markdown in `extra`. One pass over the lines, then one over each section.
 */

interface Section {
  heading: string;
  level: number;
  lines: Line[];
}

const STATUS_WORDS: [RegExp, Status][] = [
  [/review|revisi|revue|prüfung|pruefung|revisão/i, 'in_review'],
  [/approved|final|signed|aprobado|approuvé|freigegeben|genehmigt|aprovado/i, 'approved'],
];

const meta = (pick: (l: (typeof ALL_LABELS)[number]) => string, more: string[]) =>
  new Set([...ALL_LABELS.map((l) => pick(l).toLowerCase()), ...more]);
const STATUS = meta((l) => l.status, ['status', 'state']);
const DATE = meta((l) => l.date, ['date', 'last updated', 'updated', 'created', 'fecha']);
const PRODUCT = meta(
  (l) => l.product,
  [
    'product',
    'product name',
    'name',
    'project',
    'project name',
    'app',
    'produktname',
    'nombre del producto',
    'nom du produit',
  ],
);
const LANGUAGE = meta((l) => l.language, ['language']);
const SKIP = meta(
  (l) => l.version,
  [
    'version',
    'author',
    'authors',
    'owner',
    'prepared from',
    'prepared by',
    'team',
    'stakeholders',
    'reviewers',
  ],
);

function statusOf(value: string): Status {
  for (const [re, status] of STATUS_WORDS) if (re.test(value)) return status;
  return 'draft';
}

const TITLE_WORDS =
  /\bPRD\b|requirements? (?:document|spec)|product spec|\bspec(?:ification)?\b|anforderungsdokument|documento de requisitos|cahier des charges/i;

/** Whether a line names a requirements document ("Courtside – PRD", "Product spec: Parkly"). */
export const namesPrd = (line: string): boolean => TITLE_WORDS.test(line);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(value: string): string {
  const v = flat(value);
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  const european = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
  if (european)
    return `${european[3]}-${european[2]!.padStart(2, '0')}-${european[1]!.padStart(2, '0')}`;
  const named =
    /^(?:(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})|([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4}))$/.exec(
      v,
    );
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? named[4]!).slice(0, 3).toLowerCase()) + 1;
    const day = named[1] ?? named[5]!;
    if (month > 0)
      return `${named[3] ?? named[6]}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return v;
}

/** A metadata line ("- **Status:** Draft", "Date: 2026-03-02", "| Status | Draft |"). */
function metadata(line: string): { key: string; value: string } | null {
  if (isTableLine(line)) {
    const cells = splitRow(line);
    return cells.length === 2
      ? { key: cells[0]!.toLowerCase().replace(/:$/, ''), value: cells[1]! }
      : null;
  }
  const list = listLine(line);
  const md = (list ? list.content : line).trim();
  const bold = /^\*\*([^*]{1,40}?)\*\*(.*)$/.exec(md);
  if (bold) {
    const inside = bold[1]!.trim().endsWith(':');
    const value = inside ? bold[2]! : bold[2]!.replace(/^\s*:/, '');
    if (!inside && value === bold[2]) return null;
    return { key: plain(bold[1]!).toLowerCase().replace(/:$/, '').trim(), value: value.trim() };
  }
  const m = /^([\p{L} ]{2,30}):\s+(.*)$/u.exec(md);
  return m ? { key: m[1]!.toLowerCase().trim(), value: m[2]! } : null;
}

function structure(lines: Line[]): { title: string | null; preamble: Line[]; sections: Section[] } {
  const headings = lines.filter((l) => l.heading);
  const first = headings[0];
  const h1s = headings.filter((l) => l.heading!.level === 1).length;
  const titleLine =
    first?.heading?.level === 1 && (h1s === 1 || !resolveHeading(first.heading.text))
      ? first
      : null;
  let level = 6;
  for (const h of headings) if (h !== titleLine) level = Math.min(level, h.heading!.level);
  const preamble: Line[] = [];
  const sections: Section[] = [];
  let current: Section | null = null;
  for (const line of lines) {
    if (line === titleLine) continue;
    if (line.heading && line.heading.level <= level) {
      current = { heading: line.heading.text, level: line.heading.level, lines: [] };
      sections.push(current);
    } else if (current) current.lines.push(line);
    else preamble.push(line);
  }
  return { title: titleLine ? titleLine.heading!.text : null, preamble, sections };
}

function targetOf(heading: string, builtIn: boolean): Target | null {
  const named = resolveHeading(heading);
  if (named) return named;
  const n = headingNumber(heading);
  return builtIn && n && n <= 13 ? BY_NUMBER[n - 1]! : null;
}

function extraBody(section: Section, level: number): string {
  const out: string[] = [];
  let previous = '';
  for (const line of section.lines) {
    let text = line.text;
    if (line.heading && !line.code && level !== 2) {
      const shifted = Math.min(6, Math.max(3, line.heading.level - level + 2));
      text = `${'#'.repeat(shifted)} ${line.heading.text}`;
    }
    text = unescapeExtraLine(text, previous, line.code);
    out.push(text);
    previous = line.text;
  }
  while (out.length && !out[0]!.trim()) out.shift();
  while (out.length && !out[out.length - 1]!.trim()) out.pop();
  return out.join('\n');
}

function readPreamble(prd: Prd, lines: Line[], reader: Reader, hasTitle: boolean): void {
  let titleTaken = hasTitle;
  const rest: Line[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text || line.code) {
      if (titleTaken || hasTitle) rest.push(line);
      continue;
    }
    if (/^>/.test(text) || /^\s*<!--/.test(text)) continue;
    const m = metadata(text);
    if (m) {
      if (STATUS.has(m.key)) prd.status = statusOf(plain(m.value));
      else if (DATE.has(m.key)) prd.date ||= isoDate(plain(m.value));
      else if (PRODUCT.has(m.key)) prd.product = flat(plain(m.value));
      else if (LANGUAGE.has(m.key)) prd.language = flat(plain(m.value));
      else if (!SKIP.has(m.key)) rest.push(line);
      continue;
    }
    if (isTableLine(text) && /^\|?[\s:|-]+\|?$/.test(text)) continue;
    const list = listLine(text);
    if (list && isPlaceholder(list.content)) continue;
    const titleLike = /^\*\*.*\*\*$/.test(text) || /\bPRD\b|requirements document/i.test(text);
    if (!titleTaken && !list && titleLike && !resolveHeading(text.replace(/\*/g, ''))) {
      prd.title = flat(plain(text));
      titleTaken = true;
      continue;
    }
    rest.push(line);
  }
  if (rest.length) reader.section('summary', rest);
}

/** The model of a PRD's Markdown. */
export function parseMarkdown(markdown: string): Prd {
  const prd = emptyPrd();
  const lines = scanLines(markdown);
  const parts = structure(lines);
  const { preamble, sections } = parts;
  let title = parts.title;
  const first = sections[0];
  if (
    title === null &&
    first &&
    !resolveHeading(first.heading) &&
    TITLE_WORDS.test(first.heading)
  ) {
    // No H1: a first heading that names the document is its title ("## ShiftSwap PRD").
    title = first.heading;
    preamble.push(...first.lines);
    sections.shift();
  }
  const builtIn = sections.filter((s) => isBuiltInHeading(s.heading)).length >= 3;
  const reader = new Reader(prd);
  let productLine = false;
  if (title !== null) prd.title = flat(plain(title));
  const before = prd.product;
  readPreamble(prd, preamble, reader, title !== null);
  productLine = prd.product !== before;
  const summaryFromPreamble = reader.summary.splice(0);
  const level = sections[0]?.level ?? 2;
  for (const section of sections) {
    const target = targetOf(section.heading, builtIn);
    if (target === 'changes') continue;
    if (target === null) {
      prd.extra.push({
        id: `X-${prd.extra.length + 1}`,
        heading: flat(plain(section.heading)),
        body: extraBody(section, level),
      });
      continue;
    }
    reader.section(target, section.lines);
  }
  const summary = normaliseBlock(reader.summary.join('\n'));
  prd.summary = summary || normaliseBlock(summaryFromPreamble.join('\n'));
  prd.problem = normaliseBlock(reader.problem.join('\n'));
  if (!productLine) prd.product = productFromTitle(prd.title);
  const explicit = preamble.some((l) => {
    const m = metadata(l.text.trim());
    return m !== null && LANGUAGE.has(m.key);
  });
  if (!explicit)
    prd.language = detectLanguage(
      sections.map((s) => s.heading),
      markdown,
    );
  for (const key of LIST_KEYS) fillIds(prd[key], key);
  return clampPrd(prd);
}
