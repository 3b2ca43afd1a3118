/**
 * mammoth's HTML for a Word file → its paragraphs as text (a heading style as a Markdown
 * heading, "## Scope"), with each table as one paragraph of Markdown rows (`| ID | Requirement | Priority |`, then `| --- | --- | --- |` under the first).
 * mammoth's raw text gives a table as one paragraph per cell and drops empty cells, so a
 * requirements table could not be told from prose; its HTML keeps rows and cells.
 *
 * One forward pass over the tags mammoth writes (p, h1-h6, li, table, tr, td, th, br, a, img,
 * strong, em, sup, sub, s, u, ol, ul); a table inside a cell adds its text to that cell.
 */

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>|([^<]+)/g;
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]{2,6});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

const cellText = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

/** The paragraphs of mammoth's HTML, in order; a table as one paragraph of Markdown rows. */
export function htmlParagraphs(html: string): string[] {
  const out: string[] = [];
  let text = '';
  let depth = 0;
  let row: string[] | null = null;
  let cell = '';
  let rows: string[] = [];
  const flush = () => {
    const t = text.trim();
    if (t && !/^#{1,6}$/.test(t)) out.push(t);
    text = '';
  };
  for (const m of html.matchAll(TOKEN)) {
    if (m[4] !== undefined) {
      const chunk = decodeEntities(m[4]);
      if (depth > 0) cell += chunk;
      else text += chunk;
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (tag === 'table') {
      if (!closing && depth === 0) {
        flush();
        rows = [];
      }
      depth = Math.max(0, depth + (closing ? -1 : 1));
      if (closing && depth === 0 && rows.length) out.push(rows.join('\n'));
      continue;
    }
    if (depth > 1) {
      if (BLOCKS.has(tag) || tag === 'td' || tag === 'th' || tag === 'br') cell += ' ';
      continue;
    }
    if (depth === 1) {
      if (tag === 'tr') {
        if (!closing) row = [];
        else if (row) {
          if (row.some((c) => c)) {
            rows.push(`|${row.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`);
            if (rows.length === 1) rows.push(`| ${row.map(() => '---').join(' | ')} |`);
          }
          row = null;
        }
      } else if (tag === 'td' || tag === 'th') {
        if (!closing) cell = '';
        else if (row) row.push(cellText(cell));
      } else if (BLOCKS.has(tag) || tag === 'br') cell += ' ';
      continue;
    }
    if (tag === 'br') text += '\n';
    else if (BLOCKS.has(tag)) {
      flush();
      // A Word heading style keeps its level as Markdown ("## Requirements").
      const level = /^h([1-6])$/.exec(tag);
      if (level && !closing) text = `${'#'.repeat(Number(level[1]))} `;
    }
  }
  flush();
  return out;
}
