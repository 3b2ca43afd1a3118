import { describe, expect, it } from 'vitest';
import { draft, frs, section } from '../write/draft-test-helpers.js';

// A director's reply over the proposal it settles (oldest message last, as mail clients paste).
const THREAD = `From: Ines Varga <ines@harbourhire.example>
Date: Mon, 3 Mar 2025 08:10
Subject: Re: Dockcheck proposal

Read through the thread below over the weekend. A few calls:

- 6 photos per boat at hand-over, not 10.
- Please drop the automatic hull scoring from v1.

I want it live at both marinas by the end of May.

Ines

> From: Owen Pike
> Date: Fri, 28 Feb 2025 16:40
> Subject: Dockcheck proposal
>
> Proposal for Dockcheck, the tablet app our dock staff use at hand-over.
> Staff take 10 photos of each boat from fixed points.
> Automatic hull scoring rates the damage on every photo.
> Renters sign on the tablet.
> Success would be damage disputes down by half in the first season.`;

describe('a decision email over the proposal it settles', () => {
  const prd = draft(THREAD);
  const statements = frs(prd)
    .map((r) => r.statement)
    .join('\n');

  it('takes out what the reply drops and lists it as a non-goal', () => {
    expect(section(prd, 'Non-goals')).toMatch(/hull scoring/i);
    expect(statements).not.toMatch(/hull scoring/i);
  });

  it('replaces the value the reply rejects ("6 photos …, not 10")', () => {
    expect(statements).toMatch(/6 photos/);
    expect(statements).not.toMatch(/\b10 photos/);
  });

  it('keeps instructions to the reader out of the requirements', () => {
    expect(statements).not.toMatch(/Read through|weekend/);
  });

  it('reads "want it live … by the end of May" as the plan and "success would be" as a goal', () => {
    expect(statements).not.toMatch(/live at both marinas/);
    expect(section(prd, 'Milestones')).toMatch(/end of May/);
    expect(section(prd, 'Problem and goals')).toMatch(/down by half/);
  });
});

describe('rejections and launch dates in a brief', () => {
  it('does not read "Remove the paper form from the process" as a rejected feature', () => {
    const prd = draft(`Formless is the intake app for the Hill Street clinic.
Remove the paper form from the check-in process.
Patients fill in their details on their own phone.`);
    expect(section(prd, 'Non-goals')).not.toMatch(/paper form/);
  });

  it('reads "Launch before the autumn term, ideally 1 September" as the plan', () => {
    const prd = draft(`Formless is the intake app for the Hill Street clinic.
Patients fill in their details on their own phone.
Launch before the autumn term, ideally 1 September.`);
    expect(section(prd, 'Milestones')).toMatch(/1 September/);
    expect(
      frs(prd)
        .map((r) => r.statement)
        .join('\n'),
    ).not.toMatch(/Launch before/);
  });
});
