import {
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

// A long brief full of figures with units (°C, minutes, %, km, seconds, months, kg): each must
// survive exactly, in the right section, and none may be made up.
const BRIEF = `Frostline — temperature monitoring for our refrigerated delivery vans

Background
Northgate Fresh runs 140 refrigerated vans out of two depots (Wakefield and Doncaster), delivering chilled and frozen groceries to about 2,300 shops and restaurants. Today each driver writes the fridge temperature on a paper sheet at every stop. The sheets are checked days later, if at all. Last year we wrote off £410,000 of stock after temperature complaints, and two supermarket customers have told us they will audit our cold chain from next spring.

What Frostline is
A wireless sensor in each van compartment (chilled and frozen are separate compartments) reports the air temperature every 60 seconds over the van's telematics unit. Drivers see the live temperatures on the cab tablet. The transport office sees every van on one screen.

Rules and thresholds
- Chilled compartments must stay between 0 °C and 5 °C. Frozen compartments must stay at or below −18 °C.
- If a compartment is outside its range for more than 10 minutes, the driver gets an alarm on the tablet and the transport office is alerted.
- If it is still outside its range after 30 minutes, the office must decide: continue, return to depot, or reject the load. The decision and who made it are recorded.
- Door-open events are recorded; a door open for more than 3 minutes at a stop raises a warning to the driver.
- At each delivery the customer gets a temperature record of the journey with their delivery note (PDF, by email).

People
- Drivers: about 190, many on agency contracts, some with limited English. The tablet screens must use colours and icons, not only text.
- Transport office planners: 12 across both depots, one on shift overnight.
- Quality manager: owns audits and needs the full history.

Non-functional
- Sensor data is kept for 24 months, for the audits.
- Readings buffered in the sensor for at least 8 hours when there is no signal (Pennines routes), and uploaded when the signal is back.
- The office screen updates within 2 minutes of a reading.
- Sensors run 3 years on one battery.

Not in this project
- Route planning changes. We keep Paragon as it is.
- Monitoring of the depot cold stores — facilities already has a system.
- Humidity sensors.

Success
- Stock written off for temperature reasons down from £410,000 to under £100,000 a year.
- 100% of deliveries with a temperature record by the end of the rollout.
- Paper temperature sheets gone from all 140 vans.

Timeline
Pilot on 15 vans at Wakefield in September; all vans by the end of January.

Risks
Sensor supplier lead time is 14 weeks. The telematics vendor charges per data message, which at one reading every 60 seconds could cost more than budgeted.

Open
Do agency drivers need training paid by us or by the agency?`;

export const longMetrics: EvalCase = {
  name: 'dev-long-metrics',
  description:
    'A long brief dense with figures and units: ranges, durations, sizes, money, counts.',
  input: { message: BRIEF },
  expect: {
    productName: 'Frostline',
    notProductName: ['Northgate Fresh', 'Paragon'],
    facts: [
      req('a sensor reports every 60 seconds', /\b60 ?(s|sec|seconds)\b/),
      fr('drivers see live temperatures on the cab tablet', /tablet/, /temperature/),
      fr('the transport office sees every van', /office/, /van/),
      req('chilled between 0 °C and 5 °C', /\b0 ?°? ?c\b/, /\b5 ?°? ?c\b/),
      req('frozen at or below −18 °C', /[-−]18 ?°? ?c/),
      fr('alarm after 10 minutes out of range', /\b10 ?min/, /alarm|alert/),
      fr('office decides after 30 minutes, decision recorded', /\b30 ?min/, /decid|decision/),
      fr('door open over 3 minutes warns the driver', /door/, /\b3 ?min/),
      fr('customer gets a temperature record with the delivery note', /delivery note/),
      inSection('Non-functional requirements', 'data kept 24 months', /\b24 months\b/),
      inSection(
        'Non-functional requirements',
        'buffered at least 8 hours without signal',
        /\b8 ?(h|hours)\b/,
      ),
      inSection('Non-functional requirements', 'office screen within 2 minutes', /\b2 ?min/),
      inSection(
        'Non-functional requirements',
        'sensors run 3 years on a battery',
        /\b3 years\b/,
        /batter/,
      ),
      req('colours and icons, not only text', /colou?r/, /icon/),
      nonGoal('no route planning changes', /route planning|paragon/),
      nonGoal('no depot cold store monitoring', /cold store/),
      nonGoal('no humidity sensors', /humidity/),
      persona('drivers', /driver/),
      persona('transport office planners', /planner|transport office/),
      persona('quality manager', /quality manager/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'write-offs under £100,000 a year',
        /£ ?100,?000/,
      ),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '100% of deliveries with a record',
        /100 ?%/,
        /deliver/,
      ),
      inSection(
        'Milestones',
        'pilot on 15 vans at Wakefield in September',
        /\b15 vans\b/,
        /september/,
      ),
      inSection('Milestones', 'all vans by the end of January', /january/),
      risk('14-week sensor lead time', /\b14 weeks\b/),
      risk('telematics cost per data message', /per (data )?message|telematics/),
      openQuestion('who pays agency drivers’ training', /agency/, /train/),
    ],
    forbidden: [
      notRequired('route planning', /(?<!no |not )route planning/),
      notRequired('humidity', /(?<!no )humidity/),
      notIn(
        ['Success metrics', 'Problem and goals'],
        'a made-up percentage target',
        /\b(25|50|75|90|95|99) ?%/,
        'invented',
      ),
    ],
    requirements: { min: 5, max: 12 },
    maxChars: 16_000,
  },
};
