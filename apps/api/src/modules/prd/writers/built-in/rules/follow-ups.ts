import type { RuleTable } from './rule.js';

/**
 * Follow-ups the built-in writer reads as a family: what it declines (work only a language model
 * does faithfully), a request for one requirement's acceptance criteria, a second PRD for another
 * thing, a scope item dropped. Each pattern runs on one clause (rule.ts bounds its length).
 */

/** Follow-ups it cannot do faithfully: each rule's name says what (see DECLINED_WORK). */
export const DECLINES: RuleTable = {
  name: 'declined follow-ups',
  means:
    'the built-in writer cannot do this faithfully: it answers in one sentence, changes nothing',
  rules: [
    {
      name: 'translate',
      pattern:
        /^(?:(?:please|can you|could you|would you|now|and|also|ok(?:ay)?)[,\s]+)*(?:translate|translation of)\s+(?:this|it|that|everything|the (?:prd|document|whole thing|text|spec|summary))\b|^(?:(?:please|can you|could you|would you|now|and|also)[,\s]+)*translat\w*\s+(?:.{0,60}?\s)?(?:to|into|in)\s+(?:spanish|french|german|italian|portuguese|dutch|polish|japanese|chinese|mandarin|korean|arabic|hindi|russian|swedish|danish|norwegian|finnish|turkish|greek|czech|ukrainian|welsh|irish|catalan|english|another language|other languages|[a-z]+ language)\b|^(?:(?:please|can you|could you|now)[,\s]+)*(?:write|rewrite|put|give me|make|render|redo)\s+(?:it|this|the (?:prd|document|whole thing))(?:\s+\w+)?\s+in\s+(?:spanish|french|german|italian|portuguese|dutch|polish|japanese|chinese|korean|arabic|hindi|russian|swedish|danish|norwegian|finnish|turkish|greek|czech|ukrainian|another language|[a-z]+ language)\b|^(?:in|into)\s+(?:spanish|french|german|italian|portuguese|dutch|japanese|chinese|another language)\s*(?:please)?[.!?]?$/i,
      examples: [
        'translate this to Spanish',
        'Please translate the PRD into German',
        'can you write it in French?',
        'rewrite the document in Japanese',
        'into Italian please',
        'translate the TL;DR and goals into Welsh',
      ],
      counterExamples: [
        'The app translates menus into Spanish for guests',
        'Add a requirement: staff can translate replies into the guest language',
        'Support Spanish and French in the interface',
        'translate the prices into euros',
      ],
    },
    {
      name: 'tone',
      pattern:
        /^(?:(?:please|can you|could you|now|and|also)[,\s]+)*(?:make|rewrite|write|reword|rephrase|redo)\s+(?:it|this|the (?:prd|document|text|wording|whole thing|tl;?dr|summary|(?:tl;?dr|[a-z-]+) section))\s+(?:(?:sound|read|feel)\s+)?(?:(?:a (?:bit|little|lot)\s+)?(?:more|less|much more)\s+)?(?:persuasive|formal|informal|casual|friendly|professional|exciting|engaging|compelling|punchy|punchier|snappy|snappier|salesy|convincing|polished|fluent|elegant|inspiring|confident|academic|technical|playful|fun|catchy|better|nicer|stronger|clearer|crisper|sharper)\b|^(?:(?:please|can you|could you|now)[,\s]+)*(?:rewrite|write|redo|reword)\s+(?:it|this|the (?:prd|document))\s+(?:in the (?:voice|style|tone) of|like|as if (?:written )?by|in a (?:\w+\s+)?(?:tone|voice|style))\b|^(?:(?:please|can you|could you)[,\s]+)*(?:improve|polish|jazz up|spice up|tighten up|punch up)\s+(?:the\s+)?(?:wording|writing|language|prose|tone|style|copy|it|this)\b|^(?:(?:please|can you|could you)[,\s]+)*(?:make|have)\s+it\s+(?:sound|read)\s+like\b/i,
      examples: [
        'make it more persuasive',
        'Make the PRD more formal',
        'rewrite it in the voice of Steve Jobs',
        'could you make this sound more exciting',
        'improve the wording',
        'make it sound like a McKinsey deck',
        'rewrite the TL;DR section more compelling',
      ],
      counterExamples: [
        'make FR-2 a must',
        'make the price $12',
        'make it shorter',
        'Reports should read like the paper form inspectors use today',
        'make checkout faster for returning customers',
      ],
    },
    {
      name: 'prose summary',
      pattern:
        /^(?:(?:please|can you|could you|would you|now|and|also)[,\s]+)*(?:(?:summari[sz]e|sum up|condense|recap|describe|explain|pitch|present|turn|rewrite|redo|write up|write|make)\s+(?:it|this|the (?:prd|document|whole thing|product)|(?:an?|the)\s+(?:(?:short|brief|one[- ]paragraph|exec(?:utive)?|board|leadership)\s+)*(?:summary|overview|update|recap|pitch|memo|email|note))(?:\s+(?:for|to)\s+(?:the\s+|our\s+)?[\w -]{2,30}?)?|summari[sz]e\s+(?:it\s+|this\s+)?for\s+(?:the\s+|our\s+)?[\w -]{2,30}?)\s+(?:in|as|into)\s+(?:(?:a|an|one|flowing|plain|narrative|short|full)\s+)*(?:prose|paragraphs?|narrative|story|essay|email|letter|memo|press release|blog post|speech|script|slides?|slide deck|tweet|linkedin post)\b/i,
      examples: [
        'summarise for executives in prose',
        'write an executive summary in prose',
        'summarize it for the board as a paragraph',
        'turn the PRD into a press release',
        'rewrite it as an email to the CEO',
      ],
      counterExamples: [
        'write an executive summary',
        'summarise it',
        'Managers can summarise shifts as a PDF',
        'add a requirement: staff write a summary in the notes field',
      ],
    },
    {
      name: 'new content',
      pattern:
        /^(?:(?:please|can you|could you|would you|now|and|also|ok(?:ay)?)[,\s]+)*(?:(?:write|draft|create|make|produce|compose|give me|come up with|do)\s+(?:me\s+|us\s+)?|(?:turn|make|convert|rewrite)\s+(?:it|this|the (?:prd|document|whole thing))\s+into\s+)(?:an?\s+|the\s+|some\s+)?(?:[\w'’-]+\s+){0,3}?(?:marketing copy|copy|article|blog(?: post)?|newsletter(?: piece| item| article)?|press release|tweets?|linkedin post|social(?: media)? posts?|sales pitch|pitch|landing page(?: copy)?|poster|flyer|leaflet|brochure|advert|ad copy|slogans?|taglines?|announcement|release notes|user (?:manual|guide)|faq|email campaign|jingle|story)\b/i,
      examples: [
        'can you write the marketing copy for the poster in the lobby',
        "can you turn it into an article for the members' newsletter",
        'write a blog post about it',
        'draft the launch announcement',
        'give me a tagline',
      ],
      counterExamples: [
        'add a requirement: admins can write an announcement',
        'Members post an article to the club page',
        'The app sends a newsletter every month',
        'write acceptance criteria for FR-2',
      ],
    },
    {
      name: 'vague section rewrite',
      pattern:
        /^(?:(?:please|can you|could you|now|and|also)[,\s]+)*(?:make|rewrite|improve|strengthen|tighten|sharpen|beef up|flesh out|expand|elaborate on|rework|redo)\s+(?:all\s+)?(?:the\s+|our\s+)?(?:non[- ]?goals?|goals|risks|success metrics|metrics|requirements|personas|user stories|open questions|milestones|problem statement|assumptions|tl;?dr|summary|acceptance criteria)(?:\s+section)?(?:\s+(?:a (?:bit|little|lot)\s+)?(?:more\s+)?(?:stricter|strict|stronger|tighter|better|clearer|sharper|more specific|more detailed|more precise|more ambitious|more concrete|more robust|more rigorous|more measurable|more realistic|less vague))?\s*(?:please)?[.!?]?$/i,
      examples: [
        'improve the non-goals',
        'tighten the risks',
        'improve the success metrics',
        'flesh out the personas',
        'make the goals more ambitious',
        'Rewrite the milestones please',
      ],
      counterExamples: [
        'make the non-goals include offline mode',
        'add a non-goal: no native app',
        'remove the risks about SSO',
        'Members can tighten the straps on the rack',
        'make the success metric 90% on-time',
      ],
    },
  ],
};

/** What the built-in writer offers instead, when it has something close (said after the decline). */
export const DECLINED_ALTERNATIVE: Record<string, string> = {
  'prose summary': 'ask for "an executive summary" to get it here in short lists',
};

/** What each declined rule cannot do, from the clause that asked. */
export const DECLINED_WORK: Record<string, (clause: string) => string> = {
  translate: () => 'translate the PRD into another language',
  tone: () => 'rewrite the PRD in another tone, style or voice',
  'prose summary': () => 'write the PRD as prose (paragraphs, an email or a memo)',
  'new content': (clause) => {
    const named =
      /\b(marketing copy|ad copy|copy|articles?|blog(?: post)?|newsletter(?: piece| item| article)?|press release|tweets?|linkedin post|social(?: media)? posts?|sales pitch|pitch|landing page(?: copy)?|poster|flyer|leaflet|brochure|advert|slogans?|taglines?|announcement|release notes|user (?:manual|guide)|faq|email campaign|jingle|story)\b/i.exec(
        clause,
      )?.[1];
    return `write new material from the PRD (${named ? `${named.toLowerCase()}, ` : ''}marketing copy, articles, posts or announcements)`;
  },
  'vague section rewrite': (clause) =>
    `decide on its own how to "${clause.replace(/^(?:please|can you|could you|now|and|also)[,\s]+/i, '').replace(/[.!?\s]+$/, '')}" when no concrete change is named`,
};

/** Words that ask for criteria: "acceptance criteria", "ACs", "a.c.". */
const ACS = String.raw`(?:acceptance[- ]criteri(?:a|on|as)|acs?|a\.c\.)`;
/** The polite or linking words a request may open with. */
const LEAD = String.raw`^(?:(?:please|can you|could you|would you|now|and|also|then|ok(?:ay)?)[,\s]+)*`;
/** The verbs of a request for criteria. */
const WRITE = String.raw`(?:add|write|give|create|draft|include|define|set|update|improve|put|attach|generate|come up with|suggest|propose)`;

/** "Add acceptance criteria to FR-3", "FR3 needs acceptance criteria", "write ACs for FR-2". */
export const CRITERIA_REQUESTS: RuleTable = {
  name: 'acceptance criteria requests',
  means: 'the message asks for one requirement’s acceptance criteria (never a new requirement)',
  rules: [
    {
      name: 'criteria for an id',
      pattern: new RegExp(
        String.raw`${LEAD}${WRITE}\s+(?:me\s+)?(?:some\s+|the\s+|an?\s+)?(?:(?:testable|clear|proper|better|more)\s+)?${ACS}\s+(?:to|for|on|in|under)\s+(?:the\s+)?(?:requirement\s+)?N?FR[- ]?\d{1,3}\b`,
        'i',
      ),
      examples: [
        'add acceptance criteria to FR-3',
        'Add acceptance criteria to FR3: when a parcel is late, the customer gets a text',
        'please write ACs for fr-12',
        'could you add testable acceptance criteria on FR 2?',
        'can you come up with acceptance criteria for FR-4',
      ],
      counterExamples: [
        'add a requirement: admins can edit acceptance criteria for each job',
        'Reviewers check acceptance criteria before FR sign-off',
        'add FR-3 to the beta milestone',
      ],
    },
    {
      name: 'id given criteria',
      pattern: new RegExp(
        String.raw`${LEAD}(?:give|add|write)\s+(?:the\s+)?(?:requirement\s+)?N?FR[- ]?\d{1,3}(?:\s*(?:,|and)\s*N?FR[- ]?\d{1,3})*\s+(?:some\s+|its\s+)?(?:(?:testable|clear|proper|better)\s+)?${ACS}(?=\s*(?:please\s*)?(?:$|[:.!?]))`,
        'i',
      ),
      examples: ['give FR-4 acceptance criteria', 'please give FR2 and FR3 some ACs'],
      counterExamples: ['give FR-4 a higher priority', 'add FR-2 acceptance tests to the plan'],
    },
    {
      name: 'bare criteria for an id',
      pattern: new RegExp(
        String.raw`^(?:(?:and|also|then|now)\s+)?(?:(?:testable|clear|proper|better|more|some)\s+)?${ACS}\s+(?:to|for|on)\s+(?:the\s+)?(?:requirement\s+)?N?FR[- ]?\d{1,3}(?:\s*(?:,|and)\s*N?FR[- ]?\d{1,3})*(?=\s*(?:please\s*)?(?:$|[:.!?]))`,
        'i',
      ),
      examples: [
        'acceptance criteria for FR-2',
        'ACs for FR3 and FR4 please',
        'Acceptance criteria for FR-2: the refund is issued within 24 h',
      ],
      counterExamples: [
        'Acceptance criteria for FR-2 are signed off by QA',
        'acceptance criteria for FR sign-off live in Jira',
      ],
    },
    {
      name: 'criteria for all',
      pattern:
        /^(?:(?:please|can you|could you|now|and|also|then)[,\s]+)*(?:add|write|give|create|draft|include|define|generate)\s+(?:me\s+)?(?:some\s+|the\s+)?(?:(?:testable|clear|proper|better|missing)\s+)?(?:acceptance[- ]criteria|acs)(?:\s+(?:to|for|on)\s+(?:all|every|each)(?:\s+(?:of\s+)?(?:the\s+)?(?:requirements?|frs?|features?|functional requirements?))?)?\s*(?:please)?[.!?]?$/i,
      examples: [
        'add acceptance criteria to all requirements',
        'write acceptance criteria for every FR',
        'please add the missing acceptance criteria',
      ],
      counterExamples: [
        'Reviewers add acceptance criteria for each ticket',
        'add a requirement: every story has acceptance criteria',
      ],
    },
    {
      // "Add acceptance criteria to the refund requirement", "ACs for the CSV export": the one
      // requirement its words name (a request, never a new requirement "supports … criteria").
      name: 'criteria for a named requirement',
      pattern: new RegExp(
        String.raw`^(?:(?:please|can you|could you|would you|now|and|also|then|ok(?:ay)?)[,\s]+)*(?:${WRITE}\s+(?:me\s+)?(?:some\s+|the\s+)?(?:(?:testable|clear|proper|better)\s+)?${ACS}|(?:(?:testable|clear|proper|better|some)\s+)?${ACS})\s+(?:to|for|on)\s+(?:the\s+|our\s+)?(?!(?:all|every|each|any|them|it|this|that)\b)([\p{L}](?:(?!\s(?:is|are|was|were|will|must|should|can|get|gets|live|lives|sit|sits|stay|stays|go|goes|need|needs|have|has)\b)[\p{L}\d'’ -]){1,60}?)(?:\s+(?:requirement|feature|fr|story))?(?=\s*(?:please\s*)?(?:$|[:.!?]|\s[–—-]\s))`,
        'iu',
      ),
      examples: [
        'add acceptance criteria to the refund requirement',
        'write acceptance criteria for the CSV export feature: when …',
        'add acceptance criteria for the CSV export',
        'add ACs to the waiting list',
        'acceptance criteria for the export requirement',
        'add acceptance criteria to the onboarding checklist for new hires',
      ],
      counterExamples: [
        'Reviewers add acceptance criteria for each ticket',
        'add a requirement: testers can write acceptance criteria for the release',
        'Acceptance criteria for the export are signed off by finance',
      ],
    },
    {
      name: 'criteria for a named requirement, bare',
      pattern:
        /^(?:(?:and|also|then|now)\s+)?criteria\s+for\s+(?:the\s+)?([\p{L}][\p{L}\d'’ -]{1,60}?)\s+(?:requirement|feature)(?=\s*(?:please\s*)?(?:$|[:.!?]))/iu,
      examples: ['criteria for the export requirement', 'criteria for the refund feature: …'],
      counterExamples: ['criteria for the loan decision', 'Eligibility criteria for the grant'],
    },
    {
      name: 'id needs criteria',
      pattern:
        /^(?:the\s+)?(?:requirement\s+)?N?FR[- ]?\d{1,3}\s+(?:needs|should have|must have|lacks|is missing|has no)\s+(?:some\s+|its\s+|the\s+)?(?:(?:testable|clear|proper|better)\s+)?(?:acceptance[- ]criteri(?:a|on)|acs?)\b/i,
      examples: ['FR-4 needs acceptance criteria', 'FR2 has no acceptance criteria'],
      counterExamples: ['FR-4 needs a CSV export', 'FR-2 should have priority P0'],
    },
    {
      name: 'named needs criteria',
      pattern:
        /^(?:the\s+)?(?!(?:every|each|all|any|no|our|this|it)\b)([\p{L}][\p{L}\d'’ -]{1,60}?)\s+(?:requirement\s+|feature\s+)?(?:needs|should have|lacks|is missing|has no)\s+(?:some\s+|its\s+)?(?:(?:testable|clear|proper|better)\s+)?(?:acceptance[- ]criteria|acs)\s*[.!]?$/iu,
      examples: ['the CSV export needs acceptance criteria', 'Refund requirement lacks ACs'],
      counterExamples: [
        'Every story needs acceptance criteria',
        'Each ticket has no acceptance criteria until review',
      ],
    },
  ],
};

/**
 * "Make the non-goals stricter", "tighten the scope", "be more explicit about what's out": each
 * stated non-goal restated firmly (out of scope for this release, not built or promised), all of
 * them kept; no other change. A named change after a colon is that change instead.
 */
export const FIRMER_NON_GOALS: RuleTable = {
  name: 'firmer non-goals',
  means: 'restate every non-goal firmly, keeping each one (no other change)',
  rules: [
    {
      name: 'stricter non-goals',
      pattern:
        /^(?:(?:please|can you|could you|now|and|also|then|ok(?:ay)?)[,\s]+)*(?:(?:make|get)\s+(?:the\s+|our\s+)?(?:non[- ]?goals?|scope|exclusions|out[- ]of[- ]scope (?:list|section|items))(?:\s+section)?\s+(?:(?:a (?:bit|little|lot)|much)\s+)?(?:stricter|strict|tighter|firmer|harder|clearer|sharper|more explicit|more definite|more strict|more firm|unambiguous|explicit|watertight|airtight|crystal clear)|(?:tighten|tighten up|firm up|harden|sharpen|strengthen|clarify|lock down|nail down)\s+(?:the\s+|our\s+)?(?:non[- ]?goals?|scope|exclusions|out[- ]of[- ]scope (?:list|section|items))(?:\s+section)?)\s*(?:please)?[.!?]?$/i,
      examples: [
        'make the non-goals stricter',
        'tighten the scope',
        'Make the scope tighter please',
        'firm up the non-goals',
        'make the non-goals more explicit',
      ],
      counterExamples: [
        'make the non-goals include offline mode',
        'tighten the straps on the rack',
        'improve the non-goals',
        'the scope is tight',
      ],
    },
    {
      name: "explicit about what's out",
      pattern:
        /^(?:(?:please|can you|could you|now|and|also|then|ok(?:ay)?)[,\s]+)*(?:be|make it|get)\s+(?:(?:a (?:bit|little|lot)|much)\s+)?(?:more\s+)?(?:explicit|clear|clearer|firm|firmer|strict|stricter|precise)\s+(?:(?:about|on|regarding)\s+)?(?:what(?:'s|’s| is| we are| we're)?\s+(?:out|excluded|not (?:included|in scope|being built))(?:\s+of\s+scope)?|(?:the\s+)?(?:non[- ]?goals?|scope|exclusions))\s*(?:please)?[.!?]?$/i,
      examples: [
        "be more explicit about what's out",
        'make it clearer what is excluded',
        'please be clearer about the non-goals',
        "be more explicit about what's out of scope",
      ],
      counterExamples: [
        'be more explicit about pricing',
        'Guests are clear about what is out of stock',
      ],
    },
  ],
};

/** "Now write a second PRD for the client portal", "a separate PRD for the admin app". */
export const SECOND_PRD: RuleTable = {
  name: 'second PRD',
  means: 'the message asks for a new document about another thing, not a revision',
  rules: [
    {
      name: 'another prd for',
      pattern:
        /^(?:(?:ok(?:ay)?|great|thanks|now|next|and|also|then|please|can you|could you|let'?s|i'?d like)[,!.\s]+)*(?:(?:write|draft|create|make|start|do|prepare|produce)\s+(?:me\s+|us\s+)?)?(?:(?:a|an|one more)\s+(?:second|separate|new|different|2nd|further|fresh)|another)\s+(?:prd|product requirements document|spec)\b(?:\s+(?:for|about|on|covering)\b|\s*[:,-])/i,
      examples: [
        'now write a second PRD for the client portal',
        'a separate PRD for the admin app, please',
        'Next, draft a new PRD about the loyalty scheme: members collect stamps',
        'ok, write another PRD for Toolshed: members borrow tools',
      ],
      counterExamples: [
        'the PRD should mention a second release for the client portal',
        'add a requirement: each project has a separate PRD for its client',
        'rename the product to Second PRD',
      ],
    },
  ],
};

/** "We dropped SSO", "SSO is dropped", "we're no longer doing offline mode": into the non-goals. */
export const DROPPED: RuleTable = {
  name: 'dropped scope',
  means: 'a stated item is out of scope from now on (a non-goal), not only deleted',
  rules: [
    {
      name: 'we dropped',
      pattern:
        /^(?:(?:ok(?:ay)?|so|also|and|update|fyi|note)[,:\s]+)*(?:we(?:'ve| have)?|they(?:'ve| have)?|the (?:team|client|board|committee|customer)(?: has)?)\s+(?:now\s+|just\s+|also\s+)?(?:dropped|cut|scrapped|descoped|de-scoped|shelved|killed|parked|removed)\s+(?!.*\b(?:to|from|by)\s+[$€£]?\d)(.{1,80})$/i,
      examples: [
        'we dropped SSO',
        "We've cut the offline mode",
        'the client has scrapped invoicing',
      ],
      counterExamples: [
        'we dropped the price to $9 last year',
        'drivers dropped parcels at the depot',
      ],
    },
    {
      name: 'is out',
      pattern:
        /^(?:(?:ok(?:ay)?|so|also|and|update|fyi|note)[,:\s]+)*(?:the\s+)?(.{1,80}?)\s+(?:is|are|'s|'re)\s+(?:now\s+)?out(?:\s+(?:for now|of scope|of (?:the )?(?:v1|mvp|first release)|for (?:v1|launch|the mvp|this release)))?\s*[.!]?$/i,
      examples: [
        'push notifications are out for now',
        'the hospital notification is out for now',
        'Offline mode is out of scope',
      ],
      counterExamples: ['The driver is out on a delivery', 'Version 2 is out in March'],
    },
    {
      name: 'is dropped',
      pattern:
        /^(?:the\s+)?(.{1,80}?)\s+(?:is|are|was|were|has been|have been|got|gets)\s+(?:now\s+)?(?:dropped|cut|scrapped|descoped|de-scoped|shelved|killed|parked)(?:\s+(?:for now|from (?:v1|scope|the scope|the mvp)|for v1))?$/i,
      examples: ['SSO is dropped', 'the loyalty scheme has been shelved for now'],
      counterExamples: ['Orders are cut at 2pm', 'The connection is dropped after 30 minutes idle'],
    },
  ],
};

/** Every follow-up table, for the one test that runs them all. */
export const FOLLOW_UP_TABLES: RuleTable[] = [
  DECLINES,
  CRITERIA_REQUESTS,
  FIRMER_NON_GOALS,
  SECOND_PRD,
  DROPPED,
];
