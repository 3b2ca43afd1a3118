import type { RuleTable } from './rule.js';

/**
 * A rule of the product stated without a modal verb: in the passive, as who alone may see
 * something, as what happens when a condition is met, as a limit a thing has. Read only where
 * nothing else (talk, a question, a cut, a description of today) has claimed the sentence.
 */
export const PRODUCT_RULES: RuleTable = {
  name: 'product rules',
  means: 'a rule of the product said without a modal (a requirement)',
  rules: [
    {
      name: 'said in the passive',
      // "Drop data is saved on the phone", "places are held back for …": a subject, a passive.
      pattern:
        /^(?:(?:the|each|every|all|any|a|an|their|its)\s+)?[\p{L}\d'’-]+(?:\s+(?:and\s+)?[\p{L}\d'’-]+){0,4}?\s+(?:is|are|get|gets)\s+(?:then\s+|always\s+|automatically\s+|only\s+|also\s+)?(?!(?:based|used|called|named|located|designed|aimed|interested|tired|stuck|lost|confused|worried|scared|annoyed|frustrated|supposed|excited|bored|overwhelmed|involved|concerned|married|retired|qualified|trained|fed|done|finished|gone|closed|broken|delayed|wasted|missed|forgotten|ignored|needed|required|expected|allowed|asked|told|paid (?:badly|late))\b)(?:\p{Ll}{3,}ed|kept|paid|sent|held|shown|taken|given|set|read|written|hidden|sold|chosen|bought|emailed|texted)\b(?!\s+(?:that|if|whether)\b)/u,
      examples: [
        'Lessons are paid up front by card when booking.',
        'Photos and signatures are kept for 12 months in case of disputes.',
        'Drop data is saved on the phone and sent when signal comes back.',
        'Two places in every club are held back for pupil premium children.',
      ],
      counterExamples: [
        'We are based in Leeds.',
        'The hall is called the Old School Room.',
        'Parents are frustrated by the paper forms.',
        'Volunteers are trained by the coordinator.',
      ],
    },
    {
      name: 'only some people see it',
      pattern:
        /\bonly (?:the |their |its |a |an )?(?:(?!\bto\b)[\p{L}'’ -]){2,60}? (?:can |may |will |get to )?(?:see|sees|view|views|edit|edits|access|open|opens|read|reads|change|changes|approve|approves|download|downloads)\b/iu,
      examples: [
        'Referral details are sensitive: only the coordinator and the referring agency can see why someone was referred.',
        "Only the service desk and the leaver's manager see the return status, nobody else.",
        'Only admins can approve a refund.',
      ],
      counterExamples: [
        'It only takes a minute to see the list.',
        'Members see every slot in the week.',
      ],
    },
    {
      name: 'when a condition is met',
      // "If nobody checks in within 15 min the slot is released", "when a laptop comes in it's
      // wiped": what the product does when something happens.
      pattern:
        /^(?:if|when|once|whenever|as soon as|after)\b[^.;?]{3,90}?\b(?:(?:the|a|an|their|its|each|every)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:is|are|gets?)|it(?:'s|’s| is)|they(?:'re|’re| are))\s+(?:automatically\s+|then\s+|immediately\s+)?(?:\p{Ll}{3,}ed|kept|sent|held|shown|taken|set|hidden|wiped)\b/iu,
      examples: [
        'If nobody checks in within 15 min of the start the slot is released so someone else can grab it.',
        "When a laptop comes in it's wiped and re-imaged before it's reissued.",
        'Once the deadline passes, the form is locked.',
      ],
      counterExamples: [
        'If you ask me, the old system was better.',
        'When the Wi-Fi is down we lose the bookings.',
      ],
    },
    {
      name: 'each one gets something',
      // "Each drop gets a delivery window of 30 minutes", "every member gets a door code".
      pattern:
        /^(?:each|every)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:gets|receives|carries|shows)\s+(?:a|an|its own|their own|one)\s+[\p{L}-]+/iu,
      examples: [
        'Each drop gets a delivery window of 30 minutes, sent to the café the night before.',
        'Every member gets a door code by text.',
      ],
      counterExamples: ['Each of us has a different view.', 'Every year has a busy week.'],
    },
    {
      name: 'has a limit',
      pattern:
        /^(?:each|every|the|a|an)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:has|gets|carries)\s+(?:a|an|its own)\s+(?:cap|limit|maximum|minimum|max|min|deadline|quota|capacity|expiry(?: date)?|time limit|price|fee)\b|\b(?:is|are) (?:good|valid|usable) (?:for|until) (?:\d|one|two|three|four|five|six|ten|a |the end)/iu,
      examples: [
        'Each club has a cap that the teacher running it sets.',
        'A referral is good for 3 parcels in 6 months.',
        'Vouchers are valid for 12 months.',
      ],
      counterExamples: ['The club has a long waiting list.', 'The old system is good for nothing.'],
    },
  ],
};
