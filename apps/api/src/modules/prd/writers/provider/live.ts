import {
  renderMarkdown,
  renderSection,
  type Prd,
  type RenderOptions,
  type SectionKey,
} from '@prd/prd';
import { MOVED_FROM } from './guard/index.js';
import type { PrdKey, PrdModel } from './schema.js';
import { toPrd, type ModelContext } from './to-prd.js';

/**
 * The Markdown of a PRD the model is still writing, by the one renderer (@prd/prd): what is
 * shown while the JSON streams is always a prefix of the finished document.
 */

export interface RenderContext extends ModelContext {
  /** The version label and a revision's change list, shown after the metadata. */
  render: RenderOptions;
  /** The contract guard (guard/), applied to what is shown and to the finished document alike. */
  guard?: (prd: Prd) => Prd;
}

/** How far a streamed model has got: the finished fields, and the open list's finished items. */
export interface Progress {
  done: ReadonlySet<PrdKey>;
  open?: { key: PrdKey; count: number };
}

/** The whole document and its model. */
export function renderModel(model: PrdModel, ctx: RenderContext): { prd: Prd; markdown: string } {
  const read = toPrd(model, ctx);
  const prd = ctx.guard ? ctx.guard(read) : read;
  return { prd, markdown: renderMarkdown(prd, ctx.render) };
}

/** The 13 numbered sections in order, with the fields of the model's JSON each one shows. */
const SECTIONS: [SectionKey, PrdKey[]][] = [
  ['summary', ['tldr']],
  ['problem', ['problem', 'goals']],
  ['nonGoals', ['nonGoals']],
  ['personas', ['personas']],
  ['requirements', ['functionalRequirements']],
  ['uxFlow', ['uxFlow']],
  ['nfrs', ['nfrs']],
  ['metrics', ['metrics']],
  ['technical', ['technical']],
  ['milestones', ['milestones', 'actionItems']],
  ['risks', ['risks']],
  ['openQuestions', ['conflicts', 'openQuestions']],
  ['sources', ['sources']],
];

/** Where each field is shown: the index of its section in SECTIONS. */
const FIELD_SECTION = new Map<PrdKey, number>(
  SECTIONS.flatMap(([, fields], index) => fields.map((f) => [f, index] as [PrdKey, number])),
);

// Stands for text not written yet; no model writes it.
const PENDING = '\u0000';
const TEXTS = new Set<PrdKey>(['language', 'title', 'tldr', 'problem']);

function pendingItem(key: PrdKey): unknown {
  const basis = { basis: 'stated', source: '' };
  if (key === 'functionalRequirements')
    return {
      id: 'FR-0',
      title: PENDING,
      priority: 'P0',
      statement: PENDING,
      criteria: [],
      ...basis,
    };
  if (key === 'conflicts') return { topic: PENDING, sides: [], sources: [] };
  return { text: PENDING, ...basis };
}

/** The longest common start of two texts, cut after its last line break. */
function commonLines(a: string, b: string): string {
  let same = 0;
  const max = Math.min(a.length, b.length);
  while (same < max && a.charCodeAt(same) === b.charCodeAt(same)) same++;
  return a.slice(0, a.lastIndexOf('\n', same - 1) + 1);
}

/**
 * The document as it grows: the metadata once the title is known, then each numbered section
 * (`'\n' + renderSection`, which is how renderMarkdown joins them). A finished section is
 * rendered once. The open one is rendered twice, once as if nothing more came and once with a
 * placeholder where the model is still writing: where the two agree (up to their last common
 * line) the finished section agrees too, so that much is shown. The open section is rendered
 * again when a field ends or its items have grown by an eighth, so a long list costs linear time.
 */
export class LiveDocument {
  private started = false;
  private section = 0;
  /** What is shown of the open section, and how far it had got when it was rendered. */
  private shown = '';
  private items = -1;
  private fields = -1;

  constructor(private readonly ctx: RenderContext) {}

  /** The Markdown that became ready since the last call. */
  update(model: Partial<PrdModel>, progress: Progress): string {
    const done = (key: PrdKey) => progress.done.has(key);
    let out = '';
    if (!this.started) {
      if (!done('title')) return '';
      const prd = this.guarded(toPrd({ title: model.title ?? '' }, { ...this.ctx, notes: [] }));
      const whole = renderMarkdown(prd, this.ctx.render);
      out += `${whole.slice(0, whole.indexOf('\n\n## 1. '))}\n`;
      this.started = true;
    }
    while (this.section < SECTIONS.length) {
      const [key, own] = SECTIONS[this.section]!;
      // With the guard, a section items may move into waits for the fields they come from, when
      // those come before it: Non-goals never waits for the requirements (the whole draft would
      // stall behind them). An exclusion the guard moves out of the requirements is in the
      // version's model; the streamed text catches up from the section that differs (progress.ts).
      const fields = this.ctx.guard
        ? [
            ...own,
            ...(MOVED_FROM[key] ?? []).filter((f) => (FIELD_SECTION.get(f) ?? 0) < this.section),
          ]
        : own;
      if (fields.every(done)) {
        const full = `\n${renderSection(this.prdOf(key, fields, model, progress, false), key)}`;
        if (full.startsWith(this.shown)) out += full.slice(this.shown.length);
        this.section++;
        this.shown = '';
        this.items = this.fields = -1;
        continue;
      }
      const items = fields.reduce((n, f) => n + shownItems(f, model, progress).length, 0);
      const finished = fields.filter(done).length;
      if (finished !== this.fields || items - this.items >= Math.max(1, this.items >> 3)) {
        this.items = items;
        this.fields = finished;
        const now = renderSection(this.prdOf(key, fields, model, progress, false), key);
        const later = renderSection(this.prdOf(key, fields, model, progress, true), key);
        const ready = commonLines(`\n${now}`, `\n${later}`);
        if (ready.length > this.shown.length && ready.startsWith(this.shown)) {
          out += ready.slice(this.shown.length);
          this.shown = ready;
        }
      }
      break;
    }
    return out;
  }

  /** The PRD of one section's fields as far as they are finished (with placeholders: `later`). */
  private prdOf(
    section: SectionKey,
    fields: PrdKey[],
    model: Partial<PrdModel>,
    progress: Progress,
    later: boolean,
  ): Prd {
    const part: Record<string, unknown> = {};
    for (const key of fields) {
      if (progress.done.has(key)) part[key] = model[key];
      else if (TEXTS.has(key)) part[key] = later ? PENDING : '';
      else {
        const shown = shownItems(key, model, progress);
        part[key] = later ? [...shown, pendingItem(key)] : shown;
      }
    }
    // Items the guard may still move here come after what is shown.
    const from = this.ctx.guard ? (MOVED_FROM[section] ?? []) : [];
    if (later && from.some((f) => !progress.done.has(f))) {
      const list = section as PrdKey;
      part[list] = [...((part[list] as unknown[] | undefined) ?? []), pendingItem(list)];
    }
    // The extraction notes close the Sources section.
    const notes = fields.includes('sources') ? this.ctx.notes : [];
    return this.guarded(toPrd(part, { ...this.ctx, notes }));
  }

  private guarded(prd: Prd): Prd {
    return this.ctx.guard ? this.ctx.guard(prd) : prd;
  }
}

function shownItems(key: PrdKey, model: Partial<PrdModel>, progress: Progress): unknown[] {
  if (TEXTS.has(key)) return [];
  const all = (model[key] as unknown[] | undefined) ?? [];
  if (progress.done.has(key)) return all;
  return progress.open?.key === key ? all.slice(0, progress.open.count) : [];
}
