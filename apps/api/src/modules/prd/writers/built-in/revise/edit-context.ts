import type { PrdDocument } from './document.js';
import { parsePrd, sectionAt } from './prd-lines.js';

/** What the edits of one message share: the document and what they found and changed. */
export interface EditResult {
  /** Value and wording changes, for the change list ("15 minutes" → "10 minutes", 3 places). */
  changes: string[];
  /** Targets that were not found ("Could not find ..."). */
  notFound: string[];
  /** Clauses to read as new statements (an "add", or an edit whose target was not found). */
  statements: string[];
  /** FRs whose text a value change or a wording change touched. */
  touched: Set<string>;
}

export interface Ctx {
  doc: PrdDocument;
  result: EditResult;
}

export const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

export function notFound(ctx: Ctx, what: string) {
  ctx.result.notFound.push(`Could not find ${quote(what)} in the PRD; nothing changed for it.`);
}

/** Applies a pattern on every line after the title; returns where it changed something. */
export function replaceEverywhere(
  ctx: Ctx,
  pattern: RegExp,
  replace: (m: string) => string,
  lineFilter?: (line: string, index: number) => boolean,
): string[] {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const places: string[] = [];
  const owner: (string | undefined)[] = [];
  for (const f of parsed.frs) for (let i = f.start; i < f.end; i += 1) owner[i] = f.id;
  // A non-functional requirement's line: its change is the edit's, not listed again.
  const nfrAt = new Map(parsed.nfrs.map((n) => [n.line, n.id]));
  let count = 0;
  for (const [i, line] of doc.lines.entries()) {
    if (/^\s*[-*]\s+\*\*(?:Version|Date|Status):?\*\*/i.test(line)) continue;
    if (lineFilter && !lineFilter(line, i)) continue;
    const next = line.replace(pattern, (m) => {
      count += 1;
      return replace(m);
    });
    if (next === line) continue;
    doc.lines[i] = next;
    const fr = owner[i];
    const place = fr ?? sectionAt(parsed, i)?.name ?? 'title';
    if (fr) ctx.result.touched.add(fr);
    const nfr = nfrAt.get(i);
    if (nfr) ctx.result.touched.add(nfr);
    if (!places.includes(place)) places.push(place);
  }
  return count ? places : [];
}

export function placesText(places: string[]): string {
  const shown = places.slice(0, 6).join(', ');
  return places.length > 6 ? `${shown} and ${places.length - 6} more` : shown;
}
