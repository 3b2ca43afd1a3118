import { namesPrd, resolveHeading } from '@prd/prd';
import type { SourceChunk } from '../../../../../platform/ai/types.js';
import { INSTRUCTIONS, matchesRule, matchesTable, NON_PRODUCT } from '../rules/index.js';
import { pageChrome } from './page-chrome.js';
import {
  bare,
  headingLine,
  headingText,
  isPipeRow,
  numberedHeading,
  PRIORITY_WORDS,
  rebuildTables,
  tableAt,
} from './prd-tables.js';

/**
 * An uploaded PRD read as a PRD (contract item 5): its title, its sections and its requirement
 * tables become Markdown the one parser reads, so ids, wording, priorities and dates are kept as
 * the file has them instead of being re-drafted from its sentences.
 *
 * Tables are rebuilt by prd-tables.ts; this file decides whether a file (or the message) is a
 * PRD and writes the rest of it: title, sections, id-led requirement lines, no page chrome.
 */

interface UploadedPrd {
  file: string;
  markdown: string;
}

/** Files are read up to this many characters for the PRD check (the writer's own cap is lower). */
const MAX_CHARS = 400_000;
/** "Harvest Hub – Requirements", "Parkly Functional Spec": a title naming a requirements document. */
const PRD_TITLE =
  /^.{2,60}?\s*[–—:|-]?\s*(?:product |functional |software |system )?(?:requirements|specification|spec)(?: v?\d+(?:\.\d+)*)?$/i;
/** "FR-01 (Must) Volunteers sign up …", "NFR-02: Works on phones …": a requirement led by its id. */
const ID_LINE = new RegExp(
  `^([A-Za-z]{1,8}-?\\d{1,5})(?:\\s*[([]\\s*(${PRIORITY_WORDS})\\s*[)\\]])?\\s*[:.–—-]?\\s+(\\S.*)$`,
  'i',
);
/** Metadata lines under a title ("Version 2.0 | Owner: Sam Reyes | March 2026"). */
const META =
  /^(?:version|v\d|owner|author|authors|status|last updated|updated|date|prepared by|created by)\b|^.{0,160}(?:[·|•]|\s[-–—]\s).{0,160}\b(?:version|v\d+\.\d+|owner|author|status|last updated|created by)\b/i;
/** Before the first section, a short line that is no sentence is a label, a breadcrumb or a
 *  page property ("Product / Payments / PRD", "Tech lead Ravi Shah"), not the summary. */
const PREAMBLE_LABEL = /^[^.!?]{1,60}$/;

const tidy = (line: string) => line.replace(/\s+/g, ' ').trim();
const isChrome = (line: string) =>
  line.length <= 120 &&
  (matchesRule(NON_PRODUCT, 'a page footer or header', line) ||
    matchesRule(NON_PRODUCT, 'a document byline', line));

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

/** "4.1 The system shall … (Must)": a numbered clause, its priority tag at the end. */
const CLAUSE =
  /^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s+(\S.{9,}?)\s*(?:[([]\s*(must(?: have)?|should(?: have)?|could(?: have)?|p[0-3]|high|medium|low)\s*[)\]])?\.?$/i;
const TAG_LEVEL: [RegExp, string][] = [
  [/^(?:must|p0|high)/i, 'P0'],
  [/^(?:should|p1|medium)/i, 'P1'],
  [/^(?:could|p[23]|low)/i, 'P2'],
];

/** "4.1 The system shall … (Must)" → "- [P0] 4.1 The system shall …": the clause keeps its number. */
function clauseItem(line: string): string | undefined {
  const m = CLAUSE.exec(line);
  if (!m) return undefined;
  const level = m[3] ? TAG_LEVEL.find(([p]) => p.test(m[3]!))?.[1] : undefined;
  const text = asText(m[2]!.replace(/[.\s]+$/, ''));
  return `- ${level ? `[${level}] ` : ''}${m[1]} ${text}.`;
}

/** "3.1 Requests" under "3 Functional requirements": a sub-section number. */
const SUB_NUMBER = /^\s*(\d{1,2})\.\d{1,2}(?:\.\d{1,2})*\.?\s+\S/;
/** "Open issue: do agency porters get a handheld?", "TBD: …": a question left open. */
const OPEN_LINE =
  /^(?:open (?:issue|question|point)s?|tbd|tbc|to be (?:decided|confirmed)|question|unknown)\s*[:–—-]\s*\S|\?\s*$/i;

