/** Word lists and patterns the offline writer uses to sort statements into PRD sections. */

const UNIT =
  '%|percent|ms|milliseconds?|seconds?|secs?|s\\b|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|[kmgt]b\\b|gb|mb|tb|x\\b|times|requests?(?: per (?:second|minute))?|rps|qps|transactions?|concurrent users|users|customers|orders|downloads|sign-?ups|members|visitors|sessions|clicks|stores|teams|languages|countries|stars|points|nps|fps|devices|locations|per (?:second|minute|hour|day|month)';
const NUMBER = '\\$?\\d[\\d,]*(?:\\.\\d+)?\\s*(?:k|m|bn|million|thousand|billion)?';
const COMPARATOR =
  'under|below|less than|fewer than|within|at most|no more than|at least|over|above|more than|up to|by|to|from|<=?|>=?|≤|≥|~|about|around';

/** Measurable targets: "under 2 seconds", "10,000 users", "99.9%", "$20/month", "by 30%". */
const TARGET = new RegExp(
  `(?:(?:${COMPARATOR})\\s+)?${NUMBER}\\s*(?:${UNIT})(?:\\s*(?:/|per)\\s*(?:month|mo|year|user|day))?|(?:${COMPARATOR})\\s+${NUMBER}(?:\\s*/\\s*(?:month|mo|year|user))?|\\$${NUMBER}(?:\\s*/\\s*(?:month|mo|year|user))?|\\b(?:p9[59]|p50)\\b[^,.;]*\\d+\\s*ms`,
  'gi',
);

export function findTargets(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(TARGET)) {
    const value = match[0].trim().replace(/\s+/g, ' ');
    // A bare year or list number is not a target.
    if (/^(?:by|to|from)?\s*(?:19|20)\d\d$/i.test(value) || /^\d{1,2}$/.test(value)) continue;
    if (/\d/.test(value)) found.add(value);
  }
  return [...found];
}

export const NON_GOAL =
  /\b(?:out of scope|not in scope|non-goals?|won't|will not|we are not|we're not|is not (?:a goal|needed|required|planned)|are not (?:needed|required|planned)|not (?:needed|required|planned) (?:for|in)|no need (?:to|for)|don't need|do not need|doesn't need|does not need|not (?:be )?(?:part of|included)|excluded?|later phase|future (?:version|release|phase)|v2 only|deferred?)\b/i;

