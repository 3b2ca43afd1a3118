import { describe, expect, it } from 'vitest';
import { draft, frs, section, title } from './draft-test-helpers.js';

// A school-office chat as people write one: a speaker on the first line, the way things are done
// today, a thread opened in passing, a "No," about something else, a role named with "of", a
// records system named after people, and a risk on the line under an unfinished one.
const CHAT = `Maria: We need a tool for the school office to book exam rooms.
Tom: Today Maria builds the timetable by hand in Excel every term.
Maria: Starting a thread for the invigilator rota too.
Tom: Teachers must be able to see which room is free for each period.
Maria: The head of year can approve a booking. Parents should get an email when an exam moves.
Tom: The system must pull class lists from the student records system.
Maria: No, parents don't get access to the booking screen.
Tom: Risk: the room data in the student records system is often out of date and we may have to clean it up
Risk: invigilators may not read email.`;

describe('a chat read as a chat', () => {
  const prd = draft(CHAT);
  const statements = frs(prd).map((f) => f.statement);

  it('never takes the first speaker for the product', () => {
    expect(title(prd)).not.toBe('Maria');
  });

  it('keeps how things are done today and a thread opened in passing out of the requirements', () => {
    expect(statements.join('\n')).not.toMatch(/builds the timetable|Starting a thread/);
  });

  it('reads a "No," about another topic as a statement of its own, rejecting nothing', () => {
    expect(statements).toContain(
      'The system must pull class lists from the student records system.',
    );
    expect(statements).toContain("Parents don't get access to the booking screen.");
    expect(section(prd, 'Non-goals')).not.toMatch(/class lists|rejected/);
  });

  it('reads a role named with "of" as a person who can do something', () => {
    expect(section(prd, 'Personas and user stories')).toMatch(/### Heads of year/);
    expect(statements.join('\n')).toMatch(/head of year can approve a booking/i);
  });

  it('does not make people of a records system into a persona', () => {
    expect(section(prd, 'Personas and user stories')).not.toMatch(/### Students/);
  });

  it('does not join a labelled line to the unfinished line above it', () => {
    const risks = section(prd, 'Risks');
    expect(risks).toMatch(/^- Invigilators may not read email\./m);
    expect(risks).not.toMatch(/clean it up Risk/);
  });
});

describe('a "No," that answers a question asked a statement earlier', () => {
  it('rejects the feature the question asked for', () => {
    const prd = draft(`Tomasz Nowicki, Mon 11:15
Can it also do the exam timetable itself? Would save me a step.

Rhiannon Price, Mon 11:17
No, the timetable stays in the student records system, Invigo only reads it.

Tomasz Nowicki, Mon 11:20
Invigilators must confirm each shift in Invigo.

Rhiannon Price, Mon 11:21
Agreed, and they must see the room for each shift.`);
    expect(section(prd, 'Non-goals')).toMatch(
      /^- The exam timetable \(rejected by Rhiannon Price\)/m,
    );
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/exam timetable/);
  });

  it('still rejects the proposal it answers when it points back at it', () => {
    const prd = draft(`Ana: We could add a leaderboard for the fastest pickers.
Ben: No, that would push people to rush and make mistakes.
Ana: Pickers must scan every item before it goes in the trolley.
Ben: Agreed.`);
    expect(section(prd, 'Non-goals')).toMatch(/leaderboard/);
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).not.toMatch(/leaderboard/);
  });
});

