import {
  applyPatch,
  LIST_KEYS,
  PatchError,
  type AnyItem,
  type ItemPatch,
  type ListKey,
  type PatchOp as PrdPatchOp,
  type Prd,
} from '@prd/prd';
import { z } from 'zod';
import { BASIS, ITEM_LISTS, PRIORITIES, type ItemList } from './schema.js';
import { sourcesOf } from './to-prd.js';

/**
 * A revision as operations the model can write (on FR ids, and on items by their words),
 * turned by code into the PRD model's patch operations and applied by its one `applyPatch`:
 * FR ids never change, new FRs take the next number, a removed FR's id is taken out of every
 * other section.
 */
const OPS = [
  'add_fr',
  'update_fr',
  'remove_fr',
  'add_item',
  'update_item',
  'remove_item',
  'replace_text',
  'rename_product',
  'set_text',
] as const;

export const patchOpSchema = z.object({
  op: z.enum(OPS),
  id: z.string().describe('FR id for update_fr/remove_fr, else ""'),
  section: z
    .enum([...ITEM_LISTS, 'conflicts', 'tldr', 'problem', 'none'])
    .describe(
      'The list for add_item/update_item/remove_item ("conflicts" only to remove a settled one), the field for set_text, else "none"',
    ),
  match: z
    .string()
    .describe(
      'update_item/remove_item: words of the item to change; replace_text: the exact old text',
    ),
  value: z
    .string()
    .describe('The new text (item, replace_text, set_text) or the new product name; else ""'),
  priority: z.enum([...PRIORITIES, 'keep']).describe('add_fr/update_fr; "keep" to leave it'),
  title: z.string().describe('add_fr/update_fr; "" to leave it'),
  statement: z.string().describe('add_fr/update_fr; "" to leave it'),
  criteria: z.array(z.string()).describe('add_fr/update_fr; [] to leave them'),
  basis: z.enum(BASIS),
  source: z.string(),
});
export type PatchOp = z.infer<typeof patchOpSchema>;

export const patchSchema = z.object({ operations: z.array(patchOpSchema) });

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces `from` by `to` where it stands as a whole word or number ("15" not in "150"). */
export function replaceWord(text: string, from: string, to: string): string {
  if (!from) return text;
  const start = /^[\p{L}\p{N}]/u.test(from) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}]$/u.test(from) ? '(?![\\p{L}\\p{N}])' : '';
  return text.replace(new RegExp(`${start}${escapeRe(from)}${end}`, 'gu'), () => to);
}

type Fields = Partial<Record<'text' | 'title', string>> & {
  acceptance?: string[];
  sides?: string[];
};

/** The edit of every text of an item ('' fields unchanged are left out). */
function editItem(item: AnyItem, edit: (text: string) => string): Fields | null {
  const out: Fields = {};
  const text = edit(item.text);
  if (text !== item.text) out.text = text;
  if ('title' in item) {
    const title = edit(item.title);
    if (title !== item.title) out.title = title;
    const acceptance = item.acceptance.map(edit);
    if (acceptance.some((c, i) => c !== item.acceptance[i])) out.acceptance = acceptance;
  }
  if ('sides' in item) {
    const sides = item.sides.map(edit);
    if (sides.some((c, i) => c !== item.sides[i])) out.sides = sides;
  }
  return Object.keys(out).length ? out : null;
}

/** Operations applying `edit` to every text of the PRD. */
function editTexts(prd: Prd, edit: (text: string) => string): PrdPatchOp[] {
  const ops: PrdPatchOp[] = [];
  for (const field of ['title', 'product', 'summary', 'problem'] as const) {
    const value = edit(prd[field]);
    if (value !== prd[field]) ops.push({ op: 'set', field, value });
  }
  for (const list of LIST_KEYS) {
    for (const item of prd[list] as AnyItem[]) {
      const fields = editItem(item, edit);
      if (fields) ops.push({ op: 'update', list, id: item.id, item: fields });
    }
  }
  return ops;
}

const matches = (item: AnyItem, match: string) =>
  !!match.trim() && item.text.toLowerCase().includes(match.trim().toLowerCase());

/** The PRD's lists an operation's section stands for (dependencies sit with the risks …). */
function listsOf(section: PatchOp['section']): ListKey[] {
  if (!(ITEM_LISTS as readonly string[]).includes(section))
    return [...ITEM_LISTS, 'dependencies', 'decisions'];
  if (section === 'risks') return ['risks', 'dependencies'];
  if (section === 'openQuestions') return ['openQuestions', 'decisions'];
  return [section as ItemList];
}

/** The lists a removed FR is taken out of (not the FRs, not the conflicts). */
const CASCADE = LIST_KEYS.filter((k) => k !== 'requirements' && k !== 'conflicts');

