import type { RuleTable } from './rule.js';

/** Tools people already use: "Excel is the tool for …" names theirs, not the product. */
const THEIR_TOOLS =
  'Excel|Slack|Jira|Notion|Confluence|Stripe|Zoom|Teams|WhatsApp|Google|Gmail|Salesforce|Shopify|SAP|HubSpot|Trello|Asana|Outlook|Dropbox|Figma|Airtable|Zendesk|Intercom|Xero|QuickBooks';

/** A name: up to four capitalised words (or a CamelCase / lower-case brand in quotes). */
const NAME = String.raw`["“'‘]?(\p{Lu}[\p{L}\d&'’.-]{0,40}(?:[ \t]\p{Lu}[\p{L}\d&'’.-]{0,40}){0,3})["”'’]?`;

/**
 * How a brief states its product's name in words: "Product is Slotback", "it's called Tidy",
 * "working name: Harbor", "heißt Kochbox", "s'appelle RepasMalin", "se llama Vecino". The name
 * is the first group. (Headings and "Name:" labels are read by product-name.ts.)
 */
export const NAME_STATEMENTS: RuleTable = {
  name: 'name statements',
  means: "the product's name, stated in words (group 1)",
  rules: [
    {
      name: 'the product is X',
      pattern: new RegExp(
        String.raw`(?:^|[.!?;,]\s+|\b(?:and|so)\s+)(?:[Tt]he\s+|[Oo]ur\s+)?(?:[Pp]roduct|[Aa]pp|[Tt]ool|[Pp]roject|[Pp]latform|[Ss]ervice)(?:'s|\s+name)?(?:\s+name)?\s+(?:is|will be)\s+(?:called\s+|named\s+)?${NAME}(?=\s*(?:[.,;:!?(–—-]|$))`,
        'u',
      ),
      examples: [
        'Product is Slotback.',
        'Hi! The app is called Tidy Turn, for cleaners.',
        "Our project's name is Harbor Lights.",
        'Notes from Monday. The product name is Quillo; launch in May.',
      ],
      counterExamples: [
        'The app is fast.',
        'The product is for nurses.',
        'The tool is Excel today.',
      ],
    },
    {
      name: 'we call it X',
      pattern: new RegExp(
        String.raw`\b(?:(?:[Ww]e(?:'re|\s+are|'ll|\s+will)?\s+)?(?:[Cc]all(?:ing)?|[Nn]am(?:e|ing))\s+it|[Ii]t(?:'s|\s+is)\s+(?:called|named)|[Ww]orking (?:name|title)(?:\s+is|:)?|[Cc]ode-?named?(?:\s+is|:)?|goes by)\s+${NAME}(?=\s*(?:[.,;:!?(–—-]|$)|[ \t]*\n|\s*\p{Extended_Pictographic}|\s+(?:for now|for the moment|internally)\b)`,
        'u',
      ),
      examples: [
        "We're calling it Pennywise.",
        "It's called Loop.",
        'Working name: Drift',
        'codenamed Falcon',
        'Calling it Kegtrack for now, better names welcome',
        'ok so the laundry booking app, working name Spinslot 🧺',
      ],
      counterExamples: ['We call it a day at 5pm.', 'Calling it Monday works for me.'],
    },
    {
      name: 'call the app X',
      pattern: new RegExp(
        String.raw`\b(?:[Cc]all(?:ing|ed)?|[Nn]am(?:e|ing|ed)|to be known(?:\s+[\p{L} ]{1,30}?)?\s+as)\s+(?:(?:it|the|our|this|that)\s+)?(?:(?:new|mobile|parent|web|internal)\s+)?(?:app|product|tool|platform|service|system|thing|portal|site)?\s*${NAME}(?=\s*(?:[.,;:!?(–—-]|$)|[ \t]*\n|\s+(?:for now|from now on|internally)\b)`,
        'u',
      ),
      examples: [
        'The team agreed to call the app Forkcheck.',
        'a digital meal ordering system, to be known within the Trust as Plateful (the "System").',
        "Let's name the product Tidewater.",
      ],
      counterExamples: [
        'Call the customer Monday.',
        'Drivers call the depot when they arrive.',
        'Known as the Trust, we run three sites.',
      ],
    },
    {
      name: "X is what we're calling it",
      pattern: new RegExp(
        String.raw`(?:^|[.!?]\s+|\n)(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)${NAME}\s+is\s+what\s+(?:we(?:'re|\s+are|'ll|\s+will)?|I(?:'m|\s+am)?|they(?:'re|\s+are)?|everyone(?:'s|\s+is)?)\s+(?:call(?:ing|s)?|nam(?:e|ing))\b`,
        'u',
      ),
      examples: [
        "Fridgelog is what we're calling the logging tablet for the Larder.",
        'Notes. Tidewater is what we call it internally.',
      ],
      counterExamples: ['Monday is what we call the planning day.'],
    },
    {
      name: "X, that's the name",
      pattern: new RegExp(
        String.raw`${NAME}(?:[.,!]\s+|\s*\(\s*|\s+[–—-]\s+)(?:[Tt]hat'?s|[Tt]hat\s+is|[Tt]hats|[Ii]t'?s)\s+(?:the|our)\s+(?:working\s+|product\s+|app\s+)?name\b(?!\s+of\b)|\b(?:[Tt]he|[Oo]ur)\s+(?:working\s+|product\s+|app\s+)?name\s+(?:we\s+(?:settled|agreed|decided)\s+on|is going to be|will be)\s+(?:is\s+)?${NAME}(?=\s*(?:[.,;:!?(–—-]|$))`,
        'u',
      ),
      examples: [
        "So, Littlesteps. That's the name we settled on for the parent app, yes?",
        'so Stemly (thats the name, my sister came up with it)',
        'The name we settled on is Harbourline.',
      ],
      counterExamples: [
        "Priya, that's the name of the nursery.",
        'The name of the field is Reference.',
      ],
    },
    {
      name: 'name = X, the name X',
      // "name = Swapsack??", "the committee agreed on the name Keyhole for the booking site".
      pattern: new RegExp(
        String.raw`\b(?:[Nn]ame\s*=\s*|(?:agreed on|settled on|went with|picked|chose|like)\s+the\s+name\s+|[Tt]he\s+name\s+(?=["“'‘]?\p{Lu}[\p{L}\d&'’.-]{0,40}["”'’]?\s+(?:for|as|is final|stuck|it is|won)\b))${NAME}`,
        'u',
      ),
      examples: [
        'ok so teh uniform swap thing. name = Swapsack??',
        'The committee agreed on the name Keyhole for the booking site.',
        'The name Ferrydesk stuck after the workshop.',
      ],
      counterExamples: ['The name field is required.', 'The name of the field is Reference.'],
    },
    {
      name: 'X = what it is',
      // "Paddledock = self-service kayak and paddleboard rental from smart lockers".
      pattern: new RegExp(
        String.raw`(?:^|[.!?:]\s+|\n\s*)(?!(?:V\d|MVP|Phase|Goals?|Scope|Targets?|Total|Price|Budget|Success|Metrics?|KPIs?|Done|Definition|Outcomes?|Results?|Plan|Timeline|Cost|Rules?|Formula|Output|Input|Notes?|Status|Priority|Owner|Deadline|Launch|Release)\b)(\p{Lu}[\p{L}\d&'’-]{2,40})\s+=\s+(?:an?\s+|the\s+)?\p{Ll}[\p{L}-]+(?:\s+[\p{L}-]+){2,}`,
        'u',
      ),
      examples: [
        'Recap of the brief for anyone who joined late: Paddledock = self-service kayak and paddleboard rental from smart lockers at the lake.',
      ],
      counterExamples: [
        'V1 = parents list outgrown items with a photo.',
        'Budget = three developers for a quarter.',
      ],
    },
    {
      name: 'X (an app for …)',
      pattern: new RegExp(
        String.raw`(?<![.!?]\s)(?<!^)\b(?!(?:${THEIR_TOOLS})\b)(\p{Lu}[\p{L}\d&'’-]{2,40}(?:[ \t]\p{Lu}[\p{L}\d&'’-]{1,40}){0,2})\s+\((?!(?:the\s+|our\s+)?(?:old|current|existing|legacy|previous)\b)(?:the\s+|our\s+|an?\s+)?(?:[\p{L}-]+\s+){0,3}?(?:app|tool|platform|system|portal|service|site|website|marketplace|bot)\b(?!\s+(?:owner|manager|lead|team|designer|person|store)\b)`,
        'u',
      ),
      examples: [
        "ok here's where we landed on Roomready (housekeeping app for our 3 Lisbon hotels) so someone can PRD it",
        'We pitched Fernway (a hiking app) to the board.',
      ],
      counterExamples: [
        'We use Excel (the old tool) for this.',
        'Drivers (the app users) book slots.',
      ],
    },
    {
      name: 'X, our tool for …',
      pattern: new RegExp(
        String.raw`(?:^|[\s(])(?<!(?:^|[.!?]\s{1,3})(?:In|On|At|For|From|By|With|Since|Until|During|After|Before|Im|Am|Bei|Nach|Seit|En|Dans|Sur|Con|Para|Por|Em|Na|No)\s)(?!(?:In|On|At|For|From|To|By|With|The|A|An|Our|This|That|Im|Am|En|Dans|Sur|Con|Para|Por|Em|Na|No)\s)(\p{Lu}[\p{L}\d&'’-]{1,40}(?:[ \t]\p{Lu}[\p{L}\d&'’-]{1,40}){0,2}),\s+(?:our|the|an?|la|el|una?|le|les|l['’]|notre|nuestra?|die|der|das|unsere?|a|o|um|uma|nosso|nossa)\s*(?:[\p{L}-]+\s+){0,3}?(?:app|apps|App|Apps|Anwendung|Plattform|Software|Dienst|application|applications|aplicaci[óo]n|aplicativo|outil|herramienta|ferramenta|werkzeug|tool|platform|plataforma|plateforme|plattform|service|servicio|servi[çc]o|dienst|system|sistema|syst[èe]me|product|produit|producto|produto|software|logiciel|portal|portail|site|website|marketplace)\b`,
        'u',
      ),
      examples: [
        "We're adding receipt capture to Tallyho, our expense tool for builders.",
        'Te cuento lo de Báscula, la app para la cooperativa.',
        'Wir bauen Kiezkasse, die App für Vereine.',
      ],
      counterExamples: ['In London, our app has 300 users.', 'On Monday, the app is down.'],
    },
    {
      name: 'X is the … app for …, at the start of a line',
      pattern: new RegExp(
        String.raw`(?:^|\n)\s*(?!(?:${THEIR_TOOLS})\b)(?!(?:The|This|That|It|Our|We|There|Here)\s)(\p{Lu}[\p{L}\d&'’.-]{1,40}(?: \p{Lu}[\p{L}\d&'’.-]{1,40}){0,2})(?:\s+(?:is|will be)\s+(?:the|a|an|our)|:\s+(?:the|a|an|our))\s+(?:[\p{L}-]+\s+){0,4}?(?:app|apps|site|website|tool|platform|service|system|portal|product|marketplace|guide|assistant|bot|dashboard|kiosk|booking site|web app)\b`,
        'u',
      ),
      examples: [
        'Swellbook is the booking site for Porthmeor Surf School.',
        'Harbour Museum — Digital\nEarshot: a phone audio guide for the permanent collection',
        'Tallyho will be our expense app for builders.',
      ],
      counterExamples: [
        'Excel is the tool for budgeting today.',
        'The app is the main channel.',
        'Members: a list of people who book courts.',
      ],
    },
    {
      name: 'X will be the … (German, French, Spanish, Portuguese)',
      pattern: new RegExp(
        String.raw`(?:^|[.!?]\s+|\n)(?!(?:${THEIR_TOOLS})\b)(?!(?:Die|Der|Das|Le|La|Les|El|Los|Las|Il|O|A|Es|Ce|Cela|Esto|Esta|Este|Wir|Nous|Nosotros|On)\s)(\p{Lu}[\p{L}\d&'’.-]{1,40}(?:[ \t]\p{Lu}[\p{L}\d&'’.-]{1,40}){0,2})\s+(?:sera|est|será|es|wird|ist|vai ser|é|sarà|è)\s+(?:le|la|l['’]|une?|el|un[ao]?|die|der|das|eine?|o|a|um|uma|il|lo)\s*(?:[\p{L}-]+\s+){0,3}?(?:portail|application|appli|app|outil|plateforme|service|portal|aplicaci[óo]n|herramienta|plataforma|servicio|Portal|App|Plattform|Anwendung|Dienst|Werkzeug|aplicativo|ferramenta|servi[çc]o|piattaforma|strumento)\b`,
        'u',
      ),
      examples: [
        'Créno sera le portail de réservation des gymnases pour les associations.',
        'Sperrfix wird die App für die Sperrmüllabholung.',
        'PrestaLibro será la plataforma del banco de libros.',
      ],
      counterExamples: ['La ville sera le client principal.', 'Excel est un outil.'],
    },
    {
      name: 'X lets people do …',
      pattern: new RegExp(
        String.raw`(?:^|[.!?]\s+|\n)(?!(?:The|This|That|It|We|Our|Your|Their|Each|Every|A|An|Users?|Members?|Customers?|People|Staff|Teams?|Admins?|Nobody|Everyone|He|She|They)\s)(\p{Lu}[\p{L}\d&'’.-]{1,40}(?:[ \t]\p{Lu}[\p{L}\d&'’.-]{1,40}){0,2})\s+(?:lets|helps|allows|enables|gives)\s+(?:\p{Ll}[\p{L}-]+\s+){0,2}?\p{Ll}[\p{L}-]*s\s+(?:to\s+)?\p{Ll}[\p{L}-]+`,
        'u',
      ),
      examples: [
        'Courtly lets members book courts from their phone.',
        'Notes. Fernway helps hikers plan water stops.',
        'Tally Ho allows volunteer coaches to track attendance.',
      ],
      counterExamples: [
        'The app lets members book courts.',
        'Members let guests in at the gate.',
        'Our tool helps teams plan.',
      ],
    },
    {
      name: 'is called (German, French, Spanish, Portuguese)',
      pattern: new RegExp(
        String.raw`\b(?:hei(?:ß|ss)t|nennt sich|nennen (?:es|sie|wir es)|s'appelle|s’appelle|nomm[ée]e?|on (?:l'|l’)appelle|on va (?:l'|l’)appeler|se llama|llamad[oa]|(?:la|lo|le) (?:vamos a llamar|llamamos|llamaremos)|se chama|chamad[oa])\s+${NAME}(?=\s*(?:[.,;:!?(–—-]|$)|[ \t]*\n|\s+(?:por ahora|pour l'instant|pour le moment|vorerst|erstmal)\b)`,
        'u',
      ),
      examples: [
        'Die App heißt Kochbox.',
        "L'application s'appelle RepasMalin.",
        'La plataforma se llama Vecino Activo, para barrios.',
        'O app se chama Feira Viva.',
        'La app la vamos a llamar Compás, ¿os gusta?',
      ],
      counterExamples: ['Der Kunde heißt willkommen.'],
    },
  ],
};

/** The name a statement gives, if any. */
export function statedName(text: string): string | undefined {
  for (const rule of NAME_STATEMENTS.rules) {
    const match = rule.pattern.exec(text.slice(0, 4000));
    if (match?.[1]) return match[1].replace(/[.'’]+$/, '').trim();
  }
  return undefined;
}
