/**
 * Markdown from the input is shown as typed: `*483*77#` must not turn italic, a `|` must not
 * open a table, a `<` must not start HTML, a `#` at the start of a line must not make a heading.
 * One pass over the text; already escaped characters are left as they are.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\\?([\\*_`|<[\]~])/g, (whole, char: string) =>
      whole.length === 2 && char !== '\\' ? whole : `\\${char}`,
    )
    .replace(
      /^(\s*)(#{1,6}(?=\s|$)|[-+](?=\s)|\d{1,9}[.)](?=\s))/gm,
      (_, space: string, mark: string) => `${space}\\${mark}`,
    );
}
