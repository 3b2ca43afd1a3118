import { flat, normaliseBlock } from '../escape.js';
import { normaliseExtraBody } from '../extra.js';
import { sourceKind } from '../marks.js';
import {
  BASES,
  ID_PREFIX,
  LIST_KEYS,
  PRIORITIES,
  STATUSES,
  type AnyItem,
  type Item,
  type ListKey,
  type Prd,
  type Source,
} from '../model.js';

/** Random PRD models for property tests: every field filled, with text that fights Markdown. */

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'users',
  'sign in',
  'offline mode',
  'the team',
  'launch',
  'Q3',
  '200 ms',
  '99.9%',
  '$5',
  '10,000 users',
  '#',
  '##',
  '# heading',
  '| a | b |',
  '|',
  '*',
  '**bold**',
  '_x_',
  '__',
  '`code`',
  '```',
  '\\',
  '\\\\',
  '[link](http://x.y)',
  '<b>',
  '<br>',
  '&amp;',
  '&',
  '- ',
  '1. ',
  '2)',
  '> quote',
  '+',
  '=',
  '---',
  '===',
  '~~',
  ':',
  '(',
  ')',
  ',',
  ';',
  '_(inferred)_',
  '_(stated: a.pdf, page 2)_',
  '**FR-9:**',
  '**G-1:**',
  'NFR-2:',
  '(P0)',
  '[Must]',
  'P1:',
  'é',
  'ñ',
  'ü',
  '日本語',
  '🚀',
  'Ω',
  '\n',
  '\n\n',
  '\t',
  '  ',
  'Given x, when y, then z.',
  'As a user, I want x',
];

