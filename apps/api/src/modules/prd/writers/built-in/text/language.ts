import { franc } from 'franc-min';

/** Language names for the codes franc returns most often in briefs (ISO 639-3). */
const NAMES: Record<string, string> = {
  spa: 'Spanish',
  fra: 'French',
  deu: 'German',
  por: 'Portuguese',
  ita: 'Italian',
  nld: 'Dutch',
  pol: 'Polish',
  rus: 'Russian',
  ukr: 'Ukrainian',
  tur: 'Turkish',
  swe: 'Swedish',
  dan: 'Danish',
  nob: 'Norwegian',
  fin: 'Finnish',
  ces: 'Czech',
  ron: 'Romanian',
  hun: 'Hungarian',
  ell: 'Greek',
  arb: 'Arabic',
  heb: 'Hebrew',
  hin: 'Hindi',
  ind: 'Indonesian',
  vie: 'Vietnamese',
  cmn: 'Chinese',
  jpn: 'Japanese',
  kor: 'Korean',
};

/** How much text the detector reads: franc is linear, a sample is enough and keeps it fast. */
const SAMPLE_CHARS = 4000;

export interface Language {
  code: string;
  /** "Spanish"; for English `undefined`. */
  name: string | undefined;
  english: boolean;
}

/**
 * The language of the brief (franc, trigram based). Short or mixed text that franc cannot call
 * ("und") counts as English, which is what the writer's rules read.
 */
const ENGLISH_WORDS = new Set(
  'the and to of a in is for must should with be on that it as are can will by from or this we they users user not an at'.split(
    ' ',
  ),
);

/** Share of common English function words: high in any English text, whatever its topic. */
function englishShare(sample: string): number {
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (!words.length) return 0;
  let hits = 0;
  for (const word of words) if (ENGLISH_WORDS.has(word)) hits += 1;
  return hits / words.length;
}

export function detectLanguage(text: string): Language {
  const sample = text.slice(0, SAMPLE_CHARS);
  if (englishShare(sample) >= 0.08) return { code: 'eng', name: undefined, english: true };
  const code =
    sample.replace(/[^\p{L}]+/gu, '').length < 40 ? 'und' : franc(sample, { minLength: 40 });
  // franc-min mistakes short English for Scots or similar: only a named language counts.
  if (code === 'eng' || code === 'und' || code === 'sco' || !NAMES[code]) {
    return { code, name: undefined, english: true };
  }
  return { code, name: NAMES[code], english: false };
}
