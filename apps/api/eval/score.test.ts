import { describe, expect, it } from 'vitest';
import type { PrdWriter, ReplyEvent } from '../src/modules/prd/writers/types.js';
import { forbiddenFound, hasFact, inventedNumbers, inventedPersonas } from './checks.js';
import { action, chatter, conflict, fr, nonGoal, notIn } from './cases/helpers.js';
import { runEval } from './harness.js';
import { numberedSections, readPrd } from './prd-read.js';
import type { TurnRun } from './run.js';
import { checkTurn } from './score.js';
import type { EvalCase } from './types.js';

const GOOD = `# Parkly: Product Requirements Document

- **Status:** Draft
- **Version:** 0.1
- **Date:** 2026-03-02

## 1. TL;DR

Parkly lets commuters reserve a garage spot and pay €2.50 per hour.

## 2. Problem and goals

- Commuters circle for a spot.

## 3. Non-goals

- Valet parking is out of scope.

## 4. Personas and user stories

### Commuters

- Drive to work and need a spot near the office.

## 5. Functional requirements

### FR-1: Reserve a spot

- **Priority:** P0 (Must)
- **Statement:** A commuter reserves a spot in a partner garage.
- **Acceptance criteria:** Given a free spot, when the commuter reserves it, then it is held.
- **Source:** your message

### FR-2: Pay by the hour

- **Priority:** P0 (Must)
- **Statement:** The commuter pays €2.50 per hour.
- **Acceptance criteria:** Given a finished stay of 2 hours, when it ends, then €5 is charged.
- **Source:** your message

## 6. User experience flow

1. The commuter opens Parkly.

## 7. Non-functional requirements

- _Assumption:_ Pages load in under 2 seconds for 95% of requests.

## 8. Success metrics

- Reservations per week.

## 9. Technical considerations

- Garage gates have an API.

## 10. Milestones

1. **M1:** Pilot.

### Action items

- Ana: ask the garages for their gate API by Friday.

## 11. Risks

- Garages may not share live occupancy.

## 12. Open questions

### Conflicts and decisions needed

- **Launch date:** Sales wants launch in May; security wants an audit first (August).

1. Which garages join first?

## 13. Sources

- your message
`;

const BRIEF =
  'Parkly: commuters reserve a spot in a partner garage and pay €2.50 per hour; a 2 hour stay costs €5. ' +
  'No valet parking. Sales: launch in May. Security: audit first, done in August. Ana asks the garages for the gate API by Friday.';

const run = (text: string, extra: Partial<TurnRun> = {}): TurnRun => ({
  input: {
    message: 'x',
    files: [],
    chunks: [],
    images: [],
    notes: [],
    previousPrd: undefined,
    history: [],
    now: new Date('2026-03-02T09:00:00Z'),
  },
  reply: { kind: 'prd', intent: 'revise', text, changes: [], questions: [] },
  previousPrd: GOOD,
  sourceText: BRIEF,
  millis: 1,
  ...extra,
});

