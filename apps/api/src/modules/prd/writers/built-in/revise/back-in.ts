import { removeLines } from './cascade.js';
import type { Ctx } from './edit-context.js';
import { notFound, quote } from './edit-context.js';
import { findSection, parsePrd } from './prd-lines.js';
import { asRequirement } from './statements.js';
import { overlap, stemSet } from '../text/words.js';

/** "No", "Not in v1:", "… is out of scope": the words a non-goal wraps its item in. */
const WRAPPING =
  /^(?:[-*]\s+)?(?:\*\*NG-\d+:\*\*\s*)?(?:no|not|never|without)\s+|\s*(?:is|are)\s+(?:out of scope|not in (?:v1|scope|the mvp)|a non-goal)\b.*$|\s*_\((?:source|stated)[^)]*\)_\s*$|\s+(?:in|for|from)\s+(?:v1|the mvp|launch|this release)\b/gi;

/**
 * "Offline mode is back in": the non-goals that name it go, and it is a requirement again (in
 * the non-goal's own words when one named it, else in the message's).
 */
export function backIn(ctx: Ctx, target: string, product: string | undefined): void {
  const wanted = [...stemSet(target)];
  const parsed = parsePrd(ctx.doc.lines);
  const section = findSection(parsed, 'Non-goals');
  if (!wanted.length || !section) return notFound(ctx, target);
  let words: string | undefined;
  const removed = removeLines(ctx.doc, (line, i) => {
    if (i < section.start || i >= section.end || !/^\s*(?:[-*]|\d{1,3}\.)\s/.test(line))
      return false;
    if (overlap(wanted, stemSet(line)) < wanted.length) return false;
    words ??= line.replace(WRAPPING, '').trim();
    return true;
  });
  if (!removed) {
    ctx.result.notFound.push(`${quote(target)} is not a non-goal; nothing was taken out.`);
  }
  const statement = words && words.length >= target.length ? words : target;
  ctx.result.statements.push(
    asRequirement(statement.charAt(0).toUpperCase() + statement.slice(1), product),
  );
}
