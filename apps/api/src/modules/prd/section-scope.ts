import { messages } from '@prd/contract';
import { isSectionKey, LIST_KEYS, SECTIONS, type AnyItem, type Prd } from '@prd/prd';
import { AppError } from '../../platform/errors/app-error.js';

/** A section edit's target, as its generation keeps it. */
export interface Scope {
  documentId: string;
  section?: string;
  itemId?: string;
}

/** The list an item of the model is in, and where. */
function findItem(model: Prd, id: string) {
  for (const key of LIST_KEYS) {
    const list = model[key] as readonly AnyItem[];
    const at = list.findIndex((item) => item.id === id);
    if (at >= 0) return { key, at, item: list[at]! };
  }
  return undefined;
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
  return {
    scope: { itemId: found.item.id },
    heading: found.item.id,
    prompt: `Revise only ${found.item.id} of the PRD; keep everything else as it is. ${instruction}`,
  };
}

/** The heading a scope is shown with (the item's id, or the section's heading). */
export const scopeHeading = (scope: Scope) =>
  scope.itemId ?? SECTIONS.find((s) => s.key === scope.section)?.heading ?? scope.section ?? '';

/**
 * The version a section edit stores: `base` with only the scoped part taken from what the writer
 * wrote (a section whole; an item in its place, or removed when the writer dropped it).
 * Everything else is `base`'s own, unchanged.
 */
export function patchScope(base: Prd, written: Prd, scope: Scope): Prd {
  if (scope.section !== undefined && isSectionKey(scope.section)) {
    return { ...base, [scope.section]: written[scope.section] };
  }
  const found = scope.itemId === undefined ? undefined : findItem(base, scope.itemId);
  if (!found) return base;
  const next = (written[found.key] as readonly AnyItem[]).find((i) => i.id === found.item.id);
  const items = [...(base[found.key] as readonly AnyItem[])];
  if (next) items[found.at] = next;
  else items.splice(found.at, 1);
  return { ...base, [found.key]: items };
}
