/**
 * What a heading or a "Label:" says about the lines under it. Words in English plus the most
 * common Spanish, French, German, Portuguese and Italian headings, so a non-English brief's
 * layout is still read.
 */
export type Context =
  | 'nongoal'
  | 'must'
  | 'should'
  | 'could'
  | 'requirements'
  | 'nfr'
  | 'risks'
  | 'questions'
  | 'actions'
  | 'decisions'
  | 'personas'
  | 'goals'
  | 'problem'
  | 'milestones'
  | 'technical'
  /** Other products: a competitor table, "what the others do". Never our goals or features. */
  | 'others'
  | 'other';

const CONTEXTS: [Context, RegExp][] = [
  [
    'others',
    /^(?:what (?:the )?others do|what (?:the )?competitors do|how others do it|competitors?|competition|competitive (?:notes|landscape|analysis|research|review)|competitor (?:analysis|notes|research|review|comparison)|market (?:landscape|research|overview|comparison)|alternatives(?: today)?|existing (?:tools|products|solutions)|what'?s out there|comparison|benchmarks?|wettbewerb|wettbewerber|konkurrenz|concurrence|concurrents|competencia|competidores|concorr[êe]ncia|concorrentes)$/,
  ],
  [
    'nongoal',
    /^(?:nicht teil (?:des projekts|von v1|der ersten version|des umfangs)|nicht enthalten|nicht im projekt|au(?:ß|ss)erhalb des (?:projekts|umfangs)|ce que (?:nous ne faisons|l'app ne fait|l’app ne fait) pas|hors projet|non inclus|no forma parte|lo que no (?:haremos|hacemos|incluye|vamos a hacer|vamos a incluir|entra)|lo que (?:la app|el sistema) no (?:hace|har[áa])|was wir nicht (?:machen|bauen|tun)|ce que nous ne ferons pas|o que n[ãa]o vamos fazer|no incluye|no entra|non[- ]?goals?|not now|not in this(?: one| release| version| round| phase)?|not (?:in|for) (?:this release|v1|mvp|scope|the mvp)|not (?:in|part of) (?:this|the) (?:project|release|version|phase|scope)|out of scope|out of (?:v1|the mvp|mvp|this release)|not (?:in )?v1|not yet|(?:what we )?(?:dropped|cut|descoped|de-scoped|parked|killed|removed|scrapped)(?: (?:in|from|after|during|at|for) (?:the )?[a-z0-9 -]{1,30})?|v2(?: and later| ideas| backlog)?|phase (?:2|two)|later|nicht (?:in|für) (?:v1|version 1)|sp[äa]ter|pas (?:en|dans la) v1|hors v1|plus tard|no (?:en|para) (?:la )?v1|fuera de (?:la )?v1|m[áa]s adelante|depois|n[ãa]o (?:na|para a) v1|not included|not covered|won'?t do|will not do|won'?t (?:have|build)|not doing|not in scope|exclu(?:ded|sions?)|deferred|later|future(?: work| ideas| releases?)?|parking lot|no[- ]gos?|what we(?:'re| are|'ll| will) not (?:building|doing|taking|including|shipping|adding|going to (?:build|do))(?: [a-z' ]{1,40})?|fuera de(?:l)? (?:alcance|scope)|no incluid[oa]s?|no objetivos|hors (?:p[ée]rim[èe]tre|champ|scope)|non[- ]objectifs|nicht im (?:umfang|scope)|nicht[- ]ziele|ausgeschlossen|fora do escopo|n[ãa]o objetivos|fuori (?:ambito|scope))$/,
  ],
  [
    'must',
    /^(?:must[- ]?haves?|musts|p0|mvp(?: scope)?|required|mandatory|imprescindibles?|obligatori[oa]s?|indispensables?|muss(?:[- ]kriterien)?|importante|wichtig|obligatoire|essentiel)$/,
  ],
  ['should', /^(?:should[- ]?haves?|p1|important)$/],
  [
    'could',
    /^(?:could[- ]?haves?|nice[- ]to[- ]haves?|p2|optional|wish ?list|stretch(?: goals?)?|deseables?|opcional(?:es)?|souhaitables?|optionnel(?:les?)?|wunsch(?:liste|kriterien)?)$/,
  ],
  [
    'requirements',
    /^(?:was .{1,30} k[öo]nnen (?:muss|soll)|was die app (?:kann|können muss)|ce que .{1,30} doit faire|lo que .{1,30} (?:debe|tiene que) hacer|o que .{1,30} (?:deve|tem que) fazer|(?:functional )?requirements?|features?(?: list)?|in (?:v\d+(?:\.\d+)?|this (?:release|version)|the mvp)|key features|scope|in scope|capabilities|functionality|user stories|stories|what it (?:does|must do|is)|how it works|(?:business )?rules|(?:the )?(?:app|product|solution)|must do|mvp features|requisitos?(?: funcionales)?|funcionalidad(?:es)?|caracter[íi]sticas|alcance|exigences|fonctionnalit[ée]s|besoins|anforderungen|funktionen|requisiti|funzionalit[àa])$/,
  ],
  [
    'nfr',
    /^(?:rahmenbedingungen|randbedingungen|vorgaben|nichtfunktionale anforderungen|contraintes|exigences non fonctionnelles|restricciones|requisitos no funcionales|requisitos n[ãa]o funcionais|restri[çc][õo]es|non[- ]?functional(?: requirements)?|nfrs?|security|privacy|performance|compliance|accessibility|reliability|quality|safety|safety and security|seguridad|s[ée]curit[ée]|sicherheit)$/,
  ],
  [
    'risks',
    /^(?:risks?(?: and mitigations?)?|worry|worries|concerns?|dependencies|riesgos?|risques?|risiken|riscos?|rischi)$/,
  ],
  [
    'questions',
    /^(?:offen|offene punkte|ungekl[äa]rt|[àa] clarifier|points ouverts|pendientes?|dudas|por decidir|em aberto|open (?:questions?|points?|issues?)|questions|tbd|unknowns|undecided|to be decided|preguntas(?: abiertas)?|questions ouvertes|offene fragen|perguntas|domande)$/,
  ],
  [
    'actions',
    /^(?:action items?|actions|ais|next steps|owners and tasks|to ?dos?|follow[- ]?ups?|tareas|pr[óo]ximos pasos|prochaines [ée]tapes|n[äa]chste schritte)$/,
  ],
  [
    'decisions',
    /^(?:decisions?(?: made)?|decided|agreed|agreements|outcomes?|decisiones|d[ée]cisions|entscheidungen)$/,
  ],
  [
    'personas',
    /^(?:f[üu]r wen|pour qui|cibles?|p[úu]blico(?: objetivo)?|para qui[ée]n|destinatarios|utilisateurs cibles|personas?|users?|target (?:users|audience|customers|groups?)|audience|customers|clients|buyers|people|who|roles|customer segments|segments|who pays|who uses it|who(?: it'?s for)?|user types|actors|usuarios|utilisateurs|nutzer(?:innen)?|zielgruppe)$/,
  ],
  [
    'goals',
    /^(?:ziel|zielsetzung|erfolgskriterien|objectif|objetivo|metas?|mesure du succ[èe]s|m[ée]tricas|goals?|objectives?|success (?:metrics|criteria)|metrics|kpis?|targets|success|north star|why|measures?(?: of success)?|how we(?:'ll| will)? measure(?: success| it)?|objetivos?|objectifs?|ziele|obiettivi)$/,
  ],
  [
    'problem',
    /^(?:ausgangslage|ist-zustand|situation actuelle|contexte|situaci[óo]n(?: actual)?|el problema|le probl[èe]me|contexto actual|problem(?: statement)?|the problem|why now|pain|background|context|pain points?|today|current state|motivation|overview|summary|problema|contexto|antecedentes|probl[èe]me|hintergrund)$/,
  ],
  [
    'milestones',
    /^(?:termine|planung|planning|[ée]ch[ée]ances|plazos|fechas|cronograma|prazos|milestones?|timeline|schedule|roadmap|phases|dates|launch(?: plan)?|plan|roll[- ]?out(?: plan)?|release plan|calendario|hitos|jalons|calendrier|meilensteine|zeitplan)$/,
  ],
  [
    'technical',
    /^(?:technical(?: considerations| notes)?|tech(?: stack)?|constraints|integrations?|platforms?|architecture|stack|restricciones|contraintes|technik)$/,
  ],
];

/** The context a heading or label names, `undefined` when it names none (a title, a topic). */
export function contextOf(label: string): Context | undefined {
  // Headings are short: a long line is never one (and the patterns below stay bounded).
  if (label.length > 80) return undefined;
  const key = label
    .toLowerCase()
    .replace(/[*_#:]+/g, ' ')
    .replace(/\([^)]{0,80}\)/g, ' ')
    .replace(/^\s*\d+[.)]\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!key || key.length > 60) return undefined;
  for (const candidate of candidates(key)) {
    const found = CONTEXTS.find(([, pattern]) => pattern.test(candidate))?.[0];
    if (found) return found;
  }
  return undefined;
}

const QUALIFIER =
  /(?:,\s*|\s+)(?:(?:for|in)\s+)?(?:v\d+(?:\.\d+)?|now|launch|(?:the )?mvp|phase (?:1|one)|(?:this|the first|the next|the initial) (?:release|version|phase))$/;

/**
 * "Out of scope for v1 — please do not sneak these in": the heading is its lead (before a dash
 * or a colon), with or without a release qualifier ("for v1", "in this release").
 */
function candidates(key: string): string[] {
  const lead = leadOf(key);
  return [key, lead, lead.replace(QUALIFIER, '')];
}

/** The part of a heading before " — ", " – ", " - " or ":" (the whole heading when none). */
export function leadOf(text: string): string {
  const cut = /\s[—–-]\s|:/.exec(text);
  return (cut ? text.slice(0, cut.index) : text).trim();
}
