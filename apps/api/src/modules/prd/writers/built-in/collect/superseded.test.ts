import { describe, expect, it } from 'vitest';
import type { Requirement } from './requirement-types.js';
import { replacedRequirements } from './superseded.js';
import { draft, frs, section } from '../write/draft-test-helpers.js';
import { extractFacts } from './extract-facts.js';

const source = { file: undefined, locator: undefined };
const req = (text: string, order: number): Requirement => ({
  text,
  order,
  priority: 'P1',
  source,
  subject: '',
  predicate: text,
});
const exclusion = (text: string, order: number) => ({ sentence: { text, source }, order });
const texts = (out: { replaced: Set<Requirement> }) => [...out.replaced].map((r) => r.text);

describe('replacedRequirements', () => {
  it('a rejected value replaces the statements of it about the same thing, wherever they stand', () => {
    const reqs = [
      req('Passes are valid for 24 hours from issue.', 1),
      req('Up to 5 guests per member per day.', 2),
      req('Members see their last 5 visits.', 3),
      req('Passes are valid until 23:59 on the day of the visit, not 24 hours from issue.', 0),
      req('The cap is 3 guests per member per day, not 5.', 4),
    ];
    expect(texts(replacedRequirements(reqs, []))).toEqual([
      'Passes are valid for 24 hours from issue.',
      'Up to 5 guests per member per day.',
    ]);
  });

  it('a plain statement that rejects a value takes the place of the requirement it replaces', () => {
    const reqs = [req('Up to 5 guests per member per day.', 1)];
    const statement = {
      sentence: { text: 'The cap is 3 guests per member per day, not 5.', source },
      order: 4,
    };
    const out = replacedRequirements(reqs, [], [statement]);
    expect(texts(out)).toEqual(['Up to 5 guests per member per day.']);
    // It says what holds now; the replaced value stays out of it.
    expect(out.promoted).toMatchObject([
      { text: 'The cap is 3 guests per member per day.', priority: 'P1', order: 4 },
    ]);
  });

  it('an exclusion takes out the requirement stated before it that names the same thing', () => {
    const reqs = [
      req('The host must approve each visitor in the app when they arrive.', 1),
      req('Dispatchers see each driver location in the web app.', 2),
      req('Reception prints a badge for each visitor.', 3),
      req('Members can pay for guest parking.', 9),
    ];
    const out = replacedRequirements(reqs, [
      exclusion('No host approval step.', 5),
      exclusion('No driver app in v1.', 6),
      exclusion('No payments.', 7),
      exclusion('No guest parking payments.', 8),
    ]);
    // Scattered words ("driver … app"), one word ("payments") and a later change of mind stay.
    expect(texts(out)).toEqual(['The host must approve each visitor in the app when they arrive.']);
  });
});

describe('a draft where later decisions replace earlier rules', () => {
  it('keeps the CEO’s final rules and drops the ones they replace', () => {
    const prd = draft(
      [
        'Proposal for Gatepass:',
        '- Passes are valid for 24 hours from issue.',
        '- The host must approve each visitor when they arrive.',
        '- Up to 5 guests per member per day.',
        '',
        'Decision from the CEO, final:',
        'Passes are valid until 23:59 on the day of the visit, not 24 hours from issue.',
        'No host approval step.',
        'The cap is 3 guests per member per day, not 5.',
      ].join('\n'),
    );
    const statements = frs(prd).map((f) => f.statement);
    expect(statements.join('\n')).not.toMatch(/valid for 24 hours|must approve|Up to 5 guests/);
    expect(statements.join('\n')).toMatch(/23:59/);
    expect(statements.join('\n')).toMatch(/3 guests per member/);
    expect(section(prd, 'Non-goals')).toMatch(/host approval/i);
  });
});

