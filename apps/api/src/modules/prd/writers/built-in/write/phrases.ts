import type { Language } from '../text/language.js';
import type { Phrases } from './phrase-table.js';
import { de } from './phrases-de.js';
import { en } from './phrases-en.js';
import { es } from './phrases-es.js';
import { fr } from './phrases-fr.js';

/** The tables by the detector's ISO 639-3 code (text/language.ts); English for any other. */
const BY_CODE: Readonly<Record<string, Phrases>> = { deu: de, fra: fr, spa: es };

export const ENGLISH: Phrases = en;

/** The table of a brief's language, English when it has none. */
export function phrasesFor(language: Pick<Language, 'code' | 'english'>): Phrases {
  if (language.english) return en;
  return BY_CODE[language.code] ?? en;
}
