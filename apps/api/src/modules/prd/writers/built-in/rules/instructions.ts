import type { RuleTable } from './rule.js';

const DOC = String.raw`(?:prd|product requirements?(?: doc(?:ument)?)?|requirements? doc(?:ument)?|spec(?:ification)?|product spec|one-?pager|product brief)`;

/**
 * What the person asks of the tool, not what the product is: "Can you write a PRD from these
 * notes?", "Bitte schreib ein PRD", "keep it tight". Never a requirement, a question or a title.
 */
/** A character of a wrapping note: no verb that states something, no colon before more words. */
const SAYS_NOTHING = String.raw`(?:(?!\b(?:is|are|was|were|gets?|will|must|should|can|shall)\b)[^.!?:])`;

export const INSTRUCTIONS: RuleTable = {
  name: 'instructions',
  means: 'an instruction to the writer about the document, not product content',
  rules: [
    {
      name: 'write a PRD (English)',
      pattern: new RegExp(
        String.raw`^(?:(?:hi|hey|hello|ok(?:ay)?|so)\b[\s,!]*)?(?:(?:can|could|would|will) you(?: please)?|please|pls|plz|i need(?: you)? to|i'?d like(?: you)? to|i want(?: you)? to|we need(?: you)? to|help me|let'?s|go ahead and|time to|need to)?\s*(?:write|draft|create|make|generate|produce|put together|turn|prepare|build|give me|get me|have|get|do|whip up|spin up|knock out|pull together|start)\b[^.?!]{0,80}?\b(?:an?|the|my|our|this|first|quick|short|proper|full|initial|rough|new)?\s*${DOC}\b[^.?!]{0,120}[.?!]*$`,
        'i',
      ),
      examples: [
        'Can you write a PRD from these notes?',
        'Please draft a product requirements document for the app below.',
        'Write a PRD for this.',
        "I'd like to have a first PRD from these notes.",
        'Turn this thread into a spec, please!',
        'Hi! Could you put together a one-pager for the steering group?',
        'Need to get a PRD out of this call.',
        "Let's make a proper PRD of it",
      ],
      counterExamples: [
        'Managers can write notes on a shift.',
        'Users must be able to export the spec as PDF.',
        'The PRD template must support custom sections.',
        'Write access is limited to admins.',
      ],
    },
    {
      name: 'turn this into a PRD',
      pattern: new RegExp(
        String.raw`^(?:please\s+)?(?:turn|convert|make|transform)\s+(?:this|these|that|the (?:notes|thread|call|transcript|email|chat|doc(?:ument)?|brief))\b[^.?!]{0,40}?\s+(?:into|to|as)\s+(?:an?\s+)?${DOC}\b[^.?!]{0,80}[.?!]*$`,
        'i',
      ),
      examples: ['Turn these notes into a PRD.', 'Make this into a spec for the team'],
      counterExamples: ['Turn the heater on when the room is cold.'],
    },
    {
      name: 'PRD request (German, French, Spanish, Portuguese)',
      pattern: new RegExp(
        String.raw`^(?:(?:hallo|hi|bonjour|salut|hola|ol[áa])\b[\s,!]*)?(?:bitte\s+)?(?:(?:kannst|könntest) du(?: bitte)?|k[öo]nnen sie(?: bitte)?|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|merci de|¿?\s*(?:puedes|podr[íi]as|puede|podr[íi]a)|por favor,?|pode|poderia|por favor)?\s*(?:schreib(?:e|en)?|erstell(?:e|en)?|verfass(?:e|en)?|mach(?:e|en)?|r[ée]dige(?:r|z)?|[ée]cri(?:re|s|vez)|pr[ée]pare(?:r|z)?|fais|faire|escrib(?:e|ir)|redact(?:a|ar)|prepar(?:a|ar)|haz|hacer|crea(?:r)?|escrev(?:a|er)|cri(?:e|ar))\b[^.?!]{0,80}?\b(?:prd|pflichtenheft|lastenheft|anforderungsdokument|produktanforderungen|cahier des charges|documento de requisitos|document de (?:sp[ée]cifications|exigences))\b[^.?!]{0,120}[.?!]*$`,
        'iu',
      ),
      examples: [
        'Bitte schreib ein PRD aus diesen Notizen.',
        'Peux-tu rédiger un PRD à partir de ce brief ?',
        'Merci de préparer un PRD pour la réunion de lundi.',
        '¿Puedes escribir un PRD con esto?',
        'Por favor, redacta un PRD para el equipo.',
        'Pode escrever um PRD com base nestas notas?',
      ],
      counterExamples: [
        'Die App muss Schichten anzeigen.',
        "L'application doit permettre de réserver un repas.",
        'Los usuarios pueden escribir comentarios.',
      ],
    },
    {
      name: 'PRD request with the verb last (German)',
      pattern:
        /^(?:(?:hallo|hi)\b[\s,!]*)?(?:bitte\s+)?(?:kannst|könntest|k[öo]nnen|k[öo]nnten|w[üu]rdest|w[üu]rden)\s+(?:du|sie|ihr)\b[^.?!]{0,80}?\b(?:prd|pflichtenheft|lastenheft|anforderungsdokument)\b[^.?!]{0,80}?\b(?:schreiben|erstellen|verfassen|machen|aufsetzen|entwerfen)\b[^.?!]{0,40}[.?!]*$/iu,
      examples: [
        'Kannst du mir ein PRD für die App schreiben?',
        'Könnten Sie bitte ein PRD daraus erstellen?',
      ],
      counterExamples: ['Kannst du die Schichten der App sehen?'],
    },
    {
      name: 'how the document should be',
      pattern:
        /^(?:(?:and|also|but|pls|please|oh and)\b[\s,]*)*(?:keep it|make it|it should be|it needs to be|needs to be|should be)\s+(?:tight|short|brief|concise|crisp|punchy|high[- ]level|detailed|simple|readable|skimmable|one page|under (?:a|one|two|\d+) pages?)\b[^.?!]{0,60}[.?!]*$|^(?:i |we )?need (?:it|this|the (?:prd|doc|spec))\s+(?:for|by|before)\b[^.?!]{0,60}(?:,\s*keep it\b[^.?!]{0,40})?[.?!]*$|^(?:thanks|thank you|ty|thx|cheers)(?: (?:in advance|a lot|so much))?[.!]*$/i,
      examples: [
        'Keep it tight pls',
        'Need it for Thursday’s review, keep it short.',
        'Need this by Friday.',
        'Thanks in advance!',
        'Make it high-level, it goes to the board.',
      ],
      counterExamples: [
        'The checkout must be short: at most three steps.',
        'Keep the last 30 days of history.',
        'We need it to work offline.',
      ],
    },
    {
      name: 'the notes follow',
      pattern:
        /^(?:(?:the |my |our )?(?:notes|transcript|thread|brief|details|export|chat|call notes|meeting notes)\s+(?:are |is )?(?:below|attached|follow(?:s|ing)?|here)|(?:here (?:are|is)|see|below (?:are|is)|attached(?: (?:are|is))?)\s+(?:the |my |our )?(?:notes|transcript|thread|brief|details|export|chat|call notes|meeting notes|raw notes|what we have)(?:\s+(?:below|attached|from [^.?!]{1,40}))?)[\s:.!-]*$/i,
      examples: [
        'Notes below:',
        'Here are my notes from the call.',
        'See the thread below',
        'Attached the transcript',
      ],
      counterExamples: ['Notes are visible to the whole team.'],
    },
    {
      name: 'a note that wraps the material',
      // "Following up on Tuesday's call about X.", "Quick summary so we can get a PRD going.":
      // what the writer says about the notes, not what the product does.
      pattern: new RegExp(
        String.raw`^(?:(?:just|so|ok(?:ay)?)[\s,]+)?(?:(?:following up|circling back|writing up|recapping|summari[sz]ing)\s+(?:on|from|after|about)\s+${SAYS_NOTHING}{1,80}|(?:a\s+|some\s+)?(?:quick|short|brief|rough)\s+(?:summary|recap|write-?up|update|notes?)\b${SAYS_NOTHING}{0,60}(?:\s+so\s+(?:that\s+)?(?:we|i|you)\s+can\s+[^.!?:]{1,50})?|as (?:discussed|promised|agreed)(?:\s+(?:on|in|at|yesterday|today|earlier|last)\b[^.!?]{0,40})?)[.!:]*$`,
        'i',
      ),
      examples: [
        "Following up on Tuesday's call about the volunteer driver scheme.",
        'Quick summary so we can get a PRD going.',
        'As discussed on Monday:',
        'Circling back after the workshop.',
      ],
      counterExamples: [
        'Following up on a missed pickup is the coordinator’s job: the app must flag it.',
        'A quick summary of the day is emailed to each driver at 6pm.',
      ],
    },
  ],
};

