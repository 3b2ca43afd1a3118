/**
 * Reads a PRD written by either writer back into its parts, by the Markdown conventions both
 * keep (COMMON contract): `# <Product>: Product Requirements Document`, metadata bullets,
 * `## n. Section` headings, `### FR-n: Title` blocks with `- **Priority:**` and `- **Statement:**`
 * bullets, and `**NFR-n**` lines. One pass over the lines.
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
}

const TITLE = /^#\s+(.+?)\s*$/;
const PRODUCT_SUFFIX = /\s*[:\-–—]\s*(?:product\s+)?requirements?\s+document.*$|\s+PRD$/i;
const FR_HEADING = /^###\s+(FR-\d+)\s*[:.\-–—]?\s*(.*)$/;
const FIELD = /^[-*]\s+\*\*([A-Za-z ]+):\*\*\s*(.*)$/;
const NFR = /\*\*(NFR-\d+)\*\*:?\s*(?:(P[012])\b[^:]*:\s*)?(.*)$/;

export function productFromTitle(title: string): string {
  return title.replace(PRODUCT_SUFFIX, '').trim();
}

export function sectionName(heading: string): string {
  return heading
    .replace(/^##\s+/, '')
    .replace(/^\d+[.)]?\s*/, '')
    .trim();
}

export function parsePrd(lines: string[]): ParsedPrd {
  const parsed: ParsedPrd = {
    product: undefined,
    titleLine: -1,
    version: undefined,
    versionLine: -1,
    sections: [],
    frs: [],
    nfrs: [],
  };
  let fr: ParsedFr | undefined;
  let section: ParsedSection | undefined;
  const closeFr = (at: number) => {
    if (fr) fr.end = at;
    fr = undefined;
  };
  for (const [i, line] of lines.entries()) {
    if (line.startsWith('#')) {
      const title = parsed.titleLine < 0 ? TITLE.exec(line) : null;
      if (title?.[1] && !line.startsWith('##')) {
        parsed.titleLine = i;
        parsed.product = productFromTitle(title[1]);
        continue;
      }
      if (line.startsWith('## ')) {
        closeFr(i);
        if (section) section.end = i;
        section = { name: sectionName(line), heading: i, start: i + 1, end: lines.length };
        parsed.sections.push(section);
        continue;
      }
      if (line.startsWith('### ')) {
        closeFr(i);
        const heading = FR_HEADING.exec(line);
        if (heading?.[1]) {
          fr = {
            id: heading[1].toUpperCase(),
            title: (heading[2] ?? '').trim(),
            priority: '',
            statement: '',
            criteria: '',
            source: '',
            start: i,
            end: lines.length,
          };
          parsed.frs.push(fr);
        }
        continue;
      }
    }
    if (!section && parsed.versionLine < 0) {
      const version = /\*\*Version:?\*\*:?\s*(\d+(?:\.\d+)?)/i.exec(line);
      if (version) {
        parsed.version = version[1];
        parsed.versionLine = i;
      }
    }
    const field = fr ? FIELD.exec(line) : null;
    if (fr && field) {
      const name = (field[1] ?? '').toLowerCase();
      const value = (field[2] ?? '').trim();
      if (name === 'priority') fr.priority = /P[012]/.exec(value)?.[0] ?? '';
      else if (name === 'statement') fr.statement = value;
      else if (name.startsWith('acceptance')) fr.criteria = value;
      else if (name === 'source') fr.source = value;
      continue;
    }
    if (line.includes('**NFR-')) {
      const nfr = NFR.exec(line);
      if (nfr?.[1] && !parsed.nfrs.some((n) => n.id === nfr[1])) {
        parsed.nfrs.push({ id: nfr[1], priority: nfr[2] ?? '', text: nfr[3] ?? '', line: i });
      }
    }
  }
  return parsed;
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
  const m = /^(\d+)(?:\.(\d+))?$/.exec(current ?? '');
  if (!m) return '0.2';
  return `${m[1]}.${Number(m[2] ?? 0) + 1}`;
}
