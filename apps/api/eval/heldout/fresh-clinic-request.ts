import {
  BODY,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  risk,
} from '../cases/helpers.js';
import type { EvalCase, SectionName } from '../types.js';

// A typed message that opens with the request, then bullet notes in a PM's shorthand, with a
// hard constraint phrased negatively ("no patient data leaves the clinic network") that also
// rules out SMS in v1.
const NOTES = `Can you turn these notes into a PRD: (for Lobbyline, the check-in kiosk project at Riverside Family Practice)

- waiting room today = receptionist calls names out loud, people queue at the desk just to say "I'm here", 2 receptionists for ~300 appointments a day
- patients check in on a touchscreen kiosk at the entrance with surname + date of birth
- kiosk shows their appointment time + which waiting area (A upstairs, B ground floor)
- if they're more than 10 min late the kiosk tells them to go to reception instead
- waiting area screen calls people by ticket number (e.g. "B-17 → Room 4"), NEVER by name
- GP / nurse clicks "call next" in their clinical system (EMIS) and the screen updates
- receptionists see the live queue per clinician + can move someone up (urgent cases)
- kiosk in English, Polish, Urdu, Bengali (top 4 languages on our list)
- accessibility: kiosk usable from a wheelchair (screen height), high contrast mode
- HARD constraint from our IG lead: no patient data leaves the clinic network. everything runs on the practice server, no cloud, no third-party analytics
- so no SMS "you're next" texts in v1 (would send the mobile number to an SMS provider)
- no online booking of appointments, that stays in the NHS app
- target: desk queue gone, average check-in under 30 seconds
- risk: older patients may not want to use a touchscreen, keep the desk open as a fallback
- ?? do we need a printed ticket or is the number on screen enough

thanks!!`;

const CONSTRAINT: SectionName[] = ['Non-functional requirements', 'Technical considerations'];

export const freshClinicRequest: EvalCase = {
  name: 'heldout-fresh-clinic-request',
  description:
    'A request first ("Can you turn these notes into a PRD:"), bullet notes, a negatively phrased data constraint.',
  input: { message: NOTES },
  expect: {
    productName: 'Lobbyline',
    notProductName: ['Can you', 'These notes', 'Riverside Family Practice'],
    facts: [
      fr(
        'check in on the kiosk with surname and date of birth',
        /surname|name/,
        /date of birth|dob|birth/,
      ),
      fr('kiosk shows appointment time and waiting area', /waiting area/, /appointment/),
      fr('more than 10 minutes late: go to reception', /\b10 ?min/, /reception/),
      fr(
        'waiting screen calls by ticket number, never by name',
        /ticket number|number/,
        /\b(never|not|no)\b[^.]*name/,
      ),
      fr('clinician clicks "call next" in EMIS', /call next|emis/),
      fr('receptionists see the live queue and move someone up', /queue/, /move|urgent|priorit/),
      inSection(
        ['Functional requirements', 'Non-functional requirements'],
        'kiosk in English, Polish, Urdu, Bengali',
        /polish/,
        /urdu|bengali/,
      ),
      inSection(
        ['Functional requirements', 'Non-functional requirements'],
        'usable from a wheelchair, high contrast',
        /wheelchair|high contrast/,
      ),
      inSection(
        CONSTRAINT,
        'no patient data leaves the clinic network',
        /patient (data|information|details)|data/,
        /network|practice server|on-?prem|local/,
        /\b(no|never|not|nothing|stays?|only)\b/,
      ),
      inSection(CONSTRAINT, 'no cloud, no third-party analytics', /cloud|third-party|analytics/),
      nonGoal('no SMS notifications in v1', /sms|text/),
      nonGoal('no online appointment booking', /booking|book/),
      persona('patients', /patient/),
      persona('receptionists', /receptionist/),
      persona('GPs and nurses', /gp|nurse|clinician/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'average check-in under 30 seconds',
        /\b30 ?(s|sec|seconds)\b/,
      ),
      risk('older patients may avoid the touchscreen', /older|touchscreen/),
      openQuestion('printed ticket or number on screen', /print/),
    ],
    forbidden: [
      notIn(BODY, 'the request to the tool', /turn these notes|can you turn|into a prd/, 'chatter'),
      notIn(BODY, 'the sign-off', /^thanks!*$/, 'chatter'),
      notIn(
        ['Functional requirements', 'User experience flow'],
        'the waiting area screen shows patient names',
        /\b(screens?|display|board)\b(?:(?!\b(no|not|never|without|instead of)\b)[^.])*\bnames?\b/,
        'other',
      ),
      notRequired('SMS texts', /^(?!.*\b(no|not|never)\b).*\bsms\b/),
      notRequired('online appointment booking', /^(?!.*\b(no|not|never|stays)\b).*online booking/),
      notIn(
        [...CONSTRAINT, 'Functional requirements'],
        'a cloud service or outside provider as the design',
        /^(?!.*\b(no|not|never|without)\b).*(cloud|third-party analytics|sms provider)/,
        'other',
      ),
    ],
    requirements: { min: 5, max: 11 },
  },
};
