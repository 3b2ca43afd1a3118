import { LIST_KEYS, type AnyItem, type ListKey, type Prd } from './model.js';
import { labelsFor } from './labels.js';
import { sectionHeading } from './sections.js';
import { same } from './equal.js';

/** One structural change between two versions (the contract's `prdChange`). */
export interface PrdChange {
  kind: 'added' | 'removed' | 'changed' | 'moved';
  /** The section key ("requirements", "milestones", "summary" …; "extra" for other sections). */
  section: string;
  /** The item's id ("FR-4"); null for a text field (title, summary …). */
  id: string | null;
  /** A short human line ("FR-4 added: Offline mode"). */
  label: string;
  before: string | null;
  after: string | null;
}

/** Work counters, so a test can show the diff is linear (no timing). */
export interface DiffStats {
  /** Item-to-item comparisons: id lookups and text similarity scores. */
  comparisons: number;
}

/** How many similarity scores one list may compute for its unmatched items (keeps it linear). */
export const SIMILARITY_BUDGET = 400;
const SIMILAR = 0.5;

const NOUN: Record<ListKey, string> = {
  goals: 'Goal',
  nonGoals: 'Non-goal',
  personas: 'Persona',
  requirements: '',
  uxFlow: 'Flow step',
  nfrs: '',
  metrics: 'Metric',
  technical: 'Technical note',
  milestones: 'Milestone',
  actionItems: 'Action item',
  risks: 'Risk',
  dependencies: 'Dependency',
  openQuestions: 'Question',
  conflicts: 'Conflict',
  decisions: 'Decision',
  sources: 'Source',
};

function short(text: string, max = 60): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

const named = (key: ListKey, id: string) => (NOUN[key] ? `${NOUN[key]} ${id}` : id);

/** The item as one line of text (shown as before/after). */
export function itemText(key: ListKey, item: AnyItem): string {
  const parts: string[] = [];
  if ('title' in item && item.title) parts.push(item.title);
  if (item.text) parts.push(item.text);
  let out = parts.join(': ');
  if ('priority' in item && item.priority) out += ` (${item.priority})`;
  if (key === 'milestones' && 'date' in item && item.date) out += ` (${item.date})`;
  if ('owner' in item && item.owner) out += ` (owner: ${item.owner})`;
  return out;
}

const headline = (item: AnyItem) => ('title' in item && item.title ? item.title : item.text);

function tokens(item: AnyItem): Set<string> {
  const text = `${'title' in item ? item.title : ''} ${item.text}`.toLowerCase().slice(0, 4000);
  return new Set(text.match(/[\p{L}\p{N}]+/gu) ?? []);
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let common = 0;
  const [small, big] = a.size < b.size ? [a, b] : [b, a];
  for (const t of small) if (big.has(t)) common++;
  return common / (a.size + b.size - common);
}

/** What changed in one item, in words ("Launch Q2 → Launch Q3", "priority P1 → P0"). */
function whatChanged(key: ListKey, a: AnyItem, b: AnyItem): { head: string; detail: string } {
  const parts: string[] = [];
  const r = (x: AnyItem) => x as unknown as Record<string, unknown>;
  if ('title' in a && 'title' in b && a.title !== b.title)
    parts.push(`${short(a.title, 40)} → ${short(b.title, 40)}`);
  if (a.text !== b.text) parts.push(textChange(a.text, b.text));
  const field = (name: string, label: string) => {
    const x = r(a)[name];
    const y = r(b)[name];
    if (!same(x, y)) parts.push(`${label} ${fmt(x)} → ${fmt(y)}`);
  };
  field('priority', 'priority');
  if (key === 'milestones') {
    const x = r(a).date;
    const y = r(b).date;
    if (x !== y && a.text === b.text) {
      return { head: `${named(key, b.id)} moved to ${fmt(y)}`, detail: short(b.text) };
    }
    field('date', 'date');
  }
  field('owner', 'owner');
  field('target', 'target');
  if ('acceptance' in a && 'acceptance' in b && !same(a.acceptance, b.acceptance))
    parts.push('acceptance criteria');
  if ('sides' in a && 'sides' in b && !same(a.sides, b.sides)) parts.push('positions');
  if (a.basis !== b.basis) parts.push(`now ${b.basis}`);
  if (!same(a.sources, b.sources)) parts.push('sources');
  const renamed = a.id !== b.id ? ` (was ${a.id})` : '';
  // "FR-7 (Admin audit log) changed: priority P1 → P0": an id alone says too little.
  const title =
    'title' in b && b.title && (!('title' in a) || a.title === b.title)
      ? ` (${short(b.title, 40)})`
      : '';
  return { head: `${named(key, b.id)}${title} changed${renamed}`, detail: parts.join('; ') };
}

