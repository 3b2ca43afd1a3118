import type { Token, Tokens } from 'marked';
import { boldDoubleAsterisks, inlineRuns, type Run } from './inline-runs.js';

/* Inline runs as the export formats (Confluence storage, Notion blocks) take them. */

/** Longest address kept as a link (Notion's limit on a link's URL). */
const MAX_URL_LENGTH = 2000;

/**
 * `href` when it is a well-formed http(s) address of at most 2000 characters (Notion's
 * limit), else undefined.
 */
function safeHref(href: string | undefined): string | undefined {
  if (!href || !/^https?:\/\//i.test(href.trim())) return undefined;
  try {
    const url = new URL(href.trim()).href;
    return url.length <= MAX_URL_LENGTH ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An inline token with raw HTML as literal text and images as links to their source. */
function asWritten(token: Token, inLink: boolean): Token {
  if (token.type === 'html') return { type: 'escape', raw: token.raw, text: token.raw };
  if (token.type === 'image') {
    const image = token as Tokens.Image;
    const text = image.text || image.href;
    const label: Token = { type: 'text', raw: text, text };
    return inLink ? label : { ...image, type: 'link', tokens: [label] };
  }
  const inner = (token as { tokens?: Token[] }).tokens;
  const written = inner && allAsWritten(inner, inLink || token.type === 'link');
  return written === inner ? token : { ...token, tokens: written };
}

/** `asWritten` for each token: the same array where nothing changed (the usual case). */
function allAsWritten(tokens: readonly Token[], inLink: boolean): Token[] {
  let out: Token[] | undefined;
  for (const [n, token] of tokens.entries()) {
    const written = asWritten(token, inLink);
    if (written !== token) out ??= tokens.slice(0, n);
    out?.push(written);
  }
  return out ?? (tokens as Token[]);
}

/**
 * Inline runs for documents that leave the app (Notion, Confluence): `inlineRuns` with the
 * `**` rule, except that raw HTML stays the text it is, an image is its alt text linked to its
 * source, and only http(s) addresses (see `safeHref`) stay links.
 */
export function exportRuns(tokens: readonly Token[] | undefined): Run[] {
  const runs = boldDoubleAsterisks(inlineRuns(allAsWritten(tokens ?? [], false)));
  for (const [n, run] of runs.entries()) {
    if (run.link !== undefined) runs[n] = { ...run, link: safeHref(run.link) };
  }
  return runs;
}

/** The inline tokens of a paragraph or text block (a bare text block becomes one text token). */
export function leafTokens(token: Token): Token[] {
  const leaf = token as Tokens.Paragraph | Tokens.Text;
  return leaf.tokens ?? [{ type: 'text', raw: leaf.raw, text: leaf.text }];
}

/** Whether two runs look the same (same marks, same link). */
export function sameStyle(a: Run, b: Run): boolean {
  return (
    !a.bold === !b.bold &&
    !a.italics === !b.italics &&
    !a.strike === !b.strike &&
    !a.code === !b.code &&
    a.link === b.link
  );
}
