import { describe, expect, it } from 'vitest';
import { extractFacts } from '../collect/extract-facts.js';
import { cellsOf, readDelimitedTables } from './delimited-table.js';

describe('a backlog pasted from a spreadsheet', () => {
  it('splits quoted CSV cells and tab-separated ones', () => {
    expect(cellsOf('Squad,"As a coach, I want ""the"" squad",Must,3', ',')).toEqual([
      'Squad',
      'As a coach, I want "the" squad',
      'Must',
      '3',
    ]);
    expect(cellsOf('SC-01\tWeekly schedule\tHigh', '\t')).toEqual([
      'SC-01',
      'Weekly schedule',
      'High',
    ]);
  });

  it('reads rows as requirements with their priority, "Won\'t do" rows as exclusions', () => {
    const lines = [
      'Epic,Story,Priority,Estimate,Status',
      'Squad,"As a coach, I want to publish the squad so that everyone knows where to be",Must,3,Ready',
      'Stats,"As a player, I want to see my goals for the season",Could,2,Ready',
      'Payments,"As a parent, I want to pay subs in three instalments",Could,5,Won\'t do',
    ];
    expect(readDelimitedTables(lines)).toEqual([
      '',
      'Requirements',
      '- As a coach, I want to publish the squad so that everyone knows where to be (Must).',
      '- As a player, I want to see my goals for the season (Could).',
      '',
      '',
      "Won't do",
      '- As a parent, I want to pay subs in three instalments.',
      '',
    ]);
    const facts = extractFacts(`Sidelines backlog\n\n${lines.join('\n')}`, []);
    const reqs = facts.requirements.map((r) => `${r.priority} ${r.text}`).join('\n');
    expect(reqs).toMatch(/P0 As a coach, I want to publish the squad/);
    expect(reqs).toMatch(/P2 As a player, I want to see my goals/);
    expect(reqs).not.toMatch(/instalments|Ready|Estimate/);
    expect(facts.nonGoals.map((n) => n.text).join('\n')).toMatch(/instalments/);
  });

  it('leaves prose with commas alone', () => {
    const prose = ['Members book, cancel and pay.', 'Coaches see who is coming, and when.'];
    expect(readDelimitedTables(prose)).toEqual(prose);
  });
});
