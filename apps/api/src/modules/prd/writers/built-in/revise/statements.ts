/** Turns what follows "add ..." in a revision into a requirement statement the drafter reads. */

const MODAL = /\b(?:must|shall|should|could|needs? to|has to|have to|required to)\b/i;
const LEVEL_MARK =
  /[\s,(]*\b(?:as\s+(?:an?\s+)?)?(p0|p1|p2|must[- ]have|should[- ]have|could[- ]have|nice[- ]to[- ]have|a must|optional|high priority|low priority)\b\)?/i;
const ABILITY =
  /^(?:the\s+)?(?:ability|option|possibility|way)\s+(?:for\s+(.{1,40}?)\s+)?to\s+(.+)$/i;
const WHO_CAN =
  /^(?:that\s+)?((?:the\s+)?[\p{L} ]{1,40}?)\s+(?:can|are able to|is able to)\s+(.+)$/iu;

function modalFor(mark: string | undefined): string {
  const m = (mark ?? '').toLowerCase();
  if (/p0|must|high/.test(m)) return 'must';
  if (/p2|could|nice|optional|low/.test(m)) return 'could';
  return 'should';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "a CSV export as a must" -> "Parkly must support a CSV export."; "the ability for admins to
 * refund orders" -> "Admins should be able to refund orders."; a sentence that already has a
 * modal verb is kept as written. Without a priority word the requirement is a Should (P1).
 */
export function asRequirement(text: string, product: string | undefined): string {
  let body = text
    .trim()
    .replace(/^that\s+/i, '')
    .replace(/[.!;,\s]+$/, '');
  const mark = LEVEL_MARK.exec(body);
  if (mark && !MODAL.test(body.slice(0, mark.index))) body = body.replace(LEVEL_MARK, '').trim();
  if (MODAL.test(body)) return `${capitalise(body)}.`;
  const modal = modalFor(mark?.[1]);
  const ability = ABILITY.exec(body);
  if (ability?.[2])
    return `${capitalise(ability[1] ?? 'users')} ${modal} be able to ${ability[2]}.`;
  const who = WHO_CAN.exec(body);
  if (who?.[1] && who[2]) return `${capitalise(who[1])} ${modal} be able to ${who[2]}.`;
  const first = body.split(/\s+/)[0] ?? '';
  const lower = first === first.toUpperCase() ? body : body.charAt(0).toLowerCase() + body.slice(1);
  return `${product || 'The product'} ${modal} support ${lower}.`;
}
