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

type Part = { ready: true; text: string } | { ready: false };

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

/** The document as parts in order; a part is ready once the fields it shows are finished. */
function* parts(model: Partial<PrdModel>, progress: Progress, ctx: RenderContext): Generator<Part> {
  const complete = progress === COMPLETE;
  const done = (key: PrdKey) => complete || progress.done.has(key);
  const text = (key: PrdKey, render: () => string): Part =>
    done(key) ? { ready: true, text: render() } : { ready: false };
  function* list<T>(key: PrdKey, render: (item: T) => string, empty = true): Generator<Part> {
    const all = (model[key] ?? []) as T[];
    const count = done(key) ? all.length : progress.open?.key === key ? progress.open.count : 0;
    for (const item of all.slice(0, count)) yield { ready: true, text: render(item) };
    if (!done(key)) {
      yield { ready: false };
      return;
    }
    yield { ready: true, text: all.length ? '\n' : empty ? `_${ctx.labels.none}_\n\n` : '' };
  }
  const heading = (n: number): Part =>
    done('language')
      ? { ready: true, text: `## ${n}. ${ctx.labels.sections[n - 1]}\n\n` }
      : { ready: false };
  const item = (i: Item) => renderItem(i, ctx);

  yield text('title', () => header({ title: model.title ?? '' }, ctx));
  yield heading(1);
  yield text('tldr', () => paragraph(model.tldr ?? '', ctx));
  yield heading(2);
  yield text('problem', () => paragraph(model.problem ?? '', ctx));
  yield { ready: true, text: `### ${ctx.labels.goals}\n\n` };
  yield* list('goals', item);
  yield heading(3);
  yield* list('nonGoals', item);
  yield heading(4);
  yield* list('personas', item);
  yield heading(5);
  yield* list('functionalRequirements', (fr: FunctionalRequirement) => renderFr(fr, ctx));
  yield heading(6);
  let step = 0;
  yield* list('uxFlow', (i: Item) => renderItem(i, ctx, `${++step}.`));
  for (const [n, key] of [
    [7, 'nfrs'],
    [8, 'metrics'],
    [9, 'technical'],
    [10, 'milestones'],
  ] as const) {
    yield heading(n);
    yield* list(key, item);
  }
  const actions = model.actionItems ?? [];
  if (done('actionItems') && !actions.length) yield { ready: true, text: '' };
  else if (actions.length || done('actionItems')) {
    yield { ready: true, text: `### ${ctx.labels.actionItems}\n\n` };
    yield* list('actionItems', item);
  } else yield { ready: false };
  yield heading(11);
  yield* list('risks', item);
  yield heading(12);
  const conflicts = model.conflicts ?? [];
  if (conflicts.length || !done('conflicts')) {
    if (!conflicts.length) {
      yield { ready: false };
      return;
    }
    yield { ready: true, text: `### ${ctx.labels.conflicts}\n\n` };
    yield* list('conflicts', (c: Conflict) => renderConflict(c, ctx), false);
  }
  yield* list('openQuestions', item, !conflicts.length);
  yield heading(13);
  if (!done('sources')) {
    yield { ready: false };
    return;
  }
  const notes = ctx.notes.map((n) => `- ${inline(n)}\n`).join('');
  const sources = (model.sources ?? []).map(item).join('');
  yield {
    ready: true,
    text: sources || notes ? `${sources}${notes}\n` : `_${ctx.labels.none}_\n\n`,
  };
}

/** The Markdown of the parts that are ready, in order (a prefix of the finished document). */
export function renderReady(
  model: Partial<PrdModel>,
  progress: Progress,
  ctx: RenderContext,
): string {
  let out = '';
  for (const part of parts(model, progress, ctx)) {
    if (!part.ready) break;
    out += part.text;
  }
  return out;
}

/** The whole document. */
export function renderPrd(model: PrdModel, ctx: RenderContext): string {
  return renderReady(model, COMPLETE, ctx);
}
