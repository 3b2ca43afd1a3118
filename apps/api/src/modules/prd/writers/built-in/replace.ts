import type { PrdInput } from '../types.js';
import { PrdDocument } from './document.js';
import { parseMessage } from './edit-parse.js';
import { extractFacts } from './extract-facts.js';
import { parsePrd } from './prd-lines.js';
import { stampRevision, toChunks } from './revise.js';
import { normalise } from './sentences.js';

/** How much of the message or file text is searched for a product name. */
const NAME_WINDOW = 4000;
/** The name must appear this close to the start of the text (a title or first sentence). */
const LEAD_CHARS = 200;
/** Marker phrases of a replacement brief, cut from the text the new draft is written from. */
const MARKER =
  /^\s*(?:(?:ok(?:ay)?|please|actually|sorry)[,!.\s]+)?(?:(?:use this|use these|use the following|use the attached|here is|here's|this is)(?: [\w-]+){0,4}? instead|start (?:over|again|afresh|from scratch)(?: with)?|forget (?:that|this|it|the (?:previous|old|last)(?: \w+)?)|scrap (?:that|this|it)|new product|new brief|new spec|(?:write|draft|create|make) (?:me )?a (?:new|fresh|separate) prd(?: for)?)\s*[:.!,-]*\s*/i;

const ACTOR_VERB =
  /^\s+(?:can|cannot|must|should|could|will|would|may|might|need|needs|want|wants|get|gets|see|sees|are|have|has|do|does|don't|book|books|pay|pays|use|uses)\b/i;

/** The product a text names near its start (the drafter's own name finding), if any. */
function leadingName(message: string, chunks: PrdInput['chunks']): string | undefined {
  const name = extractFacts(message, chunks).productName?.trim();
  if (!name || name.length < 3) return undefined;
  const start = (message || chunks.map((c) => c.text).join('\n')).slice(0, LEAD_CHARS);
  const at = start.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return undefined;
  // "Patients can join a waiting list": people doing something, not a product's title.
  return ACTOR_VERB.test(start.slice(at + name.length)) ? undefined : name;
}

/**
 * A message or new file that describes a product other than the PRD's: its name, stated near
 * its start, is not the PRD's. A message counts only when it is brief-sized and asks no edit.
 */
export function describesAnotherProduct(input: PrdInput, current: string | undefined): boolean {
  if (!current) return false;
  const names: (string | undefined)[] = [];
  const message = input.message.slice(0, NAME_WINDOW);
  if (input.message.length >= 300 && !parseMessage(message).ops.length)
    names.push(leadingName(message, []));
  if (input.files.length && input.chunks.length) {
    let budget = NAME_WINDOW;
    const chunks = input.chunks
      .map((c) => {
        const text = c.text.slice(0, Math.max(0, budget));
        budget -= text.length;
        return { ...c, text };
      })
      .filter((c) => c.text);
    names.push(leadingName('', chunks));
  }
  const known = normalise(current);
  return names.some((name) => {
    const other = name ? normalise(name) : '';
    return !!other && other !== known && !other.includes(known) && !known.includes(other);
  });
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
