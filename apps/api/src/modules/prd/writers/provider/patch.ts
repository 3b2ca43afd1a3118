import { z } from 'zod';
import {
  BASIS,
  ITEM_LISTS,
  PRIORITIES,
  type Item,
  type ItemList,
  type PrdModel,
} from './schema.js';

/**
 * A revision as operations on stable ids, applied by code: FR ids never change, new FRs take
 * the next number, a removed FR's id is taken out of every other section.
 */
export const OPS = [
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

/** Applies `edit` to every text of the model. */
function mapTexts(model: PrdModel, edit: (text: string) => string): void {
  model.title = edit(model.title);
  model.tldr = edit(model.tldr);
  model.problem = edit(model.problem);
  for (const key of ITEM_LISTS) for (const item of model[key]) item.text = edit(item.text);
  for (const fr of model.functionalRequirements) {
    fr.title = edit(fr.title);
    fr.statement = edit(fr.statement);
    fr.criteria = fr.criteria.map(edit);
  }
  for (const c of model.conflicts) {
    c.topic = edit(c.topic);
    c.sides = c.sides.map(edit);
  }
}

const matches = (item: Item, match: string) =>
  !!match.trim() && item.text.toLowerCase().includes(match.trim().toLowerCase());

function nextId(model: PrdModel): string {
  const max = Math.max(0, ...model.functionalRequirements.map((f) => Number(f.id.slice(3)) || 0));
  return `FR-${max + 1}`;
}

/** Takes a removed FR out of every section: its id is dropped; an item only about it goes. */
function cascadeRemoval(model: PrdModel, id: string): void {
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
  for (const key of ITEM_LISTS) {
    model[key] = model[key].flatMap((item) => {
      if (!ref.test(item.text)) return [item];
      const rest = strip(item.text);
      // What is left must still say something (not just "Beta with").
      const words = rest.replace(/\bFR-\d+\b/g, '').match(/[\p{L}]{3,}/gu) ?? [];
      return words.length >= 2 ? [{ ...item, text: rest }] : [];
    });
  }
}

/** A copy of `previous` with the operations applied; unknown ids and empty matches are skipped. */
export function applyPatch(previous: PrdModel, ops: PatchOp[]): PrdModel {
  const model = structuredClone(previous);
  const frOf = (id: string) =>
    model.functionalRequirements.find((f) => f.id === id.trim().toUpperCase());
  const list = (section: PatchOp['section']): ItemList[] =>
    (ITEM_LISTS as readonly string[]).includes(section) ? [section as ItemList] : [...ITEM_LISTS];
  for (const op of ops) {
    const item = { text: op.value.trim(), basis: op.basis, source: op.source };
    switch (op.op) {
      case 'add_fr':
        if (!op.title.trim() && !op.statement.trim()) break;
        model.functionalRequirements.push({
          id: nextId(model),
          title: op.title.trim() || op.statement.trim(),
          priority: op.priority === 'keep' ? 'P1' : op.priority,
          statement: op.statement.trim() || op.title.trim(),
          criteria: op.criteria.filter((c) => c.trim()),
          basis: op.basis,
          source: op.source,
        });
        break;
      case 'update_fr': {
        const fr = frOf(op.id);
        if (!fr) break;
        if (op.title.trim()) fr.title = op.title.trim();
        if (op.statement.trim()) fr.statement = op.statement.trim();
        if (op.criteria.some((c) => c.trim())) fr.criteria = op.criteria.filter((c) => c.trim());
        if (op.priority !== 'keep') fr.priority = op.priority;
        break;
      }
      case 'remove_fr': {
        const fr = frOf(op.id);
        if (!fr) break;
        model.functionalRequirements = model.functionalRequirements.filter((f) => f !== fr);
        cascadeRemoval(model, fr.id);
        break;
      }
      case 'add_item':
        if (item.text && (ITEM_LISTS as readonly string[]).includes(op.section)) {
          model[op.section as ItemList].push(item);
        }
        break;
      case 'update_item':
        for (const key of list(op.section)) {
          const found = model[key].find((i) => matches(i, op.match));
          if (found && item.text) {
            found.text = item.text;
            break;
          }
        }
        break;
      case 'remove_item':
        if (op.section === 'conflicts' || op.section === 'none') {
          const match = op.match.trim().toLowerCase();
          model.conflicts = model.conflicts.filter(
            (c) => !match || !c.topic.toLowerCase().includes(match),
          );
          if (op.section === 'conflicts') break;
        }
        for (const key of list(op.section))
          model[key] = model[key].filter((i) => !matches(i, op.match));
        break;
      case 'replace_text':
        if (op.match.trim())
          mapTexts(model, (t) => replaceWord(t, op.match.trim(), op.value.trim()));
        break;
      case 'rename_product': {
        const old = model.title.trim();
        if (!item.text) break;
        if (old) mapTexts(model, (t) => replaceWord(t, old, item.text));
        model.title = item.text;
        break;
      }
      case 'set_text':
        if (op.section === 'tldr' || op.section === 'problem') model[op.section] = item.text;
        break;
    }
  }
  return model;
}
