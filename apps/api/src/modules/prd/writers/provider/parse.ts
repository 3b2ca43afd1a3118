import { ALL_LABELS, LABELS, type Labels } from './labels.js';
import { unescape } from './markdown.js';
import type { Basis, Conflict, FunctionalRequirement, Item, ItemList, PrdModel } from './schema.js';

/** A PRD read back from its Markdown (the pipeline's own rendering, or the built-in writer's). */
export interface ParsedPrd {
  model: PrdModel;
  version: string | undefined;
}

const LIST_BY_SECTION: Record<number, ItemList> = {
  2: 'goals',
  3: 'nonGoals',
  4: 'personas',
  6: 'uxFlow',
  7: 'nfrs',
  8: 'metrics',
  9: 'technical',
  10: 'milestones',
  11: 'risks',
  12: 'openQuestions',
  13: 'sources',
};

export function emptyModel(language = 'en'): PrdModel {
  return {
    language,
    title: '',
    tldr: '',
    problem: '',
    goals: [],
    nonGoals: [],
    personas: [],
    functionalRequirements: [],
    uxFlow: [],
    nfrs: [],
    metrics: [],
    technical: [],
    milestones: [],
    actionItems: [],
    risks: [],
    conflicts: [],
    openQuestions: [],
    sources: [],
  };
}

const any = (pick: (l: Labels) => string) => new Set(ALL_LABELS.map((l) => pick(l).toLowerCase()));
const STATED = any((l) => l.stated);
const INFERRED = any((l) => l.inferred);
const ASSUMED = any((l) => l.assumption);
const CONFLICTS = any((l) => l.conflicts);
const ACTIONS = any((l) => l.actionItems);
const PRIORITY = any((l) => l.priority);
const STATEMENT = any((l) => l.statement);
const CRITERIA = any((l) => l.criteria);
const SOURCE = any((l) => l.source);
const DOCUMENT = [...any((l) => l.document), 'product requirements document', 'prd'];

/** Splits "text _(Stated: brief.pdf, page 2)_" into the text, basis and source. */
export function readMark(raw: string): Item {
  const trimmed = raw.trim();
  const at = trimmed.lastIndexOf('_(');
  const plain: Item = { text: unescape(trimmed), basis: 'stated', source: '' };
  if (at < 0 || !trimmed.endsWith(')_') || (at > 0 && trimmed[at - 1] === '\\')) return plain;
  const inside = trimmed.slice(at + 2, -2);
  const colon = inside.indexOf(':');
  const word = (colon < 0 ? inside : inside.slice(0, colon)).trim().toLowerCase();
  const rest = colon < 0 ? '' : unescape(inside.slice(colon + 1).trim());
  const text = unescape(trimmed.slice(0, at).trim());
  let basis: Basis = 'stated';
  if (INFERRED.has(word)) basis = 'inferred';
  else if (ASSUMED.has(word)) basis = 'assumption';
  else if (!STATED.has(word)) return plain;
  return { text, basis, source: basis === 'stated' ? rest : '' };
}

function titleOf(h1: string): string {
  const text = unescape(h1.trim());
  const colon = text.lastIndexOf(':');
  if (
    colon > 0 &&
    DOCUMENT.includes(
      text
        .slice(colon + 1)
        .trim()
        .toLowerCase(),
    )
  ) {
    return text.slice(0, colon).trim();
  }
  return text.replace(/\s+PRD$/i, '').trim();
}

function languageOf(headings: string[]): string {
  let best = 'en';
  let score = 0;
  for (const [code, labels] of Object.entries(LABELS)) {
    const hits = headings.filter((h) => labels.sections.includes(h)).length;
    if (hits > score) [best, score] = [code, hits];
  }
  return best;
}

