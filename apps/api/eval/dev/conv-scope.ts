import { fr, inSection, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

const BRIEF = `Fieldnote: site inspection reports for building surveyors (B2B SaaS, sold to survey firms).

Surveyors fill in an inspection checklist on a tablet on site, attach photos to each item and sign the report on screen. The report is generated as a branded PDF and emailed to the client the same day. Firm admins manage checklist templates and users; single sign-on (SSO) with Microsoft Entra ID for firms on the Business plan. Works offline on site and syncs when back in signal.

Not in v1: client portal, invoicing.
Launch: Q2, with three pilot firms.`;

/** A scope change and a date in one message, stricter non-goals, then a request it must decline. */
export const convScope: EvalCase = {
  name: 'dev-conv-scope',
  description:
    'A surveying SaaS brief, then: SSO dropped and launch moved, stricter non-goals, a translation declined.',
  input: { message: BRIEF },
  expect: {
    productName: 'Fieldnote',
    facts: [
      fr('checklist on a tablet with photos per item', /checklist/, /photo/),
      fr('branded PDF emailed the same day', /pdf/, /email/),
      fr('SSO with Entra ID on the Business plan', /sso|single sign-on/),
      nonGoal('no client portal in v1', /client portal/),
      nonGoal('no invoicing in v1', /invoic/),
      persona('surveyors', /surveyor/),
      inSection('Milestones', 'launch in Q2', /q2/),
    ],
    requirements: { min: 3, max: 8 },
  },
  followUps: [
    {
      message: 'we dropped SSO, launch moved to Q3',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Fieldnote',
        facts: [
          nonGoal('SSO is now a non-goal', /sso|single sign-on/),
          inSection('Milestones', 'launch in Q3', /q3/),
          fr('the rest stays', /checklist/),
        ],
        forbidden: [
          notRequired('SSO still required', /sso|single sign-on|entra/),
          notIn(['Milestones', 'TL;DR'], 'the old Q2 launch', /\bq2\b/, 'stale'),
        ],
        changes: [/sso|single sign-on/i, /q3/i],
      },
    },
    {
      message: 'make the non-goals stricter',
      expect: {
        intent: 'revise',
        kind: 'prd',
        facts: [
          nonGoal('client portal still excluded', /client portal/),
          nonGoal('invoicing still excluded', /invoic/),
          nonGoal('SSO still excluded', /sso|single sign-on/),
          inSection('Milestones', 'Q3 stays', /q3/),
        ],
        forbidden: [
          notRequired('client portal', /client portal/),
          notRequired('invoicing', /invoic/),
        ],
        changes: [/non-goal/i],
      },
    },
    {
      message: 'translate this to Spanish',
      expect: {
        intent: ['format', 'question', 'smalltalk'],
        kind: 'answer',
        maxChars: 600,
        mentions: [/spanish|español|translat/],
      },
    },
  ],
};
