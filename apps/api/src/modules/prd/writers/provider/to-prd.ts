import {
  emptyPrd,
  extractTarget,
  ID_PREFIX,
  labelsFor,
  LIST_KEYS,
  productFromTitle,
  type AnyItem,
  type Basis as PrdBasis,
  type ListKey,
  type Prd,
  type Source,
} from '@prd/prd';
import { inventedNumbers } from './markdown.js';
import {
  ITEM_LISTS,
  type Basis,
  type Conflict,
  type FunctionalRequirement,
  type Item,
  type PrdModel,
} from './schema.js';

/**
 * The bridge between the JSON the provider's model writes (schema.ts, shaped for strict
 * structured outputs) and the PRD model every format renders from (@prd/prd).
 */

/** What the code adds to the model's JSON. */
export interface ModelContext {
  /** The document's language (the route's, else a guess from the message). */
  language: string;
  /** Today (YYYY-MM-DD). */
  date: string;
  /** Numbers found in the inputs; an item with any other number is marked as an assumption. */
  known?: Set<string>;
  /** Extraction notes, listed under Sources. */
  notes: string[];
}

const FILE_REF = /\.[A-Za-z][A-Za-z0-9]{0,4}$/;

/** "brief.pdf, page 2; your message" → the sources it names. */
export function sourcesOf(text: string): Source[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const comma = part.indexOf(',');
      const ref = (comma < 0 ? part : part.slice(0, comma)).trim();
      const locator = comma < 0 ? '' : part.slice(comma + 1).trim();
      return { kind: FILE_REF.test(ref) ? 'file' : 'message', ref, locator };
    });
}

/** The sources as the model writes them ("brief.pdf, page 2; your message"). */
function sourceText(sources: readonly Source[]): string {
  return sources.map((s) => (s.locator ? `${s.ref}, ${s.locator}` : s.ref)).join('; ');
}

/** An item whose text has a number no input gives is an assumption, whatever the model said. */
function basisOf(basis: Basis, text: string, ctx: Pick<ModelContext, 'known'>): PrdBasis {
  if (basis === 'assumption' || inventedNumbers(text, ctx.known).length) return 'assumed';
  return basis;
}

/** Sources are kept for what the input states (an inference or assumption has none to cite). */
const sourcesFor = (basis: PrdBasis, source: string) =>
  basis === 'stated' ? sourcesOf(source) : [];

function item(key: ListKey, index: number, from: Item, ctx: ModelContext): AnyItem {
  const basis = basisOf(from.basis, from.text, ctx);
  const base = {
    id: `${ID_PREFIX[key]}-${index + 1}`,
    text: from.text.trim(),
    basis,
    sources: sourcesFor(basis, from.source),
  };
  switch (key) {
    case 'goals':
    case 'metrics':
      return { ...base, target: extractTarget(base.text) };
    case 'nfrs':
      return { ...base, priority: null };
    case 'milestones':
      return { ...base, date: null };
    case 'risks':
      return { ...base, owner: null };
    default:
      return base;
  }
}

function requirement(fr: FunctionalRequirement, ctx: ModelContext): Prd['requirements'][number] {
  const basis = basisOf(fr.basis, [fr.title, fr.statement, ...fr.criteria].join(' '), ctx);
  return {
    id: fr.id,
    title: fr.title.trim(),
    priority: fr.priority,
    text: fr.statement.trim(),
    acceptance: fr.criteria.map((c) => c.trim()).filter(Boolean),
    basis,
    sources: sourcesFor(basis, fr.source),
  };
}

function conflict(c: Conflict, index: number): Prd['conflicts'][number] {
  return {
    id: `C-${index + 1}`,
    text: c.topic.trim(),
    sides: c.sides.map((s) => s.trim()).filter(Boolean),
    basis: 'stated',
    sources: c.sources.flatMap(sourcesOf),
  };
}

