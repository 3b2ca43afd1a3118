/** Number tokens in a text (FR ids left out): "15", "4.99", "10,000", "99.9". */
function numbersIn(text: string): string[] {
  return text.replace(/\bFR-\d+/g, ' ').match(/(?<![\p{L}\d.,])\d+(?:[.,]\d+)*/gu) ?? [];
}

/** Every number token of the inputs, to tell stated numbers from invented ones. */
export function knownNumbers(texts: Iterable<string>): Set<string> {
  const known = new Set<string>();
  for (const text of texts) for (const n of numbersIn(text)) known.add(n);
  return known;
}

/** The numbers of `text` that no input contains (invented by the model). */
export function inventedNumbers(text: string, known: Set<string> | undefined): string[] {
  if (!known) return [];
  return numbersIn(text).filter((n) => !known.has(n));
}