function awkward(r: () => number, min = 1, max = 8): string {
  const n = min + Math.floor(r() * (max - min + 1));
  let out = '';
  for (let i = 0; i < n; i++)
    out += (r() < 0.5 ? ' ' : '') + PIECES[Math.floor(r() * PIECES.length)]!;
  return flat(out) ? out : `${out} word`;
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

function source(r: () => number): Source {
  const ref =
    r() < 0.5 ? `${flat(awkward(r, 1, 2)).replace(/[.]/g, '')} brief.pdf` : awkward(r, 1, 3);
  return {
    kind: sourceKind(flat(ref)),
    ref,
    locator: r() < 0.5 ? `page ${Math.floor(r() * 9)}` : awkward(r, 0, 2),
  };
}

function ids(r: () => number, key: ListKey, n: number): string[] {
  const used = new Set<number>();
  const out: string[] = [];
  while (out.length < n) {
    const k = 1 + Math.floor(r() * 999);
    if (used.has(k)) continue;
    used.add(k);
    out.push(`${ID_PREFIX[key]}-${k}`);
  }
  return out;
}

function item(r: () => number, id: string): Item {
  const sources = Array.from({ length: Math.floor(r() * 3) }, () => source(r));
  return { id, text: awkward(r), basis: pick(r, BASES), sources };
}

function listOf(r: () => number, key: ListKey): AnyItem[] {
  return ids(r, key, 1 + Math.floor(r() * 4)).map((id) => {
    const base = item(r, id);
    switch (key) {
      case 'goals':
      case 'metrics':
        return {
          ...base,
          target:
            r() < 0.3
              ? null
              : {
                  value: Math.round(r() * 1e6) / 100,
                  unit: pick(r, ['%', 'ms', 'users', '', '€', 'per week']),
                },
        };
      case 'requirements':
        return {
          ...base,
          title: awkward(r, 1, 4),
          priority: r() < 0.2 ? null : pick(r, PRIORITIES),
          acceptance: Array.from({ length: Math.floor(r() * 4) }, () => awkward(r)),
        };
      case 'nfrs':
        return { ...base, priority: r() < 0.3 ? null : pick(r, PRIORITIES) };
      case 'milestones':
        return {
          ...base,
          date: r() < 0.3 ? null : pick(r, ['2026-09-01', 'Q3', 'end of March', awkward(r, 1, 2)]),
        };
      case 'risks':
        return { ...base, owner: r() < 0.3 ? null : awkward(r, 1, 2) };
      case 'conflicts':
        return { ...base, sides: Array.from({ length: Math.floor(r() * 3) }, () => awkward(r)) };
      default:
        return base;
    }
  });
}

const BODY_LINES = [
  '# top',
  '## second',
  '### third',
  'text line',
  '- bullet',
  '| a | b |',
  '---',
  '===',
  '```',
  '~~~',
  '\\# escaped',
  '    # indented',
  '',
  'Ünïcode 🚀',
  '1. one',
  '> quote',
];

export function randomPrd(seed: number): Prd {
  const r = rng(seed);
  const product = flat(awkward(r, 1, 2));
  const prd: Prd = {
    model: 1,
    title: r() < 0.5 ? `${product}: Product Requirements Document` : awkward(r, 1, 4),
    product,
    status: pick(r, STATUSES),
    language: pick(r, ['en', 'en', 'es', 'fr', 'de', 'pt', 'ja', 'es-MX']),
    date: pick(r, ['2026-03-02', '2025-12-31']),
    summary: Array.from({ length: 1 + Math.floor(r() * 3) }, () => awkward(r)).join(
      pick(r, ['\n', '\n\n']),
    ),
    problem: awkward(r, 1, 10),
    goals: [],
    nonGoals: [],
    personas: [],
    requirements: [],
    uxFlow: [],
    nfrs: [],
    metrics: [],
    technical: [],
    milestones: [],
    actionItems: [],
    risks: [],
    dependencies: [],
    openQuestions: [],
    conflicts: [],
    decisions: [],
    sources: [],
    extra: Array.from({ length: Math.floor(r() * 3) }, (_, i) => ({
      id: `X-${i + 1}`,
      heading: `Appendix ${flat(awkward(r, 1, 2)).replace(/\b(?:and|y|et|und|e)\b|[/:]/g, '')}`,
      body: Array.from({ length: 1 + Math.floor(r() * 6) }, () => pick(r, BODY_LINES)).join('\n'),
    })),
  };
  for (const key of LIST_KEYS) (prd[key] as AnyItem[]) = listOf(r, key);
  return prd;
}

/** What the renderer keeps of a model: the model with the documented normalisations applied. */
export function normalised(prd: Prd): Prd {
  const src = (s: Source): Source => ({ kind: s.kind, ref: flat(s.ref), locator: flat(s.locator) });
  const one = (i: AnyItem): AnyItem => {
    const out: Record<string, unknown> = {
      ...i,
      id: flat(i.id),
      text: flat(i.text),
      sources: i.sources.map(src),
    };
    if ('title' in i) out.title = flat(i.title);
    if ('acceptance' in i) out.acceptance = i.acceptance.map(flat).filter(Boolean);
    if ('sides' in i) out.sides = i.sides.map(flat).filter(Boolean);
    if ('owner' in i && i.owner !== null) out.owner = flat(i.owner);
    if ('date' in i && i.date !== null) out.date = flat(i.date);
    if ('target' in i && i.target)
      out.target = { value: i.target.value, unit: flat(i.target.unit) };
    return out as AnyItem;
  };
  const out: Prd = {
    ...prd,
    title: flat(prd.title),
    product: flat(prd.product),
    date: flat(prd.date),
    summary: normaliseBlock(prd.summary),
    problem: normaliseBlock(prd.problem),
    extra: prd.extra.map((e, i) => ({
      id: `X-${i + 1}`,
      heading: flat(e.heading),
      body: normaliseExtraBody(e.body),
    })),
  };
  for (const key of LIST_KEYS) (out[key] as AnyItem[]) = (prd[key] as AnyItem[]).map(one);
  return out;
}
