import { parseMarkdown, type Prd, type Source } from '@prd/prd';

/**
 * Where the parts of a PRD are among its lines, for the built-in writer, which edits lines (issue
 * 27 moves it onto the model). What the PRD says is read by the one parser (@prd/prd
 * `parseMarkdown`); this only finds the lines that hold it: the title, the Version bullet, each
 * `## ` section, each `### FR-n` block and each `**NFR-n**` line.
 */

export interface ParsedFr {
  id: string;
  title: string;
  /** "P0", "P1" or "P2" (empty when the block has no priority line). */
  priority: string;
  statement: string;
  criteria: string;
  source: string;
  /** Line index of the `### FR-n` heading, and the index after the block. */
  start: number;
  end: number;
}

export interface ParsedNfr {
  id: string;
  priority: string;
  text: string;
  line: number;
}

export interface ParsedSection {
  /** The name without its number ("Non-goals"). */
  name: string;
  heading: number;
  /** First line after the heading, and the index of the next `## ` heading (or the end). */
  start: number;
  end: number;
}

export interface ParsedPrd {
  product: string | undefined;
  titleLine: number;
  version: string | undefined;
  versionLine: number;
  sections: ParsedSection[];
  frs: ParsedFr[];
  nfrs: ParsedNfr[];
  /** Who the personas are: each persona's name (what comes before its first colon). */
  personas: string[];
}

// Any `PREFIX-n` id: the PRD's own ("CS-04") as well as the writers' FR-n; the one parser
// decides which headings are requirements, this only finds their lines.
const FR_HEADING = /^###\s+([A-Za-z]{1,8}-\d{1,5})\b/i;

/** Requirement-like ids in a text ("FR-3", "CS-04"), upper-cased, in order. */
export function idsIn(text: string): string[] {
  return text.toUpperCase().match(/(?<![\w-])[A-Z]{1,8}-\d{1,5}(?!\d)/g) ?? [];
}
const VERSION = /\*\*Version:?\*\*:?\s*(\d+(?:\.\d+)?)/i;

function sectionName(heading: string): string {
  return heading
    .replace(/^##\s+/, '')
    .replace(/^\d+[.)]?\s*/, '')
    .trim();
}

const sourceText = (sources: readonly Source[]) =>
  sources.map((s) => (s.locator ? `${s.ref}, ${s.locator}` : s.ref)).join('; ');

/** The lines of the title, the version, the sections and FR blocks, and the NFR lines. */
function locate(lines: string[]) {
  const at = {
    titleLine: -1,
    versionLine: -1,
    sections: [] as ParsedSection[],
    frs: new Map<string, { start: number; end: number }>(),
    nfrLines: new Map<string, number>(),
  };
  let fr: { start: number; end: number } | undefined;
  let section: ParsedSection | undefined;
  const closeFr = (i: number) => {
    if (fr) fr.end = i;
    fr = undefined;
  };
  for (const [i, line] of lines.entries()) {
    if (line.startsWith('#')) {
      if (at.titleLine < 0 && /^#\s+\S/.test(line)) {
        at.titleLine = i;
        continue;
      }
      if (line.startsWith('## ')) {
        closeFr(i);
        if (section) section.end = i;
        section = { name: sectionName(line), heading: i, start: i + 1, end: lines.length };
        at.sections.push(section);
        continue;
      }
      if (line.startsWith('### ')) {
        closeFr(i);
        const id = FR_HEADING.exec(line)?.[1]?.toUpperCase();
        if (id && !at.frs.has(id)) {
          fr = { start: i, end: lines.length };
          at.frs.set(id, fr);
        }
        continue;
      }
    }
    if (!section && at.versionLine < 0 && VERSION.test(line)) at.versionLine = i;
    for (const m of line.matchAll(/\*\*(NFR-\d+):?\*\*/g))
      if (!at.nfrLines.has(m[1]!)) at.nfrLines.set(m[1]!, i);
  }
  return at;
}

/**
 * The model of the last documents read: one revision reads the same text several times (each
 * edit looks its targets up before it changes anything), and a parse is the costly part. Keyed
 * by the whole text, so a changed document is always read again; read-only here.
 */
const recent: { text: string; prd: Prd }[] = [];
const MAX_RECENT = 2;

function modelOf(text: string): Prd {
  const hit = recent.find((r) => r.text === text);
  if (hit) return hit.prd;
  const prd = parseMarkdown(text);
  recent.unshift({ text, prd });
  recent.length = Math.min(recent.length, MAX_RECENT);
  return prd;
}

export function parsePrd(lines: string[]): ParsedPrd {
  const prd = modelOf(lines.join('\n'));
  const at = locate(lines);
  const frs: ParsedFr[] = [];
  for (const fr of prd.requirements) {
    const where = at.frs.get(fr.id.toUpperCase());
    if (!where) continue;
    frs.push({
      id: fr.id.toUpperCase(),
      title: fr.title,
      priority: fr.priority ?? '',
      statement: fr.text,
      criteria: fr.acceptance.join(' '),
      source: sourceText(fr.sources),
      ...where,
    });
  }
  const nfrs: ParsedNfr[] = [];
  for (const nfr of prd.nfrs) {
    const line = at.nfrLines.get(nfr.id);
    if (line !== undefined)
      nfrs.push({ id: nfr.id, priority: nfr.priority ?? '', text: nfr.text, line });
  }
  const versionLine = at.versionLine;
  return {
    product: at.titleLine >= 0 ? prd.product || undefined : undefined,
    titleLine: at.titleLine,
    version: versionLine >= 0 ? VERSION.exec(lines[versionLine] ?? '')?.[1] : undefined,
    versionLine,
    sections: at.sections,
    frs: frs.sort((a, b) => a.start - b.start),
    nfrs: nfrs.sort((a, b) => a.line - b.line),
    personas: prd.personas.map((p) => p.text.split(':')[0]!.trim()),
  };
}
/** The section a line belongs to ("Risks"), or undefined for the header. */
export function sectionAt(parsed: ParsedPrd, line: number): ParsedSection | undefined {
  return parsed.sections.find((s) => line >= s.heading && line < s.end);
}

export function findSection(parsed: ParsedPrd, name: string): ParsedSection | undefined {
  const lower = name.toLowerCase();
  return parsed.sections.find((s) => s.name.toLowerCase() === lower);
}

/** The list items (`- ` or `1. ` lines) of a section, as written. */
export function sectionItems(lines: string[], section: ParsedSection | undefined): string[] {
  if (!section) return [];
  const out: string[] = [];
  for (let i = section.start; i < section.end; i += 1) {
    const line = lines[i] ?? '';
    if (/^\s*(?:[-*]|\d{1,3}\.)\s+\S/.test(line)) out.push(line.trim());
  }
  return out;
}

/** The next version text: 0.N -> 0.(N+1), or from `previousVersion` (N means 0.N). */
export function nextVersion(current: string | undefined, previousVersion?: number): string {
  if (previousVersion !== undefined && previousVersion > 0) return `0.${previousVersion + 1}`;
  // No version before this one (an uploaded PRD and the update typed with it): the first.
  if (previousVersion === 0 && !current) return '0.1';
  const m = /^(\d+)(?:\.(\d+))?$/.exec(current ?? '');
  if (!m) return '0.2';
  return `${m[1]}.${Number(m[2] ?? 0) + 1}`;
}
