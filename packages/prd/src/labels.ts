/**
 * The words the renderer writes around the model's content, per language (English otherwise).
 * The parser reads every language's words, so a translated PRD reads back into the same model.
 */
export interface Labels {
  /** The 13 numbered sections, in order. */
  sections: readonly string[];
  document: string;
  product: string;
  status: string;
  statuses: { draft: string; in_review: string; approved: string };
  version: string;
  date: string;
  language: string;
  goals: string;
  priority: string;
  statement: string;
  criteria: string;
  source: string;
  stated: string;
  inferred: string;
  assumption: string;
  must: string;
  should: string;
  could: string;
  conflicts: string;
  actionItems: string;
  dependencies: string;
  changes: string;
  owner: string;
  target: string;
  none: string;
}

const en: Labels = {
  sections: [
    'TL;DR',
    'Problem and goals',
    'Non-goals',
    'Personas and user stories',
    'Functional requirements',
    'User experience flow',
    'Non-functional requirements',
    'Success metrics',
    'Technical considerations',
    'Milestones',
    'Risks',
    'Open questions',
    'Sources',
  ],
  document: 'Product Requirements Document',
  product: 'Product',
  status: 'Status',
  statuses: { draft: 'Draft', in_review: 'In review', approved: 'Approved' },
  version: 'Version',
  date: 'Date',
  language: 'Language',
  goals: 'Goals',
  priority: 'Priority',
  statement: 'Statement',
  criteria: 'Acceptance criteria',
  source: 'Source',
  stated: 'stated',
  inferred: 'inferred',
  assumption: 'assumption',
  must: 'Must',
  should: 'Should',
  could: 'Could',
  conflicts: 'Conflicts and decisions needed',
  actionItems: 'Action items',
  dependencies: 'Dependencies',
  changes: 'Changes in this version',
  owner: 'owner',
  target: 'target',
  none: 'Not stated.',
};

const es: Labels = {
  sections: [
    'Resumen',
    'Problema y objetivos',
    'Fuera de alcance',
    'Personas e historias de usuario',
    'Requisitos funcionales',
    'Flujo de experiencia de usuario',
    'Requisitos no funcionales',
    'Métricas de éxito',
    'Consideraciones técnicas',
    'Hitos',
    'Riesgos',
    'Preguntas abiertas',
    'Fuentes',
  ],
  document: 'Documento de requisitos de producto',
  product: 'Producto',
  status: 'Estado',
  statuses: { draft: 'Borrador', in_review: 'En revisión', approved: 'Aprobado' },
  version: 'Versión',
  date: 'Fecha',
  language: 'Idioma',
  goals: 'Objetivos',
  priority: 'Prioridad',
  statement: 'Enunciado',
  criteria: 'Criterios de aceptación',
  source: 'Fuente',
  stated: 'indicado',
  inferred: 'inferido',
  assumption: 'supuesto',
  must: 'Obligatorio',
  should: 'Recomendado',
  could: 'Opcional',
  conflicts: 'Conflictos y decisiones pendientes',
  actionItems: 'Tareas',
  dependencies: 'Dependencias',
  changes: 'Cambios en esta versión',
  owner: 'responsable',
  target: 'objetivo',
  none: 'No se indica.',
};

const fr: Labels = {
  sections: [
    'Résumé',
    'Problème et objectifs',
    'Hors périmètre',
    'Personas et récits utilisateur',
    'Exigences fonctionnelles',
    "Parcours de l'expérience utilisateur",
    'Exigences non fonctionnelles',
    'Indicateurs de succès',
    'Considérations techniques',
    'Jalons',
    'Risques',
    'Questions ouvertes',
    'Sources',
  ],
  document: 'Document de spécification produit',
  product: 'Produit',
  status: 'Statut',
  statuses: { draft: 'Brouillon', in_review: 'En revue', approved: 'Approuvé' },
  version: 'Version',
  date: 'Date',
  language: 'Langue',
  goals: 'Objectifs',
  priority: 'Priorité',
  statement: 'Énoncé',
  criteria: "Critères d'acceptation",
  source: 'Source',
  stated: 'énoncé',
  inferred: 'déduit',
  assumption: 'hypothèse',
  must: 'Obligatoire',
  should: 'Souhaitable',
  could: 'Optionnel',
  conflicts: 'Conflits et décisions à prendre',
  actionItems: 'Actions',
  dependencies: 'Dépendances',
  changes: 'Modifications dans cette version',
  owner: 'responsable',
  target: 'cible',
  none: 'Non précisé.',
};

