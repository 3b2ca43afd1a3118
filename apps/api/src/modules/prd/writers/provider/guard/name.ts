import { INSTRUCTIONS, matchesTable, statedName } from '../../built-in/rules/index.js';

/**
 * The product's name comes from the material, never from the words of the request: a title
 * "Write", "Bitte", "Draft" or "PRD" is the instruction read as a name.
 */

/** Words of a request or a document's label, never a product's name (first word of a title). */
const REQUEST_WORD =
  /^(?:write|draft|drafting|create|make|generate|prepare|produce|build|turn|please|pls|bitte|schreib(?:e|en)?|erstell(?:e|en)?|verfass(?:e|en)?|r[ée]dige[rz]?|[ée]cri(?:re|s|vez)|escrib(?:e|ir)|redact(?:a|ar)|escrev(?:a|er)|haz|fais|can|could|would|need|hi|hey|hello|hallo|bonjour|hola|here|notes?|prd|spec|specification|document|transcript|untitled|product requirements?)$/i;

/** Whether the model's title is the request's words rather than a name. */
export function isRequestTitle(title: string): boolean {
  const name = title.trim().replace(/[.:!?,]+$/, '');
  if (!name) return false;
  const first = name.split(/\s+/)[0]!.replace(/[^\p{L}]/gu, '');
  return (
    REQUEST_WORD.test(first) ||
    REQUEST_WORD.test(name) ||
    /^(?:prd|product requirements? document)\b/i.test(name) ||
    matchesTable(INSTRUCTIONS, name)
  );
}

const CAPITALISED = String.raw`\p{Lu}[\p{L}\d&'’-]*(?:[ \t]\p{Lu}[\p{L}\d&'’-]*){0,2}`;
/** "a PRD for ParkPal", "spec for Tide Board": the name the request itself gives. */
const FOR_LEAD =
  /\b(?:prd|spec|specification|requirements?(?: doc(?:ument)?)?|one-?pager|brief)\s+(?:for|about|on|f[üu]r|pour|para)\s+(?:the\s+|our\s+)?["“]?/i;
const NAME_AHEAD = new RegExp(String.raw`^(${CAPITALISED})`, 'u');
/** A file's first line when it is a title: "# Tide Board", "Tide Board – product brief". */
const HEADING = new RegExp(String.raw`^\s*#{1,2}\s+(${CAPITALISED})\s*(?:[-–—:|]|$)`, 'u');

const NOT_NAMES = new Set(
  'I We You They He She It The This That Our Your Their A An And But So If When Then Also Hi Hey Hello Thanks Yes No Ok Okay PRD Notes Meeting Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Q1 Q2 Q3 Q4 V1 V2 MVP API UI UX CSV PDF SMS SSO'.split(
    ' ',
  ),
);

/** The proper name used most (three times at least, not only to begin sentences). */
function mostUsedName(texts: readonly string[], speakers: ReadonlySet<string>): string | undefined {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const m of text
      .slice(0, 100_000)
      .matchAll(/(?<=[\p{Ll},;] )(\p{Lu}[\p{L}\d]{2,30})\b/gu)) {
      const word = m[1]!;
      if (NOT_NAMES.has(word) || speakers.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 3 ? best[0] : undefined;
}

/**
 * The product's name as the material gives it: stated ("it's called Loop", the built-in's name
 * statements), named by the request ("a PRD for ParkPal"), a file's title, or the proper name the
 * material uses most. Undefined when it names none.
 */
export function nameFromMaterial(
  message: string,
  texts: readonly string[],
  speakers: ReadonlySet<string> = new Set(),
): string | undefined {
  const all = [message, ...texts];
  for (const text of all) {
    const stated = statedName(text);
    if (stated && !isRequestTitle(stated)) return stated;
  }
  const lead = FOR_LEAD.exec(message);
  const named = lead && NAME_AHEAD.exec(message.slice(lead.index + lead[0].length))?.[1];
  if (named && !isRequestTitle(named)) return named.trim();
  for (const text of texts) {
    const heading = HEADING.exec(text.split('\n', 1)[0] ?? '')?.[1];
    if (heading && !isRequestTitle(heading)) return heading.trim();
  }
  return mostUsedName(all, speakers);
}
