import type { PrdInput } from '../../types.js';
import { PrdDocument } from './document.js';
import { parseMessage } from './edit-parse.js';
import { extractFacts } from '../collect/extract-facts.js';
import { parsePrd } from './prd-lines.js';
import { stampRevision, toChunks } from './revise.js';
import { normalise } from '../read/sentences.js';

/** How much of the message or file text is searched for a product name. */
const NAME_WINDOW = 4000;
/** The name must appear this close to the start of the text (a title or first sentence). */
const LEAD_CHARS = 200;
/** Marker phrases of a replacement brief, cut from the text the new draft is written from. */
const MARKER =
  /^\s*(?:(?:ok(?:ay)?|please|actually|sorry)[,!.\s]+)?(?:(?:use this|use these|use the following|use the attached|here is|here's|this is)(?: [\w-]+){0,4}? instead|start (?:over|again|afresh|from scratch)(?: with)?|forget (?:that|this|it|the (?:previous|old|last)(?: \w+)?)|scrap (?:that|this|it)|new product|new brief|new spec|(?:write|draft|create|make) (?:me )?a (?:new|fresh|separate) prd(?: for)?)\s*[:.!,-]*\s*/i;

/** "Now write a second PRD for the tool shed:": the thing it is for, up to a colon or the end. */
const SECOND =
  /^\s*(?:(?:ok(?:ay)?|great|thanks|now|next|and|also|then|please|can you|could you|let'?s|i'?d like)[,!.\s]+)*(?:(?:write|draft|create|make|start|do|prepare|produce)\s+(?:me\s+|us\s+)?)?(?:(?:a|an|one more)\s+(?:second|separate|new|different|2nd|further|fresh)|another)\s+(?:prd|product requirements document|spec)\s*(?:(?:for|about|on|covering)\s+([^:.\n]{1,80}?))?\s*(?:[:.\n]|,\s*please\b|$)\s*/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sameName = (a: string, b: string | undefined) => !!b && normalise(a) === normalise(b);

/** The drafted name leads the message as a name ("Toolshed, members borrow …"), not the first
 *  product's, so it is the new document's title. */
function namedFirst(name: string | undefined, message: string, first: string | undefined) {
  if (!name || sameName(name, first)) return false;
  const at = message.trimStart();
  return (
    at.toLowerCase().startsWith(name.toLowerCase()) && /^\s*[,:–—(-]/.test(at.slice(name.length))
  );
}

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
  const lead = SECOND.exec(input.message.slice(0, 400));
  const thing = lead?.[1]?.trim();
  let message = lead ? input.message.slice(lead[0].length) : input.message.replace(MARKER, '');
  // "Write a second PRD for the client portal" alone: drafted from the thing it names.
  if (thing && !message.trim() && !input.chunks.length) message = `${capitalise(thing)}.`;
  // "Start over" alone: nothing to draft from yet.
  if (!message.trim() && !input.chunks.length) return undefined;
  const fresh = draft({ ...input, message, previousPrd: undefined, history: [], turns: [] });
  const doc = new PrdDocument(fresh.join(''));
  let made = parsePrd(doc.lines);
  // Titled for the new thing: the name the message states, else the thing it is for.
  if (thing && made.titleLine >= 0 && !namedFirst(made.product, message, old.product)) {
    const title = capitalise(thing.replace(/^(?:the|a|an|our)\s+/i, ''));
    const line = doc.lines[made.titleLine] ?? '';
    doc.lines[made.titleLine] = /:\s*Product Requirements Document\s*$/i.test(line)
      ? `# ${title}: Product Requirements Document`
      : `# ${title}`;
    made = parsePrd(doc.lines);
  }
  if (lead) {
    // A second document: the first PRD stays as it is, as its own document.
    const changes = [
      `New PRD${made.product ? ` for "${made.product}"` : ''} written from ${input.files.length ? 'your message and files' : 'your message'} only, as a separate document; the previous PRD${old.product ? ` ("${old.product}")` : ''} stays as it is.`,
      `The new draft has ${made.frs.length} functional requirement${made.frs.length === 1 ? '' : 's'}.`,
    ];
    stampRevision(doc, changes, { now: input.now, previousVersion: 0 }, '0.0');
    return { chunks: toChunks(doc.toString()), changes };
  }
  const changes = [
    `Replaced the previous PRD${old.product ? ` ("${old.product}")` : ''} with a new draft${made.product ? ` for "${made.product}"` : ''} written from ${input.files.length ? 'your message and files' : 'your message'} only; nothing of the previous PRD was kept.`,
    `The new draft has ${made.frs.length} functional requirement${made.frs.length === 1 ? '' : 's'}.`,
  ];
  stampRevision(doc, changes, input, old.version);
  return { chunks: toChunks(doc.toString()), changes };
}