/** "need a prd for Sprout, reminds people to …": the request before what the product is. */
const REQUEST_LEAD = new RegExp(
  String.raw`^(?:(?:hi|hey|hello|ok(?:ay)?|so)\b[\s,!]*)?(?:(?:i|we)\s+)?(?:(?:really\s+)?(?:need|want|would like|'d like)|(?:(?:can|could) you\s+)?(?:please\s+)?(?:write|draft|create|make|give)(?:\s+me|\s+us)?)\s+(?:an?|the|a quick|a short|a first)\s+${DOC}\s+(?:for|about|on)\s+(?=\S)`,
  'i',
);

/**
 * The sentence without a leading request for the document, when what follows says something
 * ("Sprout reminds people to water their houseplants"); the sentence as it is otherwise.
 */
/** "PRD for the self-service fix: customers skip …": the document's topic as a label. */
const TOPIC_LEAD = new RegExp(
  String.raw`^(?:(?:an?|the|a quick|a short|a first)\s+)?${DOC}\s+(?:for|about|on)\s+[^:.!?]{1,60}:\s+(?=\S)`,
  'i',
);

export function withoutRequest(sentence: string): string {
  const topic = TOPIC_LEAD.exec(sentence);
  if (topic) {
    const rest = sentence.slice(topic[0].length);
    if (rest.split(/\s+/).length >= 4) return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  const m = REQUEST_LEAD.exec(sentence);
  if (!m) return sentence;
  const rest = sentence.slice(m[0].length);
  if (rest.split(/\s+/).length < 4) return sentence;
  // "Sprout, reminds people …": the name and what it does, as one sentence; "Orbit Ledger, a
  // bookkeeping app …": the name and what it is.
  const joined = rest.replace(
    /^((?:\p{Lu}[\p{L}\d&'’.-]*)(?:\s\p{Lu}[\p{L}\d&'’.-]*){0,2}),\s+(?=(\p{Ll}+))/u,
    (_, name: string, next: string) => (/^(?:a|an|the)$/.test(next) ? `${name} is ` : `${name} `),
  );
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}
