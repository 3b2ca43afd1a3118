import { CHANGES_HEADING, OFFLINE_NOTE } from '../../prd-outline.js';
import type { PrdInput } from '../../types.js';
import { refreshCounts, renumberLists } from './cascade.js';
import { changeList } from './change-list.js';
import { composePrd } from '../write/compose.js';
import { PrdDocument } from './document.js';
import { parseMessage } from './edit-parse.js';
import { applyEdits } from './edits.js';
import { extractFacts } from '../collect/extract-facts.js';
import { analysedInput, truncationNote } from '../collect/limits.js';
import { isoDate } from '../write/markdown.js';
import { mergeDraft } from './merge.js';
import { dropStaleStories } from './stories.js';
import { nextVersion, parsePrd } from './prd-lines.js';
import { asRequirement } from './statements.js';

/** Most file passages read again as capabilities when the drafter found nothing in them. */
const MAX_CAPABILITY_CHUNKS = 40;

/** A revision: the new PRD with its change list, or (nothing applied) an answer saying so. */
interface Revision {
  kind: 'prd' | 'answer';
  chunks: string[];
  changes: string[];
}

function snapshot(doc: PrdDocument) {
  return { text: doc.toString(), parsed: parsePrd(doc.lines) };
}

function highestId(lines: string[], prefix: 'FR' | 'NFR'): number {
  const pattern = prefix === 'FR' ? /(?<![\w-])FR-(\d+)/g : /NFR-(\d+)/g;
  let max = 0;
  for (const line of lines) {
    if (!line.includes(`${prefix}-`)) continue;
    for (const m of line.matchAll(pattern)) max = Math.max(max, Number(m[1]));
  }
  return max;
}

/** "Patients can join a waiting list." -> "Patients should be able to join a waiting list." */
function capabilities(chunks: PrdInput['chunks'], product: string | undefined): PrdInput['chunks'] {
  const out: PrdInput['chunks'] = [];
  for (const chunk of chunks.slice(0, MAX_CAPABILITY_CHUNKS)) {
    const sentences = chunk.text
      .slice(0, 4000)
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.length <= 300 && /^[\p{Lu}][\p{L} ]{0,40}?\s+can\s+\S/u.test(s.trim()));
    if (sentences.length)
      out.push({ ...chunk, text: sentences.map((s) => asRequirement(s, product)).join(' ') });
  }
  return out;
}

