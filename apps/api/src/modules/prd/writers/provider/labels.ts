/**
 * The words the provider pipeline writes itself in a chat answer (clarifying questions), per
 * language (English otherwise). The PRD's own words come from @prd/prd, which renders it.
 */
interface Labels {
  draftAnyway: string;
  askIntro: string;
}

const en: Labels = {
  draftAnyway: 'Draft anyway with assumptions',
  askIntro:
    'Before I draft, a few questions. Answer with the letters (e.g. 1A, 2C) or add your own words:',
};

const es: Labels = {
  draftAnyway: 'Redactar de todos modos con supuestos',
  askIntro:
    'Antes de redactar, unas preguntas. Responde con las letras (p. ej. 1A, 2C) o con tus palabras:',
};

const fr: Labels = {
  draftAnyway: 'Rédiger quand même avec des hypothèses',
  askIntro:
    'Avant de rédiger, quelques questions. Répondez avec les lettres (ex. 1A, 2C) ou avec vos mots :',
};

const de: Labels = {
  draftAnyway: 'Trotzdem mit Annahmen entwerfen',
  askIntro:
    'Bevor ich entwerfe, ein paar Fragen. Antworte mit den Buchstaben (z. B. 1A, 2C) oder in eigenen Worten:',
};

const pt: Labels = {
  draftAnyway: 'Redigir assim mesmo com suposições',
  askIntro:
    'Antes de redigir, algumas perguntas. Responda com as letras (ex.: 1A, 2C) ou com suas palavras:',
};

const LABELS: Record<string, Labels> = { en, es, fr, de, pt };

/** The labels for an ISO 639-1 code ("es", "es-MX"); English for languages not in the table. */
export function labelsFor(language: string | undefined): Labels {
  const code = (language ?? 'en').toLowerCase().slice(0, 2);
  return LABELS[code] ?? en;
}

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
