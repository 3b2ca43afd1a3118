import { TO_BE_AGREED } from '../collect/criteria.js';
import type { Ctx } from './edit-context.js';
import { level } from './edit-op.js';
import { PRIORITY_LABEL } from '../collect/requirements.js';
import { capitalise, ensurePeriod } from '../read/sentences.js';
import { parsePrd } from './prd-lines.js';

/**
 * "Add CS-06: members see court availability on the clubhouse screen (Could)": in a PRD whose
 * requirements carry their own ids (an uploaded one), a requirement added with the next id of
 * that scheme keeps it, its stated priority and its words. FR-n ids and PRDs without such a
 * scheme go the usual way (the drafter reads the statement).
 */

const WITH_ID = /^\[?([A-Za-z]{1,8}-\d{1,5})\]?\s*[:–—-]\s+(\S.{0,1500})$/s;
const PRIORITY_TAIL = /\s*[([]\s*(?:priority\s*:?\s*)?([\p{L}\d' -]{2,20}?)\s*[)\]]\s*[.!]?\s*$/u;
const MAX_TITLE_WORDS = 7;

const prefixOf = (id: string) => id.slice(0, id.lastIndexOf('-'));

const sentence = (text: string) => ensurePeriod(capitalise(text.trim().replace(/\s+/g, ' ')));

const LOOSE_END =
  /^(?:the|a|an|on|of|to|for|in|at|by|with|and|or|from|into|per|their|its|our|up|within|under|over|than|least|most|about|[$€£]?\d[\d,.]*%?)$/i;

/** The statement's first words, not ending on a word that leads into more. */
export function titleOf(text: string): string {
  const words = text
    .replace(/[.!?]+$/, '')
    .split(' ')
    .slice(0, MAX_TITLE_WORDS);
  while (words.length > 2 && LOOSE_END.test(words.at(-1)!)) words.pop();
  return words.join(' ');
}

/** Adds the requirement when the statement starts with an id of the PRD's own scheme. */
export function addWithId(ctx: Ctx, statement: string): boolean {
  const m = WITH_ID.exec(statement.trim());
  if (!m) return false;
  const id = m[1]!.toUpperCase();
  const prefix = prefixOf(id);
  if (prefix === 'FR' || prefix === 'NFR') return false;
  const parsed = parsePrd(ctx.doc.lines);
  if (!parsed.frs.some((f) => prefixOf(f.id) === prefix)) return false;
  if (parsed.frs.some((f) => f.id === id)) {
    ctx.result.notFound.push(
      `${id} is already in the PRD; nothing was added for it: say what to change in ${id}.`,
    );
    return true;
  }
  let text = m[2]!.trim();
  const tail = PRIORITY_TAIL.exec(text);
  const priority = tail ? level(tail[1]!) : undefined;
  if (priority) text = text.slice(0, tail!.index);
  const statement_ = sentence(text);
  const block = [
    `### ${id}: ${titleOf(statement_)}`,
    '',
    ...(priority ? [`- **Priority:** ${priority} (${PRIORITY_LABEL[priority]})`] : []),
    `- **Statement:** ${statement_}`,
    `- **Acceptance criteria:** ${TO_BE_AGREED}`,
    '- **Source:** your message',
    '',
  ];
  const last = parsed.frs.reduce((a, b) => (b.end > a.end ? b : a));
  let at = last.end;
  while (at > last.start && ctx.doc.lines[at - 1]?.trim() === '') at--;
  ctx.doc.lines.splice(at, 0, '', ...block);
  ctx.result.touched.add(id);
  return true;
}