/**
 * "…collection window of 15 minutes → …collection window of 10 minutes": the words that differ,
 * with up to three words around them, so a change late in a long statement still shows. Linear.
 */
function textChange(before: string, after: string): string {
  const x = before.replace(/\s+/g, ' ').trim().split(' ');
  const y = after.replace(/\s+/g, ' ').trim().split(' ');
  if (x.join(' ').length <= 40 && y.join(' ').length <= 40)
    return `${x.join(' ')} → ${y.join(' ')}`;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (
    end < x.length - start &&
    end < y.length - start &&
    x[x.length - 1 - end] === y[y.length - 1 - end]
  )
    end++;
  const from = Math.max(0, start - 3);
  const side = (words: string[]) => {
    const to = Math.min(words.length, words.length - end + 3);
    const middle = words.slice(from, to).join(' ');
    return `${from > 0 ? '…' : ''}${short(middle, 60)}${to < words.length && !middle.endsWith('…') ? '…' : ''}`;
  };
  return `${side(x)} → ${side(y)}`;
}

function fmt(v: unknown): string {
  if (v === null || v === undefined || v === '') return 'none';
  if (typeof v === 'object' && 'value' in v && 'unit' in v) {
    const t = v as { value: number; unit: string };
    return `${t.value}${t.unit ? ` ${t.unit}` : ''}`;
  }
  return typeof v === 'string' ? short(v, 30) : JSON.stringify(v);
}

/** Pairs of (before index, after index) for one list: by id, then by text among the rest. */
function match(a: readonly AnyItem[], b: readonly AnyItem[], stats: DiffStats): [number, number][] {
  const byId = new Map<string, number>();
  a.forEach((item, i) => byId.set(item.id.toUpperCase(), i));
  const pairs: [number, number][] = [];
  const usedA = new Set<number>();
  const restB: number[] = [];
  b.forEach((item, j) => {
    stats.comparisons++;
    const i = byId.get(item.id.toUpperCase());
    if (i !== undefined && !usedA.has(i)) {
      usedA.add(i);
      pairs.push([i, j]);
    } else restB.push(j);
  });
  const restA = a.map((_, i) => i).filter((i) => !usedA.has(i));
  if (!restA.length || !restB.length) return pairs;
  // Same text first (a map), then similar text within a fixed budget.
  const byText = new Map<string, number[]>();
  for (const i of restA) {
    const key = itemKey(a[i]!);
    byText.set(key, [...(byText.get(key) ?? []), i]);
  }
  const left: number[] = [];
  for (const j of restB) {
    stats.comparisons++;
    const found = byText.get(itemKey(b[j]!));
    const i = found?.find((x) => !usedA.has(x));
    if (i !== undefined) {
      usedA.add(i);
      pairs.push([i, j]);
    } else left.push(j);
  }
  const candidates = restA.filter((i) => !usedA.has(i));
  const tokA = new Map(candidates.map((i) => [i, tokens(a[i]!)]));
  let budget = SIMILARITY_BUDGET;
  for (const j of left) {
    const tb = tokens(b[j]!);
    let best = -1;
    let score = SIMILAR;
    for (const i of candidates) {
      if (usedA.has(i)) continue;
      if (budget-- <= 0) break;
      stats.comparisons++;
      const s = similarity(tokA.get(i)!, tb);
      if (s >= score) [best, score] = [i, s];
    }
    if (best >= 0) {
      usedA.add(best);
      pairs.push([best, j]);
    }
  }
  return pairs;
}

function itemKey(item: AnyItem): string {
  return `${'title' in item ? item.title : ''}\u0000${item.text}`
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Indexes (into `pairs`, in after order) that keep their relative order: the rest moved. */
function inOrder(pairs: [number, number][]): Set<number> {
  const sorted = [...pairs].sort((x, y) => x[1] - y[1]);
  const tails: number[] = [];
  const tailAt: number[] = [];
  const prev: number[] = new Array<number>(sorted.length).fill(-1);
  sorted.forEach(([i], k) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < i) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = i;
    tailAt[lo] = k;
    prev[k] = lo > 0 ? tailAt[lo - 1]! : -1;
  });
  const keep = new Set<number>();
  for (let k = tailAt[tails.length - 1] ?? -1; k >= 0; k = prev[k]!) keep.add(sorted[k]![1]);
  return keep;
}