/** Takes a removed FR out of every section: its id is dropped; an item only about it goes. */
function cascadeRemoval(prd: Prd, id: string): PrdPatchOp[] {
  const ref = new RegExp(`\\b${escapeRe(id)}\\b`);
  const joiner = '(?:,|;|&|and|or|y|o|et|ou|und|oder|e)';
  const strip = (text: string) =>
    text
      .replace(new RegExp(`\\b${escapeRe(id)}\\b\\s*${joiner}\\s+`, 'g'), '')
      .replace(new RegExp(`\\s*${joiner}\\s*\\b${escapeRe(id)}\\b`, 'g'), '')
      .replace(new RegExp(`\\b${escapeRe(id)}\\b`, 'g'), '')
      .replace(/\(\s*\)/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
  const ops: PrdPatchOp[] = [];
  for (const list of CASCADE) {
    for (const item of prd[list] as AnyItem[]) {
      if (!ref.test(item.text)) continue;
      const rest = strip(item.text);
      // What is left must still say something (not just "Beta with").
      const words = rest.replace(/\bFR-\d+\b/g, '').match(/[\p{L}]{3,}/gu) ?? [];
      ops.push(
        words.length >= 2
          ? { op: 'update', list, id: item.id, item: { text: rest } }
          : { op: 'remove', list, id: item.id },
      );
    }
  }
  return ops;
}

const basisOf = (op: PatchOp) => (op.basis === 'assumption' ? 'assumed' : op.basis);
const sourcesFor = (op: PatchOp) => (op.basis === 'stated' ? sourcesOf(op.source) : []);

/** The PRD model's operations for one of the model's operations, against the PRD as it is. */
function translate(prd: Prd, op: PatchOp): PrdPatchOp[] {
  const value = op.value.trim();
  const fr = () => prd.requirements.find((f) => f.id === op.id.trim().toUpperCase());
  switch (op.op) {
    case 'add_fr': {
      const title = op.title.trim();
      const statement = op.statement.trim();
      if (!title && !statement) return [];
      const item: ItemPatch = {
        title: title || statement,
        priority: op.priority === 'keep' ? 'P1' : op.priority,
        text: statement || title,
        acceptance: op.criteria.map((c) => c.trim()).filter(Boolean),
        basis: basisOf(op),
        sources: sourcesFor(op),
      };
      return [{ op: 'add', list: 'requirements', item }];
    }
    case 'update_fr': {
      const found = fr();
      if (!found) return [];
      const item: ItemPatch = {};
      if (op.title.trim()) item.title = op.title.trim();
      if (op.statement.trim()) item.text = op.statement.trim();
      const criteria = op.criteria.map((c) => c.trim()).filter(Boolean);
      if (criteria.length) item.acceptance = criteria;
      if (op.priority !== 'keep') item.priority = op.priority;
      return [{ op: 'update', list: 'requirements', id: found.id, item }];
    }
    case 'remove_fr': {
      const found = fr();
      if (!found) return [];
      return [
        { op: 'remove', list: 'requirements', id: found.id },
        ...cascadeRemoval(prd, found.id),
      ];
    }
    case 'add_item':
      if (!value || !(ITEM_LISTS as readonly string[]).includes(op.section)) return [];
      return [
        {
          op: 'add',
          list: op.section as ItemList,
          item: { text: value, basis: basisOf(op), sources: sourcesFor(op) },
        },
      ];
    case 'update_item': {
      if (!value) return [];
      for (const list of listsOf(op.section)) {
        const found = (prd[list] as AnyItem[]).find((i) => matches(i, op.match));
        if (found) return [{ op: 'update', list, id: found.id, item: { text: value } }];
      }
      return [];
    }
    case 'remove_item': {
      const ops: PrdPatchOp[] = [];
      if (op.section === 'conflicts' || op.section === 'none') {
        const match = op.match.trim().toLowerCase();
        for (const c of prd.conflicts)
          if (match && c.text.toLowerCase().includes(match))
            ops.push({ op: 'remove', list: 'conflicts', id: c.id });
        if (op.section === 'conflicts') return ops;
      }
      for (const list of listsOf(op.section))
        for (const item of prd[list] as AnyItem[])
          if (matches(item, op.match)) ops.push({ op: 'remove', list, id: item.id });
      return ops;
    }
    case 'replace_text': {
      const match = op.match.trim();
      return match ? editTexts(prd, (t) => replaceWord(t, match, value)) : [];
    }
    case 'rename_product': {
      const old = prd.product.trim();
      if (!value) return [];
      const ops = old ? editTexts(prd, (t) => replaceWord(t, old, value)) : [];
      return [
        ...ops.filter((o) => o.op !== 'set' || o.field !== 'product'),
        { op: 'set', field: 'product', value },
      ];
    }
    case 'set_text':
      if (op.section === 'tldr') return [{ op: 'set', field: 'summary', value }];
      if (op.section === 'problem') return [{ op: 'set', field: 'problem', value }];
      return [];
  }
}

/**
 * `previous` with the model's operations applied in order, each through the PRD model's
 * `applyPatch`. An operation that names nothing (an unknown id, words found nowhere) or that
 * the model's checks refuse (a text over its limit) is skipped.
 */
export function reviseModel(previous: Prd, ops: readonly PatchOp[]): Prd {
  let prd = previous;
  for (const op of ops) {
    try {
      prd = applyPatch(prd, translate(prd, op));
    } catch (error) {
      if (!(error instanceof PatchError)) throw error;
    }
  }
  return prd;
}
