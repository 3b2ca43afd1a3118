import { PRD_SECTIONS } from '../src/modules/prd/writers/prd-outline.js';
import type { SectionName } from './types.js';

/** A PRD read back by its headings: H1 title, `## n. Name` sections, H3 sub-sections. */
export interface ParsedPrd {
  title: string;
  /** Section name (English, by its number) → the lines of its body. */
  sections: Map<SectionName, string[]>;
  /** `### Name` blocks anywhere (name → body lines), for the named sub-sections. */
  subsections: Map<string, string[]>;
  requirementIds: string[];
}

const NUMBERED = /^##\s+(\d{1,2})\.\s+(.*)$/;
const CONFLICTS = /conflict|conflicto|decisi/i;
const ACTIONS = /action items|acciones|tareas/i;

/** Reads a PRD's structure. Sections are known by their number, so translated headings work. */
export function parsePrd(markdown: string): ParsedPrd {
  const sections = new Map<SectionName, string[]>();
  const subsections = new Map<string, string[]>();
  const lines = markdown.split(/\r?\n/);
  let title = '';
  let current: string[] | undefined;
  let sub: string[] | undefined;
  for (const line of lines) {
    if (!title && /^#\s/.test(line)) {
      title = line.replace(/^#\s+/, '').trim();
      current = undefined;
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered || /^##\s/.test(line)) {
      const index = numbered ? Number(numbered[1]) - 1 : -1;
      const name: SectionName | undefined =
        index >= 0 && index < PRD_SECTIONS.length
          ? PRD_SECTIONS[index]
          : /changes in this version/i.test(line)
            ? 'Changes in this version'
            : undefined;
      current = [];
      if (name) sections.set(name, current);
      sub = undefined;
      continue;
    }
    if (/^###\s/.test(line)) {
      const name = line.replace(/^###\s+/, '').trim();
      sub = [];
      subsections.set(name, sub);
      if (CONFLICTS.test(name)) sections.set('Conflicts and decisions needed', sub);
      else if (ACTIONS.test(name)) sections.set('Action items', sub);
    }
    current?.push(line);
    if (sub && !/^###\s/.test(line)) sub.push(line);
  }
  const requirements = sections.get('Functional requirements') ?? [];
  const requirementIds = requirements
    .map((l) => /^###\s+(FR-\d+)\b/.exec(l)?.[1])
    .filter((id): id is string => Boolean(id));
  return { title, sections, subsections, requirementIds };
}

/** The product name of an H1 such as "Parkly: Product Requirements Document". */
export function titleName(title: string): string {
  const cut = title.search(/:\s|\s[–—-]\s/);
  return plain(cut < 0 ? title : title.slice(0, cut));
}

/**
 * The items of a section: each H3 block (heading and body) is one item, each other non-empty
 * line another. A fact must be found inside one item, so a price stays with its plan.
 */
export function sectionItems(lines: string[]): string[] {
  const items: string[] = [];
  let block: string[] | undefined;
  for (const line of lines) {
    if (/^###\s/.test(line)) {
      if (block) items.push(block.join('\n'));
      block = [line];
    } else if (block) {
      block.push(line);
    } else if (line.trim()) {
      items.push(line);
    }
  }
  if (block) items.push(block.join('\n'));
  return items;
}

/** Text as read: no Markdown emphasis or escapes, one kind of quote and dash, one space. */
export function plain(text: string): string {
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
