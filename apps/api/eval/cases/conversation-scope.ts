import type { EvalCase } from '../types.js';
import { BODY, fr, notIn } from './helpers.js';
import { FEATURE_LIST } from './feature-list.js';

const NEW_BRIEF = `Actually, use this brief instead:
Parcelbox – smart parcel lockers for apartment buildings. Couriers drop parcels into a free locker and residents get a 6-digit code by push notification. Lockers rent for £1 a day after 3 free days. Building managers see which lockers are full.`;

// Without the quoted sources and the change list, which may name what changed.
const PRODUCT_SECTIONS = BODY;

/** Removal, rename, several edits at once, then a replacement brief. */
export const conversationScope: EvalCase = {
  name: 'follow-ups-scope',
  description:
    'The plans list, then: remove a feature, rename, three edits in one message, replace.',
  input: { message: FEATURE_LIST },
  expect: { productName: 'Inkwell', facts: [fr('shared templates', /shared templates?/)] },
  followUps: [
    {
      message: 'Drop the shared templates feature, we are not doing it.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        forbidden: [
          notIn(
            PRODUCT_SECTIONS.filter((s) => s !== 'Non-goals'),
            'shared templates',
            /templates?/,
            'stale',
          ),
        ],
        facts: [fr('the audit log stays', /audit log/)],
        changes: [/template/],
      },
    },
    {
      message: 'Rename the product to Quillstone.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Quillstone',
        forbidden: [notIn(PRODUCT_SECTIONS, 'the old name', /inkwell/, 'stale')],
        changes: [/quillstone/],
      },
    },
    {
      message:
        'Three changes: Pro goes up to $14 per user / month, add a Business plan at $49 per user / month with SAML SSO, and make the audit log P0.',
      expect: {
        intent: 'revise',
        kind: 'prd',
        productName: 'Quillstone',
        facts: [
          fr('Pro at $14', /pro\b/, /\b14\b/),
          fr('Business plan at $49 with SAML', /business/, /\b49\b/),
          fr('audit log is P0', /audit log/, /p0|must/),
        ],
        forbidden: [
          notIn(
            ['Functional requirements', 'TL;DR'],
            'the old Pro price',
            /\$12\b|\b12 per user/,
            'stale',
          ),
        ],
        changes: [/\b14\b/, /business|49/, /audit log/],
      },
    },
    {
      message: NEW_BRIEF,
      expect: {
        intent: 'replace',
        kind: 'prd',
        productName: 'Parcelbox',
        facts: [
          fr('6-digit code by push', /6-digit|six-digit|code/),
          fr('£1 a day after 3 free days', /\b1\b|£1/, /3 free days|three free days|3 days/),
        ],
        forbidden: [
          notIn(
            PRODUCT_SECTIONS,
            'anything of the old product',
            /inkwell|quillstone|okta|audit log|version history/,
            'stale',
          ),
        ],
      },
    },
  ],
};
