import type { EvalCase } from '../types.js';
import { fr, nonGoal, notRequired, req } from './helpers.js';

// A pricing page pasted as-is: plans, prices and limits, not one modal verb.
export const FEATURE_LIST = `Inkwell – plans and limits

Free
- 3 projects
- 1 GB storage
- Community forum support

Pro – $12 per user / month
- Unlimited projects
- 100 GB storage
- Version history for 90 days
- Email support, first reply within 24 hours

Team – $29 per user / month (minimum 5 users)
- Everything in Pro
- SSO with Google Workspace and Okta
- Admin audit log
- Shared templates

Annual billing: 2 months free on Pro and Team.
Not included: on-premise install.`;

export const featureList: EvalCase = {
  name: 'feature-list',
  description: 'Plans with prices and limits, bullet lists without modal verbs.',
  input: { message: FEATURE_LIST },
  expect: {
    productName: 'Inkwell',
    facts: [
      req('Free: 3 projects', /free/, /\b3\b|three/, /project/),
      req('Free: 1 GB storage', /free/, /\b1 ?gb/),
      fr('Pro at $12 per user per month', /pro\b/, /\b12\b/),
      req('Pro: 100 GB storage', /100 ?gb/),
      req('version history for 90 days', /version history/, /\b90\b/),
      req('email support reply within 24 hours', /24 ?h/),
      fr('Team at $29 per user per month', /team/, /\b29\b/),
      req('Team: minimum of 5 users', /minimum|at least|min\b/, /\b5\b|five/, /user|seat/),
      req('SSO with Google Workspace and Okta', /sso|single sign-on/, /okta/),
      fr('admin audit log', /audit log/),
      fr('shared templates', /shared templates?/),
      fr('annual billing: 2 months free', /annual|yearly/, /2 months|two months/),
      nonGoal('no on-premise install', /on-prem/),
    ],
    forbidden: [notRequired('on-premise install', /(?<!(?:no|not) )on-prem/)],
    requirements: { min: 5, max: 16 },
  },
};
