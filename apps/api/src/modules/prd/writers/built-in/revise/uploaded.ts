import { LIST_KEYS, labelsFor, parseMarkdown, renderMarkdown, type Prd } from '@prd/prd';
import type { PrdInput } from '../../types.js';
import { readPastedPrd, readUploadedPrd } from '../read/uploaded-prd.js';
import { revisePrd, toChunks } from './revise.js';
import { dateIn } from './revise-dates.js';
import { isoDate } from '../write/markdown.js';
import { findPersonas } from '../collect/people.js';
import { nameFromTitle } from '../collect/product-name.js';

/**
 * A draft whose files include a PRD (contract item 5): the file is the document, read by the
 * one parser with its ids, wording, priorities and dates as they are; what the message says on
 * top ("CS-04 is now Should, the beta moves to 26 May") is applied to it as a revision, and the
 * other files' content is merged in the same way. Null when no file is a PRD.
 */
export function draftFromUploadedPrd(input: PrdInput): string[] | null {
  const uploaded = readUploadedPrd(input.chunks);
  const pasted = uploaded ? null : readPastedPrd(input.message);
  if (!uploaded && !pasted) return null;
  const model = parseMarkdown(uploaded?.markdown ?? pasted!.markdown);
  settle(model, uploaded?.file, input.now);
  const markdown = renderMarkdown(model);
  const others = uploaded ? input.chunks.filter((c) => c.file !== uploaded.file) : input.chunks;
  // A pasted PRD: only what the message says before it can ask for changes.
  const message = uploaded ? input.message : pasted!.lead;
  if (!message.trim() && !others.length) return toChunks(markdown);
  const revision = revisePrd(markdown, { ...input, message, chunks: others, previousVersion: 0 });
  return revision.kind === 'prd' ? revision.chunks : toChunks(markdown);
}

/** Sources, dates and the draft's own status and date, without touching what the file says. */
function settle(model: Prd, file: string | undefined, now: Date): void {
  const source = file
    ? { kind: 'file' as const, ref: file, locator: '' }
    : { kind: 'message' as const, ref: 'your message', locator: '' };
  for (const key of LIST_KEYS) {
    for (const item of model[key]) if (!item.sources.length) item.sources.push({ ...source });
  }
  for (const milestone of model.milestones) {
    milestone.date ??= dateIn(milestone.text) ?? null;
    // "Beta with 40 members: 12 May 2025." shows its date once, in the date slot.
    const date = milestone.date;
    if (date && milestone.text.replace(/[.\s]+$/, '').endsWith(date)) {
      const rest = milestone.text
        .slice(0, milestone.text.lastIndexOf(date))
        .replace(/[\s:–—,-]+$/, '');
      if (rest.length >= 2) milestone.text = `${rest}.`;
    }
  }
  const split = model.nonGoals.flatMap((item) => splitShortSentences(item));
  if (split.length > model.nonGoals.length && model.nonGoals.every((g) => /^NG-\d+$/.test(g.id)))
    model.nonGoals = split.map((item, i) => ({ ...item, id: `NG-${i + 1}` }));
  if (!model.personas.length) model.personas = personasOf(model, source);
  // "Rentflex – Split rent payments", "Epic: Permitpad – digital permits to work": a name and
  // its tagline or label; the name is the product.
  const tagline =
    /^(\p{Lu}[\p{L}\d&'’.-]{1,40}(?: \p{Lu}[\p{L}\d&'’.-]{1,40}){0,2}) [–—:-] \S/u.exec(
      model.product,
    );
  const titled = /\s[–—|-]\s|:\s/.test(model.product) ? nameFromTitle(model.product) : undefined;
  if (titled) model.product = titled;
  else if (tagline) model.product = tagline[1]!;
  // The document carries the product's name the way every PRD here does.
  if (model.product) model.title = `${model.product}: ${labelsFor(model.language).document}`;
  model.status = 'draft';
  model.date = isoDate(now);
}

/** "Floodlight payments. Tournament draws." in one paragraph: one non-goal per short sentence. */
function splitShortSentences<T extends { text: string }>(item: T): T[] {
  const parts = item.text.split(/(?<=[.;])\s+(?=\p{Lu})/u);
  if (parts.length < 2 || parts.length > 12 || parts.some((p) => p.split(' ').length > 8))
    return [item];
  return parts.map((text) => ({ ...item, text }));
}

/**
 * A PRD without a Personas section: the people its requirements name ("Members", "Coaches"),
 * each with the requirements that name them, marked inferred (the file does not list them).
 */
function personasOf(
  model: Prd,
  source: Prd['personas'][number]['sources'][number],
): Prd['personas'] {
  const at = { file: source.kind === 'file' ? source.ref : undefined, locator: undefined };
  const sentences = model.requirements.map((r) => ({ text: r.text, source: at }));
  return findPersonas(sentences).map((persona, i) => {
    const ids = model.requirements
      .filter((r) => [...persona.mentions, ...persona.stories].some((m) => m.text === r.text))
      .map((r) => r.id);
    return {
      id: `P-${i + 1}`,
      text: ids.length ? `${persona.name}: named in ${ids.join(', ')}.` : `${persona.name}.`,
      basis: 'inferred' as const,
      sources: [{ ...source }],
    };
  });
}