export const PROBLEM =
  /\b(?:problem|pain|struggl\w*|frustrat\w*|today\b|currently|at the moment|right now|these days|as things stand|manual(?:ly)?|spend(?:s|ing)? (?:too|hours|a lot)|wast\w*|difficult|hard to|lose|losing|lost|error-prone|lack\w*|can't|cannot|unable|too slow|tedious|scattered|spreadsheets?)\b/i;

export const GOAL =
  /\b(?:goals?|aims?|objectives?|increase|reduce|improve|grow|cut|decrease|boost|raise|lower|achieve|target|kpi|okr|success would be|(?:down|up) by (?:half|a third|a quarter|\d+\s*%)|halve[ds]?|double[ds]?)\b/i;

/**
 * A sentence that measures success, not one that states a rule's value: "cut no-shows from 18% to
 * 9%", "8,000 swaps a week by month 6", "average swap under 90 seconds", "NPS above 40". A
 * requirement's own number ("says the word after 3 seconds") is no success metric.
 */
export const METRIC_LANGUAGE =
  /\b(?:goals?|aims?|objectives?|targets?|kpis?|okrs?|metrics?|measured?|success|north star|increase[sd]?|reduce[sd]?|improve[sd]?|grow(?:s|th)?|cut|halve|double|decrease[sd]?|boost|raise|lower|achieve|average|median|mean|nps|csat|retention|conversion|churn|adoption|uptake|write-?offs?|savings?|save[sd]?|from\s+\S+\s+(?:to|down to|up to)\s+\S*\d|by (?:month|week|year|day|quarter|the end of|end of|q[1-4])\b|(?:a|per|each|every) (?:week|month|year|quarter) by)\b/i;

export const FLOW =
  /\b(?:then|next|after that|afterwards|finally|steps?|sign(?:s)? (?:up|in)|log(?:s)? in|onboard\w*|clicks?|taps?|navigat\w*|flow|wizard|opens the|lands? on|journey)\b/i;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SEASON = '(?:spring|summer|autumn|fall|winter)';
const HOLIDAY =
  '(?:christmas|xmas|easter|new year|black friday|thanksgiving|ramadan|eid|diwali|the (?:summer|winter|christmas|easter|school) (?:holidays|break)|half[- ]term|the new (?:school|academic|financial|fiscal) year|(?:the )?(?:start|end) of (?:term|the (?:school )?year|the season|the semester))';
/**
 * A point in the calendar a plan can be held to: "1 September", "March 3rd", "Q3", "2027",
 * "the end of the quarter", "week 12", "before Christmas", "15/03". Weekdays alone ("by Friday")
 * are an action's deadline, not a plan's.
 */
const CALENDAR = `(?:(?:the )?(?:end|start|beginning|middle) of (?:the )?|early[- ]|mid[- ]|late[- ])?(?:\\d{1,2}(?:st|nd|rd|th)?(?: of)? ${MONTH}\\b|${MONTH} \\d{1,2}(?:st|nd|rd|th)?\\b|(?:january|february|march|april|june|july|august|september|october|november|december)\\b|q[1-4]\\b|h[12] 20\\d\\d|(?:19|20)\\d\\d\\b|${SEASON}\\b|${HOLIDAY}|(?<=(?:mid|early|late|of)[- ])may\\b|may 20\\d\\d|(?:month|quarter|year|sprint)\\b|next (?:month|quarter|year|${SEASON})|(?:week|sprint) \\d{1,2}\\b|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b|20\\d\\d-\\d\\d-\\d\\d)`;

/**
 * "Live in all 12 stores by 1 September", "the pilot starts in Leeds on 3rd March", "Android app
 * ready before Christmas", "export done by the end of Q2": a delivery held to a date, a milestone.
 */
const DELIVERY_DATE = new RegExp(
  `\\b(?:try (?:it|this|them) (?:out )?with|trial(?:led)? (?:it )?with|test(?:ing)? it with|give (?:it|this) to|open (?:it )?(?:up )?to|offer (?:it )?to|make (?:it )?available to|bring (?:it )?to|live|launch(?:es|ed|ing)?|go[- ]live|ship(?:s|ped|ping)?|release[sd]?|ready|done|available|roll(?:s|ed|ing)?[- ]out|rollout|deliver(?:s|ed)?|complete[sd]?|finished|in place|pilot(?:s|ed)?|beta|starts?|kicks? off|cut-?over|switch(?:ed)? (?:off|over)|deadline|due|(?<!free )trials?|trialled|soft[- ]launch|(?:up and )?running|in use|operational|usable|first (?:version|release)|mvp|v1|version 1|kick-?off|sign-?off|handover|phase (?:2|two|3|three)|v2|(?:every|all|other|the other|more|the remaining|remaining) (?:the |four |\\d+ )?(?:rooms|schools|sites|stores|shops|depots|branches|wards|teams|clubs|offices|regions|districts|libraries|venues|clinics|practices|centres|centers|countries|markets)|everyone)\\b[^.;!?]{0,60}?\\b(?:by|before|on|in|from|for|until|after|with|during|around|no later than|ahead of|in time for|at the latest|is|=|:)\\s+(?:the\\s+)?${CALENDAR}`,
  'i',
);
/** "I said we could ship on March 30": a plan someone had, not the plan. */
const REPORTED_PLAN =
  /\b(?:said|thought|hoped|planned|originally|was going to|were going to|used to)\b/i;

/** "Sellers must ship orders placed before 1 December within 2 days": a rule with its own clock. */
const RULE_CLOCK = /\b(?:within|after|every|each|per)\s+(?:\d|an?\s|one\b|two\b|three\b)/i;

/** Months in German, French, Spanish, Portuguese and Italian (English ones are in CALENDAR). */
/** German months: "am 1. Oktober" (read/structure.ts keeps the day with its month). */
export const GERMAN_MONTH =
  '(?:januar|februar|m[äa]rz|april|mai|juni|juli|august|september|oktober|november|dezember)';
const OTHER_MONTH =
  '(?:januar|februar|m[äa]rz|april|mai|juni|juli|august|september|oktober|november|dezember|janvier|f[ée]vrier|mars|avril|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?ptiembre|octubre|noviembre|diciembre|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre)';
/**
 * "Start am 1. Oktober 2026", "Test ab Juli", "piloto en 3 colegios en junio", "lancement en
 * septembre": a start, a pilot or a launch held to a month, in another language.
 */
const OTHER_DELIVERY = new RegExp(
  `(?<![\\p{L}])(?:start|beginn|einf[üu]hrung|inbetriebnahme|test(?:phase|betrieb|en|et)?|pilot(?:phase|projekt)?|go-live|livegang|lancement|mise en (?:service|production|ligne)|pilote|d[ée]ploiement|lanzamiento|piloto|prueba|puesta en marcha|despliegue|arranque|lan[çc]amento|implanta[çc][ãa]o|lancio|avvio|rilascio|todos los|toutes? les|alle)(?![\\p{L}])[^.;!?]{0,60}?(?<![\\p{L}])(?:am|ab|im|bis|zum|en|d[èe]s|le|au|para|a partir de|desde|em|a|entro|da|di)\\s+(?:(?:\\d{1,2}\\.?(?:er)?\\s+)?(?:de\\s+)?${OTHER_MONTH}|q[1-4]|20\\d\\d)(?![\\p{L}])`,
  'iu',
);

export const deliveryDate = (text: string) =>
  (DELIVERY_DATE.test(text) || OTHER_DELIVERY.test(text)) &&
  !REPORTED_PLAN.test(text) &&
  !RULE_CLOCK.test(text);

export const MILESTONE =
  /\b(?:milestones?|launch\w*|beta|alpha|mvp|phase \d|phase one|release|deadline|go-live|go(?:es)? live|pilot|(?<!free )trial|soft launch|roll-?out|q[1-4]\b|by (?:the )?(?:end of )?(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|20\d\d|next (?:month|quarter|year))|in \d+ (?:weeks?|months?)|(?:january|february|march|april|june|july|august|september|october|november|december) 20\d\d|(?:opens?|closes?|starts?|begins?|kicks? off|day is|is on|on) \d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/i;

export const RISK =
  /\b(?:risks?|risky|concerns?|worr(?:y|ied)|challeng\w*|depend\w*|uncertain\w*|unknowns?|might|compliance|regulat\w*|competitors?|competition|churn|adoption|legacy|bottleneck|blocker)\b/i;

export const BUDGET =
  /\b(?:budget|cost(?:s)?|\$\d|funding|team of \d+|headcount|developers? available)\b/i;

export const NFR_CATEGORIES = {
  Performance:
    /\b(?:schnell\w*|rapide\w*|r[áa]pid\w*|fast|faster|latency|response time|load(?:s|ing)? (?:in|time|within)|performance(?! (?:review|appraisal|rating|of the (?:choir|team|band|show|play)))|performant|(?:page|load|loading|response|system|app|site|search|network|upload|download|sync|query) speed|speed of (?:the )?(?:app|site|page|system|search|response)|throughput|concurrent|scal(?:e|able|ability|ing)|p9[59]|real-time|realtime)\b/i,
  Security:
    /\b(?:sicherheit\w*|s[ée]curit[ée]|seguridad|seguran[çc]a|verschl[üu]ssel\w*|chiffr\w*|cifrad\w*|secur\w*|encrypt\w*|2fa|mfa|two-factor|multi-factor|owasp|pci(?:-dss)?|penetration|vulnerab\w*|tls|https|soc ?2|iso 27001|brute[- ]force|rate limit\w*|single sign-on|(?:log ?in|logins?|sign[- ]?in|authenticat\w*)\b[^.\n]{0,40}\b(?:sso|azure ad|active directory|saml|okta))\b/i,
  Privacy:
    /\b(?:dsgvo|rgpd|lgpd|datenschutz\w*|donn[ée]es personnelles|datos personales|protecci[óo]n de datos|dados pessoais|(?:servern?|rechenzentr\w*) in (?:deutschland|der eu)|h[ée]berg[ée]e?s? en (?:france|europe)|alojad[oa]s? en (?:espa[ñn]a|europa)|privacy|private|gdpr|ccpa|hipaa|personal data|pii|consent|data retention|retain\w*|anonymi\w*|pseudonym\w*|delete (?:their|my|all) data|data residency|on[- ]device|(?:recordings?|audio|voice|videos?|photos?|images?|card (?:numbers?|data|details)|personal (?:data|details)|locations?|health data|patient data)\b[^.]{0,40}?\b(?:never|not)\b[^.]{0,15}?\b(?:stored|saved|kept|uploaded|shared|sent|leaves?|retained)\b|(?:never|nothing is|not be|not) uploaded\b|(?:no|without(?: a)?|never (?:use|fall back to) a) cloud (?:service|fallback|server|backup|processing)|(?:never|not|nothing|no\s+[\w' -]{1,30}?)\s+(?:may\s+|must\s+|will\s+|is\s+|are\s+|be\s+|ever\s+)*(?:leaves?|uploaded|upload|sent|leave|stored|saved|recorded|kept|touch(?:es)?)\s+(?:(?:on|in|to|from|off)\s+)?(?:the|our|their|this|a|any)\s+(?:device|phone|ipad|tablet|laptop|network|building|clinic|hospital|premises|server|cloud|country|eu|uk)|(?:data|records?|recordings?|logs?|history|messages|photos|videos|readings|personal details)\s+(?:is |are |must be |will be |should be )?(?:kept|stored|retained|held) (?:for )?(?:at least |up to )?\d+ (?:days|weeks|months|years)|(?:data|records|files) (?:stays?|remains?|(?:is|are|must be) (?:stored|kept|hosted)) (?:in|within|inside) (?:the )?(?:uk|eu|us|usa|united kingdom|european union|country|region))\b/i,
  Accessibility:
    /\b(?:barrierefrei\w*|bitv|rgaa|accessibilit[ée]|accesib\w*|acessib\w*|accessib\w*|wcag|screen readers?|keyboard (?:navigation|only|access)|contrast|a11y|colou?r[- ]blind|ada\b|section 508|font size)\b/i,
  Reliability:
    /\b(?:verf[üu]gbarkeit|disponibilit[ée]|disponibilidad|hors[- ]ligne|sin conexi[óo]n|sem conex[ãa]o|uptime|(?:high|service|system|platform|app|site|api) availability|availability (?:of |target |sla |above |at least )?\d|\d%? availability|available 24|99\.\d+\s*%|backups?|disaster recovery|recover\w*|failover|offline mode|(?:works?|working|runs?|running) (?:fully |completely |entirely )?offline|without (?:a |any )?(?:signal|connection|network|internet|reception|coverage)|(?:keeps?|keep) working when (?:the )?(?:wi-?fi|network|connection|signal|internet)|when (?:the )?(?:wi-?fi|network|connection|signal|internet) (?:drops|is down|goes down|fails|is lost)|battery life|on (?:a|one) (?:single )?(?:battery|charge)|reliab\w*|redundan\w*|rpo|rto)\b/i,
} as const;

export type NfrCategory = keyof typeof NFR_CATEGORIES;

export const NFR_DEFAULTS: Record<NfrCategory, string> = {
  Performance:
    'Pages and API calls respond in under 2 seconds at the 95th percentile under expected load.',
  Security:
    'All traffic uses HTTPS (TLS 1.2+), passwords are hashed, admin features are role-restricted and secrets are never logged.',
  Privacy:
    'Only the personal data the features need is collected; users can export and delete their data; GDPR applies where users are in the EU.',
  Accessibility:
    'Meets WCAG 2.1 AA: full keyboard navigation, screen-reader labels and at least 4.5:1 text contrast.',
  Reliability: '99.5% monthly availability, daily backups and a tested restore.',
};

/** Technologies, platforms and services worth listing under technical considerations. */
export const TECHNOLOGIES = [
  'iOS',
  'Android',
  'web',
  'mobile',
  'desktop',
  'iPad',
  'React Native',
  'React',
  'Vue',
  'Angular',
  'Next.js',
  'Node.js',
  'Python',
  'Django',
  'Rails',
  'Java',
  'Kotlin',
  'Swift',
  'Flutter',
  '.NET',
  'Golang',
  'PHP',
  'AWS',
  'Azure',
  'GCP',
  'Google Cloud',
  'Firebase',
  'Supabase',
  'Heroku',
  'Vercel',
  'Docker',
  'Kubernetes',
  'PostgreSQL',
  'Postgres',
  'MySQL',
  'MongoDB',
  'Redis',
  'Elasticsearch',
  'Kafka',
  'Snowflake',
  'BigQuery',
  'Stripe',
  'PayPal',
  'Apple Pay',
  'Google Pay',
  'Shopify',
  'Salesforce',
  'HubSpot',
  'Zapier',
  'Slack',
  'Microsoft Teams',
  'Zoom',
  'Twilio',
  'SendGrid',
  'Mailchimp',
  'Google Calendar',
  'Outlook',
  'Office 365',
  'Google Drive',
  'Dropbox',
  'Jira',
  'Confluence',
  'Notion',
  'GitHub',
  'GitLab',
  'Okta',
  'Auth0',
  'OAuth',
  'SAML',
  'SSO',
  'REST',
  'GraphQL',
  'API',
  'webhooks',
  'OpenAI',
  'Excel',
  'CSV',
  'PDF',
  'QuickBooks',
  'Xero',
  'SAP',
  'Google Maps',
  'Mapbox',
  'SMS',
  'email',
  'push notifications',
  'Bluetooth',
  'GPS',
  'NFC',
  'QR code',
] as const;

export const TECHNICAL =
  /\b(?:integrat\w*|sync\w*|import\w*|export\w*|api|platforms?|browsers?|constraints?|legacy|existing (?:system|tool|database|stack)\w*|on-prem\w*|cloud|deploy\w*|host\w*|architecture|database|stack|infrastructure|sdk)\b/i;

/** Subjects that mean "the product" rather than a person. */
export const SYSTEM_SUBJECT =
  /^(?:the |our |this )?(?:app|application|system|platform|product|service|tool|site|website|portal|dashboard|api|backend|it|we|solution|software|mvp|bot)\b/i;
