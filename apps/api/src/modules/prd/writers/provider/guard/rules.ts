import type { RuleTable } from '../../built-in/rules/index.js';

/**
 * The guard's own rows, for what the built-in's tables (built-in/rules) do not cover: what a
 * model may write as a requirement that is a constraint (a non-functional requirement), a
 * reported past event, or a table's header row. Checked like the built-in's tables
 * (guard/rules.test.ts): every example matches, no counter-example does.
 */

/** A constraint the product must respect: a non-functional requirement, never a feature. */
export const CONSTRAINTS: RuleTable = {
  name: 'constraints',
  means: 'a constraint on how the product works (a non-functional requirement)',
  rules: [
    {
      name: 'no data may go somewhere',
      pattern:
        /^(?:(?:and|but|also)\s+)?no\s+(?:[\p{L}-]+\s+){0,3}(?:data|numbers?|details|information|records?|files?|photos?|passwords?|credentials|pii)\s+(?:(?:is|are|may be|can be|gets?)\s+)?(?:ever\s+)?(?:touch(?:es)?|leaves?|stored|saved|kept|logged|sent|shared|goes|go)\b/iu,
      examples: [
        'No card number touches the tablet.',
        'No personal data leaves the EU.',
        'No card numbers stored on the device.',
        'No health records are ever logged.',
      ],
      counterExamples: [
        'No online payments.',
        'No valet service in this release',
        'Drivers must see free spots near them.',
      ],
    },
    {
      name: 'must never store or send',
      pattern:
        /\b(?:must|may|shall|should|can|will)\s+(?:never|not)\s+(?:be\s+)?(?:touch(?:ed)?|leave|stor(?:e|ed)|sav(?:e|ed)|kep?t|keep|log(?:ged)?|sen[dt]|shar(?:e|ed)|transmit(?:ted)?|retain(?:ed)?|cached?)\b/i,
      examples: [
        'Card numbers must never touch the tablet.',
        'Personal data must not leave the EU.',
        'Passwords shall never be logged.',
      ],
      counterExamples: [
        'Managers must not approve their own swap.',
        'Members can store their bikes overnight.',
      ],
    },
    {
      name: 'compliance, security or accessibility standard',
      pattern:
        /\b(?:gdpr|hipaa|pci(?:[- ]dss)?|soc ?2|iso ?27001|wcag(?: ?2(?:\.\d)?)?(?: aa?a?)?|ccpa|dsgvo|encrypted (?:at rest|in transit)|end-to-end encrypt\w*)\b/i,
      examples: [
        'The app must meet WCAG 2.1 AA.',
        'Patient data is handled under HIPAA.',
        'All data is encrypted at rest.',
      ],
      counterExamples: ['Drivers book a spot.', 'Admins see who is on call.'],
    },
    {
      name: 'uptime, speed or scale target',
      pattern:
        /\b(?:\d{2}(?:\.\d+)?\s?%\s+(?:uptime|availability)|(?:uptime|availability)\s+(?:of\s+)?(?:at least\s+)?\d{2}(?:\.\d+)?\s?%|(?:loads?|responds?|answers?|renders?|opens?)\s+(?:with)?in\s+(?:under\s+|less than\s+)?\d+(?:\.\d+)?\s?(?:ms|milliseconds?|s|seconds?)\b|(?:handles?|supports?)\s+\d[\d,.]*\s?k?\s+(?:concurrent|simultaneous)\s+users)\b/i,
      examples: [
        'Pages load in under 2 seconds.',
        '99.9% uptime during opening hours.',
        'Search answers in under 2 seconds',
        'The system handles 5,000 concurrent users.',
      ],
      counterExamples: [
        'A booked spot is held for 15 minutes.',
        'Reminders are sent 2 days before the visit.',
      ],
    },
  ],
};

/** Something that happened (reported), not something the product must do. */
export const PAST_EVENTS: RuleTable = {
  name: 'past events',
  means: 'a reported past event, not a requirement',
  rules: [
    {
      name: 'it happened (a time in the past)',
      pattern:
        /^(?!.*\b(?:must|should|shall|needs? to|has to|have to|will|can|may)\b)(?=.*\b(?:yesterday|last (?:week|month|year|time|sprint|quarter|summer|winter|spring|autumn|friday|monday|tuesday|wednesday|thursday)|(?:\d+|a|an|two|three|few) (?:days?|weeks?|months?|years?) ago|in (?:19|20)\d{2})\b).*\b(?:was|were|had|did|tried|lost|saw|launched|shipped|happened|went|broke|crashed|complained|said|asked|told|built|used|ran)\b/i,
      examples: [
        'Last year we tried a paper sign-up sheet.',
        'The old app crashed twice last week.',
        'Ana said the pilot went well a few weeks ago.',
      ],
      counterExamples: [
        'Show orders placed 30 days ago or later.',
        'Members must see what they booked last week.',
        'Drivers book a spot.',
      ],
    },
    {
      name: 'someone reported',
      pattern:
        /^(?:\p{Lu}[\p{L}'’-]+|(?:the|our) (?:client|customer|team|board|ceo|cto|manager|users?))\s+(?:said|mentioned|told us|asked (?:whether|if|about)|complained|reported|noted|pointed out)\b(?!.*\b(?:must|should|shall|needs? to|has to)\b)/iu,
      examples: [
        'Tom said the export was slow.',
        'The client mentioned that they use Excel today.',
        'Priya asked whether we could reuse the old data.',
      ],
      counterExamples: [
        'Users reported items must be hidden within a minute.',
        'Members see what they booked.',
      ],
    },
  ],
};

/** A table's header row taken for content: "Feature | Owner | Status". */
export const TABLE_HEADERS: RuleTable = {
  name: 'table headers',
  means: "a table's header row, not a requirement",
  rules: [
    {
      name: 'header cells',
      pattern:
        /^\|?\s*(?:\p{Lu}[\p{L}#.]*(?:\s[\p{L}#.]+){0,2})(?:\s*(?:\||\t)\s*\p{Lu}[\p{L}#.]*(?:\s[\p{L}#.]+){0,2}){1,7}\s*\|?$/u,
      examples: ['Feature | Owner | Status', '| ID | Requirement | Priority |', 'Name\tRole\tTeam'],
      counterExamples: [
        'Drivers must see free spots near them.',
        'Admins export bookings as CSV.',
        'Show the Owner and Status of each task.',
      ],
    },
  ],
};

export const GUARD_TABLES: RuleTable[] = [CONSTRAINTS, PAST_EVENTS, TABLE_HEADERS];
