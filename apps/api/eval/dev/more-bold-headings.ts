import {
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

// A brief whose headings are bold lines (**Problem**, **What we'll build**, **Out of scope**,
// **Success**), each with bullets and indented sub-bullets that carry the detail (the supported
// inverter brands, the alert rule, the support view).
const BRIEF = `Sunledger – brief for the Q3 planning review
Owner: Marcus Lindqvist (Product, Brightroof Solar)

**Problem**
- We've installed panels on roughly 6,500 homes, but once the installer leaves the customer has no idea whether the system is working.
  - The inverter's own app is clunky and half of customers never set it up.
  - Faults (a tripped isolator, a dead optimiser, shading from a new extension) go unnoticed for months.
- Our support line gets about 900 "is my system working?" calls a month.

**What we'll build**
- A customer app that reads generation data from the inverter through the manufacturer's cloud API
  - Supported at launch: SolarEdge and Fronius inverters (about 85% of our installs)
  - Other brands: the app shows a "not supported yet" screen, no data
- Daily dashboard
  - kWh generated today vs. the expected figure for today's weather
  - Battery charge level, only if a battery is fitted
  - Energy exported to the grid today
- Fault alerts
  - Push alert when generation is more than 20% below expected for 3 days in a row
  - The alert tells the customer what to check first (isolator, inverter display) and offers a callback from support
- Monthly savings summary
  - Estimated £ saved on the bill plus export earnings, using the tariff the customer enters at setup
- Support view (internal, for our support team)
  - Every installation with an open fault alert, oldest first
  - Support can see a customer's last 90 days of data while on the phone with them

**Out of scope**
- Controlling the inverter or the battery from the app (no changing settings remotely)
- Selling or trading energy between customers
- Systems we didn't install

**Success**
- "Is my system working?" calls down from ~900 to under 500 a month within six months of launch
- 60% of customers open the app at least once a month
- Faults spotted within a week instead of months

**Timeline**
- Beta with 200 customers in September, full launch in November

**Open questions**
- Does the Fronius API let us pull data more often than once an hour?`;

const REQS: SectionName[] = [
  'Functional requirements',
  'Non-functional requirements',
  'Technical considerations',
];
const GOALS: SectionName[] = ['Problem and goals', 'Success metrics'];

export const moreBoldHeadings: EvalCase = {
  name: 'dev-more-bold-headings',
  description:
    'A solar-monitoring brief with bold-line headings (**Problem**, **What we’ll build**, **Out of scope**, **Success**) and nested sub-bullets holding the detail.',
  input: { message: BRIEF },
  expect: {
    productName: 'Sunledger',
    notProductName: ['Brightroof Solar', 'Problem'],
    facts: [
      inSection(
        REQS,
        'SolarEdge and Fronius inverters supported at launch',
        /solaredge/,
        /fronius/,
      ),
      fr('other brands get a "not supported yet" screen', /not supported/),
      fr('kWh generated today against the expected figure', /today/, /expected/),
      fr('battery charge level, only if a battery is fitted', /battery/, /charge|level/),
      fr('energy exported to the grid today', /export/, /grid/),
      fr(
        'push alert when generation is 20% below expected for 3 days',
        /20 ?%/,
        /\b(3|three) days\b/,
      ),
      fr('the alert says what to check and offers a callback', /callback|call back/),
      fr('monthly savings summary from the tariff entered at setup', /\bsav(ed|ings?)\b/, /tariff/),
      fr('support sees installations with an open fault alert, oldest first', /oldest/),
      fr('support sees a customer’s last 90 days of data', /\b90 days\b/),
      nonGoal('no controlling the inverter or battery', /control|setting/),
      nonGoal('no selling or trading energy', /trad|sell/),
      nonGoal('no systems we did not install', /install/),
      inSection(GOALS, 'support calls from ~900 to under 500 a month', /\b500\b/),
      inSection(GOALS, '60% of customers open the app monthly', /60 ?%/),
      inSection('Milestones', 'beta with 200 customers in September', /september/),
      inSection('Milestones', 'full launch in November', /november/),
      openQuestion('can the Fronius API be read more than once an hour', /fronius/, /hour/),
      persona('customers', /customer|homeowner/),
      persona('the support team', /support/),
    ],
    forbidden: [
      notRequired(
        'controlling the inverter',
        /(?<!no |not )control(ling)? (the )?(inverter|battery)/,
      ),
      notRequired('energy trading', /(?<!no |not )(trading|selling) energy|energy trading/),
      notIn('Title', 'the planning review as the name', /planning|review|brief/, 'invented'),
      notIn(
        ['Functional requirements', 'Non-functional requirements'],
        'the owner line or a bold heading as a requirement',
        /owner:|marcus|^(problem|what we'll build|out of scope|success|timeline)$/,
        'chatter',
      ),
    ],
    requirements: { min: 5, max: 14 },
  },
};
