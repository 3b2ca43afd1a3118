import { z } from 'zod';
import {
  BASES,
  conflictSchema,
  itemSchema,
  LIST_KEYS,
  metricItemSchema,
  milestoneSchema,
  nfrSchema,
  PRIORITIES,
  prdSchema,
  requirementSchema,
  riskSchema,
  sourceSchema,
  targetSchema,
  TEXT_FIELDS,
  type AnyItem,
  type ListKey,
  type Prd,
  type TextField,
} from './model.js';
import { nextId } from './ids.js';

/**
 * Patch operations: how a writer or a person changes a PRD (set a text, add, update, remove or
 * move an item, replace a whole section). Applying them never changes the model given.
 */

const listKey = z.enum(LIST_KEYS);
const textField = z.enum(TEXT_FIELDS);

/** Any item's fields, all optional (an added item gets the list's defaults for the rest). */
export const itemPatchSchema = z.strictObject({
  id: z.string().max(40).optional(),
  text: z.string().max(8000).optional(),
  basis: z.enum(BASES).optional(),
  sources: z.array(sourceSchema).max(50).optional(),
  target: targetSchema.nullable().optional(),
  title: z.string().max(300).optional(),
  priority: z.enum(PRIORITIES).nullable().optional(),
  acceptance: z.array(z.string().max(2000)).max(50).optional(),
  date: z.string().max(80).nullable().optional(),
  owner: z.string().max(120).nullable().optional(),
  sides: z.array(z.string().max(2000)).max(20).optional(),
});
export type ItemPatch = z.infer<typeof itemPatchSchema>;

const index = z.number().int().min(0);

export const patchOpSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('set'), field: textField, value: z.string().max(20_000) }),
  z.strictObject({
    op: z.literal('add'),
    list: listKey,
    item: itemPatchSchema,
    index: index.optional(),
  }),
  z.strictObject({
    op: z.literal('update'),
    list: listKey,
    id: z.string().min(1).max(40),
    item: itemPatchSchema,
  }),
  z.strictObject({ op: z.literal('remove'), list: listKey, id: z.string().min(1).max(40) }),
  z.strictObject({ op: z.literal('move'), list: listKey, id: z.string().min(1).max(40), index }),
  z.strictObject({
    op: z.literal('replace_section'),
    section: z.union([listKey, textField]),
    value: z.union([z.string().max(20_000), z.array(itemPatchSchema).max(1000)]),
  }),
]);
export type PatchOp = z.infer<typeof patchOpSchema>;

/** A patch that cannot apply: an unknown id, a taken id, a value of the wrong shape. */
export class PatchError extends Error {
  constructor(
    message: string,
    /** The index of the failing operation. */
    readonly index: number,
  ) {
    super(message);
    this.name = 'PatchError';
  }
}

const ITEM_SCHEMA: Record<ListKey, z.ZodType<AnyItem>> = {
  goals: metricItemSchema,
  nonGoals: itemSchema,
  personas: itemSchema,
  requirements: requirementSchema,
  uxFlow: itemSchema,
  nfrs: nfrSchema,
  metrics: metricItemSchema,
  technical: itemSchema,
  milestones: milestoneSchema,
  actionItems: itemSchema,
  risks: riskSchema,
  dependencies: itemSchema,
  openQuestions: itemSchema,
  conflicts: conflictSchema,
  decisions: itemSchema,
  sources: itemSchema,
};

const EXTRA_DEFAULTS: Partial<Record<ListKey, Record<string, unknown>>> = {
  goals: { target: null },
  metrics: { target: null },
  requirements: { title: '', priority: null, acceptance: [] },
  nfrs: { priority: null },
  milestones: { date: null },
  risks: { owner: null },
  conflicts: { sides: [] },
};

/** The list's own fields only: a patch field another list has is dropped, not stored. */
function shape(list: ListKey, fields: Record<string, unknown>, at: number): AnyItem {
  const schema = ITEM_SCHEMA[list] as unknown as z.ZodObject;
  const known = Object.keys(schema.shape);
  const picked = Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => known.includes(k) && v !== undefined),
  );
  const result = schema.safeParse(picked);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PatchError(
      `Patch ${at}: the item for ${list} is not valid (${issue?.path.join('.') || 'item'}: ${issue?.message ?? 'invalid'}).`,
      at,
    );
  }
  return result.data as AnyItem;
}