/** A paragraph with numbers no input gives says so after it. */
function paragraph(text: string, ctx: ModelContext): string {
  const body = text.trim();
  const invented = inventedNumbers(body, ctx.known);
  if (!invented.length) return body;
  return `${body} (${labelsFor(ctx.language).assumption}: ${invented.join(', ')})`;
}

/** The PRD the model's JSON describes (a partial one while it streams). */
export function toPrd(model: Partial<PrdModel>, ctx: ModelContext): Prd {
  const prd = emptyPrd();
  const product = (model.title ?? '').replace(/\s+/g, ' ').trim();
  prd.product = product;
  prd.title = product ? `${product}: ${labelsFor(ctx.language).document}` : '';
  prd.language = ctx.language;
  prd.date = ctx.date;
  prd.summary = paragraph(model.tldr ?? '', ctx);
  prd.problem = paragraph(model.problem ?? '', ctx);
  for (const key of ITEM_LISTS) {
    const items = (model[key] ?? []).map((it, i) => item(key, i, it, ctx));
    (prd[key] as AnyItem[]) = items;
  }
  prd.requirements = (model.functionalRequirements ?? []).map((fr) => requirement(fr, ctx));
  prd.conflicts = (model.conflicts ?? []).map(conflict);
  const notes = ctx.notes.map((note, i) => ({
    id: `S-${prd.sources.length + i + 1}`,
    text: note,
    basis: 'stated' as const,
    sources: [],
  }));
  prd.sources = [...prd.sources, ...notes];
  return prd;
}

/** Marks items with numbers that no input gives as assumptions (after a revision's edits). */
export function markInvented(prd: Prd, known: Set<string>): Prd {
  const out = { ...prd };
  for (const key of LIST_KEYS) {
    (out[key] as AnyItem[]) = (prd[key] as AnyItem[]).map((it) => {
      const text = 'title' in it ? `${it.title} ${it.text}` : it.text;
      if (it.basis === 'assumed' || !inventedNumbers(text, known).length) return it;
      return { ...it, basis: 'assumed', sources: [] };
    });
  }
  return out;
}

const toBasis = (basis: PrdBasis): Basis => (basis === 'assumed' ? 'assumption' : basis);
const plainItem = (it: AnyItem): Item => ({
  text: it.text,
  basis: toBasis(it.basis),
  source: sourceText(it.sources),
});

/**
 * The PRD as the model's JSON (what the router and a revision's prompt show the model).
 * Dependencies are shown among the risks and decisions needed among the open questions, where
 * the model's shape has them.
 */
export function fromPrd(prd: Prd): PrdModel {
  return {
    language: prd.language,
    title: prd.product || productFromTitle(prd.title),
    tldr: prd.summary,
    problem: prd.problem,
    goals: prd.goals.map(plainItem),
    nonGoals: prd.nonGoals.map(plainItem),
    personas: prd.personas.map(plainItem),
    functionalRequirements: prd.requirements.map((fr) => ({
      id: fr.id,
      title: fr.title,
      priority: fr.priority ?? 'P1',
      statement: fr.text,
      criteria: fr.acceptance,
      basis: toBasis(fr.basis),
      source: sourceText(fr.sources),
    })),
    uxFlow: prd.uxFlow.map(plainItem),
    nfrs: prd.nfrs.map(plainItem),
    metrics: prd.metrics.map(plainItem),
    technical: prd.technical.map(plainItem),
    milestones: prd.milestones.map((m) =>
      plainItem(m.date ? { ...m, text: `${m.text} (${m.date})` } : m),
    ),
    actionItems: prd.actionItems.map(plainItem),
    risks: [...prd.risks, ...prd.dependencies].map(plainItem),
    conflicts: prd.conflicts.map((c) => ({
      topic: c.text,
      sides: c.sides,
      sources: c.sources.map((s) => sourceText([s])),
    })),
    openQuestions: [...prd.openQuestions, ...prd.decisions].map(plainItem),
    sources: prd.sources.map(plainItem),
  };
}