describe('an emailed brief with a wrapping note', () => {
  const prd = draft(`Hi all,

Following up on Monday's call about the community fridge network. Quick summary so we can get a PRD going.

Background: 12 volunteer fridge hosts keep fridges outside their shops. Donations are logged on paper by Kemal, who keeps them in a binder.

What we want:
- Hosts log each donation on their phone; Kemal reviews the log in the same system
- Collectors see the fridges near them and claim a pickup
- Collectors record the weight after each pickup so we can report to the council
- A reminder to the host the evening before a pickup

Not doing: payments of any kind.`);
  const statements = frs(prd).map((f) => f.statement);

  it('names the product from the brief, not from a section label or "the same system"', () => {
    expect(title(prd)).not.toMatch(/^(?:Background|Same system|Quick summary|Following up)/i);
  });

  it('keeps the note about the call out of the summary and the requirements', () => {
    expect(section(prd, 'TL;DR')).not.toMatch(/Following up|Quick summary/);
    expect(statements.join('\n')).not.toMatch(/Following up|Quick summary/);
  });

  it('tells a role once, and writes its stories from what it does', () => {
    const people = section(prd, 'Personas and user stories');
    expect(people).not.toMatch(/### Volunteers\n/);
    expect(people).toMatch(
      /As a collector, I want to see the fridges near me and claim a pickup\./,
    );
  });

  it('keeps a name in criteria, conjugates both verbs and ends a condition before its purpose', () => {
    const criteria = frs(prd)
      .map((f) => f.criteria)
      .join('\n');
    expect(criteria).not.toMatch(/\bkemal\b/);
    expect(criteria).toMatch(/sees the fridges near them and claims a pickup/);
    expect(criteria).not.toMatch(/when each pickup so we/);
  });
});

describe('people named by "of", and records named after people', () => {
  it('reads "the head of year" as a role and "the patient records system" as a thing', () => {
    const prd = draft(`Clinic rota tool.
The head of department can approve a swap.
Nurses must see their shifts for the next four weeks.
Shifts are imported from the patient records system every night.`);
    const people = section(prd, 'Personas and user stories');
    expect(people).toMatch(/### Heads of department/);
    expect(people).not.toMatch(/### Patients/);
  });
});

describe('a recorded call with timestamps', () => {
  const prd = draft(`Can you turn this call into a PRD?

00:00:04 Priya Shah: OK, we're recording. This is about the community hall booking thing.
00:00:12 Tom Ellis: Right now people phone Maureen and she writes bookings in a diary.
00:00:30 Priya Shah: So the tool: groups book a hall slot online, and they can see which slots are free.
00:00:52 Tom Ellis: Do we want card payments in there? The hall is £12 an hour.
00:01:01 Priya Shah: Not for the first version, groups keep paying by invoice.
00:01:15 Tom Ellis: Caretakers need to block a slot for repairs from their phone.
00:01:30 Priya Shah: Yes. And we can't show a group's phone number to other groups, obviously.
00:01:44 Tom Ellis: The trustees want it live before the summer fair in June.
00:01:58 Priya Shah: Sorry, my dog is barking, one sec.`);
  const statements = frs(prd)
    .map((f) => f.statement)
    .join('\n');

  it('takes neither a first name nor a time for the product, and names the thing it is about', () => {
    expect(title(prd)).toBe('Community hall booking');
  });

  it('reads "Not for the first version" as the answer to the question before it', () => {
    const nonGoals = section(prd, 'Non-goals');
    expect(nonGoals).toMatch(/^- Card payments \(rejected by Priya Shah\)/m);
    expect(statements).not.toMatch(/card payments/i);
  });

  it('drops the talk after a rule and keeps a wish about the date out of the requirements', () => {
    expect(statements).toMatch(/^We can't show a group's phone number to other groups\.$/m);
    expect(statements).not.toMatch(/trustees/i);
    expect(section(prd, 'Milestones')).toMatch(/before the summer fair in June/);
  });
});

describe('the product named in a support chat', () => {
  it('is the brand a web address writes in lower case, and "X Support" is no person', () => {
    const prd = draft(`Intercom · Conversation #4411 · Tidely Support
Visitor  10:02
hi, how do I change my delivery day? the help page at help.tidely.com/days says Settings but I can't see it

Agent (Sam)  10:05
Sorry! Tidely can't do that in the app yet, I've moved it for you.

---
PRD for the fix: Tidely customers change their delivery day themselves in the app, up to 48 hours before. Sam's "Tuesday noon" cut-off is out of date. Tidely sends an email confirmation.`);
    expect(title(prd)).toBe('Tidely');
  });
});

describe('a voice memo in one long sentence', () => {
  const prd = draft(`Voice memo, transcribed
right so this is me on the train um the app is called Tidepool, basically parents sign up their kids for swim lessons on the app, each lesson has a pool and a time and a max of 8 kids, um and parents need to tick the medical form before the first lesson, and then on the day the teacher checks kids in on a tablet, no paper registers, oh and we're not doing payments in the app, the leisure centre takes those at the desk, timeline I'd like to pilot it at the Hartley pool in June, and I need to ask Priya whether the tablets can go in the changing rooms, right I'm off the train, bye`);
  const statements = frs(prd)
    .map((f) => f.statement)
    .join('\n');

  it('reads each thought of the run-on sentence on its own', () => {
    expect(statements).toMatch(/parents (?:can )?sign up their kids for swim lessons on the app/i);
    expect(statements).toMatch(/tick the medical form before the first lesson/);
    expect(section(prd, 'Non-goals')).toMatch(/not doing payments in the app/);
  });

  it('puts a spoken timeline under Milestones and a task of the speaker under actions', () => {
    expect(section(prd, 'Milestones')).toMatch(/pilot it at the Hartley pool in June/);
    expect(statements).not.toMatch(/ask Priya|pilot it/);
  });
});

describe('a ticket pasted whole', () => {
  const prd = draft(`OPS-418  Online renewal of parking permits for residents
Type: Story   Priority: High   Status: To Do

Acceptance criteria
- Residents can renew their permit online with their permit number
- The renewal link expires after 14 days
- After 3 failed card payments the renewal is held for review

Comments
Sam Reid · 2 Mar 2026 09:10
Do we support residents without a bank card? About 10% of renewals are paid in cash.`);

  it('takes its summary for the working title', () => {
    expect(title(prd)).toBe('Online renewal of parking permits');
  });

  it('reads "The renewal link expires after 14 days" as a sentence, not a list label', () => {
    expect(frs(prd).map((f) => f.statement)).toContain('The renewal link expires after 14 days.');
  });

  it('takes no goal from a share of people today', () => {
    expect(section(prd, 'Problem and goals')).not.toMatch(/G1:.*10%/);
  });
});

describe('a chat written in lower case', () => {
  const prd = draft(`#proj-racks
Nina Okafor  9:14 AM
morning! kicking off the bike rack thing for the office. idea: staff reserve a rack space in the app for the day, unlock it with their badge
Leo Grant  9:20 AM
can they keep a space overnight?
Nina Okafor  9:21 AM
no overnight, spaces free up at 8pm and bikes left go to the facilities room
Leo Grant  9:25 AM
can facilities open any rack?
Nina Okafor  9:26 AM
yes, facilities staff can open any rack from the admin page, and every override is logged
Leo Grant  9:30 AM
who pays for the locks?
Nina Okafor  9:31 AM
no idea, I'll ask finance`);

  it('starts a sentence after "!" or before a label, whatever its case', () => {
    expect(
      frs(prd)
        .map((f) => f.statement)
        .join('\n'),
    ).toMatch(/^Staff reserve a rack space in the app for the day, unlock it with their badge\.$/m);
  });

  it('leaves a question answered in the chat out of the open questions, not one nobody knew', () => {
    const open = section(prd, 'Open questions');
    expect(open).not.toMatch(/open any rack|keep a space overnight/);
    expect(open).toMatch(/who pays for the locks/i);
  });
});
