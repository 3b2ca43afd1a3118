import type { EvalCase } from '../types.js';
import {
  fr,
  inSection,
  nonGoal,
  notRequired,
  openQuestion,
  persona,
  req,
  risk,
} from './helpers.js';

const BRIEF = `# Borrowbox – product brief

Owner: Hana Lindqvist, programme lead, Oakfield Library of Things
Status: draft for the steering group, v3

## Background

Oakfield Library of Things lends tools, camping gear, sewing machines and kitchen appliances to residents for free. We started in 2019 with one shelf in the Eastgate community centre; today we run 4 branches with about 1,800 items and 2,600 registered members. Everything is run by volunteers, and everything still runs on a shared spreadsheet, a paper sign-out book at each branch and a lot of goodwill.

The spreadsheet has reached its limits. Members cannot see what is available without walking in or messaging us on Facebook. Volunteers spend the first half hour of every shift reconciling the paper book with the spreadsheet. Items go missing because nobody notices a loan is overdue until someone else asks for the drill. Last year we recorded 212 late returns and 37 items we never got back.

Borrowbox is the member app and the volunteer back office that replace the spreadsheet and the sign-out book.

## Who we are building for

**Members (borrowers).** Mostly residents of Oakfield between 25 and 70. Many rent, few own a car, most have a smartphone but not all are comfortable with apps. A typical member borrows something two or three times a year: a carpet cleaner before moving out, a tent for a festival, a pasta machine for a birthday. They want to know whether the thing is there before they take the bus, and they want a reminder before it is due back. Around 15% of members prefer not to use a smartphone at all and come to the desk.

**Desk volunteers.** About 60 active volunteers, from students to retirees, each doing a shift of three hours once or twice a month. They check items out and in, look at the condition, and answer questions. They are not technical and change every week, so the desk screen has to be obvious without training. A checkout at the desk should take less than one minute.

**The branch coordinator.** One per branch, part-time paid role. Coordinators add new items, retire broken ones, chase overdue loans, and report numbers to the council, which funds a third of our budget. Today a coordinator spends roughly a day a month building the council report by hand.

## What Borrowbox needs to do

Members search the catalogue by name or category and see, per branch, whether an item is available now and when it is due back if it is out. A member can reserve an available item for pickup within 48 hours; after that the reservation lapses and the item is released. Each member may have at most 5 items on loan at once.

The standard loan period is 7 days. A member can extend a loan once, by another 7 days, unless someone else has reserved the item. Two days before the due date, the member gets a reminder by email, or by SMS if they asked for it; on the due date they get a second one.

At the desk, a volunteer scans the member card and the item's barcode to check it out or in. On return, the volunteer records the condition (fine, needs cleaning, needs repair, broken) and can add a photo. Items marked needs repair or broken go to the coordinator's repair list and disappear from the catalogue until fixed.

Coordinators manage the catalogue: add an item with photos, category, branch and safety notes; move items between branches; retire items. Coordinators see overdue loans sorted by how late they are and can send a personal message from the app. Every quarter, a coordinator exports the council report: number of loans, active members, new members and the estimated money saved by members (the item's replacement value per loan), per branch, as a PDF and a CSV.

Some items need an induction before first use, such as the tile cutter and the pressure washer. A coordinator marks these items, and the app will not check them out to a member whose induction is not recorded.

## Goals

- Cut desk checkout time to under 1 minute (today about 4 minutes with the paper book).
- Halve late returns within 12 months of launch (from 212 a year to under 106).
- 70% of loans reserved in the app, not at the desk, by the end of the first year.
- The council report takes a coordinator less than an hour.

## Not in scope for the first release

- No late fees or deposits. We are a free service and want to stay that way.
- No delivery of items; members collect and return at a branch.
- No native iOS or Android app in the first release: a mobile-friendly web app is enough.

## Constraints

The budget for the first year is £18,000, from a community fund grant. We have to launch before the autumn season: the target is 1 September. Member data stays in the UK. The app has to meet WCAG 2.1 AA, since several of our members have low vision.

## Risks

- Volunteer adoption: if the desk screen is slower than the paper book on a busy Saturday, volunteers will go back to paper.
- Data migration: the spreadsheet has duplicates and free-text categories that need cleaning before import.

## Open questions

- Do we need member ID checks (proof of address) at registration, or is an email address enough?
- Should the reminder text message cost be covered by the grant or by the branches?`;

export const longBrief: EvalCase = {
  name: 'long-brief',
  description: 'A ~1,100-word brief with three personas, goals, non-goals, constraints, risks.',
  input: { message: BRIEF },
  expect: {
    productName: 'Borrowbox',
    facts: [
      persona('members who borrow', /member|borrower/),
      persona('desk volunteers', /volunteer/),
      persona('branch coordinators', /coordinator/),
      fr('catalogue search with availability per branch', /search|catalogue|catalog/, /availab/),
      fr('reserve for pickup within 48 hours', /reserv/, /\b48\b/),
      req('at most 5 items on loan', /\b5\b|five/, /item|loan/),
      fr('7-day loan, one extension', /\b7\b|seven/, /extend|extension/),
      fr('reminder two days before the due date', /remind/, /2 days|two days/),
      fr('desk check-out by scanning card and barcode', /scan|barcode/),
      fr('condition recorded on return', /condition/),
      fr('quarterly council report as PDF and CSV', /council|report/, /csv/),
      fr('induction required before first use', /induction/),
      inSection(
        ['Problem and goals', 'Success metrics'],
        'checkout under 1 minute',
        /1 minute|one minute/,
      ),
      inSection(
        ['Problem and goals', 'Success metrics'],
        'halve late returns',
        /late return/,
        /106|half|halve|50 ?%/,
      ),
      nonGoal('no late fees or deposits', /late fee|deposit/),
      nonGoal('no delivery', /deliver/),
      nonGoal('no native app in the first release', /native|ios|android/),
      req('WCAG 2.1 AA', /wcag/),
      inSection('Milestones', 'launch by 1 September', /1 september|september 1/),
      req('member data stays in the UK', /uk\b|united kingdom/),
      risk('volunteer adoption', /volunteer/, /paper|adopt/),
      risk('spreadsheet migration', /migrat|spreadsheet|duplicate/),
      openQuestion('ID checks at registration', /proof of address|id check/),
    ],
    forbidden: [
      notRequired('late fees or deposits', /(?<!(?:no|not|without) )(late fees?|deposit)/),
      notRequired('delivery', /(?<!(?:no|not) )deliver/),
    ],
    requirements: { min: 6, max: 20 },
  },
};
