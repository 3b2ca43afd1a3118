import { ID_PREFIX } from '@prd/prd';

/** An entry of a version's outline (`get_version`'s `outline`). */
export interface OutlineEntry {
  id: string;
  heading: string;
  level: number;
  count: number;
}

/** A part of the document under one `##` heading (the first part: what comes before any). */
export interface DocSection {
  /** The DOM id of its element ("doc-requirements", "doc-part-3"). */
  anchor: string;
  /** The outline's id for it (a section key for edit_section), null when the outline has none. */
  key: string | null;
  /** Its heading as text (Markdown marks removed), null for the part before the first heading. */
  heading: string | null;
  /** Its Markdown without the heading line. */
  body: string;
  /** Item ids that appear in it ("FR-1", "FR-2"), in order, once each. */
  items: string[];
}

const FENCE = /^\s{0,3}(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,2})\s+(.*?)\s*#*\s*$/;
const ITEM_ID = new RegExp(
  `\\b(?:${[...new Set(Object.values(ID_PREFIX))].sort((a, b) => b.length - a.length).join('|')})-\\d+\\b`,
  'g',
);

/** A heading as plain text: emphasis, code and link marks removed. */
function plainHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();
}

/** The DOM id of the section an outline entry names. */
export const anchorOf = (id: string) => `doc-${id.replace(/[^\w-]/g, '-')}`;

/** For matching a heading with an outline entry: no numbering, case, or punctuation. */
const norm = (text: string) =>
  plainHeading(text)
    .toLowerCase()
    .replace(/^\d+(?:\.\d+)*\.?\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The item ids a piece of Markdown names, in order, once each. */
export function itemIds(markdown: string): string[] {
  return [...new Set(markdown.match(ITEM_ID) ?? [])];
}

/**
 * The document in parts, one per `#`/`##` heading (headings inside code fences do not count),
 * each matched with the outline entry of the same heading (numbering and case aside) so it can
 * be jumped to and edited by its section key. The `#` title heading is dropped (the panel shows
 * the title); what comes before the first `##` is the first part, without a heading.
 */
export function splitSections(markdown: string, outline: readonly OutlineEntry[]): DocSection[] {
  const byHeading = new Map<string, OutlineEntry>();
  for (const entry of outline) {
    if (entry.level <= 2 && !byHeading.has(norm(entry.heading)))
      byHeading.set(norm(entry.heading), entry);
  }
  const parts: { heading: string | null; lines: string[] }[] = [{ heading: null, lines: [] }];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(line);
    if (match && match[1] === '#') continue;
    if (match) parts.push({ heading: plainHeading(match[2] ?? ''), lines: [] });
    else parts.at(-1)!.lines.push(line);
  }
  const used = new Set<string>();
  return parts.flatMap((part, n): DocSection[] => {
    const body = part.lines.join('\n').trim();
    if (part.heading === null && body === '') return [];
    const entry = part.heading === null ? undefined : byHeading.get(norm(part.heading));
    const key = entry && !used.has(entry.id) ? entry.id : null;
    if (key) used.add(key);
    return [
      {
        anchor: key ? anchorOf(key) : `doc-part-${n}`,
        key,
        heading: part.heading,
        body,
        items: itemIds(body),
      },
    ];
  });
}
