import { describe, expect, it } from 'vitest';
import { extractFacts } from '../collect/extract-facts.js';

describe('a brief written as paragraphs', () => {
  const facts = extractFacts(
    [
      'Partbook is the app we want for the choir. At the moment tracks go round as voice notes.',
      '',
      'Singers should also be able to slow a track down to 75% speed without changing the pitch.',
      'Someone also suggested a chat for each voice part, but WhatsApp already does that.',
      '',
      'We would like to try it with the tenors from the September term and give it to the whole choir in January.',
      'My one real worry is the older members, who only use a phone for calls.',
      "I still don't know whether we can put past recordings in there, because nobody is sure who owns those.",
    ].join('\n'),
    [],
  );
  const texts = (list: { text: string }[]) => list.map((s) => s.text).join('\n');

  it('a playback speed is a feature, not a performance target', () => {
    expect(texts(facts.requirements)).toMatch(/slow a track down to 75% speed/);
    expect(facts.nfr.map((n) => n.sentence.text).join('\n')).not.toMatch(/75% speed/);
  });

  it('a suggestion turned down is a non-goal, a worry a risk, a not-knowing a question', () => {
    expect(texts(facts.nonGoals)).toMatch(/suggested a chat for each voice part/);
    expect(texts(facts.requirements)).not.toMatch(/chat/);
    expect(texts(facts.risks)).toMatch(/My one real worry/);
    expect(texts(facts.questions)).toMatch(/don't know whether we can put past recordings/);
  });

  it('trying it with a group from a date is a milestone', () => {
    expect(texts(facts.milestones)).toMatch(/September term/);
    expect(texts(facts.problems)).toMatch(/At the moment tracks go round/);
  });
});

describe('the first release named with an equals sign', () => {
  it('"V1 = parents list outgrown items" is a must of the first release', () => {
    const facts = extractFacts(
      'Swapsack chat\n\nV1 = parents list outgrown items with size and a photo\nOther parents browse by size and reserve',
      [],
    );
    expect(facts.requirements.map((r) => `${r.priority} ${r.text}`).join('\n')).toMatch(
      /P0 V1 = parents list outgrown items/,
    );
    expect(facts.requirements.map((r) => r.text).join('\n')).toMatch(/browse by size and reserve/);
  });
});

describe('task lists', () => {
  it('a checklist under "Tasks" is scope; an @-named person with a verb is an action', () => {
    const facts = extractFacts(
      [
        'Shoebox share links',
        '',
        'Tasks',
        '- [ ] Owners create a public link for an album',
        '- [ ] Links expire after 30 days',
        '',
        'Next',
        '[ ] @Sam Ortiz price SMS providers',
      ].join('\n'),
      [],
    );
    expect(facts.requirements.map((r) => r.text).join('\n')).toMatch(/public link for an album/);
    expect(facts.actions.map((a) => a.text).join('\n')).toMatch(/@Sam Ortiz price SMS providers/);
  });
});
