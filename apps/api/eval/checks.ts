import { personaName, plain, readPrd, type ReadPrd } from './prd-read.js';
import type { Fact, Forbidden, SectionName } from './types.js';

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function matches(text: string, pattern: string | RegExp): boolean {
  return typeof pattern === 'string' ? text.includes(plain(pattern)) : pattern.test(text);
}

/**
 * The items of a section, each as text: the model's (read by the one parser), or for
 * 'Anywhere' the document's own lines (an H3 block with its body is one item), so that a
 * short form that is no PRD is read too.
 */
function sectionItems(prd: ReadPrd, markdown: string, name: SectionName): string[] {
  if (name === 'Anywhere') return lineItems(markdown);
  return prd.sections.get(name) ?? [];
}

/** Each `###` block (heading and body) is one item, each other non-empty line another. */
function lineItems(markdown: string): string[] {
  const items: string[] = [];
  let block: string[] | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^###\s/.test(line)) {
      if (block) items.push(block.join('\n'));
      block = [line];
    } else if (/^#{1,2}\s/.test(line)) {
      if (block) items.push(block.join('\n'));
      block = undefined;
      items.push(line);
    } else if (block) block.push(line);
    else if (line.trim()) items.push(line);
  }
  if (block) items.push(block.join('\n'));
  return items;
}

/** An item's words without the writer's numbering (FR-7, "3. "), so a number is a value. */
function factText(item: string): string {
  return item
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*]\s+)?\d+[.)]\s+/, ''))
    .join('\n')
    .replace(/\b(?:FR|NFR)-\d+\b/gi, ' ');
}

/** A requirement's source line may quote the input as it was; a stale value there is history. */
const SOURCE_LINE = /^\s*(?:[-*]\s+\*\*source:?\*\*|source: )/i;

/** Whether the fact is in (one of) its section(s). */
export function hasFact(markdown: string, fact: Fact, prd: ReadPrd = readPrd(markdown)) {
  return list(fact.section).some((name) => {
    const all = sectionItems(prd, markdown, name);
    const items = fact.wholeSection ? [all.join('\n')] : all;
    return items.some((item) => {
      const text = plain(factText(item));
      return (
        fact.all.every((p) => matches(text, p)) &&
        (!fact.any || fact.any.some((p) => matches(text, p)))
      );
    });
  });
}

/** The forbidden entries that occur. */
export function forbiddenFound(
  markdown: string,
  forbidden: Forbidden[],
  prd: ReadPrd = readPrd(markdown),
): Forbidden[] {
  return forbidden.filter((f) =>
    list(f.section ?? 'Anywhere').some((name) =>
      sectionItems(prd, markdown, name).some((item) => {
        const lines = item.split('\n');
        const kept = f.kind === 'stale' ? lines.filter((l) => !SOURCE_LINE.test(l)) : lines;
        return matches(plain(kept.join('\n')), f.pattern);
      }),
    ),
  );
}

/** Whether the document names the product exactly. */
export function titleIs(markdown: string, name: string, prd: ReadPrd = readPrd(markdown)) {
  return prd.product === plain(name);
}

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  thousand: '1000',
  dozen: '12',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  diez: '10',
  veinte: '20',
  treinta: '30',
  cien: '100',
  mil: '1000',
};

/** The numbers of a text as digit strings: "10,000" → 10000, "€2.50" → 2 and 50, "ten" → 10. */
function numbersIn(text: string): string[] {
  const joined = text.replace(/(?<=\d)[,\u202f\u00a0](?=\d{3}(?!\d))/g, '');
  const out = [...joined.matchAll(/(?<![\p{L}\d])\d+/gu)].map((m) => String(Number(m[0])));
  for (const m of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    const n = NUMBER_WORDS[m[0]];
    if (n) out.push(n);
  }
  return out;
}

