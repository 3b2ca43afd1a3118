import type {
  AnyItem,
  Conflict,
  ExtraSection,
  Item,
  ListKey,
  MetricItem,
  Milestone,
  Nfr,
  Prd,
  Priority,
  Requirement,
  Risk,
} from './model.js';
import { hasLabels, labelsFor, type Labels } from './labels.js';
import { escapeBlock, escapeHeading, escapeInline, escapeSlot, flat } from './escape.js';
import { renderMark, renderSources, renderTarget } from './marks.js';
import { extractTarget, sameTarget } from './target.js';
import { sectionHeading, type SectionKey } from './sections.js';
import { productFromTitle } from './title.js';
import { escapeExtraBody } from './extra.js';

/**
 * Model → Markdown: the one renderer, in the conventions both writers used (numbered sections,
 * `### FR-n: Title` blocks, `- **NFR-1** (P1): …`, basis marks `_(stated: brief.pdf, page 2)_`,
 * sub-sections inside their section, `- _Not stated._` for an empty one), in the document's
 * language. Every item shows its id, so `parseMarkdown` gives the same model back, except for
 * what this renderer normalises:
 * - white space: item texts, titles, criteria, sides, owners, dates, units and sources on one
 *   line (runs of white space as one space, trimmed); the summary and the problem keep their
 *   lines, each trimmed, with at most one blank line in a row;
 * - empty acceptance criteria and empty conflict sides are left out;
 * - a source's kind follows its reference (a file when it ends with a file extension);
 * - an empty title is written (and read back) as "<Product>: Product Requirements Document";
 * - ids that do not look like the list's own (`G-3` in goals; FR, REQ, US … for requirements)
 *   are read back as text and the item is numbered again;
 * - extra sections are numbered X-1, X-2 … in order; their bodies lose blank lines at either
 *   end, get an unclosed code fence closed, and one whose heading names a known section is read
 *   into that section.
 */
export interface RenderOptions {
  /** The version label shown in the metadata ("0.3"); no Version line without it. */
  version?: string;
  /** A revision's change list, shown as "Changes in this version" after the metadata. */
  changes?: string[];
}

export function priorityText(priority: Priority, labels: Labels): string {
  const word = priority === 'P0' ? labels.must : priority === 'P1' ? labels.should : labels.could;
  return `${priority} (${word})`;
}

function tail(item: Item, labels: Labels, extra = ''): string {
  const mark = renderMark(item.basis, item.sources, labels);
  return [extra, mark].filter(Boolean).join(' ');
}

/** `- **G-1:** text _(mark)_`, with the list's own slot (priority, date, owner) when it has one. */
function itemLine(key: ListKey, item: AnyItem, labels: Labels, bullet = '-'): string {
  let slot: string | null = null;
  if (key === 'nfrs') slot = (item as Nfr).priority;
  else if (key === 'milestones') {
    const date = (item as Milestone).date;
    slot = date === null ? null : escapeSlot(date);
  } else if (key === 'risks') {
    const owner = (item as Risk).owner;
    slot = owner === null ? null : `${labels.owner}: ${escapeSlot(owner)}`;
  }
  const id = escapeInline(item.id, false);
  const head = slot === null ? `**${id}:**` : `**${id}** (${slot}):`;
  let target = '';
  if (key === 'goals' || key === 'metrics') {
    const t = (item as MetricItem).target;
    if (!sameTarget(extractTarget(flat(item.text)), t)) target = renderTarget(t, labels);
  }
  const end = tail(item, labels, target);
  return [`${bullet} ${head}`, escapeInline(item.text, false), end].filter(Boolean).join(' ');
}

function requirementBlock(fr: Requirement, labels: Labels): string[] {
  const title = flat(fr.title);
  const lines = [
    `### ${escapeInline(fr.id, false)}${title ? `: ${escapeHeading(title)}` : ''}`,
    '',
  ];
  if (fr.priority) lines.push(`- **${labels.priority}:** ${priorityText(fr.priority, labels)}`);
  if (flat(fr.text)) lines.push(`- **${labels.statement}:** ${escapeInline(fr.text, false)}`);
  const criteria = fr.acceptance.filter((c) => flat(c));
  if (criteria.length === 1)
    lines.push(`- **${labels.criteria}:** ${escapeInline(criteria[0]!, false)}`);
  else if (criteria.length > 1) {
    lines.push(`- **${labels.criteria}:**`, ...criteria.map((c) => `  - ${escapeInline(c)}`));
  }
  if (fr.sources.length || fr.basis !== 'stated') {
    const where = renderSources(fr.sources);
    const mark = fr.basis === 'stated' ? '' : renderMark(fr.basis, [], labels);
    lines.push(`- **${labels.source}:** ${[where, mark].filter(Boolean).join(' ')}`);
  }
  if (lines.length === 2) lines.pop();
  return lines;
}

function conflictLines(conflict: Conflict, labels: Labels): string[] {
  const sides = conflict.sides.filter((s) => flat(s)).map((s) => `  - ${escapeInline(s)}`);
  return [itemLine('conflicts', conflict, labels), ...sides];
}

