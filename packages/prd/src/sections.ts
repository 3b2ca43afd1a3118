import type { ListKey, Prd } from './model.js';
import { ALL_LABELS, labelsFor, type Labels } from './labels.js';

/** A part of the document: the summary, the problem, or one of the model's lists. */
export type SectionKey = 'summary' | 'problem' | ListKey;

export interface SectionInfo {
  key: SectionKey;
  /** The English heading (the rendered one follows the document's language). */
  heading: string;
  /** 2: a numbered section (`## 5. Functional requirements`); 3: a sub-section inside one. */
  level: 2 | 3;
  /** The number of the section it is (or is inside of), 1 to 13. */
  number: number;
}

const sub = (key: SectionKey, number: number, pick: (l: Labels) => string): SectionInfo => ({
  key,
  heading: pick(labelsFor('en')),
  level: 3,
  number,
});
const top = (key: SectionKey, number: number): SectionInfo => ({
  key,
  heading: labelsFor('en').sections[number - 1]!,
  level: 2,
  number,
});

/** Every section in document order: the 13 numbered ones and the sub-sections inside them. */
export const SECTIONS: readonly SectionInfo[] = [
  top('summary', 1),
  top('problem', 2),
  sub('goals', 2, (l) => l.goals),
  top('nonGoals', 3),
  top('personas', 4),
  top('requirements', 5),
  top('uxFlow', 6),
  top('nfrs', 7),
  top('metrics', 8),
  top('technical', 9),
  top('milestones', 10),
  sub('actionItems', 10, (l) => l.actionItems),
  top('risks', 11),
  sub('dependencies', 11, (l) => l.dependencies),
  top('openQuestions', 12),
  sub('conflicts', 12, (l) => l.conflicts),
  { key: 'decisions', heading: 'Decisions needed', level: 3, number: 12 },
  top('sources', 13),
];

export const SECTION_KEYS: readonly SectionKey[] = SECTIONS.map((s) => s.key);

export function sectionInfo(key: SectionKey): SectionInfo {
  return SECTIONS.find((s) => s.key === key)!;
}

/** The heading a section gets in a document of this language. */
export function sectionHeading(key: SectionKey, language: string): string {
  const labels = labelsFor(language);
  const info = sectionInfo(key);
  if (info.level === 2) return labels.sections[info.number - 1]!;
  if (key === 'goals') return labels.goals;
  if (key === 'actionItems') return labels.actionItems;
  if (key === 'dependencies') return labels.dependencies;
  return labels.conflicts;
}

export function isSectionKey(key: string): key is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(key);
}

/** How many entries a section has (1 for a filled text section). */
export function sectionCount(prd: Prd, key: SectionKey): number {
  if (key === 'summary' || key === 'problem') return prd[key].trim() ? 1 : 0;
  return prd[key].length;
}

/** What a heading of an uploaded PRD stands for. */
export type Target =
  SectionKey | 'problemGoals' | 'assumptions' | 'changes' | 'decisionsAndConflicts';

/** Sections read as running text (a table row there is a line of text, not an item). */
export const TEXT_TARGETS = new Set<Target>(['summary', 'problem', 'problemGoals']);

/** The sections of the built-in numbering, by number (the combined "Problem and goals" is 2). */
export const BY_NUMBER: readonly Target[] = [
  'summary',
  'problemGoals',
  'nonGoals',
  'personas',
  'requirements',
  'uxFlow',
  'nfrs',
  'metrics',
  'technical',
  'milestones',
  'risks',
  'openQuestions',
  'sources',
];

const SYNONYMS: Record<string, Target> = {};
function add(target: Target, names: string): void {
  for (const name of names.split('|')) SYNONYMS[normaliseHeading(name)] = target;
}

