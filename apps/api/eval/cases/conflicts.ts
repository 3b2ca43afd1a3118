import type { EvalCase } from '../types.js';
import { conflict, fr, req } from './helpers.js';

// Two teams want opposite things; the PRD must list the conflicts, not pick a side silently.
const BRIEF = `Relay – on-call paging for our support and SRE teams

Notes collected from the teams (unedited):

Support lead (Dana): agents must stay signed in on their phones for 30 days, re-logging at 3am during an incident is not acceptable.
Security (Viktor): sessions must expire after 8 hours, no exceptions, this is in our SOC 2 controls.
SRE (Kofi): pages must reach the on-call person within 30 seconds and escalate to the secondary after 5 minutes without an acknowledgement.
Sales (Lena): we promised the Acme account that Relay goes live on May 15.
Security (Viktor): Relay cannot go live before the SOC 2 audit of the new vendor, which finishes at the end of August.
Support lead (Dana): alerts should come in as phone calls, not just push, people sleep through push.
SRE (Kofi): every page and acknowledgement gets logged with a timestamp for the post-mortem.`;

export const conflictsBrief: EvalCase = {
  name: 'conflicts',
  description: 'Demands from four teams, two of them in direct conflict.',
  input: { message: BRIEF },
  expect: {
    productName: 'Relay',
    facts: [
      req('page within 30 seconds', /30 seconds|30 s\b/),
      fr('escalate after 5 minutes without acknowledgement', /escalat/, /5 min|five min/),
      fr('phone-call alerts', /phone call|call/),
      req('every page logged with a timestamp', /log/, /timestamp/),
      conflict('session length: 30 days vs 8 hours', /30[- ]days?/, /8[- ]hours?/),
      conflict('go-live May 15 vs SOC 2 audit end of August', /may 15|15 may/, /august/),
    ],
    requirements: { min: 3, max: 8 },
  },
};
