import type { EvalCase } from '../types.js';
import { fr, req } from './helpers.js';

const BRIEF = `Kiosko Top-up: USSD menu for prepaid airtime in rural Kenya.
Customers dial *483*77# to open the menu, pick an amount (50, 100 or 200 KES) and confirm with their M-Pesa PIN.
Agents use the code #_AGENT_# followed by the customer number to top up on their behalf and earn 3% commission.
The menu must fit in 160 characters per screen and time out after 180 seconds, like every USSD session.
Balance check is *483*1# and costs nothing.`;

export const markdownChars: EvalCase = {
  name: 'markdown-chars',
  description:
    'USSD codes full of Markdown characters (*, #, _) that must be escaped, not rendered.',
  input: { message: BRIEF },
  expect: {
    productName: 'Kiosko Top-up',
    facts: [
      fr('dial *483*77# for the menu', '*483*77#'),
      fr('amounts 50, 100 or 200 KES', /\b50\b/, /\b200\b/),
      fr('agent code and 3% commission', /agent/, /3 ?%/),
      req('160 characters per screen', /160/),
      req('180-second timeout', /180/),
      fr('free balance check *483*1#', '*483*1#'),
    ],
    rawMustMatch: [
      { label: 'the USSD code escaped or in code', pattern: /\\\*483\\\*77#|`\*483\*77#`/ },
    ],
    rawMustNotMatch: [
      { label: 'an unescaped *483*77# (renders in italics)', pattern: /(^|[^\\`*])\*483\*77#/m },
      { label: 'an unescaped #_AGENT_#', pattern: /(^|[^\\`])#_AGENT_#/m },
    ],
    requirements: { min: 3, max: 8 },
  },
};
