import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// An Azure DevOps work item copied from the browser: its field grid, a description, acceptance
// criteria in Gherkin, a Discussion with a threshold changed and a system line about a link.
const ITEM = `Feature 7716: Fuel card anomaly alerts
Fleetfuel
State: Active    Reason: Approved    Area: Fleetfuel\\Risk    Iteration: FY26\\Sprint 31
Assigned To: Kasia Wrona    Effort: 13    Business Value: 400    Tags: fraud; customer-ask

Description
Fleetfuel issues fuel cards to haulage and van-fleet companies. Fleet managers only find card misuse when the monthly statement arrives: filling a private car, two fills in an hour, fuel bought far from the vehicle's route. Fleetfuel should flag these as they happen.

- Flag a transaction when the litres bought exceed the vehicle's tank size on record.
- Flag two transactions on the same card within 60 minutes.
- Flag a fill more than 50 km from the vehicle's last telematics position.
- The fleet manager gets an email and an in-app alert within 10 minutes of the transaction.
- The fleet manager can block the card from the alert in one tap.

Acceptance Criteria
Given a card with a 90-litre tank on record, when 120 litres are bought, then an alert is raised.
Given a blocked card, when it is used at a pump, then the transaction is declined.

Not included: automatic blocking without a person deciding; alerts to drivers.

Discussion
Kasia Wrona commented: Risk team wants the distance rule at 30 km, 50 is too loose on urban routes. Agreed with Tom — going with 30 km.
Tom Reyes commented: 👍 30 km. Also, which fleets have telematics at all? Maybe a third don't.
System: Kasia Wrona linked Related work item 7702.

Goal: cut misuse losses reported by customers by half in the first year.`;

export const devopsItem: EvalCase = {
  name: 'heldout-devops-item',
  description:
    'An Azure DevOps feature: field grid, Gherkin criteria, a discussion that changes a rule.',
  input: { message: ITEM },
  expect: {
    productName: 'Fleetfuel',
    notProductName: ['Feature 7716', 'Fuel card anomaly alerts'],
    facts: [
      fr('flag litres above the tank size', /tank/),
      fr('flag two transactions within 60 minutes', /\b60 ?min/),
      fr('flag a fill more than 30 km from the last position', /\b30 ?km\b/),
      fr('email and in-app alert within 10 minutes', /\b10 ?min/, /alert|email/),
      fr('block the card from the alert in one tap', /block/),
      nonGoal('no automatic blocking without a person', /automatic/),
      nonGoal('no alerts to drivers', /driver/),
      persona('fleet managers', /fleet manager/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'misuse losses halved in the first year',
        /half|halv|50 ?%/,
      ),
      openQuestion('which fleets have telematics', /telematics/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR'],
        'the superseded 50 km rule',
        /\b50 ?km\b/,
        'stale',
      ),
      notIn(
        BODY,
        'work item fields',
        /iteration|area: |business value|effort: 13|reason: approved|sprint 31/,
        'chatter',
      ),
      notIn(BODY, 'the system link line', /linked related|7702/, 'chatter'),
      notRequired('automatic blocking', /(?<!no |not |never )automatic(ally)? block/),
      notRequired('alerts to drivers', /(?<!no |not )alerts? (to|for) drivers/),
    ],
    requirements: { min: 4, max: 9 },
  },
};