const none = (labels: Labels) => [`- _${labels.none}_`];

function listLines(prd: Prd, key: ListKey, labels: Labels): string[] {
  if (key === 'requirements') {
    return prd.requirements.flatMap((fr, i) => [
      ...(i ? [''] : []),
      ...requirementBlock(fr, labels),
    ]);
  }
  if (key === 'conflicts') return prd.conflicts.flatMap((c) => conflictLines(c, labels));
  if (key === 'uxFlow')
    return prd.uxFlow.map((item, i) => itemLine(key, item, labels, `${i + 1}.`));
  return (prd[key] as AnyItem[]).map((item) => itemLine(key, item, labels));
}

function subsection(prd: Prd, keys: ListKey[], heading: string, labels: Labels): string[] {
  const body = keys.flatMap((k) => listLines(prd, k, labels));
  return body.length ? [`### ${heading}`, '', ...body] : [];
}

/** A section's body (without its `##` heading): its text or items, then its sub-sections. */
function sectionBody(prd: Prd, key: SectionKey, labels: Labels): string[] {
  const lang = prd.language;
  const join = (...parts: string[][]) => {
    const filled = parts.filter((p) => p.length);
    return filled.flatMap((p, i) => (i ? ['', ...p] : p));
  };
  switch (key) {
    case 'summary':
      return prd.summary.trim() ? escapeBlock(prd.summary) : none(labels);
    case 'problem': {
      const body = join(
        prd.problem.trim() ? escapeBlock(prd.problem) : [],
        subsection(prd, ['goals'], sectionHeading('goals', lang), labels),
      );
      return body.length ? body : none(labels);
    }
    case 'milestones':
    case 'risks':
    case 'openQuestions': {
      const subKeys: ListKey[] =
        key === 'milestones'
          ? ['actionItems']
          : key === 'risks'
            ? ['dependencies']
            : ['conflicts', 'decisions'];
      const own = listLines(prd, key, labels);
      const subs = subsection(prd, subKeys, sectionHeading(subKeys[0]!, lang), labels);
      return own.length || subs.length ? join(own, subs) : none(labels);
    }
    default: {
      const own = listLines(prd, key, labels);
      return own.length ? own : none(labels);
    }
  }
}

const TOP_KEYS: SectionKey[] = [
  'summary',
  'problem',
  'nonGoals',
  'personas',
  'requirements',
  'uxFlow',
  'nfrs',
  'metrics',
  'technical',
  'milestones',
  'risks',
  'openQuestions',
  'sources',
];

function header(prd: Prd, labels: Labels, opts: RenderOptions): string[] {
  const title = flat(prd.title) || `${flat(prd.product) || 'Untitled'}: ${labels.document}`;
  const lines = [`# ${escapeHeading(title)}`, ''];
  if (productFromTitle(title) !== flat(prd.product))
    lines.push(`- **${labels.product}:** ${escapeInline(prd.product, false)}`);
  lines.push(`- **${labels.status}:** ${labels.statuses[prd.status]}`);
  if (opts.version) lines.push(`- **${labels.version}:** ${escapeInline(opts.version, false)}`);
  if (flat(prd.date)) lines.push(`- **${labels.date}:** ${escapeInline(prd.date, false)}`);
  if (!hasLabels(prd.language))
    lines.push(`- **${labels.language}:** ${escapeInline(prd.language, false)}`);
  if (opts.changes?.length) {
    lines.push('', `## ${labels.changes}`, '', ...opts.changes.map((c) => `- ${escapeInline(c)}`));
  }
  return lines;
}

function extraLines(extra: ExtraSection): string[] {
  const body = escapeExtraBody(extra.body);
  return [
    `## ${escapeInline(extra.heading).replace(/#$/, '\\#')}`,
    ...(body.length ? ['', ...body] : []),
  ];
}

/** The whole PRD as Markdown: the one renderer every format and both writers use. */
export function renderMarkdown(prd: Prd, opts: RenderOptions = {}): string {
  const labels = labelsFor(prd.language);
  const out = header(prd, labels, opts);
  TOP_KEYS.forEach((key, i) => {
    out.push('', `## ${i + 1}. ${labels.sections[i]}`, '', ...sectionBody(prd, key, labels));
  });
  for (const extra of prd.extra) out.push('', ...extraLines(extra));
  return `${out.join('\n')}\n`;
}

/** One section's Markdown with its heading (a sub-section alone for goals, action items …). */
export function renderSection(prd: Prd, key: SectionKey): string {
  const labels = labelsFor(prd.language);
  const index = TOP_KEYS.indexOf(key);
  if (index >= 0) {
    const body = sectionBody(prd, key, labels);
    return `${[`## ${index + 1}. ${labels.sections[index]}`, '', ...body].join('\n')}\n`;
  }
  const list = key as ListKey;
  const body = listLines(prd, list, labels);
  const heading = key === 'decisions' ? labels.conflicts : sectionHeading(key, prd.language);
  return `${[`### ${heading}`, '', ...(body.length ? body : none(labels))].join('\n')}\n`;
}