const de: Labels = {
  sections: [
    'Kurzfassung',
    'Problem und Ziele',
    'Nicht-Ziele',
    'Personas und User Stories',
    'Funktionale Anforderungen',
    'Ablauf der Nutzererfahrung',
    'Nicht-funktionale Anforderungen',
    'Erfolgskennzahlen',
    'Technische Überlegungen',
    'Meilensteine',
    'Risiken',
    'Offene Fragen',
    'Quellen',
  ],
  document: 'Produktanforderungsdokument',
  product: 'Produkt',
  status: 'Status',
  statuses: { draft: 'Entwurf', in_review: 'In Prüfung', approved: 'Freigegeben' },
  version: 'Version',
  date: 'Datum',
  language: 'Sprache',
  goals: 'Ziele',
  priority: 'Priorität',
  statement: 'Anforderung',
  criteria: 'Abnahmekriterien',
  source: 'Quelle',
  stated: 'genannt',
  inferred: 'abgeleitet',
  assumption: 'Annahme',
  must: 'Muss',
  should: 'Soll',
  could: 'Kann',
  conflicts: 'Konflikte und offene Entscheidungen',
  actionItems: 'Aufgaben',
  dependencies: 'Abhängigkeiten',
  changes: 'Änderungen in dieser Version',
  owner: 'verantwortlich',
  target: 'Ziel',
  none: 'Nicht angegeben.',
};

const pt: Labels = {
  sections: [
    'Resumo',
    'Problema e objetivos',
    'Fora do escopo',
    'Personas e histórias de usuário',
    'Requisitos funcionais',
    'Fluxo da experiência do usuário',
    'Requisitos não funcionais',
    'Métricas de sucesso',
    'Considerações técnicas',
    'Marcos',
    'Riscos',
    'Perguntas em aberto',
    'Fontes',
  ],
  document: 'Documento de requisitos do produto',
  product: 'Produto',
  status: 'Status',
  statuses: { draft: 'Rascunho', in_review: 'Em revisão', approved: 'Aprovado' },
  version: 'Versão',
  date: 'Data',
  language: 'Idioma',
  goals: 'Objetivos',
  priority: 'Prioridade',
  statement: 'Declaração',
  criteria: 'Critérios de aceitação',
  source: 'Fonte',
  stated: 'declarado',
  inferred: 'inferido',
  assumption: 'suposição',
  must: 'Obrigatório',
  should: 'Recomendado',
  could: 'Opcional',
  conflicts: 'Conflitos e decisões pendentes',
  actionItems: 'Ações',
  dependencies: 'Dependências',
  changes: 'Mudanças nesta versão',
  owner: 'responsável',
  target: 'meta',
  none: 'Não informado.',
};

export const LABELS: Readonly<Record<string, Labels>> = { en, es, fr, de, pt };
export const ALL_LABELS: readonly Labels[] = Object.values(LABELS);

/** The labels of an ISO 639-1 code ("es", "es-MX"); English for languages not in the table. */
export function labelsFor(language: string | undefined): Labels {
  const code = (language ?? 'en').toLowerCase().slice(0, 2);
  return LABELS[code] ?? en;
}

/** Whether a language renders with its own labels, so the parser can tell it from the headings. */
export function hasLabels(language: string): boolean {
  return Object.hasOwn(LABELS, language);
}
