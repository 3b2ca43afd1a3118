import { describe, expect, it } from 'vitest';
import { draft, section } from '../write/draft-test-helpers.js';

const BRIEF = `Storyowl is reading practice for children on the school's shared iPads.
The child's voice never leaves the iPad. Children never need a login.
Recordings are never stored. The app never uploads audio to a cloud service.
When a child is stuck on a word for more than 3 seconds, the app says the word.
Teachers should see the words each child stumbled on.`;

describe('negative statements', () => {
  const prd = draft(BRIEF);

  it('keep the verb in its base form after "never" and read as English', () => {
    expect(prd).not.toMatch(/\bnots\b|does not leaves|do not needs|are does not|never does not/);
    expect(prd).toContain('**then** children do not need a login');
    expect(prd).toContain('**then** the app does not upload audio to a cloud service');
  });

  it('are titled by what they forbid', () => {
    expect(prd).toMatch(
      /### (?:FR|NFR)-\d+: Child's voice never leaves the iPad|NFR-\d+\*\* P0 \(Must\): The child's voice never leaves the iPad/,
    );
  });

  it('that keep data on the device are privacy requirements, not features', () => {
    const nfr = section(prd, 'Non-functional requirements');
    expect(nfr).toContain("The child's voice never leaves the iPad.");
    expect(nfr).toContain('Recordings are never stored.');
  });
});

describe('success metrics', () => {
  it('come from what is measured, not from a rule’s value or an age range', () => {
    const metrics = section(draft(BRIEF), 'Success metrics');
    expect(metrics).not.toContain('3 seconds');
    expect(metrics).not.toMatch(/\bto 8\b/);
    const measured = section(
      draft(
        `${BRIEF}\nGoal: cut reading-log paperwork from 20 minutes to 5 minutes a week per teacher.`,
      ),
      'Success metrics',
    );
    expect(measured).toMatch(/5 minutes/);
  });
});
