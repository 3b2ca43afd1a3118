import { describe, expect, it } from 'vitest';
import { draft, frs, section } from '../write/draft-test-helpers.js';
import { classify } from './classify.js';

const brief = { english: true, conversation: false, mail: false };

describe('quotes from research', () => {
  it.each([
    ['"I want my evenings free for practice." (P1)'],
    ['Lena (P4): "On the other app you can filter by city.'],
    ['I never use it, I don\'t care where they live."'],
    ['“A reminder the day before would fix most of it.” (Tom, 34)'],
  ])('%s is evidence, not a requirement', (text) => {
    expect(classify(text, false, undefined, brief).role).toBe('info');
  });

  it('keeps a product statement with quoted words a requirement', () => {
    expect(classify('The button must say "Book now".', false, undefined, brief).role).toBe(
      'requirement',
    );
  });

  it("leaves user quotes out of an interview summary PRD and keeps the team's conclusions", () => {
    const prd = draft(`Gardenly – user interviews (summary)

What we heard
"I never know when to water the tomatoes." (P2)
"My neighbour's app sends a photo reminder, I love that." (P4)

What we'll build
1. Growers get a watering reminder based on the local forecast.
2. Growers can log a harvest with a photo.`);
    const statements = frs(prd)
      .map((r) => r.statement)
      .join('\n');
    expect(statements).toMatch(/watering reminder/);
    expect(statements).not.toMatch(/tomatoes|neighbour/);
    expect(section(prd, 'Functional requirements')).not.toContain('(P4)');
  });
});

describe('a long section title the tables know', () => {
  it('"What we\'re NOT taking from this round" opens the non-goals', () => {
    const prd = draft(`Gardenly – user interviews (summary)

What we'll build
1. Growers get a watering reminder based on the local forecast.

What we're NOT taking from this round
- Translating plant names like PlantPal does: the point is to learn them.
- Paid garden visits: a different business.`);
    expect(section(prd, 'Non-goals')).toMatch(/Translating plant names/);
    expect(
      frs(prd)
        .map((r) => r.statement)
        .join('\n'),
    ).not.toMatch(/Translating/);
  });
});