/** "Timeline: beta after Easter, launch in September": a line led by a section's name. */
const SECTION_LABEL = /^([\p{L}][\p{L} /&'-]{1,30}):\s+(\S.*)$/u;

/**
 * "Timeline: beta after Easter, launch for the September term" under Success metrics: the
 * section the label names, with its pieces as items, then the section it stood in again.
 */
function labelledSection(line: string, current: string | undefined): string[] | undefined {
  const m = SECTION_LABEL.exec(line);
  if (!m || !current) return undefined;
  const named = resolveHeading(m[1]!);
  if (!named || named === resolveHeading(current)) return undefined;
  const content = m[2]!.replace(/[.\s]+$/, '');
  const pieces = /[.!?]\s/.test(content) ? [content] : content.split(/\s*[,;]\s+(?:and\s+)?/);
  return ['', `## ${m[1]}`, '', ...pieces.map((p) => `- ${asText(p)}`), '', `## ${current}`, ''];
}

/**
 * Markdown for one file's text: the title as `#`, sections as `##`, tables rebuilt. Inside the
 * requirements section, sub-sections ("3.1 Requests") are `###` groups and each line of text
 * is one requirement; an open question anywhere goes to Open questions.
 */
function asMarkdown(lines: string[]): string {
  const out: string[] = [];
  const open: string[] = [];
  let titled = false;
  let sections = 0;
  let inTable = false;
  let requirements: string | undefined;
  let current: string | undefined;
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
      const number = SUB_NUMBER.exec(line)?.[1];
      if (requirements && number === requirements) {
        out.push('', `### ${headingText(line)}`, '');
        continue;
      }
      const text = headingText(line);
      requirements =
        resolveHeading(text) === 'requirements'
          ? (/^\s*(\d{1,2})\b/.exec(line)?.[1] ?? '')
          : undefined;
      out.push('', `## ${text}`, '');
      current = text;
      sections++;
    } else if (sections === 0 && (META.test(line) || PREAMBLE_LABEL.test(line))) continue;
    else if (sections > 0 && OPEN_LINE.test(line) && !ID_LINE.test(line)) open.push(`- ${line}`);
    else if (labelledSection(line, current)) out.push(...labelledSection(line, current)!);
    else if (requirements !== undefined && !/^[-*•]\s/.test(line))
      out.push(idItem(line) ?? clauseItem(line) ?? `- ${asText(line)}`, '');
    else if (CLAUSE.test(line)) out.push(clauseItem(line)!, '');
    else out.push(idItem(line) ?? asText(line), '');
  }
  if (open.length) out.push('', '## Open questions', '', ...open, '');
  return out.join('\n');
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
      (/^[\p{Ll}(]/u.test(line) || /^\d[\d,.]*[.;,]?$/.test(line)) &&
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
  const pagesByFile = new Map<string, { lines: string[]; paged: boolean }[]>();
  const chars = new Map<string, number>();
  for (const chunk of chunks) {
    if (!/^(?:paragraph|page|line|sheet|slide)/i.test(chunk.locator)) continue;
    const used = chars.get(chunk.file) ?? 0;
    if (used >= MAX_CHARS) continue;
    const text = chunk.text.slice(0, MAX_CHARS - used);
    chars.set(chunk.file, used + text.length);
    const pages = pagesByFile.get(chunk.file) ?? [];
    pages.push({ lines: text.split('\n').map(tidy), paged: /^page/i.test(chunk.locator) });
    pagesByFile.set(chunk.file, pages);
  }
  const byFile = new Map<string, string[]>();
  for (const [file, pages] of pagesByFile) {
    // A PDF's running header and footer (the same line on two pages or more) are no content.
    const flat = pages.flatMap((p) => p.lines);
    const parts = pages.flatMap((p, n) => p.lines.map(() => n));
    const chrome = pages.some((p) => p.paged) ? pageChrome(flat, parts) : new Set<number>();
    const all: string[] = [];
    let at = 0;
    for (const page of pages) {
      let lines = page.lines.filter((l, i) => l && !chrome.has(at + i) && !isChrome(l));
      at += page.lines.length;
      // Only a page's text wraps its sentences; a Word file's paragraphs (or cells) are whole.
      if (page.paged) lines = joinWrapped(lines);
      for (const line of lines) all.push(line);
    }
    byFile.set(file, all);
  }
  for (const [file, lines] of byFile) {
    if (isPrd(lines)) return { file, markdown: asMarkdown(lines) };
  }
  return null;
}

/** A PRD pasted into the message, after the words that ask for something ("Here's our PRD:"). */
interface PastedPrd {
  markdown: string;
  /** The lines before the PRD: an instruction, or changes to apply to it. */
  lead: string;
}

const MAX_LEAD_LINES = 5;
/** "PRD notes", "Ideas for the PRD", "Brain dump": material for a PRD, not one. */
const NOTES_TITLE =
  /\b(?:notes|ideas|brain ?dump|thoughts|scratch ?pad|jottings|notizen|idées|ideas|apuntes)\b/i;

/** A requirements section, a requirement table or three id-led lines. */
function statesRequirements(lines: string[]): boolean {
  if (lines.filter((l) => ID_LINE.test(l)).length >= 3) return true;
  if (lines.some((_, i) => tableAt(lines, i))) return true;
  return lines.some((l) => headingLine(l) && resolveHeading(bare(l)) === 'requirements');
}

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
      matchesRule(NON_PRODUCT, 'a greeting or sign-off on its own', line);
    const title = line.length <= 100 && !/[:.!?]$/.test(line) && namesPrd(bare(line));
    if (!lead || title) break;
    start++;
  }
  const lines = raw.slice(start).filter((l) => l && !isChrome(l));
  // Typed briefs often have a title and a heading or two: a pasted PRD has more than that, and
  // states its requirements (a section, a table or id-led lines); "PRD notes" are notes.
  if (lines.length < 4 || !isPrd(lines) || lines.filter(headingLine).length < 3) return null;
  if (NOTES_TITLE.test(lines[0] ?? '') || !statesRequirements(lines)) return null;
  return { markdown: asMarkdown(lines), lead: raw.slice(0, start).join('\n').trim() };
}
