import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Pawpost – reminders for Hollybank Vets

Hollybank has three branches (Ilkley, Otley and Skipton) and about 9,000 registered pets. Around 1 in 10 appointments is a no-show, and boosters get missed because owners simply forget. Today reception phones the next day's appointments by hand every afternoon, which takes about two hours per branch and still misses people who are at work. When a booster lapses the pet has to restart the whole vaccination course, which owners hate paying for and which is how most of our complaints start.

Appointments and owners' contact details live in the practice management system (VetCentral). Pawpost reads them from there; it does not become a second booking system, and reception keeps booking as they do now.

What it does:
1. Owners get a reminder 24 hours before every appointment, by email and app push, with buttons to confirm or cancel.
2. Vaccination reminders go out 4 weeks before a pet's booster is due, with a link to book.
3. Owners who don't use the app get the same reminders by SMS.
4. Each morning reception sees a list of the day's unconfirmed appointments, to phone those owners.
5. A cancelled appointment goes straight back into online booking.

Not in scope: taking payments, video consultations.

Goal: no-shows down from 1 in 10 to 1 in 20 within six months.

Owners are mostly local and a lot of them are older, so the messages have to be short and plain, with the pet's name, the branch and the time up front. Clinical notes never go in a reminder.`;

const VALUES = BODY.filter((s) => s !== 'Title' && s !== 'Open questions');

/** A value changed, a requirement removed, a question about FR-1, stricter non-goals. */
export const moreConvReminders: EvalCase = {
  name: 'dev-more-conv-reminders',
  description:
    'A vet-clinic reminders brief, then: the reminder moved from 24 to 48 hours, the SMS requirement removed, "what does FR-1 cover?", stricter non-goals.',
  input: { message: BRIEF },
  expect: {
    productName: 'Pawpost',
    facts: [
      fr('appointment reminder 24 hours before, by email and push', /remind/, /\b24 ?(h|hours)\b/),
      fr('confirm or cancel from the reminder', /confirm/, /cancel/),
      fr('vaccination reminder 4 weeks before the booster', /booster|vaccin/, /\b(4|four) weeks\b/),
      fr('reminders by SMS for owners without the app', /\bsms\b/),
      fr(
        'reception sees the day’s unconfirmed appointments each morning',
        /reception/,
        /unconfirmed/,
      ),
      fr('a cancelled appointment goes back into online booking', /online booking/),
      req('clinical notes never go in a reminder', /clinical notes/),
      inSection(
        ['Technical considerations', 'Functional requirements', 'Non-functional requirements'],
        'appointments and contact details read from VetCentral',
        /vetcentral/,
      ),
      nonGoal('no taking payments', /payment/),
      nonGoal('no video consultations', /video/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'no-shows down to 1 in 20',
        /\b1 in 20\b|\b5 ?%/,
      ),
      persona('owners', /owner/),
      persona('reception', /reception/),
    ],
    requirements: { min: 4, max: 7 },
  },
  followUps: [
    {
      message: 'change the reminder to 48 hours instead of 24',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Pawpost',
        facts: [
          fr('appointment reminder 48 hours before', /remind/, /\b48 ?(h|hours)\b/),
          fr('the vaccination reminder stays at 4 weeks', /booster|vaccin/, /\b(4|four) weeks\b/),
        ],
        forbidden: [notIn(VALUES, 'the old 24-hour reminder', /\b24 ?(h|hours)\b/, 'stale')],
        changes: [/\b48\b/],
      },
    },
    {
      message: 'remove the SMS requirement',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          fr('the 48-hour reminder stays', /remind/, /\b48 ?(h|hours)\b/),
          fr('the reception list stays', /reception/, /unconfirmed/),
        ],
        forbidden: [
          notIn(
            ['Functional requirements', 'Non-functional requirements'],
            'SMS still required',
            /\bsms\b/,
            'stale',
          ),
        ],
        changes: [/sms/i],
      },
    },
    {
      message: 'what does FR-1 cover?',
      expect: {
        intent: 'question',
        kind: 'answer',
        citesRequirement: true,
        mentions: [/remind/, /\b48\b/],
        maxChars: 1_500,
      },
    },
    {
      message: 'make the non-goals stricter',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('payments still excluded', /payment/),
          nonGoal('video consultations still excluded', /video/),
          fr('the 48-hour reminder survives', /remind/, /\b48 ?(h|hours)\b/),
        ],
        forbidden: [
          notRequired('payments', /(?<!no )(take|taking|takes) payments?|pay online/),
          notRequired('video consultations', /(?<!no )video consultation/),
          notIn(
            ['Functional requirements', 'Non-functional requirements'],
            'SMS back in',
            /\bsms\b/,
            'stale',
          ),
        ],
        changes: [/non-goal/i],
      },
    },
  ],
};
