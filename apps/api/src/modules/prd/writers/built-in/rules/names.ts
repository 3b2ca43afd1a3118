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
        String.raw`\b(?:(?:[Ww]e(?:'re|\s+are|'ll|\s+will)?\s+)?(?:[Cc]all(?:ing)?|[Nn]am(?:e|ing))\s+it|[Ii]t(?:'s|\s+is)\s+(?:called|named)|[Ww]orking (?:name|title)(?:\s+is|:)|[Cc]ode-?named?(?:\s+is|:)?|goes by)\s+${NAME}(?=\s*(?:[.,;:!?(–—-]|$)|[ \t]*\n|\s+(?:for now|for the moment|internally)\b)`,
        'u',
      ),
      examples: [
        "We're calling it Pennywise.",
        "It's called Loop.",
        'Working name: Drift',
        'codenamed Falcon',
        'Calling it Kegtrack for now, better names welcome',
      ],
      counterExamples: ['We call it a day at 5pm.', 'Calling it Monday works for me.'],
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
