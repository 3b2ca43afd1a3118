import {
  diffPrd,
  LIST_KEYS,
  parseMarkdown,
  type AnyItem,
  type Prd,
  type PrdChange,
} from '@prd/prd';

/** The parts whose changes are listed one by one; the others follow from them (counts, ids). */
const LISTED = new Set(['product', 'requirements', 'nfrs', 'nonGoals']);

/**
 * The change list of a revision: the one differ's changes (@prd/prd `diffPrd`) between the PRD
 * before and after, for the product's name, the requirements and the non-goals, with what the
 * edits said in their own words ("Changed "15 minutes" to "10 minutes" in FR-2") in place of the
 * changes they explain (the text of an item a value edit touched, every item the product's new
 * name was written into). What the built-in writer rewrites after an edit (the counts in the
 * summary, the requirement ids in milestones, the list of sources) is not listed again; `added`
 * says what a merged addition brought to the other sections.
 */
export function changeList(
  before: string,
  after: string,
  edits: { changes: string[]; touched: ReadonlySet<string> },
  added: string[] = [],
): string[] {
  const { touched } = edits;
  const a = withoutPlaceholders(parseMarkdown(before));
  const b = withoutPlaceholders(parseMarkdown(after));
  const renamed = a.product && b.product && a.product !== b.product ? [a.product, b.product] : null;
  const old = items(a);
  const now = items(b);
  const explained = (c: PrdChange) => {
    if (c.kind !== 'changed' || c.section === 'product') return false;
    if (renamed && c.before !== null && c.after !== null) {
      if (c.before.split(renamed[0]!).join(renamed[1]) === c.after) return true;
    }
    if (!c.id || !touched.has(c.id)) return false;
    // A value edit explains the words; a priority change is still listed.
    const x = old.get(`${c.section}:${c.id}`);
    const y = now.get(`${c.section}:${c.id}`);
    return !!x && !!y && priority(x) === priority(y);
  };
  const changes = diffPrd(a, b).filter((c) => LISTED.has(c.section) && !explained(c));
  const fields = changes.filter((c) => c.id === null).map((c) => c.label);
  const rest = changes.filter((c) => c.id !== null).map((c) => named(c, old, now));
  return [...fields, ...edits.changes, ...rest, ...added];
}

const shorten = (text: string, max = 120) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * A requirement's change with the requirement named in full: the differ names an item by its
 * title cut to a line, and this writer's titles are often cut already ("Team – $29 per user /
 * month (minimum 5…"), so its statement says what it is.
 */
function named(c: PrdChange, old: Map<string, AnyItem>, now: Map<string, AnyItem>): string {
  const item = now.get(`${c.section}:${c.id}`) ?? old.get(`${c.section}:${c.id}`);
  if (c.section !== 'requirements' && c.section !== 'nfrs') return c.label;
  if (!item || (c.kind !== 'added' && c.kind !== 'removed' && c.kind !== 'changed')) return c.label;
  const title = 'title' in item ? String(item.title) : '';
  const name = shorten(title && !title.endsWith('…') ? title : item.text.replace(/[.!]$/, ''));
  if (c.kind !== 'changed') return `${c.id} ${c.kind}: ${name}`;
  const colon = c.label.indexOf(': ');
  const detail = colon < 0 ? '' : c.label.slice(colon);
  return `${c.id} (${name}) changed${detail}`;
}

/** The placeholder non-goal ("Anything not listed … is out of scope") comes and goes unsaid. */
function withoutPlaceholders(prd: Prd): Prd {
  return { ...prd, nonGoals: prd.nonGoals.filter((g) => g.basis !== 'assumed') };
}

function items(prd: Prd): Map<string, AnyItem> {
  const out = new Map<string, AnyItem>();
  for (const key of LIST_KEYS)
    for (const item of prd[key] as AnyItem[]) out.set(`${key}:${item.id}`, item);
  return out;
}

const priority = (item: AnyItem) => ('priority' in item ? item.priority : null);
