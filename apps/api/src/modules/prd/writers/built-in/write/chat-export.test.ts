import { describe, expect, it } from 'vitest';
import { draft, frs, section } from './draft-test-helpers.js';

// Chat exports put the speaker and time on a line of their own: the message is the next line.
const SLACK = `#ops-shelfscan
--- Monday, March 2nd ---
Ana Ruiz  09:12
kicking off Shelfscan: store staff scan a shelf label and the app must show the stock in the back room
Tom Beck  09:14
lol finally
Ana Ruiz  09:20
the app should flag a price mismatch between the label and the till
:+1: 3
Tom Beck  09:31
who wants coffee
Ana Ruiz  09:40
what about the warehouse team, do they need it too`;

const TEAMS = `Shelfscan - Chat
Ana Ruiz, 02/03 09:12
Store staff must be able to scan a shelf label and see the back-room stock.
Like
2
Tom Beck, 02/03 09:15 AM
The app should flag a price mismatch between the label and the till.`;

describe('chat exports', () => {
  it('reads each message without its "Name  09:12" header, and small talk is no requirement', () => {
    const prd = draft(SLACK);
    const statements = frs(prd).map((f) => f.statement);
    expect(statements.some((s) => /back room/.test(s))).toBe(true);
    expect(statements.some((s) => /price mismatch/.test(s))).toBe(true);
    expect(statements.join('\n')).not.toMatch(/Ana Ruiz|Tom Beck|\d\d:\d\d|coffee|lol/);
    expect(section(prd, 'Functional requirements')).not.toMatch(/warehouse team/);
  });

  it('reads a Teams export ("Name, 02/03 09:12") the same way', () => {
    const statements = frs(draft(TEAMS)).map((f) => f.statement);
    expect(statements).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/Ana Ruiz|Tom Beck|02\/03|\bLike\b/);
  });
});

describe('other products in a brief', () => {
  it('keeps a competitor table and what a rival advertises out of our goals and requirements', () => {
    const prd = draft(
      [
        'Punchcard — time tracking for translators.',
        '',
        'What the others do:',
        '| | Toggl | Harvest |',
        '|---|---|---|',
        '| Price / user / month | $10 | $12 |',
        '',
        'Harvest also advertises "sync in under 3 seconds" and 99.99% uptime.',
        '',
        'Our plan:',
        '- Translators start a timer per job.',
        '- Price: one plan, €7 a month.',
      ].join('\n'),
    );
    const ours = [
      section(prd, 'Problem and goals'),
      section(prd, 'Functional requirements'),
      section(prd, 'Success metrics'),
    ].join('\n');
    expect(ours).not.toMatch(/\$10|\$12|3 seconds|99\.99/);
    expect(ours).toMatch(/€7 a month/);
  });
});
