import { PrdDocument } from './document.js';
import { findSection, parsePrd, sectionItems, type ParsedPrd } from './prd-parse.js';
import { previousDocument, toChunks } from './revise.js';

/**
 * Shorter renderings of the same PRD (free, no new version): a one-pager or an executive
 * summary keeps the title line, the TL;DR, goals, non-goals, every FR as one line with its
 * priority, and the top risks and open questions. "Full version" gives the PRD back as it is.
 */

const TOP = 3;
const plain = (line: string) =>
  line
    .replace(/\s*_\(source:[^)]*\)_\s*$/, '')
    .replace(/^\d{1,3}\.\s+/, '- ')
    .trim();

export type FormatKind = 'one-pager' | 'executive summary' | 'full';

export function formatKind(message: string): FormatKind {
  const lower = message.slice(0, 2000).toLowerCase();
  if (
    /\b(?:full|long|complete|whole|detailed)\b/.test(lower) &&
    !/\bshort|one[- ]?pager|summary\b/.test(lower)
  )
    return 'full';
  if (/\bexec(?:utive)? summary\b|\bsummary\b|\bsummari[sz]e\b|\btl;?dr\b/.test(lower))
    return 'executive summary';
  return 'one-pager';
}

function paragraph(lines: string[], parsed: ParsedPrd, name: string): string[] {
  const section = findSection(parsed, name);
  if (!section) return [];
  return lines
    .slice(section.start, section.end)
    .filter((l) => l.trim() && !/^#{2,3}\s/.test(l))
    .map((l) => l.trim());
}

function goals(lines: string[], parsed: ParsedPrd): string[] {
  const section = findSection(parsed, 'Problem and goals');
  if (!section) return [];
  const body = lines.slice(section.start, section.end);
  const at = body.findIndex((l) => /^\*\*Goals\b/i.test(l.trim()));
  const from = at >= 0 ? body.slice(at + 1) : body;
  return from
    .filter((l) => /^\s*[-*]\s/.test(l) && !/_Assumption/.test(l))
    .slice(0, 5)
    .map(plain);
}

/** The PRD in the asked length, as chunks. */
export function formatPrd(prd: string, kind: FormatKind): string[] {
  const doc = previousDocument(prd);
  if (kind === 'full') return toChunks(doc.toString());
  const { lines } = new PrdDocument(doc.toString());
  const parsed = parsePrd(lines);
  const title =
    parsed.titleLine >= 0 ? (lines[parsed.titleLine] ?? '') : `# ${parsed.product ?? 'PRD'}`;
  const meta = lines
    .slice(parsed.titleLine + 1, parsed.sections[0]?.heading ?? parsed.titleLine + 1)
    .filter((l) => /^\s*[-*]\s+\*\*(?:Status|Version|Date):?\*\*/i.test(l));
  const label = kind === 'executive summary' ? 'Executive summary' : 'Short version';
  const out: string[] = [
    title,
    '',
    `_${label} of the full PRD (same version; ask for "the full version" to see every section)._`,
    '',
    ...meta,
    '',
  ];
  const tldr = paragraph(lines, parsed, 'TL;DR');
  // Section numbers mean nothing in the short form.
  for (const [i, line] of tldr.entries()) tldr[i] = line.replace(/\s*\(section \d+\)/gi, '');
  if (tldr.length)
    out.push('## Summary', '', ...tldr.slice(0, kind === 'executive summary' ? 2 : 6), '');
  const goalLines = goals(lines, parsed);
  if (goalLines.length) out.push('## Goals', '', ...goalLines, '');
  const nonGoals = sectionItems(lines, findSection(parsed, 'Non-goals')).filter(
    (l) => !/_Assumption/.test(l),
  );
  if (nonGoals.length) out.push('## Non-goals', '', ...nonGoals.slice(0, 6).map(plain), '');
  if (parsed.frs.length) {
    out.push('## Requirements', '');
    for (const fr of parsed.frs)
      out.push(`- **${fr.id}** (${fr.priority || 'no priority'}): ${fr.title}`);
    out.push('');
  }
  const risks = sectionItems(lines, findSection(parsed, 'Risks')).filter(
    (l) => !/_Assumption|contains assumptions/.test(l),
  );
  if (risks.length) out.push('## Top risks', '', ...risks.slice(0, TOP).map(plain), '');
  const questions = sectionItems(lines, findSection(parsed, 'Open questions'));
  if (questions.length)
    out.push('## Open questions', '', ...questions.slice(0, TOP).map(plain), '');
  return toChunks(
    `${out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  );
}
