import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts.js';

const facts = (brief: string) => extractFacts(brief, []);
const reqs = (brief: string) =>
  facts(brief)
    .requirements.map((r) => r.text)
    .join('\n');

describe('what people do, said without a modal', () => {
  it('after a topic label ("Booking: the customer picks …")', () => {
    const text = reqs(
      'Paddlebox\n\nBooking: the customer picks a boat and a time slot in the app and pays up front.',
    );
    expect(text).toMatch(/customer picks a boat and a time slot/);
  });

  it('a desk or a person named in two words ("the transport office sees …")', () => {
    const text = reqs(
      'Vanwatch\n\nDrivers log each stop on the tablet. The transport office sees every van on one screen.',
    );
    expect(text).toMatch(/transport office sees every van/);
  });

  it('"they" after a sentence about people is those people', () => {
    const text = reqs(
      'Shiftly\n\nVolunteers sign up online for a shift. They can swap a shift with another volunteer.',
    );
    expect(text).toMatch(/Volunteers can swap a shift/);
    expect(text).not.toMatch(/^They\b/m);
  });

  it('staff, and anyone who can', () => {
    const text = reqs(
      'Laundry app\n\nStaff tag the children in each photo. Anyone can report a broken machine from the app.',
    );
    expect(text).toMatch(/Staff (?:can )?tag the children/);
    expect(text).toMatch(/Anyone can report a broken machine/);
  });

  it('not what people do today, nor a description of a typical person', () => {
    const text = reqs(
      'Toolshed\n\nMembers reserve a tool for 2 days. Volunteers currently phone every member. A typical member borrows something four times a year.',
    );
    expect(text).toMatch(/reserve a tool/);
    expect(text).not.toMatch(/phone every member|typical member/);
  });
});

describe('a request with its topic as a label', () => {
  it('"PRD for the self-service fix: customers skip …" is what follows the label', () => {
    const text = reqs(
      'PRD for the self-service fix: Forkful customers skip or unskip any of their next 4 delivery weeks themselves, in the app.',
    );
    expect(text).toMatch(/^Forkful customers (?:can )?skip or unskip/m);
    expect(text).not.toMatch(/PRD for/);
  });
});

describe('scope said in a chat', () => {
  it('"nothing for X in v1" and "No, X stays in Y" are exclusions', () => {
    const f = facts(
      [
        'Rhiannon Price, Mon 10:51',
        'Invigilators accept or decline each shift in Invigo.',
        '',
        'Tomasz Nowicki, Mon 11:15',
        'Can it also do the exam timetable itself?',
        '',
        'Rhiannon Price, Mon 11:17',
        'No, the timetable stays in the student records system, Invigo only reads it. And nothing for the students sitting exams in v1, this is staff only.',
      ].join('\n'),
    );
    const nonGoals = f.nonGoals.map((s) => s.text).join('\n');
    expect(nonGoals).toMatch(/timetable stays in the student records system/);
    expect(nonGoals).toMatch(/nothing for the students sitting exams/i);
    expect(f.requirements.map((r) => r.text).join('\n')).not.toMatch(/timetable|students sitting/);
  });
});

describe('availability', () => {
  it("people's availability is a feature, the service's availability a reliability target", () => {
    const f = facts(
      'Invigo\n\n- Invigilators set their availability for the exam period\n- 99.9% availability during exam weeks',
    );
    const nfr = f.nfr.map((n) => `${n.category}: ${n.sentence.text}`).join('\n');
    expect(f.requirements.map((r) => r.text).join('\n')).toMatch(/set their availability/);
    expect(nfr).not.toMatch(/set their availability/);
    expect(nfr).toMatch(/reliability: 99\.9% availability/i);
  });
});
