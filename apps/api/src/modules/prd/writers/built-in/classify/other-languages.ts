import { ruleFor, type RuleTable } from '../rules/index.js';
import { ROLE_WORDS } from '../collect/people-other.js';

/**
 * How the built-in writer reads a Spanish, French or German chat or brief without a model: the
 * talk of a group chat, a task given to someone, and what the product does said as a plain
 * statement ("las alumnas reservan…", "on peut annuler…", "höchstens 12 Plätze"). Used by
 * classify.ts for input that is not English.
 */

const WEEKDAY = String.raw`(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)`;

/** Words of a group chat that say nothing about the product, alone on a line. */
const TALK_WORD = String.raw`(?:ja(?:ja)+j?|je(?:je)+|ha(?:ha)+|mdr|lol|xd|vale|genial|ok(?:ay|i|is)?|s[ií]|claro|perfecto|perfecta|gracias|mil gracias|de acuerdo|hecho|por fin|guay|buenas|hola|listo|lista|venga|merci|merci beaucoup|super|parfait|d['’]accord|oui|ouais|top|g[ée]nial|bonjour|salut|c['’]est fait|nickel|carr[ée]ment|danke|vielen dank|ja|jawohl|gut|alles klar|klar|passt|prima|toll|perfekt|genau|hallo|moin|erledigt|mach ich|cool|bravo|tout le monde|à tous|à toutes|a todos|a todas|chicas|chicos|zusammen|ihr lieben|leute|les amis)`;

/** What stands between the words of a chat reply: spaces, punctuation, emoji (with joiners). */
const GAP = String.raw`(?:[\s\p{P}\p{Extended_Pictographic}]|\u200d|\ufe0f)`;

const OTHER_TALK: RuleTable = {
  name: 'chat talk (Spanish, French, German)',
  means: 'a reply or a joke in a group chat, not product content',
  rules: [
    {
      name: 'only talk words',
      pattern: new RegExp(String.raw`^${GAP}*${TALK_WORD}(?:${GAP}+${TALK_WORD})*${GAP}*$`, 'iu'),
      examples: [
        'jajaja',
        'Vale, genial!',
        'Por fin!!! 🙌',
        'Merci, super 👍',
        'Danke, passt.',
        'Ok',
      ],
      counterExamples: [
        'Vale, que caduquen a los 3 meses.',
        'Super: les clients réservent en ligne.',
        'Die Kunden buchen per App.',
      ],
    },
    {
      name: 'a lead-in to the story (te cuento, je vous raconte)',
      // "Os cuento lo de la app de la academia": the speaker opening, the facts come after.
      pattern:
        /^(?:(?:buenos d[ií]as|buenas|hola|bonjour|salut|hallo|guten morgen|moin)\b[^.!?]{0,30}[.!,\s]+)?(?:te|os|les)\s+cuento(?![\p{L}])|^(?:je\s+(?:te|vous)\s+(?:raconte|explique|r[ée]sume))(?![\p{L}])|^ich\s+erz[äa]hl(?:e)?\s+(?:dir|euch|ihnen)(?![\p{L}])/iu,
      examples: [
        'Te cuento lo del proyecto de la biblioteca.',
        'Je vous raconte le projet de la cantine.',
        'Ich erzähle euch kurz von der neuen App.',
      ],
      counterExamples: ['Te llega un aviso cuando cambia el horario.'],
    },
    {
      name: 'a question said laughing',
      pattern: /\?[\s!]*(?:ja(?:ja)+j?|je(?:je)+|ha(?:ha)+|mdr|lol|xd)\b/iu,
      examples: ['¿Quién trae el pastel el lunes? jajaja', 'Qui ramène les croissants ? mdr'],
      counterExamples: ['¿Quién aprueba las devoluciones?'],
    },
  ],
};

