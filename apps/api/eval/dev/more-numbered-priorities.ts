import { fr, inSection, nonGoal, notIn, notRequired, persona, req } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A numbered brief whose items end with their priority in brackets: "(must)", "(should)",
// "(nice to have)"; exclusions in one "Not doing:" sentence, a target and a launch date after.
const BRIEF = `Inkslot – bookings for Black Lantern Tattoo (Bristol)

Four artists, books open once a month, and right now everything goes through Instagram DMs, which is chaos. About 15% of booked clients don't turn up, and the artists spend their evenings answering DMs instead of drawing.

What Inkslot needs to do:
1. Clients send a booking request: pick an artist, describe the idea, placement and rough size, and attach up to 5 reference images (must)
2. Artists accept or decline each request within 7 days; a declined request gets a polite template reply (must)
3. Once accepted, the client pays a £50 deposit to confirm the slot, which comes off the final price (must)
4. The deposit is non-refundable if the client cancels or moves the appointment less than 72 hours before (must)
5. Clients fill in the consent and medical form online before the day and confirm they are 18 or over (must)
6. Reminder email 2 days before the appointment, with the aftercare kit list (should)
7. Artists set the days they work and their books-open dates (must)
8. Waitlist: when someone cancels, the next person on that artist's waitlist is offered the slot (nice to have)
9. Aftercare instructions sent automatically the morning after (nice to have)
10. Gift vouchers (nice to have)

The studio manager (Kez) also needs to see every artist's week on one screen.

Not doing: walk-ins (they stay first come, first served on the day), selling prints or merch, and taking payment for the tattoo itself, which is still cash or card in the studio.

Target: no-shows down from 15% to under 5% in the first six months.
Launch before the March books open, ideally 1 March.`;

const MUST = /\bp0\b|\bmust\b/;
const SHOULD = /\bp1\b|\bshould\b/;
const COULD = /\bp2\b|\bcould\b|nice to have/;

export const moreNumberedPriorities: EvalCase = {
  name: 'dev-more-numbered-priorities',
  description:
    'A tattoo-studio brief as a numbered list whose items end with "(must)", "(should)" or "(nice to have)"; exclusions in one sentence.',
  input: { message: BRIEF },
  expect: {
    productName: 'Inkslot',
    notProductName: ['Black Lantern Tattoo'],
    facts: [
      fr('booking request with up to 5 reference images, must', /reference/, /\b(5|five)\b/, MUST),
      fr('artists accept or decline within 7 days, must', /declin/, /\b(7|seven) days\b/, MUST),
      fr('£50 deposit confirms the slot, must', /deposit/, /£ ?50\b/, MUST),
      fr('deposit non-refundable under 72 hours, must', /refund/, /\b72 ?(h|hours)\b/, MUST),
      req('consent and medical form online, 18 or over, must', /consent/, /\b18\b/, MUST),
      fr('reminder email 2 days before, should', /remind/, /\b(2|two) days\b/, SHOULD),
      fr('artists set their working days and books-open dates, must', /books[- ]?open/, MUST),
      fr('waitlist offered a cancelled slot, nice to have', /wait(ing )?list/, COULD),
      fr(
        'aftercare sent the morning after, nice to have',
        /aftercare/,
        /morning after|day after/,
        COULD,
      ),
      fr('gift vouchers, nice to have', /voucher/, COULD),
      fr(
        'the studio manager sees every artist’s week on one screen',
        /one screen|every artist|all artists/,
      ),
      nonGoal('no walk-in bookings', /walk-?in/),
      nonGoal('no prints or merch', /merch|print/),
      nonGoal('payment for the tattoo stays in the studio', /tattoo itself|cash|in (the )?studio/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'no-shows under 5%',
        /no-?show/,
        /\b5 ?%/,
      ),
      inSection('Milestones', 'launch by 1 March', /\b1 march|march 1\b/),
      persona('clients', /client/),
      persona('artists', /artist/),
      persona('the studio manager', /manager/),
    ],
    forbidden: [
      notRequired('walk-ins', /(?<!no )walk-?ins? (are|can|get)/),
      notRequired('merch', /merch|sell(ing)? prints/),
      notIn(
        'Functional requirements',
        'gift vouchers made a must',
        /voucher[\s\S]*\bp0\b/,
        'other',
      ),
      notIn(
        'Functional requirements',
        'the waitlist made a must',
        /waitlist[\s\S]*\bp0\b/,
        'other',
      ),
      notIn('Title', 'the studio as the name', /black lantern/, 'invented'),
    ],
    requirements: { min: 9, max: 12 },
  },
};
