import type { PrdInput } from '../types.js';
import { PrdDocument } from './document.js';
import { findProductName } from './product-name.js';
import { parsePrd } from './prd-parse.js';
import { stampRevision, toChunks } from './revise.js';
import { normalise } from './sentences.js';

/** How much of the message or file text is searched for a product name. */
const NAME_WINDOW = 4000;
/** Marker phrases of a replacement brief, cut from the text the new draft is written from. */
const MARKER =
  /^\s*(?:(?:ok(?:ay)?|please|actually|sorry)[,!.\s]+)?(?:(?:use this|use these|use the following|use the attached|here is|here's|this is)(?: [\w-]+){0,4}? instead|start (?:over|again|afresh|from scratch)(?: with)?|forget (?:that|this|it|the (?:previous|old|last)(?: \w+)?)|scrap (?:that|this|it)|new product|new brief|new spec|(?:write|draft|create|make) (?:me )?a (?:new|fresh|separate) prd(?: for)?)\s*[:.!,-]*\s*/i;

/** A message or new file that names a product other than the PRD's (a new brief, not an edit). */
export function describesAnotherProduct(input: PrdInput, current: string | undefined): boolean {
  if (!current) return false;
  const texts: string[] = [];
  if (input.message.length >= 300) texts.push(input.message.slice(0, NAME_WINDOW));
  if (input.files.length && input.chunks.length)
    texts.push(
      input.chunks
        .map((c) => c.text)
        .join('\n')
        .slice(0, NAME_WINDOW),
    );
  const known = normalise(current);
  for (const text of texts) {
    const name = findProductName(text);
    if (!name || name.length < 3) continue;
    const other = normalise(name);
    if (other && other !== known && !other.includes(known) && !known.includes(other)) return true;
  }
  return false;
}

/**
 * A fresh draft from this message and its files only (nothing of the old PRD is merged), as
 * the next version, with a change list saying what it replaced.
 */
export function replacePrd(
  previous: string,
  input: PrdInput,
  draft: (input: PrdInput) => string[],
): { chunks: string[]; changes: string[] } | undefined {
  const old = parsePrd(previous.split('\n'));
  const message = input.message.replace(MARKER, '');
  // "Start over" alone: nothing to draft from yet.
  if (!message.trim() && !input.chunks.length) return undefined;
  const fresh = draft({ ...input, message, previousPrd: undefined, history: [], turns: [] });
  const doc = new PrdDocument(fresh.join(''));
  const made = parsePrd(doc.lines);
  const changes = [
    `Replaced the previous PRD${old.product ? ` ("${old.product}")` : ''} with a new draft${made.product ? ` for "${made.product}"` : ''} written from ${input.files.length ? 'your message and files' : 'your message'} only; nothing of the previous PRD was kept.`,
    `The new draft has ${made.frs.length} functional requirement${made.frs.length === 1 ? '' : 's'}.`,
  ];
  stampRevision(doc, changes, input, old.version);
  return { chunks: toChunks(doc.toString()), changes };
}
