import { describe, expect, it } from 'vitest';
import { draft, frs, section, title } from '../write/draft-test-helpers.js';

// An auto-transcript with time stamps: a false start, crosstalk, apologies, a vague need, a
// person asked to do something, and the decisions said as short phrases.
const CALL = `Library van – planning call (auto-transcript)
[00:00:03] Mia Kerr: Can everyone hear me?
[00:00:07] Tom Reyes: Yes. Go.
[00:00:10] Mia Kerr: So the van app. Borrowers reserve books online and collect them at the van stop.
[00:00:21] Tom Reyes: [crosstalk] — sorry, go on.
[00:00:24] Mia Kerr: Up to eight books per borrower.
[00:00:30] Tom Reyes: Is that with the stop timetable on the home page? We need that or people miss the van.
[00:00:36] Mia Kerr: Stop timetable on the home page, definitely.
[00:00:44] Tom Reyes: Can we — [crosstalk] — sorry, the drivers need a pick list before each route.
[00:00:52] Mia Kerr: Printable pick list per van per day.
[00:01:05] Tom Reyes: No idea how late returns work, I'll ask the branch.
[00:01:10] Mia Kerr: Thanks Tom, can you get the late-return policy from the branch by Friday?`;

describe('a meeting transcript', () => {
  const prd = draft(CALL);
  const statements = frs(prd).map((r) => r.statement);

  it('keeps apologies, vague needs and not-knowing out of the requirements', () => {
    const all = statements.join('\n');
    expect(all).not.toMatch(/sorry|go on|We need that|No idea/i);
  });

  it('reads what someone says after a false start', () => {
    expect(statements).toContain('The drivers need a pick list before each route.');
  });

  it('takes the decisions said as short phrases, without the "definitely"', () => {
    expect(statements).toContain('Up to eight books per borrower.');
    expect(statements).toContain('Stop timetable on the home page.');
    expect(statements).toContain('Printable pick list per van per day.');
  });

  it('does not take the call topic\'s first word ("Library van – planning call") as the name', () => {
    expect(title(prd)).not.toBe('Library');
  });

  it('lists a task handed to a named person as an action item', () => {
    expect(prd).toMatch(
      /### Action items\n\n- \[ \] .*late-return policy from the branch by Friday/,
    );
  });
});

// A chat export: a feature asked about and answered, then a value the team settles later.
const CHAT = `#shop-floor
Ana Ruiz  09:02
kicking off the label printer thing, working name Tagline
Ben Okafor  09:05
bulk printing? one job, many labels at once
Ana Ruiz  09:06
yes, up to 50 labels per job
Ben Okafor  09:20
50 jams the small printers
Ana Ruiz  09:41
talked to the store leads, we'll cap it at 20 labels per job
Ben Okafor  09:44
Unsure about the returns desk. @Ana can you ask the returns lead by Friday?`;

describe('a chat export', () => {
  const prd = draft(CHAT);
  const statements = frs(prd).map((r) => r.statement);

  it('makes the feature a yes answers into a requirement, named by the question', () => {
    // Superseded later (below), it is listed beside the decision that replaced it.
    expect(prd).toContain('"Bulk printing: up to 50 labels per job"');
    expect(prd).not.toMatch(/^- .*Bulk printing\?/m);
  });

  it('reads "we\'ll cap it at 20" as the team\'s decision and lets it supersede the 50', () => {
    expect(statements).toContain("We'll cap it at 20 labels per job.");
    expect(prd).toMatch(/50 labels vs 20 labels[^\n]*later statement supersedes/);
  });

  it('lists the question handed to @Ana as an action item', () => {
    expect(prd).toMatch(/### Action items\n\n- \[ \] .*returns lead by Friday/);
  });
});

describe('the name of a product in a chat', () => {
  it('comes from "calling it X for now", not from the greeting on the first line', () => {
    const prd = draft(`Morning all 👋
Ana Ruiz  09:02
kicking off the label printer thing. Calling it Tagline for now, better names welcome
Ben Okafor  09:05
bulk printing? one job, many labels at once
Ana Ruiz  09:06
yes, up to 50 labels per job`);
    expect(title(prd)).toBe('Tagline');
  });

  it('comes from "la vamos a llamar X" in Spanish', () => {
    const prd = draft(
      'Hola equipo. La app la vamos a llamar Ritmo, ¿os gusta? Las alumnas reservan su plaza desde el móvil. Hay que poder cancelar hasta 3 horas antes.',
    );
    expect(prd.split('\n')[0]).toMatch(/^# Ritmo:/);
  });
});

describe('what a call settles in passing', () => {
  const prd = draft(`Harbour open day – planning call (auto-transcript)
00:00:05 Mia Kerr
The basic idea: visitors pick a boat on the harbour map and book a tour slot there.
00:00:20 Tom Reyes
Let's say two-hour slots for now.
00:00:31 Mia Kerr
The welcome pack goes out by email a week before the open day, automatically.
00:00:45 Tom Reyes
Bookings open 3 May, the open day is 14 June.
00:01:02 Mia Kerr
Going back to slots – two hours is too long for the small boats.
00:01:10 Tom Reyes
Let's change that: slots are one hour max, not two.`);
  const statements = frs(prd)
    .map((r) => r.statement)
    .join('\n');

  it('takes "The basic idea:" as the core of the product', () => {
    expect(statements).toMatch(/visitors pick a boat on the harbour map/i);
  });

  it('reads what the product sends as a requirement, and "Let\'s change that:" as a decision', () => {
    expect(statements).toMatch(/welcome pack goes out by email/);
    expect(statements).toMatch(/one hour max/);
  });

  it('puts the dates the call names in the plan', () => {
    expect(section(prd, 'Milestones')).toMatch(/3 May/);
  });
});

describe('exclamations and words to someone at the end of a call', () => {
  it('are no settled decisions', () => {
    const prd = draft(`Harbour open day – planning call (auto-transcript)
00:00:05 Mia Kerr
The basic idea: visitors pick a boat on the harbour map and book a tour slot there.
00:00:20 Tom Reyes
Oh god, the life jackets.
00:00:31 Mia Kerr
Printable tour list per boat per day.
00:00:38 Tom Reyes
Text reminder the evening before the booking, yes.
00:00:45 Tom Reyes
Alright, that's it. Dev, good luck with the move.`);
    const statements = frs(prd)
      .map((r) => r.statement)
      .join('\n');
    expect(statements).toMatch(/Printable tour list per boat per day/);
    // "evening", "booking": nouns, not verbs in -ing.
    expect(statements).toMatch(/Text reminder the evening before the booking\./);
    expect(statements).not.toMatch(/life jackets|good luck/);
  });
});