describe('disagreements the input flags', () => {
  it('lists both positions under Conflicts when someone says it needs a decision', () => {
    const prd = draft(
      [
        'Comments',
        'Priya: Sales promised agencies the reminders go out from the agency’s own email domain.',
        'Marek: Security won’t allow sending from customer email domains, all email has to go from our domain. Needs a decision.',
      ].join('\n'),
    );
    const conflicts = section(prd, 'Open questions');
    expect(conflicts).toMatch(/needs a decision[^\n]*own email domain[^\n]*versus[^\n]*Security/);
  });
});

describe('corrections of what was said before', () => {
  it('"… instead" and "not just VIPs" replace the statement they correct', () => {
    const reqs = [
      req('Retry a failed card payment automatically on day 1, 3 and 5 after the failure.', 1),
      req('A supervisor inspects VIP rooms only before a guest gets them.', 2),
      req('Send a receipt by email after each payment.', 3),
    ];
    const statements = [
      {
        sentence: { text: 'Retry the failed payment on day 2, 5 and 9 instead.', source },
        order: 6,
      },
      {
        sentence: {
          text: 'Every room gets the supervisor inspection, not just VIP rooms.',
          source,
        },
        order: 7,
      },
    ];
    const out = replacedRequirements(reqs, [], statements);
    expect(texts(out)).toEqual([reqs[0]!.text, reqs[1]!.text]);
    expect(out.promoted.map((p) => p.text)).toEqual([
      'Retry the failed payment on day 2, 5 and 9.',
      'Every room gets the supervisor inspection, not just VIP rooms.',
    ]);
  });

  it('a correction said before the statement does not replace it', () => {
    const reqs = [req('Retry on day 1, 3 and 5.', 5)];
    const early = { sentence: { text: 'Retry on day 2, 5 and 9 instead.', source }, order: 1 };
    expect(texts(replacedRequirements(reqs, [], [early]))).toEqual([]);
  });
});

describe('what a call reports and where a list says it is out', () => {
  it('"Someone asked if …" is no requirement; items under "Not in this project" are non-goals', () => {
    const prd = draft(
      [
        '[00:01] Rosa: Residents must book a pickup online.',
        '[00:02] Gavin: Someone asked if we could collect garden waste too.',
        '[00:03] Rosa: Changed my mind after the call: every street gets a slot, not just the big ones.',
      ].join('\n'),
    );
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/garden waste/);
    const brief = draft(
      'Coldtrack\n\nThe office screen must update within 2 minutes.\n\nNot in this project\n- Route planning changes.\n- Humidity sensors.',
    );
    expect(
      frs(brief)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/Route planning|Humidity/);
    expect(section(brief, 'Non-goals')).toMatch(/Route planning changes/);
  });
});

describe('a value decided in reply', () => {
  const reqs = (lines: string[]) =>
    extractFacts(lines.join('\n'), [])
      .requirements.map((r) => r.text)
      .join('\n');

  it('"10 days is too long, make it 7": the decision after a clause that weighs the old value', () => {
    const text = reqs([
      'Returns',
      '',
      'Ana: The manager gets a chaser after 10 days if the kit is not back.',
      'Ben: 10 days is too long, make it 7.',
      'Ana: ok',
    ]);
    expect(text).toMatch(/chaser after 7 days/);
    expect(text).not.toMatch(/10 days/);
  });

  it('"ok 20 minutes then": a reply that agrees to a value', () => {
    const text = reqs([
      'Bakery routes',
      '',
      'Dom: Each drop gets a delivery window of 30 minutes, sent to the café the night before.',
      'Amy: 30 is too wide, cafés want 20.',
      'Dom: ok 20 minutes then.',
    ]);
    expect(text).toMatch(/delivery window of 20 minutes/);
    expect(text).not.toMatch(/window of 30 minutes/);
  });

  it('"Actually make it 20 minutes" changes the one value of that kind said before', () => {
    const one = reqs([
      'Bakery routes',
      '',
      'Dom: Each drop gets a delivery window of 30 minutes.',
      'Lena: They would rather have a window they can trust. Actually make it 20 minutes.',
    ]);
    expect(one).toMatch(/window of 20 minutes/);
  });
});
