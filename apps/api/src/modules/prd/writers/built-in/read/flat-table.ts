/**
 * A two-column table as a PDF's text gives it: a header row ("Function Detail") and each row's
 * name glued to the first line of its detail ("Vehicle check Officer types the number plate").
 * The rows are read back as list items ("- Vehicle check: Officer types the number plate"), the
 * header row dropped. Runs after wrapped lines are joined (a row's detail is then one line).
 */

/** Words a table's column header is made of ("Function Detail", "Feature | Description"). */
const COLUMN_WORDS = new Set(
  'function functions feature features capability capabilities requirement requirements area areas item items component module screen step name topic detail details description notes note comment comments behaviour behavior rule rules value priority owner rationale acceptance criteria funktion beschreibung fonction fonctionnalité description détail función funcionalidad descripción detalle'.split(
    ' ',
  ),
);
const MAX_HEADER = 60;
/** "Vehicle check Officer types …": a capitalised name of up to four words, then a capital. */
const GLUED_ROW =
  /^(\p{Lu}[\p{L}-]{0,30}(?:\s(?:\p{Ll}[\p{L}-]{0,30}|\p{Lu}{2,8}s?)){0,3})\s+(\p{Lu}\S*(?:\s\S.*)?)$/u;
const MAX_ROW = 2000;

function isColumnHeader(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > MAX_HEADER || !/^\p{Lu}/u.test(text)) return false;
  const columns = text.split(/\s*\|\s*|\s{2,}|\t/).filter(Boolean);
  const words = text
    .toLowerCase()
    .split(/[\s|]+/)
    .filter(Boolean);
  // Two columns at least ("Function Detail" is two words, each a column's name).
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    (columns.length >= 2 || words.length <= 3) &&
    words.every((w) => COLUMN_WORDS.has(w)) &&
    words.some((w) =>
      /^(?:detail|details|description|notes|note|comments?|rationale|beschreibung|détail|descripción|detalle)$/.test(
        w,
      ),
    )
  );
}

/** The lines with a flattened table's rows as "- Name: detail" items, its header row gone. */
export function unglueTables(lines: string[], tags: number[]): { lines: string[]; tags: number[] } {
  const out: string[] = [];
  const outTags: number[] = [];
  let inTable = false;
  for (const [i, line] of lines.entries()) {
    const trimmed = line.trim();
    if (!inTable && isColumnHeader(line)) {
      inTable = true;
      continue;
    }
    const row = inTable && trimmed.length <= MAX_ROW ? GLUED_ROW.exec(trimmed) : null;
    // A row's detail is a sentence (three words at least after the row's name).
    if (row && (row[2] ?? '').split(/\s+/).length >= 3) out.push(`- ${row[1]}: ${row[2]}`);
    else {
      inTable = false;
      out.push(line);
    }
    outTags.push(tags[i] ?? 0);
  }
  return { lines: out, tags: outTags };
}