add(
  'summary',
  'tl;dr|tldr|summary|executive summary|overview|product overview|introduction|intro|purpose|abstract|description|product description|vision|product vision|about|elevator pitch|one-liner|synopsis|resumen|resumen ejecutivo|descripción general|résumé|synthèse|aperçu|vue d’ensemble|kurzfassung|zusammenfassung|überblick|resumo|visão geral|sumário executivo',
);
add(
  'problem',
  'problem|problem statement|the problem|problems|pain points|background|context|motivation|why|why now|opportunity|current situation|problema|planteamiento del problema|contexto|problème|contexte|hintergrund|problemstellung|ausgangslage|problema e contexto',
);
add(
  'problemGoals',
  'problem and goals|problem & goals|problems and goals|problem and objectives|background and goals|context and goals|problema y objetivos|problème et objectifs|problem und ziele|problema e objetivos',
);
add(
  'goals',
  'goals|goal|objectives|objective|goals and objectives|business goals|product goals|aims|outcomes|desired outcomes|objetivos|metas|objectifs|buts|ziele|zielsetzung',
);
add(
  'nonGoals',
  "non-goals|non goals|nongoals|won't have|wont have|won’t have|will not have|will not do|out of scope|not in scope|out-of-scope|scope exclusions|exclusions|what we are not doing|what we’re not doing|not doing|anti-goals|fuera de alcance|fuera del alcance|no objetivos|hors périmètre|hors champ|non-objectifs|nicht-ziele|nicht im umfang|außerhalb des umfangs|fora do escopo|não objetivos",
);
add(
  'personas',
  'personas|persona|users|target users|user personas|audience|target audience|customers|target customers|user types|user segments|who is it for|personas and user stories|users and personas|usuarios|público objetivo|personas e historias de usuario|utilisateurs|public cible|personas et récits utilisateur|nutzer|zielgruppe|zielgruppen|anwender|benutzer|nutzergruppen|rollen|cibles|utilisateurs cibles|usuarios objetivo|destinatarios|personas und user stories|usuários|público-alvo|personas e histórias de usuário',
);
add(
  'requirements',
  'requirements|functional requirements|requirements functional|features|feature list|key features|features and requirements|product requirements|user stories|stories|epics|capabilities|use cases|scope|in scope|mvp scope|mvp|feature requirements|functionality|requisitos|requisitos funcionales|funcionalidades|características|historias de usuario|exigences|exigences fonctionnelles|fonctionnalités|anforderungen|funktionale anforderungen|funktionen|requisitos funcionais|histórias de usuário',
);
add(
  'uxFlow',
  "user experience flow|user flow|user flows|ux flow|ux|user experience|user journey|user journeys|customer journey|journey|flow|flows|workflow|workflows|design|ux and design|design and ux|wireframes|flujo de uso|flujo de usuario|flujo de experiencia de usuario|parcours utilisateur|parcours de l’expérience utilisateur|parcours de l'expérience utilisateur|nutzerfluss|ablauf der nutzererfahrung|fluxo do usuário|fluxo da experiência do usuário",
);
add(
  'nfrs',
  'non-functional requirements|nonfunctional requirements|non functional requirements|nfr|nfrs|performance|security|reliability|scalability|accessibility|privacy|compliance|quality attributes|quality requirements|performance and security|security and privacy|system requirements|service levels|slas|requisitos no funcionales|exigences non fonctionnelles|nicht-funktionale anforderungen|nichtfunktionale anforderungen|requisitos não funcionais',
);
add(
  'metrics',
  'success metrics|metrics|kpis|kpi|key metrics|measures of success|success measures|success criteria|how we measure success|measuring success|analytics|key results|okrs|metrics and kpis|success metrics and kpis|métricas|métricas de éxito|indicadores|indicateurs|indicateurs de succès|métriques|kennzahlen|erfolgskennzahlen|métricas de sucesso',
);
add(
  'technical',
  'technical considerations|technical requirements|technical notes|technical details|technical design|architecture|tech stack|technology|technical constraints|constraints|implementation|implementation notes|integrations|data|data model|platform|consideraciones técnicas|considérations techniques|technische überlegungen|technische anforderungen|considerações técnicas',
);
add(
  'milestones',
  'milestones|timeline|roadmap|release plan|releases|phases|phasing|schedule|launch plan|programme|program|key dates|dates|rollout|rollout plan|delivery plan|plan|go-to-market|launch|milestones and timeline|timeline and milestones|hitos|cronograma|calendario|jalons|calendrier|feuille de route|meilensteine|zeitplan|marcos|cronograma e marcos',
);
add(
  'actionItems',
  'action items|next steps|to do|todo|tasks|actions|follow-ups|follow ups|tareas|próximos pasos|prochaines étapes|nächste schritte|aufgaben|ações|próximos passos',
);
add(
  'risks',
  'risks|risk|risks and mitigations|risks and mitigation|risks and dependencies|risks & dependencies|risks and assumptions|concerns|threats|risk assessment|riesgos|risques|risiken|riscos',
);
add(
  'dependencies',
  'dependencies|dependency|external dependencies|dependencias|dépendances|abhängigkeiten|dependências',
);
add(
  'openQuestions',
  'open questions|questions|open issues|unknowns|outstanding questions|unresolved questions|questions and answers|faq|tbd|to be decided|preguntas abiertas|preguntas|questions ouvertes|offene fragen|perguntas em aberto|questões em aberto',
);
add(
  'decisionsAndConflicts',
  'conflicts and decisions needed|conflicts and decisions|conflictos y decisiones pendientes|conflits et décisions à prendre|konflikte und offene entscheidungen|conflitos e decisões pendentes',
);
add('conflicts', 'conflicts|conflicting requirements|tensions|trade-offs|tradeoffs');
add(
  'decisions',
  'decisions needed|decisions to make|pending decisions|open decisions|decisions required|decisiones pendientes|décisions à prendre|offene entscheidungen|decisões pendentes',
);
add(
  'sources',
  'sources|references|source documents|links|related documents|resources|research|fuentes|referencias|références|quellen|referenzen|fontes|referências',
);
add(
  'assumptions',
  'assumptions|assumption|key assumptions|supuestos|hypothèses|annahmen|premissas',
);
add(
  'changes',
  'changes in this version|changelog|change log|what changed|cambios en esta versión|modifications dans cette version|änderungen in dieser version|mudanças nesta versão',
);
for (const labels of ALL_LABELS) {
  labels.sections.forEach((name, i) => add(BY_NUMBER[i]!, name));
  add('goals', labels.goals);
  add('actionItems', labels.actionItems);
  add('dependencies', labels.dependencies);
  add('decisionsAndConflicts', labels.conflicts);
  add('changes', labels.changes);
}

