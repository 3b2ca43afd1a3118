import { TECHNOLOGIES } from './keywords.js';

const NOT_A_NAME = new Set(
  'it this that there these those the we our i you they he she my your their what which who here a an one some each every prd project product app application system platform tool'.split(
    ' ',
  ),
);
const TECH = new Set(TECHNOLOGIES.map((t) => t.toLowerCase()));

// Words on one line: a name never continues past a line break. Bounded (at most six words of
// 50 characters, and `clean` refuses more than five words or 50 characters anyway) so a long
// run of capitalised words ("A. A. A. ...") costs a constant per position, not the rest of the line.
const CAPITALISED = "[A-Z][\\w'&.-]{0,49}(?:[ \\t]{1,8}[A-Z0-9][\\w'&.-]{0,49}){0,5}(?![\\w'&.-])";

function clean(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  const name = candidate
    .trim()
    .replace(/[.,:;!?'"”’)]+$/, '')
    .replace(/^(?:the|a|an)\s+/i, '');
  const words = name.split(/\s+/);
  if (!name || words.length > 5 || name.length > 50) return undefined;
  if (NOT_A_NAME.has(name.toLowerCase()) || TECH.has(name.toLowerCase())) return undefined;
  if (!/[A-Za-z]/.test(name)) return undefined;
  return name;
}

function firstMatch(text: string, pattern: RegExp): string | undefined {
  for (const match of text.matchAll(pattern)) {
    const name = clean(match[1]);
    if (name) return name;
  }
  return undefined;
}

/**
 * The product's name as the brief states it, tried from the most to the least explicit form:
 * "called X"/"named X", a quoted name, "X is a/an ...", "building X", then a CamelCase word.
 */
export function findProductName(text: string): string | undefined {
  return (
    firstMatch(
      text,
      new RegExp(
        `^[ \\t]*(?:project|product|app|product name|project name|name)[ \\t]*:[ \\t]*["“]?(${CAPITALISED})`,
        'gim',
      ),
    ) ??
    firstMatch(
      text,
      new RegExp(
        `\\b(?:called|named|codenamed|code-named|titled|brand(?:ed)? as|name it|call it)\\s+["“]?(${CAPITALISED})`,
        'g',
      ),
    ) ??
    // A quoted name, unless it labels a control ("the "Save" button").
    firstMatch(
      text,
      /["“]([A-Z0-9][^"“”\n]{1,39})["”](?!\s+(?:button|tab|link|page|screen|menu|field|option|label)\b)/g,
    ) ??
    firstMatch(
      text,
      new RegExp(
        `(?:^|[.!?\\n][ \\t]{0,8})(${CAPITALISED})[ \\t]{1,8}(?:is|will be)\\s+an?\\b`,
        'g',
      ),
    ) ??
    firstMatch(
      text,
      new RegExp(
        `\\b(?:build|building|launch|launching|create|creating|introducing|develop|developing|design|designing)\\s+(?:(?:a|an|the|our)\\s+)?(?:new\\s+)?(${CAPITALISED})`,
        'g',
      ),
    ) ??
    firstMatch(
      text,
      /\b([A-Z][a-z]{1,30}[A-Z][A-Za-z]{0,30}|[a-z]{1,30}[A-Z][a-z][A-Za-z]{0,30})\b/g,
    )
  );
}

/** "checkout_redesign-v2.pdf" -> "Checkout Redesign V2". */
export function nameFromFile(fileName: string): string | undefined {
  const base = fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s*\(\d+\)$/, '')
    .trim();
  if (!/[A-Za-z]/.test(base)) return undefined;
  return base
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