/** What the writer may number on its own: ids, list markers, section references, counts. */
const STRUCTURE = [
  /\bP[0-3]:\s*\d+/g, // "P0: 4" in a count of priorities
  /\b[A-Z]{1,5}-\d+\b/g, // FR-3, NFR-2
  /\b[A-Z]\d{1,2}\b/g, // G1, M2, P0, Q3 (a quarter is kept in the input check below)
  /\bv\d+(\.\d+)*\b/gi,
  /^\s*(?:[-*]\s+)?\d+[.)]\s/gm,
  /\b(?:sections?|secci[oó]n(?:es)?|abschnitte?|§)\s+\d+(?:\s*(?:,|and|y|-|–|to)\s*\d+)*/gi,
  /\b\d+\s+(?:functional|non-functional|open|clarifying|stated|explicit|funktionale|nicht-funktionale|offene|fonctionnelles?|non fonctionnelles?|ouvertes?)?\s*(?:requirements?|questions?|conflicts?|action items?|non-goals?|personas?|changes?|items?|goals?|risks?|sections?|files?|places?|times|requisitos?|preguntas?|anforderung(?:en)?|fragen?|exigences?)\b/gi,
  /\b\d+\s+(?:added|removed|changed|updated|kept|more)\b/gi,
  // The writer's own figures about the input (how much of it was read).
  /\b\d+(?:[.,]\d+)?\s*(?:kb|mb|characters|words|statements|lines)\b/gi,
  /\bversion\s+\d+(\.\d+)?/gi,
  /\(\s*\d+\s*\/\s*\d+\s*\)/g,
];

const MARKED = /assum|suposici|supuesto|annahme|hypoth/i;
const META = /^\s*[-*]\s+\*\*(status|version|date|estado|versi[oó]n|fecha|statut|datum|stand)\b/i;

/**
 * Numbers in the output that are in no input and not on a line marked as an assumption. The
 * title, headings, metadata bullets and the writer's own numbering are not counted.
 */
export function inventedNumbers(markdown: string, inputText: string, today?: string): string[] {
  const known = new Set(numbersIn(inputText));
  const invented = new Set<string>();
  for (const line of markdown.split(/\r?\n/)) {
    if (/^#{1,2}\s/.test(line) || META.test(line) || MARKED.test(line)) continue;
    let text = line.replace(/^###\s+/, '').replace(/_/g, ' ');
    if (today) text = text.split(today).join(' ');
    for (const pattern of STRUCTURE) text = text.replace(pattern, ' ');
    for (const n of numbersIn(text)) if (!known.has(n)) invented.add(n);
  }
  return [...invented];
}

const stems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.replace(/s$/, '').slice(0, 5)),
  );

/**
 * Personas (their names, before a colon) with no word of four letters or more from the input:
 * people the writer made up ("Know people"). Words compare by their first five letters without
 * a plural s, so "owner" matches "owners" and "lead" matches "leads".
 */
export function inventedPersonas(
  markdown: string,
  inputText: string,
  prd: ReadPrd = readPrd(markdown),
): string[] {
  const known = stems(inputText);
  return (prd.sections.get('Personas and user stories') ?? [])
    .map((item) => plain(personaName(item)))
    .filter((name) => {
      const words = [...stems(name)];
      return words.length > 0 && !words.some((w) => known.has(w));
    });
}

/** A rough language guess from function words: 'es', 'en' or undefined. */
export function languageOf(markdown: string): 'en' | 'es' | undefined {
  const words = plain(markdown).match(/\p{L}+/gu) ?? [];
  const en = new Set(['the', 'and', 'of', 'to', 'with', 'must', 'is', 'for', 'are', 'when']);
  const es = new Set(['el', 'la', 'de', 'que', 'y', 'los', 'las', 'con', 'para', 'debe', 'una']);
  let e = 0;
  let s = 0;
  for (const w of words) {
    if (en.has(w)) e++;
    else if (es.has(w)) s++;
  }
  if (e + s < 20) return undefined;
  return s > e ? 'es' : 'en';
}
