import type { Labels } from './labels.js';
import { inline, inventedNumbers } from './markdown.js';
import type { Basis, Conflict, FunctionalRequirement, Item, PrdKey, PrdModel } from './schema.js';

/** What the code adds around the model's content. */
export interface RenderContext {
  labels: Labels;
  version: string;
  date: string;
  /** Numbers found in the inputs; any other number in the PRD is marked as an assumption. */
  known?: Set<string>;
  /** Extraction notes, listed under Sources. */
  notes: string[];
  /** A revision's change list (code-computed), shown after the metadata. */
  changes?: string[];
}

/** How far a streamed model has got: the finished fields, and the open list's finished items. */
export interface Progress {
  done: ReadonlySet<PrdKey>;
  open?: { key: PrdKey; count: number };
}

export const COMPLETE: Progress = { done: new Set(), open: undefined };

function basisOf(basis: Basis, text: string, ctx: RenderContext): Basis {
  return basis !== 'assumption' && inventedNumbers(text, ctx.known).length ? 'assumption' : basis;
}

function mark(basis: Basis, source: string, ctx: RenderContext): string {
  const { labels } = ctx;
  if (basis === 'assumption') return `_(${labels.assumption})_`;
  if (basis === 'inferred') return `_(${labels.inferred})_`;
  const where = source.trim() ? `: ${inline(source)}` : '';
  return `_(${labels.stated}${where})_`;
}

export function renderItem(item: Item, ctx: RenderContext, bullet = '-'): string {
  const basis = basisOf(item.basis, item.text, ctx);
  return `${bullet} ${inline(item.text)} ${mark(basis, item.source, ctx)}\n`;
}

function priorityLabel(priority: FunctionalRequirement['priority'], labels: Labels): string {
  const word = priority === 'P0' ? labels.must : priority === 'P1' ? labels.should : labels.could;
  return `${priority} (${word})`;
}

export function renderFr(fr: FunctionalRequirement, ctx: RenderContext): string {
  const { labels } = ctx;
  const all = [fr.title, fr.statement, ...fr.criteria].join(' ');
  const basis = basisOf(fr.basis, all, ctx);
  const lines = [
    `### ${fr.id}: ${inline(fr.title)}`,
    '',
    `- **${labels.priority}:** ${priorityLabel(fr.priority, labels)}`,
    `- **${labels.statement}:** ${inline(fr.statement)}`,
    `- **${labels.criteria}:**`,
    ...fr.criteria.map((c) => `  - ${inline(c)}`),
    `- **${labels.source}:** ${mark(basis, fr.source, ctx)}`,
  ];
  return `${lines.join('\n')}\n\n`;
}

function renderConflict(conflict: Conflict, ctx: RenderContext): string {
  const sides = conflict.sides.map((s) => `  - ${inline(s)}\n`).join('');
  const sources = conflict.sources.filter((s) => s.trim());
  const where = sources.length
    ? ` _(${ctx.labels.source}: ${sources.map(inline).join('; ')})_`
    : '';
  return `- **${inline(conflict.topic)}**${where}\n${sides}`;
}

function paragraph(text: string, ctx: RenderContext): string {
  const body = inline(text) || `_${ctx.labels.none}_`;
  const invented = inventedNumbers(text, ctx.known);
  const note = invented.length ? ` _(${ctx.labels.assumption}: ${invented.join(', ')})_` : '';
  return `${body}${note}\n\n`;
}

export function header(model: Pick<PrdModel, 'title'>, ctx: RenderContext): string {
  const { labels } = ctx;
  const lines = [
    `# ${inline(model.title)}: ${labels.document}`,
    '',
    `- **${labels.status}:** ${labels.draft}`,
    `- **${labels.version}:** ${ctx.version}`,
    `- **${labels.date}:** ${ctx.date}`,
    '',
  ];
  if (ctx.changes?.length) {
    lines.push(`## ${labels.changes}`, '', ...ctx.changes.map((c) => `- ${inline(c)}`), '');
  }
  return `${lines.join('\n')}\n`;
}

/** What a live render reads: the model so far and how far it has got (both may grow). */
export interface RenderView {
  model: Partial<PrdModel>;
  progress: Progress;
}

