import { contextOf } from './contexts.js';
import { BULLET, speakerAlone, speakerOf } from './lines.js';

/**
 * Running headers and footers of a paginated document (a PDF's text): the council's name, a
 * classification mark, "Spec v0.3 · Page 1 of 2" at the top or bottom of every page. A page is
 * a parsed part (a file's page), a form feed, or the text up to a "Page 1 of 2" line. A short
 * line at a page's edge that is the same (numbers aside) at the edge of another page is chrome.
 * One pass to count, one to drop: linear in the text.
 */

/** How many non-blank lines at a page's top and bottom may be its header or footer. */
const EDGE = 2;
const MAX_CHROME = 120;
const PAGE_NUMBER =
  /\b(?:page|p\.|seite|p[áa]gina|slide)\s*\d{1,4}\s*(?:of|\/|von|de|sur)\s*\d{1,4}\b/i;

function keyOf(line: string): string | undefined {
  const text = line.trim();
  if (!text || text.length > MAX_CHROME || !/\p{L}{2}/u.test(text)) return undefined;
  // A sentence, a list item, a section heading or a speaker is content, even when repeated.
  if (/[.!?:]$/.test(text) || BULLET.test(line) || contextOf(text)) return undefined;
  if (speakerOf(line) || speakerAlone(line)) return undefined;
  return text.replace(/\s+/g, ' ').replace(/\d+/g, '#').toLowerCase();
}

/** The index of the page each line is on (parts, form feeds and "Page n of m" lines). */
function pagesOf(lines: string[], parts: number[]): number[] {
  const pages: number[] = [];
  let page = 0;
  let endsPage = false;
  for (const [i, line] of lines.entries()) {
    if (i > 0 && (parts[i] !== parts[i - 1] || endsPage || line.includes('\f'))) page += 1;
    pages.push(page);
    endsPage = line.length <= MAX_CHROME && PAGE_NUMBER.test(line);
  }
  return pages;
}

/** The indices of the lines that are running page headers or footers. */
export function pageChrome(lines: string[], parts: number[]): Set<number> {
  const pages = pagesOf(lines, parts);
  const dropped = new Set<number>();
  if (!pages.length || pages[pages.length - 1] === 0) return dropped;
  // The edge lines of each page: the first and last EDGE non-blank lines.
  const edges: number[] = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && pages[i] === pages[start]) continue;
    const filled: number[] = [];
    for (let j = start; j < i; j++) if (lines[j]!.trim()) filled.push(j);
    const top = filled.slice(0, EDGE);
    const bottom = filled.slice(Math.max(EDGE, filled.length - EDGE));
    edges.push(...top, ...bottom);
    start = i;
  }
  // Each key with the pages it stands on the edge of (counted once per page).
  const seen = new Map<string, { page: number; count: number }>();
  const keys = new Map<number, string>();
  for (const i of edges) {
    const key = keyOf(lines[i]!.replace(/\f/g, ''));
    if (!key) continue;
    keys.set(i, key);
    const entry = seen.get(key);
    if (!entry) seen.set(key, { page: pages[i]!, count: 1 });
    else if (entry.page !== pages[i]) {
      entry.page = pages[i]!;
      entry.count += 1;
    }
  }
  for (const [i, key] of keys) if ((seen.get(key)?.count ?? 0) >= 2) dropped.add(i);
  return dropped;
}
