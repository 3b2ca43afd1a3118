import { describe, expect, it } from 'vitest';
import { changeList } from './change-list.js';

const fr = (n: number, title: string, statement: string, priority = 'P1 (Should)') =>
  [
    `### FR-${n}: ${title}`,
    '',
    `- **Priority:** ${priority}`,
    `- **Statement:** ${statement}`,
    '',
  ].join('\n');

const prd = (frs: string[], product = 'Lockbox') =>
  [
    `# ${product}: Product Requirements Document`,
    '',
    '- **Status:** Draft',
    '',
    '## 5. Functional requirements',
    '',
    ...frs,
  ].join('\n');

const open = fr(1, 'Residents open a locker', 'Residents open a locker with a code.');
const free = fr(
  2,
  'Couriers see free lockers',
  'Couriers see which lockers are free in 15 minutes.',
);

describe('the change list of a revision', () => {
  it('is the one differ’s: a removed FR is named with its title', () => {
    expect(changeList(prd([open, free]), prd([open]), { changes: [], touched: new Set() })).toEqual(
      ['FR-2 removed: Couriers see free lockers'],
    );
  });

  it('says a value edit in its own words, instead of the text change it explains', () => {
    const edited = fr(
      2,
      'Couriers see free lockers',
      'Couriers see which lockers are free in 10 minutes.',
    );
    const edit = 'Changed "15 minutes" to "10 minutes" in FR-2.';
    expect(
      changeList(prd([open, free]), prd([open, edited]), {
        changes: [edit],
        touched: new Set(['FR-2']),
      }),
    ).toEqual([edit]);
    const raised = fr(
      2,
      'Couriers see free lockers',
      'Couriers see which lockers are free in 10 minutes.',
      'P0 (Must)',
    );
    const changes = changeList(prd([open, free]), prd([open, raised]), {
      changes: [edit],
      touched: new Set(['FR-2']),
    });
    expect(changes[0]).toBe(edit);
    expect(changes[1]).toMatch(/^FR-2 \(.+\) changed: .*priority P1 → P0/);
  });

  it('names a new product once, not every line its name was written into', () => {
    const named = fr(1, 'Residents open a Lockbox locker', 'Residents open a Lockbox locker.');
    const renamed = fr(1, 'Residents open a Parcelly locker', 'Residents open a Parcelly locker.');
    expect(
      changeList(prd([named]), prd([renamed], 'Parcelly'), { changes: [], touched: new Set() }),
    ).toEqual(['Product name changed: Lockbox → Parcelly']);
  });
});
