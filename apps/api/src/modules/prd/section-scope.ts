import { messages } from '@prd/contract';
import {
  applyPatch,
  isSectionKey,
  PatchError,
  SECTIONS,
  sectionOf,
  type PatchOp,
  type Prd,
} from '@prd/prd';
import { AppError } from '../../platform/errors/app-error.js';

/** A section edit's target, as its generation keeps it. */
interface Scope {
  documentId: string;
  section?: string;
  itemId?: string;
}

/** An item of the model by its id (any case), with the list it is in. */
function findItem(model: Prd, id: string) {
  const list = sectionOf(model, id);
  const item = list && model[list].find((i) => i.id.toUpperCase() === id.trim().toUpperCase());
  return list && item ? { list, item } : undefined;
}

/**
 * The instruction with the item it is about named ("make it a must" → "make FR-3 a must"):
 * writers that read edits from the words (the built-in one) then know which item is meant.
 */
function naming(instruction: string, itemId: string) {
  if (instruction.toUpperCase().includes(itemId.toUpperCase())) return instruction;
  return instruction.replace(/\b(?:it|this(?: (?:item|requirement|one))?)\b/i, itemId);
}

/**
 * What a section edit names, checked against the version it edits: a section key of the outline
 * (422 UNKNOWN_SECTION otherwise) or an item id of the document (404 ITEM_NOT_FOUND). Returns the
 * heading the chat shows and the message the writer gets (scoped to that part).
 */
export function resolveScope(
  model: Prd,
  target: { section?: string; item_id?: string },
  instruction: string,
) {
  if (target.section !== undefined) {
    const section = target.section;
    if (!isSectionKey(section)) {
      throw new AppError('UNKNOWN_SECTION', messages.chat.unknownSection(section), {
        detail: [
          {
            loc: ['body', 'section'],
            msg: messages.chat.unknownSection(section),
            type: 'value_error',
          },
        ],
      });
    }
    const heading = SECTIONS.find((s) => s.key === section)!.heading;
    return {
      scope: { section },
      heading,
      prompt: `Revise only the "${heading}" section of the PRD; keep everything else as it is. ${instruction}`,
    };
  }
  const id = target.item_id ?? '';
  const found = findItem(model, id);
  if (!found) throw new AppError('ITEM_NOT_FOUND', messages.chat.unknownItem(id));
  const itemId = found.item.id;
  return {
    scope: { itemId },
    heading: itemId,
    prompt: `Revise only ${itemId} of the PRD; keep everything else as it is. ${naming(instruction, itemId)}`,
  };
}

/** The heading a scope is shown with (the item's id, or the section's heading). */
export const scopeHeading = (scope: Scope) =>
  scope.itemId ?? SECTIONS.find((s) => s.key === scope.section)?.heading ?? scope.section ?? '';

/**
 * The version a section edit stores: `base` with only the scoped part taken from what the writer
 * wrote (a section whole; an item in its place, or removed when the writer dropped it), by the
 * model's one patch function. Everything else is `base`'s own, unchanged. A part the patch
 * cannot take (the writer broke its ids) leaves `base` as it was: the edit then changed nothing.
 */
export function patchScope(base: Prd, written: Prd, scope: Scope): Prd {
  const ops = scopeOps(base, written, scope);
  try {
    return ops.length > 0 ? applyPatch(base, ops) : base;
  } catch (err) {
    if (err instanceof PatchError) return base;
    throw err;
  }
}

function scopeOps(base: Prd, written: Prd, scope: Scope): PatchOp[] {
  if (scope.section !== undefined && isSectionKey(scope.section)) {
    const section = scope.section;
    return [{ op: 'replace_section', section, value: written[section] }];
  }
  const found = scope.itemId === undefined ? undefined : findItem(base, scope.itemId);
  if (!found) return [];
  const { list, item } = found;
  const next = written[list].find((i) => i.id === item.id);
  return next
    ? [{ op: 'update', list, id: item.id, item: next }]
    : [{ op: 'remove', list, id: item.id }];
}
