import { TO_BE_AGREED } from '../collect/criteria.js';
import { singular } from '../collect/people.js';
import { capitalise, ensurePeriod, normalise } from '../read/sentences.js';
import { escapeMarkdown } from '../text/escape.js';
import { titleOf } from './add-with-id.js';
import { quote, type Ctx } from './edit-context.js';
import { findSection, parsePrd } from './prd-lines.js';
import { criterionFromStatement } from './revise-criteria.js';

/**
 * "FR-2 should say: residents book up to 30 days ahead", "reword FR-3 as …", "CS-04: members see
 * …" (an id the PRD has): that requirement's statement replaced by the words given, its title
 * and built criteria made again from them, its user story (which told the old words) taken out.
 * Never a new requirement that starts "FR-2 should say".
 */

const ID = String.raw`\[?([A-Za-z]{1,8}-\d{1,5})\]?`;
const WORDS = String.raw`\s*[:="“'‘]?\s*(\S.{8,600}?)["”'’]?\s*$`;
const SAY = String.raw`(?:say|read|state)`;
const PATTERNS = [
  // "change FR-2 to say …", "reword FR-3 as …", "update FR-1's statement to …"
  new RegExp(
    String.raw`^(?:please\s+)?(?:change|update|edit|reword|rewrite|rephrase|amend|restate)\s+${ID}(?:'s|’s)?(?:\s+statement)?\s+(?:to\s+${SAY}|to|as|so (?:that )?it ${SAY}s)${WORDS}`,
    'i',
  ),
  // "FR-2 should say …", "FR-2's statement should read …", "FR-2 now reads …"
  new RegExp(
    String.raw`^${ID}(?:'s|’s)?(?:\s+statement)?\s+(?:should|must|needs to|has to)\s+${SAY}${WORDS}`,
    'i',
  ),
  new RegExp(String.raw`^${ID}(?:'s|’s)?(?:\s+statement)?\s+(?:now\s+)?${SAY}s${WORDS}`, 'i'),
  // "FR-2 statement: …", "replace FR-2 with …"
  new RegExp(String.raw`^${ID}(?:'s|’s)?\s+statement\s*[:=]${WORDS}`, 'i'),
  new RegExp(String.raw`^(?:please\s+)?replace\s+${ID}\s+with${WORDS}`, 'i'),
];
/** "FR-3: only admins can approve a refund": an id, then a sentence (never an instruction). */
const ID_THEN_SENTENCE = new RegExp(String.raw`^${ID}\s*[:=–—]\s+(\S.{8,600}?)\s*$`, 'i');
const INSTRUCTION =
  /^(?:make|set|change|update|add|remove|drop|delete|cut|rename|move|raise|lower|increase|decrease|reduce|bump|priority|p[012]\b|must(?:[- ]have)?$|should(?:[- ]have)?$|could(?:[- ]have)?$|now\b|is\b|are\b|needs?\s+(?:acceptance|criteria|a\b)|acceptance|criteria|give|write|split|merge|mark|keep|it\b|this\b|that\b|same\b|too\b|what|why|how|can you|could you|please)/i;

interface Restatement {
  id: string;
  text: string;
  /** Said as "ID: sentence": a restatement only when the PRD has that id. */
  loose: boolean;
}

/** The restatement a line asks for, if any. */
export function restatementIn(line: string): Restatement | undefined {
  const text = line.trim();
  if (text.length > 700) return undefined;
  for (const pattern of PATTERNS) {
    const m = pattern.exec(text);
    if (m?.[1] && m[2]) return { id: m[1].toUpperCase(), text: m[2], loose: false };
  }
  const m = ID_THEN_SENTENCE.exec(text);
  const words = m?.[2]?.trim() ?? '';
  if (!m?.[1] || words.split(/\s+/).length < 4 || INSTRUCTION.test(words) || /\?\s*$/.test(words))
    return undefined;
  return { id: m[1].toUpperCase(), text: words, loose: true };
}

const LABEL = /^([-*]\s+\*\*[^*]{2,40}:?\*\*:?\s*)/;

/** Replaces the statement of the requirement; false when the PRD has no such id. */
export function restate(ctx: Ctx, id: string, words: string): boolean {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const fr = parsed.frs.find((f) => f.id === id);
  if (!fr) return false;
  const statement = ensurePeriod(capitalise(words.trim().replace(/\s+/g, ' ')));
  if (normalise(statement) === normalise(fr.statement)) return true;
  const at = (pattern: RegExp) =>
    doc.lines.findIndex((l, i) => i > fr.start && i < fr.end && pattern.test(l));
  const statementLine = at(/^[-*]\s+\*\*(?:Statement|[^*]{2,30})\*\*/);
  const line = doc.lines.findIndex(
    (l, i) => i > fr.start && i < fr.end && LABEL.test(l) && l.includes(fr.statement.slice(0, 40)),
  );
  const target = line >= 0 ? line : statementLine;
  if (target < 0) return false;
  const label = LABEL.exec(doc.lines[target] ?? '')?.[1] ?? '- **Statement:** ';
  doc.lines[target] = `${label}${escapeMarkdown(statement)}`;
  doc.lines[fr.start] = `### ${fr.id}: ${titleOf(statement)}`;
  // Criteria built from the old words are built again from the new ones.
  const criteriaLine = at(/^[-*]\s+\*\*Acceptance criteria:?\*\*/i);
  if (criteriaLine >= 0) {
    const product = parsed.product ?? 'the product';
    const persona = singular(parsed.personas[0] ?? 'user').toLowerCase() || 'user';
    const built = criterionFromStatement(statement, product, persona) ?? TO_BE_AGREED;
    doc.lines[criteriaLine] = `- **Acceptance criteria:** ${built}`;
  }
  dropStories(ctx, id);
  ctx.result.touched.add(id);
  ctx.result.changes.push(`${id} reworded: ${quote(statement)}`);
  return true;
}

/** The user stories built from the requirement's old words ("… _(FR-2)_"). */
function dropStories(ctx: Ctx, id: string): void {
  const section = findSection(parsePrd(ctx.doc.lines), 'Personas and user stories');
  if (!section) return;
  const ref = `_(${id})_`;
  for (let i = section.end - 1; i >= section.start; i -= 1) {
    const line = ctx.doc.lines[i] ?? '';
    if (/^[-*]\s+\*\*[^*]{2,20}:\*\*/.test(line) && line.trimEnd().endsWith(ref))
      ctx.doc.lines.splice(i, 1);
  }
}