const OTHER_ACTIONS: RuleTable = {
  name: 'actions (Spanish, French, German)',
  means: 'a task someone takes on, for the action items',
  rules: [
    {
      name: 'someone asked by name to do something',
      pattern:
        /^[¿\s]*\p{Lu}[\p{L}'-]{1,20},\s*[¿\s]*(?:puedes|podr[ií]as|te encargas de|te ocupas de|tu peux|tu pourrais|peux-tu|pourrais-tu|vous pouvez|pourriez-vous|kannst du|k[öo]nntest du|k[üu]mmerst du dich)\s+\p{L}/u,
      examples: [
        'Pablo, puedes llamar al gestor antes del lunes?',
        'Julie, tu peux appeler la mairie ?',
        'Jonas, kannst du das mit der Bank klären?',
      ],
      counterExamples: ['¿Los socios pueden ver las entregas?', 'Peut-on payer par carte ?'],
    },
    {
      name: 'someone does a task',
      pattern:
        /^\p{Lu}[\p{L}'-]{1,20}(?:\s+(?:y|et|und)\s+\p{Lu}[\p{L}'-]{1,20})?\s+(?:pide|pedir[áa]|llama|llamar[áa]|revisa|revisar[áa]|manda|mandar[áa]|env[íi]a|enviar[áa]|prepara|preparar[áa]|se encarga de|se ocupa de|confirma|confirmar[áa]|busca|buscar[áa]|habla|hablar[áa]|escribe|escribir[áa]|s['’]occupe(?:ra)?|appelle(?:ra)?|envoie|enverra|pr[ée]pare(?:ra)?|v[ée]rifie(?:ra)?|demande(?:ra)?|contacte(?:ra)?|r[ée]dige(?:ra)?|kl[äa]rt|fragt|schickt|pr[üu]ft|ruft|k[üu]mmert sich|bereitet|organisiert|kontaktiert|schreibt)\b/u,
      examples: [
        'Andrés pide presupuesto al proveedor antes del lunes.',
        "Claire s'occupe du devis.",
        'Jonas klärt das mit der Bank bis Freitag.',
      ],
      counterExamples: ['La oficina revisa cada entrega.', 'Le client envoie sa demande.'],
    },
    {
      name: 'a listed task with its owner',
      // "- Cem: Entwurf der Startseite", "Ana: llamar al proveedor", "Luc : devis pour la mairie".
      pattern:
        /^@?\p{Lu}[\p{L}'-]{1,20}\s*:\s*(?:llamar|enviar|mandar|preparar|revisar|pedir|hablar|contactar|confirmar|buscar|escribir|presupuesto|borrador|maqueta|appeler|envoyer|pr[ée]parer|v[ée]rifier|demander|contacter|r[ée]diger|relancer|confirmer|devis|brouillon|maquette|anrufen|schicken|senden|pr[üu]fen|kl[äa]ren|fragen|vorbereiten|kontaktieren|schreiben|entwurf|angebot|mockup|kostenvoranschlag)(?![\p{L}])/iu,
      examples: [
        'Ana: llamar al proveedor',
        'Luc : devis pour la mairie',
        'Cem: Entwurf der Startseite',
      ],
      counterExamples: ['Teilnehmer: Anke, Boris, Cem', 'Pago: con tarjeta o Bizum.'],
    },
    {
      name: 'a deadline for someone',
      pattern: new RegExp(
        String.raw`\b(?:antes del?|para el|avant|d['’]ici|bis)\s+(?:(?:el|le|la|this|diesen|n[äa]chsten|next)\s+)?${WEEKDAY}\b`,
        'iu',
      ),
      examples: [
        'Lo miro antes del viernes.',
        "Je vous envoie ça d'ici jeudi.",
        'Mache ich bis Montag.',
      ],
      counterExamples: ['Las clases del viernes se reservan desde la app.'],
    },
  ],
};

const NOUN = String.raw`(?:${ROLE_WORDS}|profes|app|aplicaci[óo]n|web|plataforma|sistema|appli|application|plateforme|syst[èe]me|site|App|Plattform|System|Website)`;
/** Words after a subject that are not its verb ("la app para…", "die Kunden von…"). */
const NOT_A_VERB = String.raw`(?:para|pour|avec|sobre|entre|contre|dans|desde|hasta|durante|sans|mais|mientras|donde|cuando|comme|como|quand|nach|unter|gegen|ohne|oder|aber|wenn|dass|weil|eine|einen|einer|esta|este|esto|cette|sont|est[áa]n?|ist|sind|haben|hat|tiene|tienen|son|era|eran|war|waren|hatte|avait|[ée]taient|[ée]tait|mayores|grande|grandes|nuevas?|nuevos?|neue|neuen|nouvelles?|nouveaux|piden|pide|quieren|quiere|demandent|demande|veulent|veut|wollen|will|w[üu]nschen|bitten|quejan|plaignent|beschweren)`;

const OTHER_NEEDS: RuleTable = {
  name: 'product statements (Spanish, French, German)',
  means: 'what the product does or allows, said without a modal: a requirement',
  rules: [
    {
      name: 'a persona or the product does something',
      pattern: new RegExp(
        String.raw`(?<![\p{L}])(?:las|los|el|la|les|le|l['’]|die|der|das|unsere|nuestr[oa]s|nos|alle|todas las|todos los|tous les|toutes les)\s*${NOUN}\s+(?:se\s+|s['’]|le\s+|les\s+|lo\s+|la\s+|nos\s+|sich\s+|l['’])?(?!${NOT_A_VERB}(?![\p{L}]))\p{L}{3,}(?:an|en|ent|e|a|t)(?![\p{L}])`,
        'iu',
      ),
      examples: [
        'Los clientes reservan su mesa desde el móvil.',
        'Les clients réservent leur créneau en ligne.',
        'Die Kunden buchen den Termin in der App.',
        'La app muestra el saldo de cada socio.',
      ],
      counterExamples: [
        'Los vecinos piden que se amplíe el horario.',
        'La app para la cooperativa de Jaén.',
        'Die Kunden von heute.',
        'muchos socios son mayores',
      ],
    },
    {
      name: 'a plural subject does something (les choristes s’inscrivent, los bonos caducan)',
      pattern: new RegExp(
        String.raw`(?<![\p{L}])(?:les|las|los)\s+\p{L}{3,}s\s+(?:se\s+|s['’]|le\s+|les\s+|lo\s+|la\s+|l['’])?(?!${NOT_A_VERB}(?![\p{L}]))\p{L}{2,}(?:ent|an|en)(?![\p{L}])`,
        'iu',
      ),
      examples: [
        'Les choristes s’inscrivent aux répétitions.',
        'Los cupones caducan a fin de mes.',
      ],
      counterExamples: ['Les inscriptions sont closes.', 'Los martes por la tarde.'],
    },
    {
      name: 'a German plural subject does something (die Erzieherinnen sehen)',
      // Case-sensitive: a German noun is capitalised, its verb is not.
      pattern: new RegExp(
        String.raw`(?<![\p{L}])(?:[Dd]ie|[Aa]lle|[Uu]nsere)\s+\p{Lu}\p{Ll}{2,}(?:en|er|e|innen|s)\s+(?:sich\s+)?(?!${NOT_A_VERB}(?![\p{L}]))\p{Ll}{2,}en(?![\p{L}])`,
        'u',
      ),
      examples: ['Die Erzieherinnen sehen die Abmeldungen.', 'Alle Trainer bekommen den Plan.'],
      counterExamples: ['Die Räume sind klein.', 'Die Daten der Eltern.'],
    },
    {
      name: 'one can (se puede, on peut, man kann)',
      pattern:
        /(?<![\p{L}])(?:se\s+puede|se\s+pueden|puede|pueden|podr[áa]n?|on\s+peut|l['’]on\s+peut|peut|peuvent|pourra|pourront|man\s+kann|k[öo]nnen)\s+(?:\p{L}+\s+)?\p{L}{3,}/iu,
      examples: [
        'Se puede pagar en dos plazos.',
        'On peut annuler jusqu’à la veille.',
        'Man kann den Termin online verschieben.',
      ],
      counterExamples: ['Muchas me preguntan.'],
    },
    {
      name: 'a limit (máximo, au maximum, höchstens)',
      pattern:
        /(?<![\p{L}])(?:m[áa]ximo|m[íi]nimo|como\s+m[áa]ximo|hasta|au\s+maximum|au\s+plus|maximum|minimum|jusqu['’](?:à|a)|au\s+moins|h[öo]chstens|maximal|mindestens|bis\s+zu|max\.?)\s+(?:de\s+)?\d/iu,
      examples: [
        'Máximo 8 personas por reserva.',
        "Jusqu'à 4 invités par membre.",
        'Höchstens 3 Buchungen pro Woche.',
      ],
      counterExamples: ['Hoy la gente se apunta en una libreta.'],
    },
    {
      name: 'a price (N € por, pour, für)',
      pattern:
        /\d+(?:[.,]\d{1,2})?\s?(?:€|euros?|eur|\$|£|chf)\s*(?:\/|por|pour|par|für|pro|al|le|la|el|the)(?![\p{L}])|(?<![\p{L}])(?:por|pour|à|a|f[üu]r|zu|kostet|cuesta|cuestan|co[ûu]te|co[ûu]tent)\s+\d+(?:[.,]\d{1,2})?\s?(?:€|euros?|eur|chf)(?![\p{L}])/iu,
      examples: [
        'El abono mensual cuesta 25 € al mes.',
        'Carnet de 10 séances pour 90 €.',
        'Die Jahreskarte für 120 €.',
        'Pack de 5 sesiones por 45 €',
      ],
      counterExamples: ['El 60% de los socios usa la app.'],
    },
    {
      name: 'a payment method',
      pattern:
        /(?<![\p{L}])(?:pag(?:o|os|an|ar|a|ue|uen)|paiement|payer|payent|paie|zahl(?:ung|en|t)|bezahl(?:ung|en|t))(?![\p{L}])[^.?!]{0,40}?(?<![\p{L}])(?:tarjeta|efectivo|transferencia|bizum|paypal|carte|esp[èe]ces|virement|ch[èe]que|karte|kreditkarte|ec-karte|lastschrift|sepa|[üu]berweisung|apple pay|google pay|twint|lydia|mb way|pix)(?![\p{L}])/iu,
      examples: [
        'Pago con tarjeta o transferencia.',
        'On peut payer par carte ou en espèces.',
        'Zahlung per PayPal oder Lastschrift.',
      ],
      counterExamples: ['La tarjeta del socio lleva su número.'],
    },
    {
      name: 'an expiry (caducan a los N meses, verfallen nach)',
      pattern:
        /(?<![\p{L}])(?:caduca|caducan|caduque|caduquen|vence|vencen|expira|expiran|expire|expirent|verf[äa]llt|verfallen|l[äa]uft|laufen|g[üu]ltig|valable|valables|v[áa]lido|v[áa]lidos)(?![\p{L}])[^.?!]{0,30}?\d+\s*(?:d[íi]as|semanas|meses|a[ñn]os|jours|semaines|mois|ans|tagen?|wochen|monaten?|jahren?)(?![\p{L}])/iu,
      examples: [
        'Los abonos caducan a los 6 meses.',
        'Les cartes expirent après 12 mois.',
        'Gutscheine verfallen nach 2 Jahren.',
      ],
      counterExamples: ['La campaña dura 3 meses.'],
    },
    {
      name: 'someone gets a notice (recibe un aviso, reçoit un SMS)',
      pattern:
        /(?<![\p{L}])(?:recibe|reciben|recibir[áa]n?|le llega|les llega|re[çc]oit|re[çc]oivent|recevra|recevront|erh[äa]lt|erhalten|bekommt|bekommen)\s+(?:un|una|une|eine|einen|el|la|le)\s+(?:aviso|correo|email|e-mail|sms|mensaje|notificaci[óo]n|recordatorio|alerta|message|mail|notification|rappel|alerte|r[ée]capitulatif|r[ée]sum[ée]|resumen|zusammenfassung|nachricht|benachrichtigung|erinnerung|push)(?![\p{L}])/iu,
      examples: [
        'El socio recibe un aviso cuando sale el precio.',
        'Le parent reçoit un SMS la veille.',
        'Der Fahrer bekommt eine Nachricht.',
        'Le producteur reçoit un récapitulatif le lundi soir.',
      ],
      counterExamples: ['Recibimos muchas llamadas.'],
    },
  ],
};

const OTHER_RISKS: RuleTable = {
  name: 'risks (Spanish, French, German)',
  means: 'a cost or a danger still to check: a risk',
  rules: [
    {
      name: 'a cost or a risk to check',
      pattern:
        /(?<![\p{L}])(?:(?:co[ûu]ts?|costes?|costos?|kosten)\s*(?:[:(-]\s*)?(?:à\s+(?:v[ée]rifier|confirmer|pr[ée]ciser)|por\s+(?:confirmar|ver|aclarar)|a\s+confirmar|zu\s+pr[üu]fen|noch\s+offen|unklar)|risque\s+(?:de|que|d['’])|riesgo\s+de|el\s+riesgo\s+es|das\s+risiko\s+(?:ist|besteht)|(?:es\s+)?besteht\s+das\s+risiko)(?![\p{L}])/iu,
      examples: [
        'Le transporteur facture chaque retour : coût à vérifier.',
        'Hay riesgo de que la cooperativa no lo pague.',
        'Die Bank verlangt Gebühren pro Buchung, Kosten zu prüfen.',
      ],
      counterExamples: ['Les clients voient le coût de chaque option.'],
    },
  ],
};

/** Words of a statement about today or the past: the problem, not the product. */
const NOW_OR_BEFORE =
  /(?<![\p{L}])(?:hoy|ahora|actualmente|todav[íi]a|el año pasado|aujourd['’]hui|actuellement|encore|l['’]an dernier|heute|derzeit|zurzeit|momentan|bisher|noch|letztes jahr|fr[üu]her|ya no)(?![\p{L}])/iu;

// "…reserven su plaza desde el móvil, lo de la libreta ya no da más de sí": a clause about
// today does not take the product statement beside it with it.
const needs = (text: string): boolean =>
  text
    .split(/[,;]\s+/)
    .some((c) => ruleFor(OTHER_NEEDS, c) !== undefined && !NOW_OR_BEFORE.test(c));

/** "Ahora tienen que venir a la biblioteca": what people must do today, the problem. */
export const aboutToday = (text: string): boolean => NOW_OR_BEFORE.test(text);

/** The role of a statement of a Spanish, French or German chat or brief the layout leaves open. */
export function otherLanguageRole(
  text: string,
  conversation: boolean,
): 'chatter' | 'action' | 'risk' | 'requirement' | undefined {
  const talk = ruleFor(OTHER_TALK, text)?.name;
  if (talk && (conversation || talk !== 'a question said laughing')) return 'chatter';
  const task = ruleFor(OTHER_ACTIONS, text)?.name;
  // "Les adhérents choisissent leur panier avant lundi" is a rule of the product, not a task.
  const dated = task === 'a deadline for someone';
  if (task && (conversation || !/\?\s*$/.test(text)) && !(dated && (!conversation || needs(text))))
    return 'action';
  if (/\?\s*$/.test(text)) return undefined;
  if (ruleFor(OTHER_RISKS, text)) return 'risk';
  if (needs(text)) return 'requirement';
  return undefined;
}

export const OTHER_TABLES: RuleTable[] = [OTHER_TALK, OTHER_ACTIONS, OTHER_RISKS, OTHER_NEEDS];
