import type { RuleTable } from './rule.js';

/**
 * What people say in a call that is not product content: an apology that hands the word back,
 * a need for "that" (a reply), not knowing, a task handed to a named person (or to an @-mention). Read in
 * conversations only (classify.ts), before a line can become a requirement.
 */
export const TALK: RuleTable = {
  name: 'talk',
  means: 'a line of a conversation that is talk about the talk, not a product statement',
  rules: [
    {
      name: 'hands-back',
      pattern:
        /^(?:sorry|pardon|oops|my bad)\b[\s,.!-]*(?:(?:please\s+)?(?:go on|go ahead|carry on|continue|you first|after you|you go)\b)?[\s,.!-]*(?:sorry)?[\s.!]*$/i,
      examples: ['Sorry, go on.', 'Sorry, sorry.', 'Oops, you go.', 'Pardon, please continue.'],
      counterExamples: ['Sorry messages are sent when an order is late.'],
    },
    {
      name: 'needs-that',
      pattern:
        /^(?:we|i)\s+(?:really\s+|definitely\s+)?need\s+(?:that|this|it)(?=\s*(?:[.,!;]|$|\s+(?:or|and|too|as well)\b))/i,
      examples: ['We need that or crews get lost.', 'I really need this.'],
      counterExamples: ['We need it to work offline.', 'We need that report every Monday to work.'],
    },
    {
      name: 'does-not-know',
      pattern: /^(?:no idea|no clue|dunno|(?:i|we)\s+(?:don'?t|do not)\s+know)\b/i,
      examples: ["No idea what the policy is, I'll ask finance.", "I don't know the limit."],
      counterExamples: ['No ideas board in v1.'],
    },
    {
      name: 'announces-decision',
      pattern:
        /^(?:(?:ok(?:ay)?|right|so|thanks(?: both| all)?)[\s,.]+)?(?:i|we)(?:'ve| have)?\s+(?:now\s+)?decided(?:[\s,]+(?:and\s+)?(?:this|it) is final)?[\s.:!]*$|^(?:this|that|it) is final[\s.:!]*$/i,
      examples: ["I've decided, and this is final:", 'We have decided.', 'This is final.'],
      counterExamples: ['We decided to cap guests at 3 per day.'],
    },
    {
      name: 'asks-someone',
      pattern:
        /^(?:[^.?!]{1,30}[.!]\s+)?(?:(?:[Tt]hanks|[Tt]hank you|[Oo]k(?:ay)?|[Gg]reat|[Aa]nd)[\s,]+)?(?:@\p{L}[\p{L}'’-]{1,20},?|\p{Lu}[\p{L}'’-]{1,20},)\s*(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:\p{Ll}+)\b/u,
      examples: [
        'Thanks Olu, can you get the refund policy from finance by Thursday?',
        'Hana, can you check the payment provider contract?',
        'Unsure. @Marco can you ask the returns manager by Monday?',
      ],
      counterExamples: ['Drivers can book a slot, and managers can see it.'],
    },
    {
      name: 'assigns-someone',
      pattern:
        /^(?:\p{L}[\p{L} ]{0,20}:\s*)?(?:\\?\[[ xX]\\?\]\s*)?@\p{L}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]+)?\s+\p{Ll}+\s/u,
      examples: [
        '@Tom Reid draft the electrical safety disclaimer with the insurer by 20 Feb',
        'Tasks: @Ines Duarte talk to 3 café organisers',
        '[ ] @Sam price SMS providers',
      ],
      counterExamples: ['Members tag @club in their posts.', '@everyone: bookings open Monday'],
    },
  ],
};