/** The PRD's Markdown in chunks: the header, then one per `## ` section. */
export function toChunks(markdown: string): string[] {
  return markdown
    .split(/\n(?=## )/)
    .map((chunk, i, all) => (i < all.length - 1 ? `${chunk}\n` : chunk));
}

/** The previous PRD as lines, without a change list or a writer notice. */
export function previousDocument(previous: string): PrdDocument {
  const doc = new PrdDocument(previous);
  doc.removeSection(CHANGES_HEADING.replace(/^##\s+/, ''));
  doc.lines = doc.lines.filter((l) => l.trim() !== OFFLINE_NOTE);
  while (doc.lines.length && !doc.lines[0]?.trim()) doc.lines.shift();
  return doc;
}

/** Sets the version and date and puts the change list after the metadata. */
export function stampRevision(
  doc: PrdDocument,
  changes: string[],
  input: Pick<PrdInput, 'now' | 'previousVersion'>,
  current: string | undefined,
): string {
  const parsed = parsePrd(doc.lines);
  const version = nextVersion(current, input.previousVersion);
  if (parsed.versionLine >= 0) {
    doc.lines[parsed.versionLine] = (doc.lines[parsed.versionLine] ?? '').replace(
      /(\*\*Version:?\*\*:?\s*)\d+(?:\.\d+)?/i,
      `$1${version}`,
    );
  }
  const date = doc.lines.findIndex(
    (l, i) => i < (parsed.sections[0]?.heading ?? 40) && /\*\*Date:?\*\*/i.test(l),
  );
  if (date >= 0)
    doc.lines[date] = (doc.lines[date] ?? '').replace(/\d{4}-\d{2}-\d{2}/, isoDate(input.now));
  const first = parsed.sections[0]?.heading ?? doc.lines.length;
  doc.lines.splice(
    first,
    0,
    CHANGES_HEADING,
    '',
    `_Version ${version}, ${isoDate(input.now)}._`,
    '',
    ...changes.map((c) => `- ${c}`),
    '',
  );
  return version;
}

function noEditAnswer(version: string | undefined, notFound: string[], firstFr: string): string {
  // What was asked and not found is the answer: the PRD stays as it is.
  if (notFound.length)
    return [
      `Nothing changed, so the PRD stays ${version ? `at version ${version}` : 'as it is'} and no upload was used:`,
      '',
      ...notFound.map((n) => `- ${n}`),
    ].join('\n');
  const lines = [
    `I read your message as a change to the PRD, but found nothing I could apply, so the PRD stays ${version ? `at version ${version}` : 'as it is'} and no upload was used.`,
    '',
    ...notFound.map((n) => `- ${n}`),
    ...(notFound.length ? [''] : []),
    'You can ask for changes like these (several in one message work too):',
    '',
    '- "Change the cancellation window from 15 to 10 minutes" or "Set the price to $12"',
    `- "Make ${firstFr} a must" or "Lower the priority of ${firstFr}"`,
    `- "Remove ${firstFr}" or "Remove the export feature"`,
    '- "Add a requirement: admins can refund orders" or "Users should be able to share a list"',
    '- "Rename the product to Parkly" or "Offline mode is out of scope"',
    '',
    `Questions ("What does ${firstFr} cover?") and "make it shorter" work too.`,
  ];
  return lines.join('\n');
}

/**
 * Revises the session's latest PRD: applies the edits the message asks for (values changed in
 * place, removals and renames through every section, priorities, non-goals), adds what its new
 * statements and files bring, and lists the changes computed from the PRD before and after.
 */
export function revisePrd(previous: string, input: PrdInput): Revision {
  const { message, chunks, skipped, total } = analysedInput(input.message, input.chunks);
  const request = parseMessage(message);
  const doc = previousDocument(previous);
  const before = snapshot(doc);
  // Ids removed by the previous revision are named in its change list: never reuse them either.
  const all = previous.split('\n');
  const floor = { fr: highestId(all, 'FR'), nfr: highestId(all, 'NFR') };

  const edits = applyEdits(doc, request.ops, request.statements, before.parsed.product);
  const product = parsePrd(doc.lines).product;
  const statements = edits.statements;
  const added: string[] = [];
  const merge = (files: PrdInput['chunks']) => {
    const text = statements.join('\n');
    const facts = extractFacts(text, files);
    const draft = composePrd(
      { ...facts, productName: product ?? facts.productName, questions: [] },
      { ...input, message: text, chunks: files, previousPrd: undefined },
    ).join('');
    const count = () => {
      const parsed = parsePrd(doc.lines);
      return parsed.frs.length + parsed.nfrs.length;
    };
    const before = count();
    const merged = mergeDraft(doc, draft, floor).changes;
    added.push(...merged);
    return merged.length > 0 || count() !== before;
  };
  // An addendum file says what people "can" do: when the drafter finds nothing in it, those
  // sentences are read as the capabilities they describe (with their file and locator).
  if ((statements.length || chunks.length) && !merge(chunks) && chunks.length)
    merge(capabilities(chunks, product));
  dropStaleStories(doc);
  refreshCounts(doc);
  renumberLists(doc);

  const changes = changeList(before.text, doc.toString(), edits, added);
  if (!changes.length) {
    const text = noEditAnswer(
      before.parsed.version,
      edits.notFound,
      before.parsed.frs[0]?.id ?? 'FR-1',
    );
    return { kind: 'answer', chunks: [text], changes: edits.notFound };
  }
  const limit = truncationNote(skipped, total);
  if (limit) changes.push(limit);
  changes.push(...edits.notFound);
  stampRevision(doc, changes, input, before.parsed.version);
  return { kind: 'prd', chunks: toChunks(doc.toString()), changes };
}
