import { parseMarkdown, type AnyItem, type Prd, type Source } from '@prd/prd';
import type { SectionName } from './types.js';

/** A PRD as the eval reads it: the model (the one parser, @prd/prd), each section's items as text. */
export interface ReadPrd {
  model: Prd;
  title: string;
  /** The product's name as plain text ("parkly"). */
  product: string;
  /** Section name (English) → its items, each as text (an FR with its fields, one per line). */
  sections: Map<SectionName, string[]>;
  requirementIds: string[];
}

/** How an item's sources are shown in its text (checks.ts: a stale value there is history). */
const SOURCE_PREFIX = 'source: ';

const sourceText = (sources: readonly Source[]) =>
  sources.map((s) => (s.locator ? `${s.ref}, ${s.locator}` : s.ref)).join('; ');

/** An item's words: its title and text, then its other fields, each on a line of its own. */
function itemText(item: AnyItem): string {
  const lines: string[] = [];
  if ('title' in item && item.title) lines.push(item.title);
  lines.push(item.text);
  if ('priority' in item && item.priority) lines.push(item.priority);
  if ('acceptance' in item) lines.push(...item.acceptance);
  if ('sides' in item) lines.push(...item.sides);
  if ('date' in item && item.date) lines.push(item.date);
  if ('owner' in item && item.owner) lines.push(item.owner);
  if (item.sources.length) lines.push(`${SOURCE_PREFIX}${sourceText(item.sources)}`);
  return lines.filter(Boolean).join('\n');
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Reads a PRD with the one parser. Sections are the model's, so translated headings work. */
export function readPrd(markdown: string): ReadPrd {
  const model = parseMarkdown(markdown);
  const items = (...lists: AnyItem[][]) => lists.flat().map(itemText);
  const sections = new Map<SectionName, string[]>([
    ['Title', model.title ? [model.title] : []],
    ['TL;DR', paragraphs(model.summary)],
    ['Problem and goals', [...paragraphs(model.problem), ...items(model.goals)]],
    ['Non-goals', items(model.nonGoals)],
    ['Personas and user stories', items(model.personas)],
    ['Functional requirements', items(model.requirements)],
    ['User experience flow', items(model.uxFlow)],
    ['Non-functional requirements', items(model.nfrs)],
    ['Success metrics', items(model.metrics)],
    ['Technical considerations', items(model.technical)],
    ['Milestones', items(model.milestones, model.actionItems)],
    ['Risks', items(model.risks, model.dependencies)],
    ['Open questions', items(model.openQuestions, model.conflicts, model.decisions)],
    ['Sources', items(model.sources)],
    ['Conflicts and decisions needed', items(model.conflicts, model.decisions)],
    ['Action items', items(model.actionItems)],
  ]);
  return {
    model,
    title: model.title,
    product: plain(model.product),
    sections,
    requirementIds: model.requirements.map((fr) => fr.id),
  };
}

/** The numbers of the `## n.` headings of a document, in order (a PRD has 1 to 13). */
export function numberedSections(markdown: string): number[] {
  return [...markdown.matchAll(/^##\s+(\d{1,2})\.\s/gm)].map((m) => Number(m[1]));
}

/** A persona's name: what comes before its first colon ("Managers: Story: …"). */
export function personaName(item: string): string {
  const first = item.split('\n')[0] ?? '';
  const colon = first.indexOf(':');
  return colon > 0 ? first.slice(0, colon) : first;
}

/** Text as read: no Markdown emphasis or escapes, one kind of quote and dash, one space. */
export function plain(text: string): string {
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
