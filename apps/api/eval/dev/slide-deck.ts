import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  req,
  risk,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// Text copied out of a slide deck: one slide after another, titles, short bullets, speaker
// notes, and the footer "Confidential · n/12" on every slide.
const SLIDES = `Voltstop
Battery swap lockers for e-bike couriers
Strategy offsite — Product
Confidential · 1/12

Why now
Couriers lose 40–60 min a shift waiting for a charge
Most ride 2 batteries and still run out at dinner peak
Confidential · 2/12

What it is
Lockers at 30 city-centre sites
Courier opens a compartment with the app, drops the empty battery, takes a charged one
Confidential · 3/12

Rules
One swap every 2 hours per courier
Swap is only allowed if a charged battery is at least 90% full
Flat monthly fee: €39 per courier, unlimited swaps
Confidential · 4/12

App
Map of sites with charged batteries available right now
Reserve a battery for 15 minutes before arriving
Confidential · 5/12

Safety (non-negotiable)
Lockers cut charging automatically if a cell goes above 60 °C
Confidential · 6/12

Not doing
No batteries for private e-bikes — couriers only
We won't sell batteries
Confidential · 7/12

Customers
Couriers working for the big delivery platforms
Fleet managers at courier companies who pay for their riders
Confidential · 8/12

Targets
Average swap under 90 seconds
8,000 swaps a week by month 6
Confidential · 9/12

Risks
Site rents in the centre may double after the first year
Confidential · 10/12

Open points
Do the platforms let us advertise in their rider apps?
Confidential · 11/12

Thank you!
Questions?
Confidential · 12/12`;

export const slideDeck: EvalCase = {
  name: 'dev-slide-deck',
  description:
    'Slide text with titles, terse bullets and a "Confidential · n/12" footer on every slide.',
  input: { message: SLIDES },
  expect: {
    productName: 'Voltstop',
    facts: [
      fr('open a locker with the app and swap the battery', /app/, /swap|take|drop/, /batter/),
      req('one swap every 2 hours', /\b(2|two) hours\b/),
      req('a battery is at least 90% full', /90 ?%/),
      fr('€39 flat monthly fee with unlimited swaps', /39/, /unlimited/),
      fr('map of sites with charged batteries', /map/),
      fr('reserve a battery for 15 minutes', /reserv/, /\b15 ?min/),
      inSection('Non-functional requirements', 'charging cut above 60 °C', /60 ?°? ?c\b/),
      nonGoal('no batteries for private e-bikes', /private/),
      nonGoal('no battery sales', /sell|sale/),
      persona('couriers', /courier/),
      persona('fleet managers', /fleet manager/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'average swap under 90 seconds',
        /90 ?s(ec)?/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals', 'Milestones'],
        '8,000 swaps a week by month 6',
        /8,?000/,
      ),
      risk('centre site rents may double', /rent/),
      openQuestion('advertising in the platforms rider apps', /advertis/),
    ],
    forbidden: [
      notIn(BODY, 'the slide footer', /confidential|\d+\/12/, 'chatter'),
      notIn(BODY, 'the closing slide', /thank you|^questions\??$/m, 'chatter'),
      notIn(BODY, 'the cover line', /strategy offsite/, 'chatter'),
      notRequired('selling batteries', /(?<!not |won't |no )sell/),
      notRequired('private e-bikes', /(?<!no |not )private e-?bikes/),
    ],
    requirements: { min: 4, max: 10 },
  },
};
