import type { RuleTable } from './rule.js';

const RELEASE = String.raw`(?:v1|v1\.0|mvp|the mvp|the pilot|the first (?:release|version)|launch|phase (?:1|one)|this release|release 1)`;

/**
 * A statement that puts something out of scope, however it is said: a non-goal, never a
 * requirement. A prohibition the product must enforce ("no card number may touch the tablet")
 * is not an exclusion: it is a requirement (classify.ts reads it first).
 */
export const EXCLUSIONS: RuleTable = {
  name: 'exclusions',
  means: 'something put out of scope (a non-goal)',
  rules: [
    {
      name: 'not in this release',
      pattern: new RegExp(
        String.raw`\b(?:(?:is|are|'s|'re)\s+)?not\s+(?:in\s+|for\s+|part of\s+)?${RELEASE}\b|\bout of ${RELEASE}\b|(?:^|[:–—-]\s*)not\s+v1\b|\b(?:is|are)\s+(?:a\s+)?v2\b|\b(?:save|keep|park|push|move|leave)\s+(?:it|that|this|them|[^.,;]{1,40}?)\s+(?:for|to|until)\s+(?:v2|later|phase (?:2|two)|a later (?:release|phase))\b|\bcan wait (?:for|until|till) (?:v2|later|phase (?:2|two))\b`,
        'i',
      ),
      examples: [
        'Payments are not v1 either (clinics take payment at the visit).',
        'Video consults - not v1',
        'Multi-site support is not in the MVP.',
        'Exports: not for launch',
        'Dark mode can wait until v2.',
        "Let's park the loyalty scheme for later.",
        'Offline mode is a v2 thing.',
      ],
      counterExamples: [
        'The v1 must run on Android 10 and later.',
        'Every order must be paid before it is shipped.',
      ],
    },
    {
      name: 'nothing for them in this release',
      pattern: new RegExp(
        String.raw`^(?:(?:and|but|also|so)\s+)?nothing\s+(?:for|about|on|around)\s+[^.;:]{1,60}?\s+(?:in|for)\s+${RELEASE}\b`,
        'i',
      ),
      examples: [
        'And nothing for the students sitting exams in v1, this is staff only.',
        'Nothing about invoicing in the MVP.',
      ],
      counterExamples: ['Nothing is stored on the device in v1.', 'Nothing happens until launch.'],
    },
    {
      name: 'a no, then where it stays instead',
      // "Can it also do the timetable?" "No, the timetable stays in the records system."
      pattern:
        /^no\s*[,.;:–—-]+\s*(?:the\s+|our\s+|their\s+)?[^.,;]{1,40}?\s+(?:stays?|remains?|lives?)\s+(?:in|with|on)\s+(?:the\s+)?[^.;]{2,60}/i,
      examples: [
        'No, the timetable stays in the student records system, Invigo only reads it.',
        'No - invoicing stays with the finance team.',
      ],
      counterExamples: [
        'Card data stays with Stripe.',
        'No personal data stays on the phone after sync.',
      ],
    },
    {
      name: 'stays as it is done today',
      // "Invoicing stays in Sage", "deductions from final pay stay manual", "renewals stay on bank
      // transfer": the work stays where it is, outside the product. Where data must stay
      // ("personal data stays in the EU") is a constraint, not a cut. (Case matters: "in Sage".)
      pattern:
        /^(?![^.;]*\b(?:[Dd]ata|[Rr]ecords?|[Hh]osting|[Ss]ervers?|[Ff]iles?|[Pp]hotos?|[Ii]nformation|[Cc]ards?|[Bb]ackups?|[Ll]ogs?|[Ee]verything|[Nn]othing|[Ii]t|[Tt]hey)\s+(?:stays?|remains?)\b)(?![^.;]*\b(?:must|has to|have to|should|shall|needs? to|will)\s+(?:stay|remain)\b)[^.;]{2,80}?\b(?:stays?|remains?|is staying|are staying)\s+(?:manual(?:ly)?|as (?:it is|is|today)|on (?:the )?paper\b|paper[- ]based|by (?:e-?mail|phone|post|hand|text)|on (?:bank transfer|e-?mail|the phone|[Ww]hats[Aa]pp|spreadsheets?|[Ee]xcel|the (?:paper|old|current|existing) \p{L}+)|in (?:(?:the|a|our) (?:spreadsheet|old \p{L}+|current \p{L}+|existing \p{L}+|[\p{L}-]+ (?:system|tool|app|spreadsheet|portal))\b|\p{Lu}[\p{L}]+(?: \p{Lu}[\p{L}]+)?(?![\p{L}])(?<!\b(?:EU|UK|US|USA|Europe|Germany|France|Spain|Ireland|Canada|Australia|England|Scotland|Wales|Britain|London|Frankfurt|Dublin)))|with (?:the )?[\p{L} ]{2,30}?(?:team|office|desk|department|council|support|agent|agency|secretary|manager|accountant|bank)\b)/u,
      examples: [
        'Invoicing stays in Sage.',
        'Deducting unreturned kit from final pay stays manual, HR does that case by case.',
        'Membership renewals stay on bank transfer, Gwen does them once a year.',
        'The breakfast club stays on the paper sign-up sheet.',
        'Orders stay by email for now.',
        'The stripboard stays in Movie Magic.',
        'Refunds stay with the support team, case by case.',
      ],
      counterExamples: [
        'Personal data stays in the EU.',
        'Card numbers stay with Stripe.',
        'The booking stays on the screen until the member confirms.',
        'Hosting stays in Germany.',
        'The item stays reserved for 48 hours.',
        "EU creators' audio and transcripts must stay in our EU region (Frankfurt).",
      ],
    },
    {
      name: 'left to someone else',
      pattern:
        /\b[Ww]e(?:'re|’re| are| will|'ll| have)?\s+(?:leaving|leave|left)\s+[^.;]{1,60}?\s+to\s+(?:(?:the|our|their|a|an)\s+\p{L}|\p{Lu})|\b(?:[Ww]e(?:'re|’re| are)\s+leaving|(?:is|are)\s+(?:being\s+)?left)\s+to\s+(?:(?:the|our|their|a|an)\s+\p{L}|\p{Lu})/u,
      examples: [
        "We're leaving phones to the mobile contract team.",
        'Bus pass checks we are leaving to the council, their scanner does it.',
        'The bar licence and any alcohol sales are being left to the parish council.',
        'Childcare vouchers are left to the school business manager this year.',
      ],
      counterExamples: [
        'Customers can leave a note to the driver.',
        'Members leave the key to the next booker in the box.',
        'What is left to pay is shown on the invoice.',
      ],
    },
    {
      name: 'another time',
      pattern:
        /\bnot this (?:time|round|year|season|term|release|phase)\b|\b(?:look at|do|tackle|revisit|handle|think about|consider|add)\s+(?:it|that|this|those|these|them|[^.,;]{1,30}?)\s+(?:another|next|a later)\s+(?:year|time|round|season|term|release|phase)\b/i,
      examples: [
        'Contractors, not this time.',
        "Same for the electrical checks, we'll look at those another year.",
        'We can revisit the loyalty card next season.',
      ],
      counterExamples: [
        'Members book the same slot next season in one go.',
        'Reminders repeat next time the slot opens.',
      ],
    },
    {
      name: 'skip it, park it',
      // "Nobody asked for food ordering, skip it.": the reply that cuts what came before it.
      pattern:
        /(?:^|[,;:–—-]\s*)(?:so\s+|just\s+)?(?:let'?s\s+)?(?:skip|park|scrap|shelve|bin|forget)\s+(?:it|that|this|them|about it)(?:\s+for now)?[.!]*\s*$|(?:^|[,;–—-]\s*)(?![^,;]*\b(?:where|when|if|once|while|until|after|before)\b)(?:\p{L}[\p{L} -]{1,40}\s+)?(?:is|are|gets?|got|was|were)\s+parked[.!]*\s*$/iu,
      examples: [
        'Nobody asked for food ordering, skip it.',
        'Intensive courses - park it for now.',
        'The kit swap is parked.',
      ],
      counterExamples: [
        'Customers skip a week in the app.',
        'Drivers see where the van is parked.',
        'Members can skip it from the app until the cut-off.',
        'Car status: parked.',
      ],
    },
    {
      name: 'moved to a later ticket or release',
      pattern:
        /\b(?:moves?|moved|moving|pushed|deferred|goes|went|is going)\s+(?:out\s+)?(?:in)?to\s+(?:a\s+|the\s+)?(?:follow[- ]?up|separate|later|future|next|new|own)\s+(?:ticket|story|issue|epic|release|version|phase|sprint|project|milestone)\b/i,
      examples: [
        'Spanish moves to a follow-up ticket once accuracy is better.',
        'Offline mode is pushed to the next release.',
        'Exports went into a separate epic.',
      ],
      counterExamples: [
        'The driver moves to the next stop when the parcel is scanned.',
        'An approved ticket moves to the next stage automatically.',
      ],
    },
    {
      name: 'an arrow to later',
      pattern:
        /(?:→|->|=>|⟶)\s*(?:later|v2|v\.?next|phase (?:2|two)|next (?:release|version|phase)|parking lot|backlog|post[- ]?launch|future|not now|out)\b/i,
      examples: [
        'SMS reminders → later, @Sam Ortiz is pricing providers',
        'dark mode -> v2',
        'Loyalty points => backlog',
      ],
      counterExamples: [
        'Booking -> payment -> confirmation email',
        'Status goes from open → closed after 30 days.',
      ],
    },
    {
      name: 'dropped, cut or descoped',
      pattern:
        /\b(?:we(?:'ve|\s+have)?\s+(?:dropped|cut|descoped|de-scoped|scrapped|killed|shelved|removed)\b|(?<!\b(?:when|where|if|once|until|while|after|before|whether|unless)\b[^.;]{0,60})\b(?:was|were|is|are|has been|have been|got|gets)\s+(?:dropped|cut|descoped|de-scoped|scrapped|shelved|parked|deferred|pushed (?:back|out|to v2)|moved to v2)(?:\s+(?:from|for|in)\s+(?:v1|the mvp|the first release|scope|launch))?(?:\s+(?:last|this|next)\s+(?:week|month|sprint|quarter)|\s+(?:yesterday|today|for now|already|after all))?\s*(?:[.,;:]|$)|^(?:descope|de-scope|scrap|shelve|park)\s+\S|^(?:drop|skip|cut)\s+(?:the\s+)?[^.,;]{1,40}?\s+(?:for now|for v1|from v1|for launch|from (?:the )?(?:mvp|scope|v1))\b)/i,
      examples: [
        'We dropped SSO.',
        "We've cut the referral programme.",
        'Bulk import was descoped last week.',
        'Apple Pay got pushed to v2.',
        'Skip the admin dashboard for now.',
      ],
      counterExamples: [
        'Dropped calls must be retried within 10 seconds.',
        'Cut desk checkout time to under 1 minute.',
        'Drivers get a reminder when the car is parked.',
        'Drop the price to $5 for students.',
        'Members see when an item is due back if it is out.',
        'The price is cut by 10% for annual plans.',
      ],
    },
    {
      name: "don't build, no to",
      pattern:
        /^(?:(?:and|but|also|so)\s+)?(?:(?:we|i)\s+)?(?:do not|don'?t|won'?t|will not|shouldn'?t|should not|are not going to|aren'?t going to)\s+(?:build|do|ship|add|make|support|include|offer|bother with|go (?:after|for)|rent|sell|provide|launch|run|host|cover|handle|integrate(?: with)?)\b|^(?:(?:and|but|so)\s+)?no\s+to\s+\S|^(?:not doing|no plans? (?:for|to))\b/i,
      examples: [
        "Don't build a native app.",
        'We will not support IE11.',
        'No to gamification.',
        'No plans for a marketplace.',
        "We won't rent boards or wetsuits separately.",
      ],
      counterExamples: [
        "Don't let a manager approve their own swap.",
        'Do not show prices to guests.',
        "We won't store card numbers on the tablet.",
      ],
    },
    {
      name: 'a separate project, not part of this',
      pattern:
        /^(?:(?:and|but|also|so)\s+)?[^.;:!?]{2,60}?\s+(?:is|are)\s+(?:a\s+)?(?:separate|different|another|its own|their own)\s+(?:project|product|service|workstream|piece of work|phase|initiative|team's job|job)\b|\b(?:is|are)\s+not\s+part\s+of\s+(?:this|it|the (?:project|product|scope|plan|app))\b/i,
      examples: [
        'Mileage claims are a separate project, not this one.',
        'Garden waste is a different service, out of scope.',
        'and surf camps are not part of this.',
      ],
      counterExamples: [
        'Each location is a separate tenant in the database.',
        'Refunds are part of this release.',
      ],
    },
    {
      name: 'no X on its own',
      pattern:
        /^(?:(?:and|but|so|agreed|ok|okay|right|yes|fine)[,.]?\s+)?no\s+(?!(?:idea|worries|problem|problems|thanks|way|one|need|rush|clue|comment|comments|objection|objections|pressure|doubt|chance|kidding|matter|longer|more|less|later|sooner|offence|offense|question|questions)\b)(?![^.]*\b(?:[\p{L}]+ed|touch(?:es)?|leaves?|goes|gets|is|are|can|will|must|should|may|ever)\b)(?:[\p{L}-]+\s+){0,3}[\p{L}-]+(?:\s+(?:for now|in v1|for v1|at launch|for launch|in the mvp|this release|yet))?[.!]?$/iu,
      examples: [
        'No online payments.',
        'Agreed, no photo upload for now.',
        'No host approval step.',
      ],
      counterExamples: [
        'No idea what the policy is.',
        'No worries.',
        'No, thanks.',
        'No more than 5 guests.',
        'No card number touches the tablet.',
        'No card numbers stored.',
        'No personal data leaves the EU.',
      ],
    },
    {
      name: 'no X (German, French, Spanish, Portuguese)',
      // A short phrase that only says what there will not be ("Pas d'enchères."), no verb.
      pattern:
        /^(?:kein(?:e|en|er)?|pas de|pas d['’]|aucun(?:e)?|sin|nada de|ning[úu]n(?:a)?|sem|nenhum(?:a)?)\s*\p{L}(?![^.]*\b(?:muss|m[üu]ssen|soll|sollen|kann|darf|doit|doivent|peut|peuvent|debe|deben|puede|pueden|deve|devem|pode|podem|ist|sind|est|sont|es|son|[ée]|s[ãa]o)\b)[^.!?]{0,80}[.!]?$/iu,
      examples: [
        "Pas d'enchères.",
        'Keine Mietzahlungen über die App.',
        'Sin venta de aceite a particulares.',
        'Sem integração com bancos.',
      ],
      counterExamples: [
        'Sin conexión, la app debe guardar las pesadas.',
        'Kein Mieter darf die Daten anderer sehen.',
      ],
    },
    {
      name: 'a no, then what there will not be (German, French, Spanish)',
      // "No, eso no. Nada de tienda en la app.": the reply, then the thing turned down.
      pattern:
        /^(?:(?:no|non|nein)[,.!\s]+(?:(?:eso|esto|ça|cela|das)\s+(?:no|non|pas|nicht)\s*[.!,:]+\s*)?|(?:eso|esto|ça|cela|das)\s+(?:no|non|pas|nicht)\s*[.!,:]+\s*)(?:nada de|pas de|pas d['’]|kein(?:e|en|er)?|sin)\s*\p{L}[^.!?]{0,80}[.!]?$/iu,
      examples: [
        'No, eso no. Nada de cupones en la app.',
        'Non, ça non : pas de messagerie.',
        'Nein, das nicht. Keine Werbung.',
        'Non, pas de boutique.',
      ],
      counterExamples: [
        'Eso no lo sabemos todavía.',
        'Das nicht gespeicherte Formular geht verloren.',
      ],
    },
    {
      name: 'not for now (German, French, Spanish)',
      // "Y clases online tampoco por ahora", "pas de chat pour l'instant", "vorerst keine App".
      pattern:
        /^(?![^.]*(?<![\p{L}])(?:debe|deben|tiene que|tienen que|hay que|muss|m[üu]ssen|doit|doivent|il faut)(?![\p{L}]))(?:[^.]*(?<![\p{L}])(?:tampoco|sin\s+[^.,;]{1,40}?)\s+(?:por ahora|de momento|por el momento)(?![\p{L}])|[^.]*(?<![\p{L}])pas(?:\s+(?:de|d['’])\s*[^.,;]{1,40}?)?\s+(?:pour l['’]instant|pour le moment|tout de suite)(?![\p{L}])|[^.]*(?<![\p{L}])erst\s+sp[äa]ter(?![\p{L}])|[^.]*(?<![\p{L}])(?:vorerst|vorl[äa]ufig|erstmal|erst einmal|zun[äa]chst)\s+(?:nicht|kein(?:e|en|er)?)(?![\p{L}]))/iu,
      examples: [
        'Y pagos a plazos tampoco por ahora.',
        'Sin app nativa por ahora.',
        "Pas de chat pour l'instant.",
        'Die Android-App erst später.',
        'Vorerst keine Bezahlung in der App.',
      ],
      counterExamples: [
        'La app debe funcionar sin conexión por ahora.',
        'Las reservas sin pagar se anulan por la noche.',
      ],
    },
    {
      name: 'out of scope (German, French, Spanish, Portuguese)',
      pattern:
        /\b(?:nicht\s+(?:in|für|teil\s+(?:von|der))\s+(?:v1|version\s+1|der\s+ersten\s+(?:version|phase)|mvp)|(?:au[sß]erhalb|au[sß]er)\s+(?:des\s+)?(?:umfangs|scope)|(?:kommt|kommen)\s+sp[äa]ter|(?:wird|werden|wurde|wurden)\s+gestrichen|wir\s+bauen\s+kein(?:e|en)?\b|hors\s+(?:p[ée]rim[èe]tre|scope|champ)|pas\s+(?:en|dans\s+la|pour\s+la)\s+v1|(?:est|sont)\s+exclus?\b|on\s+ne\s+fait\s+pas|pour\s+plus\s+tard|pas\s+de\s+[^.,;]{1,40}?\s+(?:en|dans\s+la|pour\s+la)\s+v1|(?:on\s+)?abandonn(?:e|é|ons)\b|fuera\s+del?\s+(?:alcance|v1|la\s+v1|mvp)|no\s+(?:entra|entran|est[áa]|est[áa]n)\s+en\s+(?:la\s+)?v1|(?:queda|quedan)\s+fuera|lo\s+dejamos\s+para|descartad[oa]s?|descartamos|para\s+(?:m[áa]s\s+adelante|la\s+v2)|fora\s+do\s+escopo|n[ãa]o\s+(?:entra|vai\s+entrar)\s+na\s+v1|fica(?:m)?\s+(?:de\s+)?fora)\b/iu,
      examples: [
        'Lieferung nach Hause ist nicht Teil von v1.',
        'Die Android-App kommt später.',
        'Livraison à domicile : hors périmètre.',
        'Pas de paiement en ligne pour la v1, pas en v1 non plus les écoles privées.',
        'La app nativa queda fuera del alcance.',
        'Los pagos no entran en la v1.',
        'Integração com o SAP fica de fora.',
      ],
      counterExamples: [
        "L'application doit être disponible en français.",
        'Die App muss offline funktionieren.',
        'La app debe funcionar sin conexión.',
      ],
    },
  ],
};

/**
 * Someone else's numbers (a competitor's prices, another product's figures): context for the
 * PRD, never our goals, targets or requirements.
 */
export const THEIR_NUMBERS: RuleTable = {
  name: 'their numbers',
  means: "another product's figures, not our goals",
  rules: [
    {
      name: 'a competitor named as such',
      pattern:
        /\b(?:competitors?|competition|rivals?|incumbents?|the market leader|their (?:price|pricing|plans?|fee|fees|commission))\b[^.]{0,120}(?:[$€£]\s?\d|\d+(?:[.,]\d+)?\s?(?:%|\/mo|per (?:month|year|user|seat)|a month|a year|usd|eur|gbp))|(?:[$€£]\s?\d|\d\s?%)[^.]{0,80}\b(?:competitors?|like (?:the )?competition)\b/i,
      examples: [
        'Our main competitor charges $49 per month.',
        'The competition takes a 20% commission.',
        'Their pricing starts at €15/mo.',
      ],
      counterExamples: ['We charge $12 per user per month.', 'Reduce churn to 3% a month.'],
    },
    {
      name: 'a brand that charges',
      pattern:
        /^(?!(?:We|I|You|They|It|Our|This|That|The|Each|Every|Users?|Customers?|Members?)\b)(?:[\p{Lu}][\p{L}\d]+(?:\s[\p{Lu}][\p{L}\d]+){0,2})(?:'s)?\s+(?:charges?|costs?|is priced at|prices? (?:at|from)|starts? at|bills?|takes? a)\b[^.]{0,60}(?:[$€£]\s?\d|\d+(?:[.,]\d+)?\s?(?:%|\/mo|per|a month|usd|eur|gbp))/u,
      examples: [
        'Booksy charges $29.99/mo per location.',
        'Fresha takes a 20% cut of new clients.',
      ],
      counterExamples: ['Managers get 2 reminders a week.', 'The Pro plan costs $12 per user.'],
    },
    {
      name: 'a brand that advertises',
      pattern:
        /^(?!(?:We|I|You|They|It|Our|This|That|The|Each|Every|Users?|Customers?|Members?)\b)(?:[\p{Lu}][\p{L}\d]+(?:\s[\p{Lu}][\p{L}\d]+){0,2})(?:'s)?\s+(?:also\s+)?(?:advertises|advertised|claims|claimed|boasts|promises|markets|touts)\b/u,
      examples: ['Harvest also advertises "sync in under 3 seconds" and 99.99% uptime.'],
      counterExamples: [
        'Members see the advertised price.',
        'The app claims nothing it cannot do.',
      ],
    },
  ],
};