describe('reading a PRD (the one parser, @prd/prd)', () => {
  it('knows sections by number (translated headings too), sub-sections and FR ids', () => {
    const prd = readPrd(GOOD.replace('## 3. Non-goals', '## 3. No objetivos'));
    expect(prd.product).toBe('parkly');
    expect(prd.sections.get('Non-goals')?.join('\n')).toContain('Valet parking');
    expect(prd.sections.get('Action items')?.join('\n')).toContain('Ana: ask');
    expect(prd.sections.get('Conflicts and decisions needed')?.join('\n')).toContain('August');
    expect(prd.requirementIds).toEqual(['FR-1', 'FR-2']);
    expect(numberedSections(GOOD)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });
});

describe('facts in the right section', () => {
  it('finds a fact only inside one item of its own section', () => {
    expect(hasFact(GOOD, fr('pay by the hour', /pay/, /2\.50/))).toBe(true);
    expect(hasFact(GOOD, nonGoal('no valet', /valet/))).toBe(true);
    expect(hasFact(GOOD, action('Ana asks', /ana/, /gate api/))).toBe(true);
    expect(hasFact(GOOD, conflict('May vs August', /may/, /august/))).toBe(true);
    // Present in the document, but not where it belongs.
    expect(hasFact(GOOD, fr('valet as a requirement', /valet/))).toBe(false);
    expect(hasFact(GOOD, nonGoal('occupancy', /occupancy/))).toBe(false);
    // Both words exist in the section, but in two different requirements.
    expect(hasFact(GOOD, fr('reserve at €2.50', /reserve/, /2\.50/))).toBe(false);
  });

  it('ignores emphasis and escapes, as the text reads', () => {
    const text = GOOD.replace('A commuter reserves', 'Dial \\*483\\*77# then a commuter reserves');
    expect(hasFact(text, fr('the USSD code', '*483*77#'))).toBe(true);
  });

  it('flags chatter in requirements, not elsewhere', () => {
    const talk = [chatter('"sounds good"', /sounds good/)];
    expect(forbiddenFound(GOOD, talk)).toEqual([]);
    const bad = GOOD.replace('### FR-2: Pay by the hour', '### FR-2: Tom: sounds good');
    expect(forbiddenFound(bad, talk).map((f) => f.label)).toEqual(['"sounds good"']);
    expect(forbiddenFound(GOOD.replace('Pilot.', 'Pilot, sounds good.'), talk)).toEqual([]);
  });
});

describe('invented numbers', () => {
  it('counts numbers in no input and not marked as assumptions', () => {
    expect(inventedNumbers(GOOD, BRIEF, '2026-03-02')).toEqual([]);
    const bad = GOOD.replace('Reservations per week.', 'Reservations grow 40% in 6 months.');
    expect(inventedNumbers(bad, BRIEF, '2026-03-02')).toEqual(['40', '6']);
    const marked = GOOD.replace('Reservations per week.', '_Assumption:_ reservations grow 40%.');
    expect(inventedNumbers(marked, BRIEF, '2026-03-02')).toEqual([]);
  });

  it('reads thousands and number words as the same numbers', () => {
    const text = '- Up to 10,000 users, ten per garage.';
    expect(inventedNumbers(text, 'ten thousand: 10000 users, 10 per garage')).toEqual([]);
  });
});

describe('made-up personas', () => {
  it('flags a persona heading with no word from the input', () => {
    expect(inventedPersonas(GOOD, BRIEF)).toEqual([]);
    const bad = GOOD.replace('### Commuters', '### Know people');
    expect(inventedPersonas(bad, BRIEF)).toEqual(['know people']);
    // Plural or singular, the word is the input's.
    expect(inventedPersonas(GOOD.replace('### Commuters', '### Commuter'), BRIEF)).toEqual([]);
  });
});

describe('follow-up outcomes', () => {
  it('wants the intent, the kind and the change listed twice', () => {
    const revised = GOOD.replaceAll('€2.50 per hour', '€3 per hour').replace(
      '## 1. TL;DR',
      '## Changes in this version\n\n- FR-2: €2.50 → €3 per hour.\n\n## 1. TL;DR',
    );
    const expectation = {
      intent: 'revise' as const,
      kind: 'prd' as const,
      changes: [/€3/],
      forbidden: [notIn('Functional requirements', 'old price', /2\.50/)],
    };
    const ok = run(revised, {
      reply: {
        kind: 'prd',
        intent: 'revise',
        text: revised,
        changes: ['FR-2: €2.50 → €3 per hour.'],
        questions: [],
      },
      sourceText: `${BRIEF}\nmake it €3`,
    });
    expect(checkTurn(ok, expectation)).toEqual([]);
    const unlisted = { ...ok, reply: { ...ok.reply, changes: [] } };
    expect(checkTurn(unlisted, expectation)).toEqual(['details.changes lacks /€3/']);
    const wrongIntent = { ...ok, reply: { ...ok.reply, intent: 'draft' as const } };
    expect(checkTurn(wrongIntent, expectation)).toEqual(['intent draft, expected revise']);
  });

  it('refuses a PRD where a short answer was meant', () => {
    const problems = checkTurn(run(GOOD), { intent: 'smalltalk', kind: 'answer', maxChars: 400 });
    expect(problems).toEqual(
      expect.arrayContaining([
        'intent revise, expected smalltalk',
        'kind prd, expected answer',
        'the reply is a PRD',
      ]),
    );
  });
});

/** Asks 3 questions first when `ask`, drafts on "draft anyway", then thanks are small talk. */
function scripted(draft: string, ask = false): PrdWriter {
  return {
    name: 'scripted',
    async *reply(input): AsyncIterable<ReplyEvent> {
      if (input.previousPrd) {
        yield { type: 'plan', kind: 'answer', intent: 'smalltalk' };
        yield { type: 'text', delta: 'You are welcome!' };
        return;
      }
      if (ask && !/draft anyway/i.test(input.message)) {
        const options = [
          { key: 'A', label: 'Commuters' },
          { key: 'B', label: 'Draft anyway with assumptions' },
        ];
        yield { type: 'plan', kind: 'questions', intent: 'draft' };
        yield { type: 'text', delta: '1. Who? 2. Where? 3. When?' };
        const questions = ['Who?', 'Where?', 'When?'].map((question) => ({ question, options }));
        yield { type: 'details', questions };
        return;
      }
      yield { type: 'plan', kind: 'prd', intent: 'draft' };
      yield { type: 'text', delta: draft };
    },
  };
}

const CASE: EvalCase = {
  name: 'mini',
  description: 'A hand-checked PRD',
  input: { message: BRIEF },
  expect: {
    productName: 'Parkly',
    facts: [
      fr('reserve', /reserve/),
      fr('pay per hour', /2\.50/),
      nonGoal('no valet', /valet/),
      conflict('May vs August', /may/, /august/),
      action('Ana', /ana/),
    ],
    forbidden: [chatter('"sounds good"', /sounds good/)],
    requirements: { min: 1, max: 4 },
  },
  followUps: [
    { message: 'thanks!', expect: { intent: 'smalltalk', kind: 'answer', maxChars: 400 } },
  ],
};

describe('the harness end to end', () => {
  it('passes a PRD that carries everything', async () => {
    const result = await runEval(scripted(GOOD), 'offline', [CASE]);
    expect(result.scores[0]?.problems).toEqual([]);
    expect(result.missed).toEqual([]);
  });

  it('fails one that misses the name, a non-goal, a conflict, and turns chatter into a requirement', async () => {
    const bad = GOOD.replace('# Parkly', '# Garage')
      .replace('- Valet parking is out of scope.', '- None.')
      .replace(/### Conflicts and decisions needed\n\n.*\n/, '')
      .replace('### FR-2: Pay by the hour', '### FR-2: Sounds good, pay by the hour')
      .replace('- Reservations per week.', '- 40% more reservations.');
    const result = await runEval(scripted(bad), 'offline', [CASE]);
    const t = result.totals;
    expect(t.productNames).toEqual({ found: 0, total: 1 });
    expect(t.nonGoals).toEqual({ found: 0, total: 1 });
    expect(t.conflicts).toEqual({ found: 0, total: 1 });
    expect(t.facts).toEqual({ found: 3, total: 5 });
    expect(t.chatter).toBe(1);
    expect(t.inventedNumbers).toBe(1);
    expect(result.missed.length).toBeGreaterThanOrEqual(6);
  });

  it('answers clarifying questions with "draft anyway" where the input is thin, not elsewhere', async () => {
    const thin = { ...CASE, expect: { ...CASE.expect, mayAsk: true } };
    const asked = await runEval(scripted(GOOD, true), 'offline', [thin]);
    expect(asked.scores[0]?.problems).toEqual([]);
    const full = await runEval(scripted(GOOD, true), 'offline', [CASE]);
    expect(full.scores[0]?.problems).toEqual([
      'asked clarifying questions although the input needs none',
    ]);
    expect(full.missed).toEqual(['shape: mini']);
  });
});