function listChanges(
  key: ListKey,
  a: readonly AnyItem[],
  b: readonly AnyItem[],
  stats: DiffStats,
): PrdChange[] {
  const out: PrdChange[] = [];
  const pairs = match(a, b, stats);
  const stay = inOrder(pairs);
  const matchedA = new Set(pairs.map(([i]) => i));
  const matchedB = new Map(pairs.map(([i, j]) => [j, i]));
  for (const [i, x] of a.entries()) {
    if (!matchedA.has(i)) {
      out.push({
        kind: 'removed',
        section: key,
        id: x.id,
        label: `${named(key, x.id)} removed: ${short(headline(x))}`,
        before: itemText(key, x),
        after: null,
      });
    }
  }
  for (const [j, y] of b.entries()) {
    const i = matchedB.get(j);
    if (i === undefined) {
      out.push({
        kind: 'added',
        section: key,
        id: y.id,
        label: `${named(key, y.id)} added: ${short(headline(y))}`,
        before: null,
        after: itemText(key, y),
      });
      continue;
    }
    const x = a[i]!;
    if (!same(x, y)) {
      const { head, detail } = whatChanged(key, x, y);
      out.push({
        kind: 'changed',
        section: key,
        id: y.id,
        label: detail ? `${head}: ${detail}` : head,
        before: itemText(key, x),
        after: itemText(key, y),
      });
    } else if (!stay.has(j)) {
      out.push({
        kind: 'moved',
        section: key,
        id: y.id,
        label: `${named(key, y.id)} moved: ${short(headline(y))}`,
        before: itemText(key, x),
        after: itemText(key, y),
      });
    }
  }
  return out;
}

/** An item removed from one list and added to another with the same text: moved between them. */
function crossMoves(changes: PrdChange[], language: string): PrdChange[] {
  const removed = new Map<string, PrdChange>();
  for (const c of changes)
    if (c.kind === 'removed' && c.before) removed.set(c.before.toLowerCase(), c);
  if (!removed.size) return changes;
  const gone = new Set<PrdChange>();
  const out = changes.map((c) => {
    const from = c.kind === 'added' && c.after ? removed.get(c.after.toLowerCase()) : undefined;
    if (!from || gone.has(from)) return c;
    gone.add(from);
    const to = sectionHeading(c.section as ListKey, language);
    return {
      ...c,
      kind: 'moved' as const,
      label: `${from.id} moved to ${to}${c.id !== from.id ? ` as ${c.id}` : ''}: ${short(c.after!)}`,
      before: from.before,
    };
  });
  return out.filter((c) => !gone.has(c));
}

const TEXT_LABEL = {
  title: 'Title',
  product: 'Product name',
  summary: 'Summary',
  problem: 'Problem',
  status: 'Status',
} as const;

/** The structural changes from one version to another: items matched by id, then by text. */
export function diffPrd(
  before: Prd,
  after: Prd,
  stats: DiffStats = { comparisons: 0 },
): PrdChange[] {
  const out: PrdChange[] = [];
  for (const field of ['title', 'product', 'status', 'summary', 'problem'] as const) {
    const a = before[field];
    const b = after[field];
    if (a === b) continue;
    const kind = !a ? 'added' : !b ? 'removed' : 'changed';
    const name = TEXT_LABEL[field];
    const shown = (v: string) =>
      field === 'status' ? labelsFor('en').statuses[v as Prd['status']] : v;
    const label =
      field === 'summary' || field === 'problem'
        ? `${name} ${kind}`
        : `${name} ${kind}${a && b ? `: ${short(shown(a), 40)} → ${short(shown(b), 40)}` : ''}`;
    out.push({ kind, section: field, id: null, label, before: a || null, after: b || null });
  }
  const lists: PrdChange[] = [];
  for (const key of LIST_KEYS) lists.push(...listChanges(key, before[key], after[key], stats));
  out.push(...crossMoves(lists, after.language));
  out.push(...extraChanges(before, after, stats));
  return out;
}

function extraChanges(before: Prd, after: Prd, stats: DiffStats): PrdChange[] {
  const out: PrdChange[] = [];
  const key = (h: string) => h.toLowerCase().replace(/\s+/g, ' ').trim();
  const old = new Map(before.extra.map((e) => [key(e.heading), e]));
  const seen = new Set<string>();
  for (const e of after.extra) {
    stats.comparisons++;
    const k = key(e.heading);
    const prev = old.get(k);
    seen.add(k);
    if (!prev)
      out.push({
        kind: 'added',
        section: 'extra',
        id: e.id,
        label: `Section added: ${short(e.heading)}`,
        before: null,
        after: e.body,
      });
    else if (prev.body !== e.body)
      out.push({
        kind: 'changed',
        section: 'extra',
        id: e.id,
        label: `Section changed: ${short(e.heading)}`,
        before: prev.body,
        after: e.body,
      });
  }
  for (const e of before.extra) {
    if (!seen.has(key(e.heading)))
      out.push({
        kind: 'removed',
        section: 'extra',
        id: e.id,
        label: `Section removed: ${short(e.heading)}`,
        before: e.body,
        after: null,
      });
  }
  return out;
}
