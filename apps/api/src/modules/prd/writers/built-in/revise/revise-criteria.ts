import type { EditOp } from './edit-op.js';
import { notFound, quote, type Ctx } from './edit-context.js';
import { criteriaFor, TO_BE_AGREED } from '../collect/criteria.js';
import { findPersonas, singular } from '../collect/people.js';
import { parsePrd } from './prd-lines.js';
import { MESSAGE_SOURCE } from '../read/sentences.js';
import type { Requirement } from '../collect/requirement-types.js';

/**
 * "Add acceptance criteria to FR-3[: when a sailing is cancelled, everyone gets a text]": that
 * requirement's criteria, never a new requirement. With words after the id, they are the
 * criterion (a condition and an observable result, as the user wrote them); without, a criterion
 * is built from the requirement's own statement, or the criteria are marked to be agreed.
 */

const MODAL =
  /^(.*?)\s+(must not|may not|cannot|can't|should not|must|shall|should|could|can|will|may)\s+(.+)$/i;
const CONDITION =
  /^(?:given\s+(.+?),\s*)?(?:when|if|once|after|whenever|as soon as)\s+(.+?),\s*(?:then\s+)?(.+)$/i;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const clean = (text: string) => text.trim().replace(/[.!;:,\s]+$/, '');

/**
 * The user's criterion as Given/When/Then, when it states a condition and a result. Without a
 * condition of its own, the requirement's (`context`: "**Given** …, **when** …" of the criterion
 * its statement gives) is the condition, so the result is still tested against something.
 */
function criterionFromWords(
  text: string,
  product: string,
  persona: string,
  context?: string,
): string {
  const words = clean(text.replace(/^(?:that|saying)\s+/i, ''));
  const m = CONDITION.exec(words);
  const given = m?.[1] ? lowerFirst(clean(m[1])) : `a ${persona} using ${product}`;
  if (m?.[2] && m[3])
    return `**Given** ${given}, **when** ${lowerFirst(clean(m[2]))}, **then** ${lowerFirst(clean(m[3]))}.`;
  if (context) return `${context}, **then** ${lowerFirst(words)}.`;
  return `**Given** ${given}, **then** ${lowerFirst(words)}.`;
}

/** "**Given** a customer using X, **when** the forecast is unsafe" of a built criterion. */
function conditionOf(built: string | undefined): string | undefined {
  const m = /^(\*\*Given\*\*\s[^*]{2,200}?,\s\*\*when\*\*\s[^*]{2,200}?),\s\*\*then\*\*/i.exec(
    built ?? '',
  );
  return m?.[1];
}

/** Criteria that state a condition and a result (not the placeholder, not a bare note). */
const testable = (text: string) => /\bgiven\b[\s\S]*\bthen\b/i.test(text) && !isPlaceholder(text);
const isPlaceholder = (text: string) =>
  /acceptance criteria to be agreed/i.test(text) ||
  /^_?(?:to be (?:agreed|defined|confirmed|decided)|tbd|tbc|none(?: stated| yet)?|n\/a|-)?\.?_?$/i.test(
    text.trim(),
  );

/** A criterion from the requirement's statement, or undefined when it states no action. */
export function criterionFromStatement(statement: string, product: string, persona: string) {
  const text = clean(statement);
  const m = MODAL.exec(text);
  const prohibition = !!m && /not|cannot|can't/i.test(m[2] ?? '');
  const req: Requirement = {
    text,
    priority: 'P1',
    source: MESSAGE_SOURCE,
    subject: m ? (m[1] ?? '').trim() : '',
    predicate: m ? (m[3] ?? '').trim() : text,
    ...(prohibition ? { prohibition } : {}),
  };
  try {
    const out = criteriaFor(req, {
      product,
      persona,
      isPerson: (subject) => findPersonas([{ text: subject, source: MESSAGE_SOURCE }]).length > 0,
    });
    return /\*\*Given\*\*|\bGiven\b/.test(out) && /\bthen\b/i.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

/** Each named FR's criteria; for all (`*`), the FRs without testable criteria get them. */
export function setCriteria(ctx: Ctx, op: Extract<EditOp, { type: 'criteria' }>): void {
  if (!op.ids.includes('*')) {
    for (const id of op.ids) setOne(ctx, id, op.text);
    return;
  }
  const frs = parsePrd(ctx.doc.lines).frs;
  const missing = frs.filter((f) => !/\bgiven\b[\s\S]*\bthen\b/i.test(f.criteria));
  if (!frs.length) notFound(ctx, 'functional requirements');
  else if (!missing.length)
    ctx.result.notFound.push(
      'Every functional requirement already has acceptance criteria; nothing changed. Name one and say which, e.g. "add acceptance criteria to FR-1: when …, then …".',
    );
  for (const fr of missing) setOne(ctx, fr.id, '');
}

function setOne(ctx: Ctx, id: string, text: string): void {
  const { doc } = ctx;
  const parsed = parsePrd(doc.lines);
  const fr = parsed.frs.find((f) => f.id === id);
  if (!fr) {
    notFound(ctx, id);
    return;
  }
  const product = parsed.product ?? 'the product';
  const persona = singular(parsed.personas[0] ?? 'user').toLowerCase() || 'user';
  const line = doc.lines.findIndex(
    (l, i) => i > fr.start && i < fr.end && /^[-*]\s+\*\*Acceptance criteria:?\*\*/i.test(l),
  );
  const current = line >= 0 ? (doc.lines[line] ?? '') : '';
  // What the FR's criteria say now, without the label and the placeholder.
  const said = current
    .replace(/^[-*]\s+\*\*Acceptance criteria:?\*\*:?\s*/i, '')
    .replace(/_?Acceptance criteria to be agreed\._?/i, '')
    .trim();
  const kept = isPlaceholder(said) ? '' : said;
  const built = criterionFromStatement(fr.statement, product, persona);
  let next: string;
  if (text) {
    const added = criterionFromWords(text, product, persona, conditionOf(built));
    next = `- **Acceptance criteria:** ${kept ? `${kept} ` : ''}${added}`;
  } else {
    // Criteria already stated are never replaced by built ones: the request names what to add.
    if (testable(kept)) {
      ctx.result.notFound.push(
        `${fr.id} already has acceptance criteria with a condition and a result; nothing changed for it. Say which to add, e.g. "add acceptance criteria to ${fr.id}: when …, then …".`,
      );
      return;
    }
    if (!built && current) {
      ctx.result.notFound.push(
        `${fr.id}'s statement gives no testable condition and result${kept ? '' : ', so its acceptance criteria stay to be agreed'}; nothing changed for it. Say which, e.g. "add acceptance criteria to ${fr.id}: when …, then …".`,
      );
      return;
    }
    next = `- **Acceptance criteria:** ${kept ? `${kept} ` : ''}${built ?? TO_BE_AGREED}`;
  }
  if (next === current) return;
  if (line >= 0) doc.lines[line] = next;
  else {
    const after = doc.lines.findIndex(
      (l, i) => i > fr.start && i < fr.end && /^[-*]\s+\*\*Statement:?\*\*/i.test(l),
    );
    doc.lines.splice(after >= 0 ? after + 1 : fr.start + 1, 0, next);
  }
  ctx.result.touched.add(fr.id);
  ctx.result.changes.push(
    `${fr.id}: acceptance criteria ${kept ? 'updated' : 'added'} (${quote(fr.title)}).`,
  );
}
