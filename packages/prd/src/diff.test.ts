import { describe, expect, it } from 'vitest';
import { describeChanges, samePrd } from './describe.js';
import { diffPrd, SIMILARITY_BUDGET, type DiffStats, type PrdChange } from './diff.js';
import { emptyPrd, type Item, type Prd, type Requirement } from './model.js';
import { randomPrd } from './testing/random-prd.js';

const fr = (id: string, title: string, extra: Partial<Requirement> = {}): Requirement => ({
  id,
  title,
  text: `${title} statement.`,
  basis: 'stated',
  sources: [],
  priority: 'P1',
  acceptance: [],
  ...extra,
});
const item = (id: string, text: string): Item => ({ id, text, basis: 'stated', sources: [] });

function base(): Prd {
  return {
    ...emptyPrd(),
    title: 'ShiftSwap: Product Requirements Document',
    product: 'ShiftSwap',
    summary: 'Swap shifts.',
    requirements: [fr('FR-1', 'Post a shift'), fr('FR-2', 'Approve a swap'), fr('FR-3', 'Notify')],
    milestones: [
      { ...item('MS-1', 'Pilot'), date: 'Q1' },
      { ...item('MS-2', 'Launch'), date: 'Q2' },
    ],
    openQuestions: [item('Q-1', 'Who approves?')],
  };
}

const kinds = (changes: PrdChange[]) => changes.map((c) => [c.kind, c.section, c.id]);

describe('diffPrd', () => {
  it('finds nothing between equal models', () => {
    expect(diffPrd(base(), base())).toEqual([]);
  });

  it('reports added, removed and changed items with short human labels', () => {
    const after = base();
    after.requirements.push(fr('FR-4', 'Offline mode'));
    after.requirements.splice(1, 1);
    after.milestones[1] = { ...after.milestones[1]!, text: 'Launch Q3' };
    after.summary = 'Swap shifts in minutes.';
    const changes = diffPrd(base(), after);
    expect(kinds(changes)).toEqual([
      ['changed', 'summary', null],
      ['removed', 'requirements', 'FR-2'],
      ['added', 'requirements', 'FR-4'],
      ['changed', 'milestones', 'MS-2'],
    ]);
    expect(changes.map((c) => c.label)).toEqual([
      'Summary changed',
      'FR-2 removed: Approve a swap',
      'FR-4 added: Offline mode',
      'Milestone MS-2 changed: Launch → Launch Q3',
    ]);
    expect(changes[3]).toMatchObject({ before: 'Launch (Q2)', after: 'Launch Q3 (Q2)' });
  });

  it('says a milestone moved when only its date changed', () => {
    const after = base();
    after.milestones[1] = { ...after.milestones[1]!, date: 'Q3' };
    const changes = diffPrd(base(), after);
    expect(changes.map((c) => c.label)).toEqual(['Milestone MS-2 moved to Q3: Launch']);
    expect(describeChanges(changes)).toBe('1 change: Milestone MS-2 moved to Q3');
  });

  it('names what changed in a requirement', () => {
    const after = base();
    after.requirements[0] = {
      ...after.requirements[0]!,
      priority: 'P0',
      acceptance: ['Given x, then y.'],
    };
    expect(diffPrd(base(), after)[0]!.label).toBe(
      'FR-1 (Post a shift) changed: priority P1 → P0; acceptance criteria',
    );
  });

  it('matches a renumbered item by its text: changed, not removed and added', () => {
    const after = base();
    after.requirements = [
      fr('FR-1', 'Post a shift'),
      fr('FR-5', 'Approve a swap'),
      fr('FR-3', 'Notify'),
    ];
    const changes = diffPrd(base(), after);
    expect(kinds(changes)).toEqual([['changed', 'requirements', 'FR-5']]);
    expect(changes[0]!.label).toBe('FR-5 (Approve a swap) changed (was FR-2)');
  });

  it('matches a renumbered and reworded item by similarity', () => {
    const after = base();
    after.requirements[1] = fr('FR-9', 'Approve a swap quickly');
    const changes = diffPrd(base(), after);
    expect(kinds(changes)).toEqual([['changed', 'requirements', 'FR-9']]);
  });

  it('reports reordered items as moved', () => {
    const after = base();
    after.requirements = [after.requirements[2]!, after.requirements[0]!, after.requirements[1]!];
    expect(kinds(diffPrd(base(), after))).toEqual([['moved', 'requirements', 'FR-3']]);
  });

  it('reports an item moved to another section', () => {
    const after = base();
    after.openQuestions = [];
    after.decisions = [item('DN-1', 'Who approves?')];
    const changes = diffPrd(base(), after);
    expect(kinds(changes)).toEqual([['moved', 'decisions', 'DN-1']]);
    expect(changes[0]!.label).toBe(
      'Q-1 moved to Conflicts and decisions needed as DN-1: Who approves?',
    );
  });

  it('reports title, product, status and extra sections', () => {
    const after = base();
    after.product = 'SwapIt';
    after.status = 'approved';
    after.extra = [{ id: 'X-1', heading: 'Glossary', body: 'x' }];
    expect(diffPrd(base(), after).map((c) => c.label)).toEqual([
      'Product name changed: ShiftSwap → SwapIt',
      'Status changed: Draft → Approved',
      'Section added: Glossary',
    ]);
  });

  it('is linear: 40 FRs and 60 other items take a bounded number of comparisons', () => {
    const big = (shift: number): Prd => ({
      ...emptyPrd(),
      requirements: Array.from({ length: 40 }, (_, i) =>
        fr(`FR-${i + 1 + shift}`, `Requirement number ${i} about topic ${i * 7}`),
      ),
      risks: Array.from({ length: 30 }, (_, i) => ({
        ...item(`R-${i + 1 + shift}`, `Risk ${i} of vendor ${i * 3}`),
        owner: null,
      })),
      openQuestions: Array.from({ length: 30 }, (_, i) =>
        item(`Q-${i + 1 + shift}`, `Question ${i} about ${i * 5}`),
      ),
    });
    const same: DiffStats = { comparisons: 0 };
    diffPrd(big(0), big(0), same);
    expect(same.comparisons).toBeLessThanOrEqual(100);
    // Every id renumbered and every text new: the similarity step is capped per list.
    const worst: DiffStats = { comparisons: 0 };
    const after = big(1000);
    for (const r of after.requirements) r.text = `${r.text} reworded`;
    diffPrd(big(0), after, worst);
    expect(worst.comparisons).toBeLessThanOrEqual(2 * 100 + 16 * SIMILARITY_BUDGET);
    const twice: DiffStats = { comparisons: 0 };
    const doubled = (p: Prd): Prd => ({
      ...p,
      requirements: [...p.requirements, ...p.requirements.map((r) => ({ ...r, id: `${r.id}-B` }))],
    });
    diffPrd(doubled(big(0)), doubled(big(0)), twice);
    expect(twice.comparisons).toBe(same.comparisons + 40);
  });

  it('gives a change for every difference of random models, and none for a model and itself', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const a = randomPrd(seed);
      const b = randomPrd(seed + 1000);
      expect(diffPrd(a, a)).toEqual([]);
      expect(diffPrd(a, b).length).toBeGreaterThan(0);
    }
  });
});

