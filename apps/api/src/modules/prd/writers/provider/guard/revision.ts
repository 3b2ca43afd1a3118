import { LIST_KEYS, type AnyItem, type ListKey, type Prd } from '@prd/prd';
import { DROPPED } from '../../built-in/rules/follow-ups.js';
import { EXCLUSIONS, matchesTable } from '../../built-in/rules/index.js';
import { guardDraft, type Correction, type GuardInput } from './draft.js';

/** A revision held to the contract, or declined (`declined` is the one-sentence answer). */
interface GuardedRevision {
  prd: Prd;
  corrections: Correction[];
  declined?: string;
}

/** Words that ask to take something out ("remove FR-3", "drop search", "SSO is not v1"). */
const REMOVAL =
  /\b(?:remov\w*|drop\w*|delet\w*|cut|cuts|scrap\w*|get rid of|take (?:out|away)|strike|descop\w*|de-scop\w*|out of scope|no longer|not needed|(?:do not|don'?t) need|only keep|keep only|just keep|start over|from scratch|replac\w*|instead of|merg\w*|combin\w*|consolidat\w*|fewer|elimin\w*|discard\w*|lösch\w*|entfern\w*|streich\w*|supprim\w*|elimin\w*)\b/i;

/** Whether the message asks to remove anything (a removal word or an exclusion). */
export function asksToRemove(message: string): boolean {
  if (REMOVAL.test(message)) return true;
  return message
    .split(/(?<=[.!?;\n])\s*|,\s+/)
    .some((clause) => matchesTable(EXCLUSIONS, clause) || matchesTable(DROPPED, clause));
}

const sameItem = (a: AnyItem, b: AnyItem) => JSON.stringify(a) === JSON.stringify(b);

/** The lists a revision's removals are counted in (the sources describe the inputs). */
const COUNTED = LIST_KEYS.filter((k) => k !== 'requirements' && k !== 'sources');

const ids = (items: readonly AnyItem[]) => new Set(items.map((i) => i.id));

/** "FR-2, FR-3 and FR-4". */
function joined(names: string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A revision's result held to the contract. A revision that removes much (more than a third of
 * the requirements, or of the other items) when the message asked to remove nothing is a
 * misunderstanding: it is declined in one sentence and the PRD stays as it was. Otherwise what
 * the revision added or changed is guarded like a draft (guard/index.ts); what it kept is not
 * read again.
 */
export function guardRevision(previous: Prd, next: Prd, input: GuardInput): GuardedRevision {
  if (!asksToRemove(input.message)) {
    const kept = ids(next.requirements);
    const gone = previous.requirements.filter((fr) => !kept.has(fr.id));
    const total = (prd: Prd) => COUNTED.reduce((n, k) => n + (prd[k] as AnyItem[]).length, 0);
    const goneItems = COUNTED.reduce((n, k) => {
      const now = ids(next[k] as AnyItem[]);
      return n + (previous[k] as AnyItem[]).filter((i) => !now.has(i.id)).length;
    }, 0);
    const frs = gone.length > 0 && gone.length * 3 > previous.requirements.length;
    const items = goneItems >= 3 && goneItems * 3 > total(previous);
    if (frs || items) {
      const what = frs
        ? `${joined(gone.map((fr) => fr.id))} (${gone.length} of ${previous.requirements.length} requirements)`
        : `${goneItems} of the PRD's ${total(previous)} items`;
      return {
        prd: previous,
        corrections: [{ at: 'revision', what: 'dropped', reason: 'unasked removal', text: what }],
        declined: `That change would remove ${what}, which your message did not ask to remove, so nothing changed and no upload was used: name what to remove or change (such as "remove FR-3" or "add a non-goal: …") and send it again.`,
      };
    }
  }
  const before = new Map<ListKey, Map<string, AnyItem>>(
    LIST_KEYS.map((k) => [k, new Map((previous[k] as AnyItem[]).map((i) => [i.id, i]))]),
  );
  const touched = (list: ListKey, item: AnyItem) => {
    const was = before.get(list)?.get(item.id);
    return !was || !sameItem(was, item);
  };
  // The name is read again only when the revision changed it.
  const renamed = next.product !== previous.product;
  const guarded = guardDraft(renamed ? next : { ...next, product: '' }, input, touched);
  const prd = renamed ? guarded.prd : { ...guarded.prd, product: next.product, title: next.title };
  return { prd, corrections: guarded.corrections };
}
