import { PRD_SECTIONS } from '../prd-outline.js';

/** The words the code renders around the model's content, per language (English otherwise). */
export interface Labels {
  sections: readonly string[];
  document: string;
  status: string;
  draft: string;
  version: string;
  date: string;
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
  changes: string;
  none: string;
  yourMessage: string;
  draftAnyway: string;
  askIntro: string;
}

const en: Labels = {
  sections: PRD_SECTIONS,
  document: 'Product Requirements Document',
  status: 'Status',
  draft: 'Draft',
  version: 'Version',
  date: 'Date',
  goals: 'Goals',
  priority: 'Priority',
  statement: 'Statement',
  criteria: 'Acceptance criteria',
  source: 'Source',
  stated: 'Stated',
  inferred: 'Inferred',
  assumption: 'Assumption',
  must: 'Must',
  should: 'Should',
  could: 'Could',
  conflicts: 'Conflicts and decisions needed',
  actionItems: 'Action items',
  changes: 'Changes in this version',
  none: 'None stated.',
  yourMessage: 'your message',
  draftAnyway: 'Draft anyway with assumptions',
  askIntro:
    'Before I draft, a few questions. Answer with the letters (e.g. 1A, 2C) or add your own words:',
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
  status: 'Estado',
  draft: 'Borrador',
  version: 'Versión',
  date: 'Fecha',
  goals: 'Objetivos',
  priority: 'Prioridad',
  statement: 'Enunciado',
  criteria: 'Criterios de aceptación',
  source: 'Fuente',
  stated: 'Indicado',
  inferred: 'Inferido',
  assumption: 'Supuesto',
  must: 'Obligatorio',
  should: 'Recomendado',
  could: 'Opcional',
  conflicts: 'Conflictos y decisiones pendientes',
  actionItems: 'Tareas',
  changes: 'Cambios en esta versión',
  none: 'No se indica.',
  yourMessage: 'tu mensaje',
  draftAnyway: 'Redactar de todos modos con supuestos',
  askIntro:
    'Antes de redactar, unas preguntas. Responde con las letras (p. ej. 1A, 2C) o con tus palabras:',
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
  status: 'Statut',
  draft: 'Brouillon',
  version: 'Version',
  date: 'Date',
  goals: 'Objectifs',
  priority: 'Priorité',
  statement: 'Énoncé',
  criteria: "Critères d'acceptation",
  source: 'Source',
  stated: 'Énoncé',
  inferred: 'Déduit',
  assumption: 'Hypothèse',
  must: 'Obligatoire',
  should: 'Souhaitable',
  could: 'Optionnel',
  conflicts: 'Conflits et décisions à prendre',
  actionItems: 'Actions',
  changes: 'Modifications dans cette version',
  none: 'Non précisé.',
  yourMessage: 'votre message',
  draftAnyway: 'Rédiger quand même avec des hypothèses',
  askIntro:
    'Avant de rédiger, quelques questions. Répondez avec les lettres (ex. 1A, 2C) ou avec vos mots :',
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
  status: 'Status',
  draft: 'Entwurf',
  version: 'Version',
  date: 'Datum',
  goals: 'Ziele',
  priority: 'Priorität',
  statement: 'Anforderung',
  criteria: 'Abnahmekriterien',
  source: 'Quelle',
  stated: 'Genannt',
  inferred: 'Abgeleitet',
  assumption: 'Annahme',
  must: 'Muss',
  should: 'Soll',
  could: 'Kann',
  conflicts: 'Konflikte und offene Entscheidungen',
  actionItems: 'Aufgaben',
  changes: 'Änderungen in dieser Version',
  none: 'Nicht angegeben.',
  yourMessage: 'deine Nachricht',
  draftAnyway: 'Trotzdem mit Annahmen entwerfen',
  askIntro:
    'Bevor ich entwerfe, ein paar Fragen. Antworte mit den Buchstaben (z. B. 1A, 2C) oder in eigenen Worten:',
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
  status: 'Status',
  draft: 'Rascunho',
  version: 'Versão',
  date: 'Data',
  goals: 'Objetivos',
  priority: 'Prioridade',
  statement: 'Declaração',
  criteria: 'Critérios de aceitação',
  source: 'Fonte',
  stated: 'Declarado',
  inferred: 'Inferido',
  assumption: 'Suposição',
  must: 'Obrigatório',
  should: 'Recomendado',
  could: 'Opcional',
  conflicts: 'Conflitos e decisões pendentes',
  actionItems: 'Ações',
  changes: 'Mudanças nesta versão',
  none: 'Não informado.',
  yourMessage: 'sua mensagem',
  draftAnyway: 'Redigir assim mesmo com suposições',
  askIntro:
    'Antes de redigir, algumas perguntas. Responda com as letras (ex.: 1A, 2C) ou com suas palavras:',
};

export const LABELS: Record<string, Labels> = { en, es, fr, de, pt };

/** The labels for an ISO 639-1 code ("es", "es-MX"); English for languages not in the table. */
export function labelsFor(language: string | undefined): Labels {
  const code = (language ?? 'en').toLowerCase().slice(0, 2);
  return LABELS[code] ?? en;
}

export const ALL_LABELS: Labels[] = Object.values(LABELS);

const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'for', 'with', 'that', 'users', 'should', 'must', 'is', 'to'],
  es: ['el', 'la', 'los', 'las', 'de', 'que', 'para', 'con', 'una', 'debe', 'usuarios', 'y'],
  fr: ['le', 'la', 'les', 'des', 'pour', 'avec', 'une', 'doit', 'utilisateurs', 'et', 'est'],
  de: ['der', 'die', 'das', 'und', 'für', 'mit', 'eine', 'muss', 'nutzer', 'ist', 'nicht'],
  pt: ['o', 'os', 'as', 'de', 'que', 'para', 'com', 'uma', 'deve', 'usuários', 'não', 'e'],
};

/** A cheap guess at the language of a text among the labelled ones (English when unsure). */
export function guessLanguage(text: string): string {
  const words =
    text
      .toLowerCase()
      .slice(0, 5_000)
      .match(/\p{L}+/gu) ?? [];
  let best = 'en';
  let score = 0;
  for (const [code, list] of Object.entries(STOPWORDS)) {
    const set = new Set(list);
    const hits = words.filter((w) => set.has(w)).length;
    if (hits > score + 1) [best, score] = [code, hits];
  }
  return best;
}