describe('describeChanges', () => {
  const c = (label: string): PrdChange => ({
    kind: 'changed',
    section: 'x',
    id: null,
    label,
    before: null,
    after: null,
  });
  it('summarises a change list in one line', () => {
    expect(describeChanges([])).toBe('No changes');
    expect(describeChanges([c('FR-4 added: Offline mode')])).toBe('1 change: FR-4 added');
    expect(
      describeChanges([c('FR-4 added: Offline mode'), c('Milestone MS-2 moved to Q3: Launch')]),
    ).toBe('2 changes: FR-4 added, milestone MS-2 moved to Q3');
    expect(
      describeChanges(['a', 'b', 'c', 'd', 'e'].map((x) => c(`${x.toUpperCase()}-1 added: x`))),
    ).toBe('5 changes: A-1 added, B-1 added, C-1 added and 2 more');
    expect(describeChanges([c('Summary changed'), c('Status changed: Draft → Approved')], 1)).toBe(
      '2 changes: Summary changed and 1 more',
    );
  });
});

describe('samePrd', () => {
  it('ignores the date and nothing else', () => {
    expect(samePrd(base(), { ...base(), date: '2030-01-01' })).toBe(true);
    expect(samePrd(base(), { ...base(), summary: 'Other' })).toBe(false);
    const moved = base();
    moved.requirements.reverse();
    expect(samePrd(base(), moved)).toBe(false);
    const reordered = Object.fromEntries(Object.entries(base()).reverse()) as Prd;
    expect(samePrd(base(), reordered)).toBe(true);
  });
});

describe('a change late in a long statement', () => {
  it('shows the words that differ with a little context, not two identical cut-offs', () => {
    const before = emptyPrd();
    const text = (n: number) =>
      `After ordering, the shop holds the order in a collection window of ${n} minutes before it goes back on the shelf.`;
    const req = {
      id: 'FR-2',
      title: 'Hold the order',
      text: text(15),
      basis: 'stated' as const,
      sources: [],
      priority: 'P1' as const,
      acceptance: [],
    };
    const a = { ...before, requirements: [req] };
    const b = { ...before, requirements: [{ ...req, text: text(10) }] };
    const [change] = diffPrd(a, b);
    expect(change?.label).toBe(
      'FR-2 (Hold the order) changed: …collection window of 15 minutes before it… → …collection window of 10 minutes before it…',
    );
  });
});
