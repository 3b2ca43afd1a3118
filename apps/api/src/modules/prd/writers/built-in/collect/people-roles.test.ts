import { describe, expect, it } from 'vitest';
import { findPersonas } from './people.js';
import type { Sentence } from '../read/sentences.js';
import type { Context } from '../read/contexts.js';

const said = (lines: string[], context?: Context): Sentence[] =>
  lines.map((text) => ({ text, source: { file: undefined, locator: undefined }, context }));
const names = (sentences: Sentence[]) => findPersonas(sentences).map((p) => p.name);

describe('people named outside the role table', () => {
  it('a team, an office or a desk that uses the product', () => {
    expect(
      names(
        said([
          "Anything unmatched shows up on the finance team's list.",
          'The transport office sees every van on one screen.',
          'Reception sees the day’s unconfirmed appointments.',
        ]),
      ),
    ).toEqual(['Finance team', 'Transport office', 'Reception']);
  });

  it('not the team that builds it', () => {
    expect(
      names(said(['The product team reviews the designs.', 'Our dev team owns the API.'])),
    ).toEqual([]);
  });

  it('a role label at the start of a line, and any label under "Who"', () => {
    expect(names(said(['Quality manager: owns audits and needs the full history.']))).toEqual([
      'Quality managers',
    ]);
    expect(names(said(['Head chef: signs off the menu.'], 'personas'))).toEqual(['Head chefs']);
    expect(names(said(['Bookkeeping for freelancers: import bank feeds.'], 'personas'))).toEqual([
      'Freelancers',
    ]);
    expect(names(said(['Primary: small shops.'], 'personas'))).toEqual([]);
  });

  it('a person word compromise knows, and no number in the name', () => {
    expect(names(said(['The technician closes the job on site.']))).toEqual(['Technicians']);
    expect(names(said(['Two supermarket customers will audit us.']))).toEqual([
      'Supermarket customers',
    ]);
    expect(names(said(['The pilot starts in Leeds.', 'The server restarts nightly.']))).toEqual([]);
  });
});

describe('people named by what they do', () => {
  it('a doer word (-er, -or) doing what people do, and a role after a capitalised "The"', () => {
    expect(
      names(
        said([
          'Presenters see the running order.',
          'On the day the chief invigilator marks who turned up.',
          'The studio manager approves bookings.',
        ]),
      ),
    ).toEqual(['Presenters', 'Chief invigilators', 'Studio managers']);
  });

  it('not things, comparisons or reminders', () => {
    expect(
      names(
        said([
          'Orders ship within 2 days.',
          'Reminders go out at 6pm.',
          'The printer prints labels.',
          'Later we check the logs.',
        ]),
      ),
    ).toEqual([]);
  });
});
