import type { RuleTable } from './rule.js';

/**
 * How a brief written as paragraphs says what is a risk, an open question or a rejected idea,
 * without a heading: "My one real worry is …", "I still don't know whether …", "Someone
 * suggested a chat, but WhatsApp already does that". Each rule's name is the role it gives.
 */
export const PROSE: RuleTable = {
  name: 'prose signals',
  means: 'a sentence of prose that is a risk, an open question or an idea turned down',
  rules: [
    {
      name: 'risk',
      pattern:
        /^(?:(?:and|but|so|also)\s+)?(?:my|our|the|one|a|another)\s+(?:(?:one|only|real|main|biggest|big|other|last|key)\s+){0,2}(?:worry|concern|fear|risk|danger|headache)\s+(?:here\s+)?(?:is|are|was|:)\b|^(?:i'?m|we'?re|i am|we are)\s+(?:a (?:bit|little)\s+)?(?:worried|concerned|nervous|scared)\s+(?:that|about)\b|^(?:(?:and|but|so|also)\s+)?(?:(?:my|our|the)\s+)?(?:(?:one|only|real|main|biggest|big|other)\s+)?(?:thing that (?:worries|scares|bothers) (?:me|us)|thing that could (?:sink|kill|break) (?:it|this)|(?:worry|fear|concern) (?:tbh|honestly|really))\b|^(?:(?:my|our|the)\s+)?(?:biggest|main|real)\s+(?:worry|fear|concern|risk)\s+(?:is|was)\b|^one thing that (?:worries|scares|bothers) (?:me|us)\b/i,
      examples: [
        'My one real worry is the older members, some of whom only use a phone for calls.',
        'The biggest risk is that drivers ignore the alerts.',
        "I'm worried that the supplier can't deliver the sensors in time.",
        'The thing that could sink it is families without a smartphone.',
        'Biggest worry is the signal up the glen, the tablets lose it after Kinloch.',
        "One thing that worries me, people who've left on bad terms won't send anything back.",
        'my fear tbh is no-shows on saturdays',
        'the thing that worries me is the signal on the beach is rubbish',
      ],
      counterExamples: [
        'The app flags any concern a carer raises.',
        'Risk scores are shown on the dashboard.',
      ],
    },
    {
      name: 'question',
      pattern:
        /\b(?:i|we)\s+(?:still\s+)?(?:don'?t|do not|didn'?t|did not)\s+(?:yet\s+)?know\s+(?:whether|if|who|how|what|when|where|which)\b|\bnobody (?:is sure|knows)\b|\b(?:not|no one is) (?:yet )?sure (?:whether|if|who|how|what|when)\b|\b(?:it'?s|it is) (?:still )?unclear (?:whether|if|who|how|what|when)\b|\b(?:we|i) (?:need|have) to (?:find out|check|work out|figure out) (?:whether|if|who|how|what|when)\b/i,
      examples: [
        "I still don't know whether we can put the choir's existing recordings in there too.",
        'Nobody knows who owns the old recordings.',
        "It's unclear whether agency porters get a handheld.",
      ],
      counterExamples: [
        'Drivers know which stop is next.',
        'The app lets parents know when the bus is late.',
      ],
    },
    {
      name: 'nongoal',
      pattern:
        /^(?:someone|somebody|people|a few people|one person|\p{Lu}\p{Ll}+)\s+(?:also\s+)?(?:suggested|asked for|wanted|proposed|floated|mentioned)\s+[^,.;]{2,80}[,;]\s*but\s+(?:[^.]{0,40}\b(?:already|nobody|no one|not|isn'?t|don'?t|doesn'?t|won'?t|too)\b)/iu,
      examples: [
        'Someone also suggested a chat for each voice part, but WhatsApp already does that and nobody wants another place to check.',
        'Sam asked for a loyalty scheme, but it is too early for that.',
      ],
      counterExamples: [
        'Someone suggested a chat per voice part, and we agreed to build it.',
        'Members asked for reminders, so the app sends one the day before.',
      ],
    },
  ],
};