// Headings PMs also use (each checked against the lists above: none is taken twice).
add(
  'nonGoals',
  "won't do|wont do|won’t do|out of scope for v1|out of scope for now|later|future work|future|parking lot|deferred|not now|not in v1|not for v1|not in this release|not in this version|not in the first release|not in the mvp|not in mvp|out of this release|not planned|what we won't do|what we are not doing",
);
add(
  'milestones',
  'dates|key dates|release|releases|delivery|key milestones|delivery plan|release dates|go-live|go live',
);
add(
  'openQuestions',
  'open items|outstanding items|unknowns|to be decided|tbd|questions to resolve',
);
add(
  'technical',
  'tech notes|technical notes|approach|solution|solution overview|implementation notes|implementation|integrations',
);
add('personas', "who|who it is for|who it's for|target group|stakeholders|user groups");
add(
  'requirements',
  'must haves|must-haves|nice to haves|nice-to-haves|functional|features and requirements|capabilities',
);
add('nfrs', 'non-functional|non functional');
add(
  'uxFlow',
  'user interaction and design|user interaction|interaction design|mock-ups|mockups|designs|screens',
);

/** A heading's words only: no numbering, emphasis, emoji, parenthetical or trailing colon. */
export function normaliseHeading(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/\([^()]{0,80}\)/g, ' ')
    .replace(
      /^\s*(?:section|part|sección|abschnitt)?\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|[ivx]{1,5}\.|[a-h][.)])\s+/,
      '',
    )
    .replace(/[^\p{L}\p{N}\s;&'’/-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a heading stands for, by its name and common synonyms in the labelled languages. */
export function resolveHeading(text: string): Target | null {
  const name = normaliseHeading(text);
  if (!name) return null;
  const exact = SYNONYMS[name];
  if (exact) return exact;
  for (const cut of [/\s(?:and|&|y|et|und|e)\s|\s?\/\s?/, /\s[-–—:]\s|:\s/]) {
    const first = name.split(cut)[0]!.trim();
    if (first !== name && SYNONYMS[first]) return SYNONYMS[first];
  }
  return null;
}

/** The number of a built-in heading ("5. Functional requirements" → 5), else null. */
export function headingNumber(text: string): number | null {
  const m = /^\s*(\d{1,2})[.)]\s+\S/.exec(text);
  return m ? Number(m[1]) : null;
}

/** Whether a numbered heading carries the built-in name of its number in some language. */
export function isBuiltInHeading(text: string): boolean {
  const n = headingNumber(text);
  if (!n || n > 13) return false;
  const name = normaliseHeading(text);
  return ALL_LABELS.some((l) => normaliseHeading(l.sections[n - 1]!) === name);
}
