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
export function detectLanguage(text: string): Language {
  const sample = text.slice(0, SAMPLE_CHARS);
  const code =
    sample.replace(/[^\p{L}]+/gu, '').length < 40 ? 'und' : franc(sample, { minLength: 40 });
  // franc-min mistakes short English for Scots or similar: only a named language counts.
  if (code === 'eng' || code === 'und' || code === 'sco' || !NAMES[code]) {
    return { code, name: undefined, english: true };
  }
  return { code, name: NAMES[code], english: false };
}