/** Reads a PRD's Markdown into the model; unknown lines are kept as items of their section. */
export function parsePrd(markdown: string): ParsedPrd {
  const model = emptyModel();
  let version: string | undefined;
  let section = 0;
  let sub: 'goals' | 'conflicts' | 'actions' | undefined;
  let fr: FunctionalRequirement | undefined;
  let last: { nested: (text: string) => void } | undefined;
  let inCriteria = false;
  const headings: string[] = [];
  const paragraphs: Record<number, string[]> = { 1: [], 2: [] };

  for (const line of markdown.split(/\r?\n/)) {
    const h = /^(#{1,3})\s+(.*)$/.exec(line);
    if (h) {
      const [, hashes, body = ''] = h;
      last = undefined;
      if (hashes === '#') model.title ||= titleOf(body);
      else if (hashes === '##') {
        const numbered = /^(\d{1,2})\.\s+(.*)$/.exec(body.trim());
        section = numbered ? Number(numbered[1]) : -1;
        if (numbered?.[2]) headings.push(numbered[2].trim());
        sub = undefined;
        fr = undefined;
      } else {
        const text = body.trim();
        const frHead = /^(FR-\d+)\s*:\s*(.*)$/.exec(text);
        fr = undefined;
        if (frHead && section === 5) {
          fr = {
            id: frHead[1]!,
            title: unescape(frHead[2] ?? ''),
            priority: 'P1',
            statement: '',
            criteria: [],
            basis: 'stated',
            source: '',
          };
          model.functionalRequirements.push(fr);
        } else if (CONFLICTS.has(text.toLowerCase())) sub = 'conflicts';
        else if (ACTIONS.has(text.toLowerCase())) sub = 'actions';
        else if (section === 2) sub = 'goals';
      }
      continue;
    }
    if (!line.trim() || section <= 0) {
      const meta = /^-\s+\*\*([^*]+):\*\*\s*(.*)$/.exec(line);
      if (section === 0 && meta && /^\s*\d+(\.\d+)?\s*$/.test(meta[2] ?? ''))
        version = meta[2]!.trim();
      continue;
    }
    const nested = /^\s{2,}(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (nested) {
      last?.nested(unescape(nested[1]!.trim()));
      continue;
    }
    const bullet = /^(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    const content = (bullet ? bullet[1] : line)!.trim();
    if (/^_[^_]*_$/.test(content) && !bullet) continue; // "_None stated._"
    if (fr) {
      const field = /^\*\*([^*]+):\*\*\s*(.*)$/.exec(content);
      const label = field?.[1]?.trim().toLowerCase() ?? '';
      const value = field?.[2] ?? '';
      inCriteria = CRITERIA.has(label);
      const target = fr;
      if (PRIORITY.has(label))
        target.priority =
          `P${/P([012])/.exec(value)?.[1] ?? '1'}` as FunctionalRequirement['priority'];
      else if (STATEMENT.has(label)) target.statement = unescape(value.trim());
      else if (SOURCE.has(label)) {
        const mark = readMark(`x ${value}`);
        Object.assign(target, {
          basis: mark.basis,
          source: mark.text === 'x' ? mark.source : unescape(value.trim()),
        });
      } else if (inCriteria && value.trim()) target.criteria.push(unescape(value.trim()));
      else if (!field) target.criteria.push(unescape(content));
      last = inCriteria ? { nested: (t) => target.criteria.push(t) } : undefined;
      continue;
    }
    if ((section === 1 || (section === 2 && !sub)) && !bullet) {
      paragraphs[section]!.push(readMark(content).text);
      continue;
    }
    if (sub === 'conflicts' && bullet && !content.startsWith('**')) sub = undefined;
    if (sub === 'conflicts' && bullet) {
      const c = /^\*\*(.+?)\*\*\s*(?:_\((?:[^:)]*):\s*(.*)\)_)?$/.exec(content);
      const conflict: Conflict = {
        topic: unescape(c?.[1] ?? content),
        sides: [],
        sources: c?.[2] ? c[2].split(';').map((s) => unescape(s.trim())) : [],
      };
      model.conflicts.push(conflict);
      last = { nested: (t) => conflict.sides.push(t) };
      continue;
    }
    const key: ItemList | undefined = sub === 'actions' ? 'actionItems' : LIST_BY_SECTION[section];
    if (!key || (section === 2 && !bullet)) continue;
    // Bold from another writer ("**Clerks:** …") is kept as plain text.
    const item = readMark(content.replace(/(?<!\\)\*\*([^*]+?)(?<!\\)\*\*/g, '$1'));
    if (!item.text) continue;
    model[key].push(item);
    last = { nested: (t) => (item.text += ` ${t}`) };
  }
  model.tldr = paragraphs[1]!.join(' ');
  model.problem = paragraphs[2]!.join(' ');
  model.language = languageOf(headings);
  return { model, version };
}
