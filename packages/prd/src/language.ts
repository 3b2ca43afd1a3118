import { LABELS } from './labels.js';
import { normaliseHeading } from './sections.js';

const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'for', 'with', 'that', 'users', 'should', 'must', 'is', 'to', 'of'],
  es: ['el', 'la', 'los', 'las', 'del', 'que', 'para', 'con', 'una', 'debe', 'usuarios', 'y'],
  fr: ['le', 'les', 'des', 'pour', 'avec', 'une', 'doit', 'utilisateurs', 'et', 'est', 'du'],
  de: ['der', 'die', 'das', 'und', 'für', 'mit', 'eine', 'muss', 'nutzer', 'ist', 'nicht'],
  pt: ['os', 'as', 'que', 'para', 'com', 'uma', 'deve', 'usuários', 'não', 'do', 'da'],
};

/**
 * The document's language: by its section headings when they are a labelled language's
 * (translated built-in documents), else a cheap guess from common words.
 */
export function detectLanguage(headings: readonly string[], text: string): string {
  const names = new Set(headings.map(normaliseHeading));
  let best = 'en';
  let score = 0;
  for (const [code, labels] of Object.entries(LABELS)) {
    const hits = labels.sections.filter((s) => names.has(normaliseHeading(s))).length;
    if (hits > score) [best, score] = [code, hits];
  }
  if (score >= 2) return best;
  const counts = new Map<string, number>();
  const words =
    text
      .slice(0, 20_000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const lists = Object.entries(STOPWORDS).map(([code, list]) => [code, new Set(list)] as const);
  for (const word of words) {
    for (const [code, set] of lists)
      if (set.has(word)) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  best = 'en';
  score = counts.get('en') ?? 0;
  for (const [code, n] of counts) if (n > score * 1.5 + 2) [best, score] = [code, n];
  return best;
}