function newItem(list: ListKey, patch: ItemPatch, items: readonly AnyItem[], at: number): AnyItem {
  const id = patch.id?.trim() || nextId(items, list);
  if (items.some((i) => i.id.toUpperCase() === id.toUpperCase())) {
    throw new PatchError(`Patch ${at}: ${id} already exists in ${list}.`, at);
  }
  return shape(
    list,
    { text: '', basis: 'stated', sources: [], ...EXTRA_DEFAULTS[list], ...patch, id },
    at,
  );
}

function find(items: readonly AnyItem[], list: ListKey, id: string, at: number): number {
  const i = items.findIndex((x) => x.id.toUpperCase() === id.trim().toUpperCase());
  if (i < 0) {
    const known = items
      .map((x) => x.id)
      .slice(0, 10)
      .join(', ');
    throw new PatchError(
      `Patch ${at}: there is no ${id} in ${list}${known ? ` (it has ${known}${items.length > 10 ? ', …' : ''})` : ' (it is empty)'}.`,
      at,
    );
  }
  return i;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

function applyOne(prd: Prd, op: PatchOp, at: number): Prd {
  switch (op.op) {
    case 'set':
      return setText(prd, op.field, op.value, at);
    case 'add': {
      const items = [...prd[op.list]] as AnyItem[];
      items.splice(
        clamp(op.index ?? items.length, items.length),
        0,
        newItem(op.list, op.item, items, at),
      );
      return { ...prd, [op.list]: items };
    }
    case 'update': {
      const items = [...prd[op.list]] as AnyItem[];
      const i = find(items, op.list, op.id, at);
      const newId = op.item.id?.trim();
      if (
        newId &&
        newId.toUpperCase() !== items[i]!.id.toUpperCase() &&
        items.some((x) => x.id.toUpperCase() === newId.toUpperCase())
      ) {
        throw new PatchError(`Patch ${at}: ${newId} already exists in ${op.list}.`, at);
      }
      items[i] = shape(
        op.list,
        { ...items[i], ...op.item, ...(newId ? { id: newId } : { id: items[i]!.id }) },
        at,
      );
      return { ...prd, [op.list]: items };
    }
    case 'remove': {
      const items = [...prd[op.list]] as AnyItem[];
      items.splice(find(items, op.list, op.id, at), 1);
      return { ...prd, [op.list]: items };
    }
    case 'move': {
      const items = [...prd[op.list]] as AnyItem[];
      const [item] = items.splice(find(items, op.list, op.id, at), 1);
      items.splice(clamp(op.index, items.length), 0, item!);
      return { ...prd, [op.list]: items };
    }
    case 'replace_section': {
      if ((TEXT_FIELDS as readonly string[]).includes(op.section)) {
        if (typeof op.value !== 'string')
          throw new PatchError(`Patch ${at}: ${op.section} takes a text, not a list.`, at);
        return setText(prd, op.section as TextField, op.value, at);
      }
      const list = op.section as ListKey;
      if (typeof op.value === 'string')
        throw new PatchError(`Patch ${at}: ${list} takes a list of items, not a text.`, at);
      const items: AnyItem[] = [];
      const withIds = op.value.filter((p) => p.id?.trim());
      for (const patch of op.value) {
        // Items without an id are numbered after every id the new list names.
        const taken = patch.id?.trim()
          ? items
          : [...items, ...withIds.map((p) => ({ id: p.id! }) as AnyItem)];
        items.push(
          patch.id?.trim()
            ? newItem(list, patch, items, at)
            : newItem(list, { ...patch, id: nextId(taken, list) }, items, at),
        );
      }
      return { ...prd, [list]: items };
    }
  }
}

function setText(prd: Prd, field: TextField, value: string, at: number): Prd {
  const result = prdSchema.shape[field].safeParse(value);
  if (!result.success) {
    throw new PatchError(
      `Patch ${at}: ${JSON.stringify(value.slice(0, 40))} is not a valid ${field}.`,
      at,
    );
  }
  return { ...prd, [field]: result.data };
}

/** The model with the operations applied in order; the given model is not changed. */
export function applyPatch(prd: Prd, ops: readonly PatchOp[]): Prd {
  let out = prd;
  ops.forEach((raw, at) => {
    const parsed = patchOpSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PatchError(
        `Patch ${at}: ${issue?.path.join('.') || 'operation'}: ${issue?.message ?? 'invalid'}.`,
        at,
      );
    }
    out = applyOne(out, parsed.data, at);
  });
  return out;
}

/** The list an item is in ("FR-4" → "requirements"), or null when no list has it. */
export function sectionOf(prd: Prd, itemId: string): ListKey | null {
  const id = itemId.trim().toUpperCase();
  for (const key of LIST_KEYS) if (prd[key].some((i) => i.id.toUpperCase() === id)) return key;
  return null;
}
