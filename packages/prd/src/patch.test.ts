import { describe, expect, it } from 'vitest';
import { emptyPrd, prdSchema, type Prd } from './model.js';
import { applyPatch, PatchError, patchOpSchema, sectionOf, type PatchOp } from './patch.js';

function base(): Prd {
  return {
    ...emptyPrd(),
    product: 'ShiftSwap',
    requirements: [
      {
        id: 'FR-1',
        title: 'Post',
        text: 'Post a shift.',
        basis: 'stated',
        sources: [],
        priority: 'P0',
        acceptance: [],
      },
      {
        id: 'FR-3',
        title: 'Approve',
        text: 'Approve a swap.',
        basis: 'stated',
        sources: [],
        priority: 'P1',
        acceptance: [],
      },
    ],
    milestones: [{ id: 'MS-1', text: 'Pilot', basis: 'stated', sources: [], date: 'Q2' }],
  };
}

describe('applyPatch', () => {
  it('sets text fields and leaves the given model unchanged', () => {
    const before = base();
    const frozen = structuredClone(before);
    const after = applyPatch(before, [
      { op: 'set', field: 'summary', value: 'Swap shifts.' },
      { op: 'set', field: 'status', value: 'in_review' },
    ]);
    expect(after.summary).toBe('Swap shifts.');
    expect(after.status).toBe('in_review');
    expect(before).toEqual(frozen);
    expect(after.requirements).toBe(before.requirements);
  });

  it('adds an item with the next free id and the list defaults, at an index', () => {
    const after = applyPatch(base(), [
      { op: 'add', list: 'requirements', item: { title: 'Offline mode', text: 'Works offline.' } },
      {
        op: 'add',
        list: 'requirements',
        item: { title: 'First', text: 'x', priority: 'P2' },
        index: 0,
      },
    ]);
    expect(after.requirements.map((r) => r.id)).toEqual(['FR-5', 'FR-1', 'FR-3', 'FR-4']);
    expect(after.requirements[3]).toEqual({
      id: 'FR-4',
      title: 'Offline mode',
      text: 'Works offline.',
      basis: 'stated',
      sources: [],
      priority: null,
      acceptance: [],
    });
    expect(() => prdSchema.parse(after)).not.toThrow();
  });

  it('updates, moves and removes items by id', () => {
    const after = applyPatch(base(), [
      { op: 'update', list: 'milestones', id: 'MS-1', item: { date: 'Q3' } },
      { op: 'move', list: 'requirements', id: 'fr-3', index: 0 },
      { op: 'remove', list: 'requirements', id: 'FR-1' },
    ]);
    expect(after.milestones[0]).toMatchObject({ id: 'MS-1', text: 'Pilot', date: 'Q3' });
    expect(after.requirements.map((r) => r.id)).toEqual(['FR-3']);
  });

  it('replaces a whole section, numbering new items after the ids it names', () => {
    const after = applyPatch(base(), [
      {
        op: 'replace_section',
        section: 'openQuestions',
        value: [{ text: 'Who approves?' }, { id: 'Q-7', text: 'When?' }],
      },
      { op: 'replace_section', section: 'problem', value: 'Paper rotas.' },
    ]);
    expect(after.openQuestions.map((q) => [q.id, q.text])).toEqual([
      ['Q-8', 'Who approves?'],
      ['Q-7', 'When?'],
    ]);
    expect(after.problem).toBe('Paper rotas.');
  });

  it('fails clearly on unknown ids, taken ids and wrong shapes', () => {
    const fails = (ops: PatchOp[], message: RegExp) => {
      let error: unknown;
      try {
        applyPatch(base(), ops);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PatchError);
      expect((error as Error).message).toMatch(message);
    };
    fails(
      [{ op: 'remove', list: 'requirements', id: 'FR-9' }],
      /Patch 0: there is no FR-9 in requirements \(it has FR-1, FR-3\)/,
    );
    fails(
      [{ op: 'update', list: 'risks', id: 'R-1', item: { owner: 'x' } }],
      /no R-1 in risks \(it is empty\)/,
    );
    fails(
      [
        { op: 'set', field: 'title', value: 'ok' },
        { op: 'add', list: 'requirements', item: { id: 'FR-1' } },
      ],
      /Patch 1: FR-1 already exists/,
    );
    fails([{ op: 'set', field: 'status', value: 'done' }], /not a valid status/);
    fails([{ op: 'replace_section', section: 'summary', value: [] }], /summary takes a text/);
    fails([{ op: 'explode' } as unknown as PatchOp], /Patch 0/);
    fails(
      [{ op: 'update', list: 'goals', id: 'G-1', item: { bogus: 1 } } as unknown as PatchOp],
      /Patch 0/,
    );
  });

  it('validates operations with its schema', () => {
    expect(
      patchOpSchema.safeParse({ op: 'move', list: 'requirements', id: 'FR-1', index: 2 }).success,
    ).toBe(true);
    expect(
      patchOpSchema.safeParse({ op: 'move', list: 'nowhere', id: 'FR-1', index: 2 }).success,
    ).toBe(false);
  });
});

describe('sectionOf', () => {
  it('finds the list an item is in', () => {
    expect(sectionOf(base(), 'FR-3')).toBe('requirements');
    expect(sectionOf(base(), 'ms-1')).toBe('milestones');
    expect(sectionOf(base(), 'Q-1')).toBeNull();
  });
});