/** Yielded where the document waits for a field or list item that is not finished yet. */
export const WAIT: unique symbol = Symbol('wait');
type Pieces = Generator<string | typeof WAIT, void>;

/**
 * The document as text pieces in order. Where the next piece needs a field that is not finished,
 * it yields WAIT and, when resumed, looks at `view` again: one generator serves a whole stream,
 * and each piece is rendered once (linear in the document, however often it is resumed).
 */
export function* documentParts(view: RenderView, ctx: RenderContext): Pieces {
  const done = (key: PrdKey) => view.progress === COMPLETE || view.progress.done.has(key);
  const items = <T>(key: PrdKey) => (view.model[key] ?? []) as T[];
  function* until(ready: () => boolean): Pieces {
    while (!ready()) yield WAIT;
  }
  function* list<T>(key: PrdKey, render: (item: T, index: number) => string, empty = true): Pieces {
    for (let i = 0; ;) {
      const all = items<T>(key);
      const open = view.progress.open;
      const count = done(key) ? all.length : open?.key === key ? open.count : 0;
      if (i < count) {
        yield render(all[i]!, i);
        i++;
      } else if (done(key)) {
        yield all.length ? '\n' : empty ? `_${ctx.labels.none}_\n\n` : '';
        return;
      } else yield WAIT;
    }
  }
  function* heading(n: number): Pieces {
    yield* until(() => done('language'));
    yield `## ${n}. ${ctx.labels.sections[n - 1]}\n\n`;
  }
  function* field(key: PrdKey, render: () => string): Pieces {
    yield* until(() => done(key));
    yield render();
  }
  const item = (i: Item) => renderItem(i, ctx);

  yield* field('title', () => header({ title: view.model.title ?? '' }, ctx));
  yield* heading(1);
  yield* field('tldr', () => paragraph(view.model.tldr ?? '', ctx));
  yield* heading(2);
  yield* field('problem', () => paragraph(view.model.problem ?? '', ctx));
  yield `### ${ctx.labels.goals}\n\n`;
  yield* list('goals', item);
  yield* heading(3);
  yield* list('nonGoals', item);
  yield* heading(4);
  yield* list('personas', item);
  yield* heading(5);
  yield* list('functionalRequirements', (fr: FunctionalRequirement) => renderFr(fr, ctx));
  yield* heading(6);
  yield* list('uxFlow', (i: Item, index) => renderItem(i, ctx, `${index + 1}.`));
  for (const [n, key] of [
    [7, 'nfrs'],
    [8, 'metrics'],
    [9, 'technical'],
    [10, 'milestones'],
  ] as const) {
    yield* heading(n);
    yield* list(key, item);
  }
  yield* until(() => done('actionItems') || items('actionItems').length > 0);
  if (items('actionItems').length > 0 || !done('actionItems')) {
    yield `### ${ctx.labels.actionItems}\n\n`;
    yield* list('actionItems', item);
  }
  yield* heading(11);
  yield* list('risks', item);
  yield* heading(12);
  yield* until(() => done('conflicts') || items('conflicts').length > 0);
  const conflicts = items('conflicts').length > 0;
  if (conflicts) {
    yield `### ${ctx.labels.conflicts}\n\n`;
    yield* list('conflicts', (c: Conflict) => renderConflict(c, ctx), false);
  }
  yield* list('openQuestions', item, !conflicts);
  yield* heading(13);
  yield* until(() => done('sources'));
  const notes = ctx.notes.map((n) => `- ${inline(n)}\n`).join('');
  const sources = (view.model.sources ?? []).map(item).join('');
  yield sources || notes ? `${sources}${notes}\n` : `_${ctx.labels.none}_\n\n`;
}

/** The Markdown of the parts that are ready, in order (a prefix of the finished document). */
export function renderReady(
  model: Partial<PrdModel>,
  progress: Progress,
  ctx: RenderContext,
): string {
  let out = '';
  for (const part of documentParts({ model, progress }, ctx)) {
    if (part === WAIT) break;
    out += part;
  }
  return out;
}

/** The whole document. */
export function renderPrd(model: PrdModel, ctx: RenderContext): string {
  return renderReady(model, COMPLETE, ctx);
}
