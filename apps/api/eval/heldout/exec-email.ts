import {
  BODY,
  chatter,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A long-winded thread pasted oldest first: a proposal, finance's reply, then the COO's final
// decision, which replaces two of the proposal's rules and rejects one of finance's ideas.
const THREAD = `Hi team, pasting the whole thread below so you have the context, sorry it's a long one. Short version: Marta's email at the bottom is the final word and overrides what Jonas and I proposed earlier.

-----
From: Ines Duarte <ines.duarte@harbourcoffee.com>
Sent: Monday, 3 February 2025 10:14
To: Loyalty Working Group
Subject: Perks - proposal for the new loyalty programme

Hi all,

Hope everyone had a lovely weekend! Following on from our workshop last Thursday (thanks again to Jonas for the amazing pastéis de nata), here is a first cut of how I think Perks, our new app-based loyalty programme, should work. I've tried to keep it simple because, as we all know, the old stamp card confused customers and the baristas hated it.

1. Customers earn 1 point per €1 spent, in store or through order-ahead.
2. 100 points = a free drink of any size.
3. Points expire 12 months after they are earned.
4. Members get a free pastry on their birthday.
5. Baristas scan the member's QR code at the till; no plastic cards.

Let me know what you think, happy to jump on a call whenever suits.

Best,
Ines
Ines Duarte | Product Manager, Digital
Harbour Coffee Co. | +351 21 555 0142

-----
From: Jonas Weber
Sent: Tuesday, 4 February 2025 08:51
Subject: RE: Perks - proposal for the new loyalty programme

Thanks Ines, really solid. Two thoughts from the finance side:
- 100 points for a drink is generous; our margin model works better at 150.
- I'd also add double points on Tuesdays to lift our slowest day.
Fully agree on no plastic cards, printing them cost us €40k last year.
Jonas

Sent from my iPhone

-----
From: Marta Lindqvist (COO)
Sent: Friday, 7 February 2025 17:32
Subject: RE: RE: Perks - proposal for the new loyalty programme

All,

I've read through everything and spoken with the franchise partners. Here's my decision so we can move:

- The reward is a free drink at 150 points. Not 100.
- Points don't expire on a fixed date. They expire only after 6 months without a purchase on the account.
- No double-points days at launch. We'll revisit after the summer with real data.
- The birthday pastry stays.
- Franchise stores must be able to opt out of the programme for their first year.
- Launch in all 38 Lisbon stores on 1 May.

Everything else as Ines proposed. I want to see 25% of transactions linked to a Perks account by the end of Q3.

Marta`;

export const execEmail: EvalCase = {
  name: 'heldout-exec-email',
  description: "An email thread whose executive's final decision replaces earlier rules.",
  input: { message: THREAD },
  expect: {
    productName: 'Perks',
    facts: [
      fr('1 point per €1, in store or order-ahead', /\b(1|one) point\b/, /€ ?1\b|\b1 ?€|euro/),
      fr('a free drink at 150 points', /\b150\b/, /drink/),
      req('points expire only after 6 months without a purchase', /\b(6|six) months\b/, /expir/),
      fr('free pastry on the birthday', /birthday/),
      fr('baristas scan the QR code at the till', /qr/),
      fr('franchise stores can opt out for their first year', /franchise/, /opt/),
      inSection(
        ['Functional requirements', 'Non-functional requirements', 'Non-goals'],
        'no plastic cards',
        /plastic/,
      ),
      nonGoal('no double-points days at launch', /double/),
      inSection(['Milestones'], 'launch in the 38 Lisbon stores on 1 May', /lisbon|\b38\b/, /may/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '25% of transactions linked by the end of Q3',
        /25 ?%/,
        /transaction/,
      ),
      inSection(
        ['Problem and goals', 'TL;DR'],
        'the old stamp card confused customers',
        /stamp card/,
      ),
      persona('members (customers)', /member|customer/),
      persona('baristas', /barista/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR', 'Success metrics'],
        'the superseded 100-point reward',
        /\b100 points\b/,
        'stale',
      ),
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded 12-month expiry',
        /\b12 months\b/,
        'stale',
      ),
      notRequired('double points on Tuesdays', /double points|tuesday/),
      notIn(BODY, 'a signature or phone number', /\+351|555 0142|sent from my iphone/, 'other'),
      notIn(BODY, 'an email address', /@harbourcoffee\.com/, 'other'),
      chatter('pleasantries', /pastéis|pasteis|nata|lovely weekend|jump on a call/),
      chatter('the old card printing cost', /40k|printing/),
    ],
  },
};
