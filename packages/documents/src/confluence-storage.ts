import type { Token, Tokens } from 'marked';
import type { Run } from './inline-runs.js';
import { exportRuns, leafTokens, sameStyle } from './export-runs.js';
import { lexMarkdown } from './lexer.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/**
 * What XML escapes, plus what XML 1.0 cannot hold at all (control characters other than tab,
 * new line and return; lone surrogates; U+FFFE and U+FFFF), which is dropped.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const UNSAFE = /[&<>"']|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;
// eslint-disable-next-line no-control-regex -- as above
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/** Text made safe for XML content and attribute values (& < > " ' escaped, non-XML dropped). */
export function escapeXml(text: string): string {
  return text.replace(UNSAFE, (char) => ESCAPES[char] ?? '');
}

/** Code as a CDATA section: `]]>` inside it split across two sections, non-XML dropped. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** The code macro's language names (Confluence's documented list) and common aliases. */
const LANGUAGES = new Map(
  (
    'actionscript3 bash csharp coldfusion cpp css delphi diff erlang groovy java javafx ' +
    'javascript perl php powershell python ruby scala sql vb html/xml as3=actionscript3 ' +
    'sh=bash shell=bash zsh=bash console=bash cs=csharp c#=csharp c=cpp c++=cpp h=cpp ' +
    'hpp=cpp cfm=coldfusion pascal=delphi patch=diff erl=erlang js=javascript jsx=javascript ' +
    'ts=javascript tsx=javascript typescript=javascript json=javascript pl=perl ps1=powershell ' +
    'py=python rb=ruby vb.net=vb html=html/xml xml=html/xml xhtml=html/xml svg=html/xml'
  )
    .split(' ')
    .map((entry): [string, string] => {
      const [alias = '', name = alias] = entry.split('=');
      return [alias, name];
    }),
);

/** Confluence's code macro language for a fenced block (its first word), or 'none'. */
export function confluenceLanguage(info: string | undefined): string {
  const name = (/^\S*/.exec(info?.trim() ?? '')?.[0] ?? '').toLowerCase();
  return LANGUAGES.get(name) ?? 'none';
}

function wrap(run: Run, html: string): string {
  let out = html;
  if (run.code) out = `<code>${out}</code>`;
  if (run.strike) out = `<s>${out}</s>`;
  if (run.italics) out = `<em>${out}</em>`;
  if (run.bold) out = `<strong>${out}</strong>`;
  if (run.link) out = `<a href="${escapeXml(run.link)}">${out}</a>`;
  return out;
}

/** Inline XHTML: neighbouring runs in one style share one set of tags. */
function inline(tokens: readonly Token[] | undefined): string {
  const out: string[] = [];
  let style: Run | undefined;
  let parts: string[] = [];
  const flush = () => {
    if (style && parts.length) out.push(wrap(style, parts.join('')));
    parts = [];
  };
  for (const run of exportRuns(tokens)) {
    if (run.lineBreak) {
      flush();
      out.push('<br />');
    } else if (run.text) {
      if (!style || !sameStyle(style, run)) flush();
      style = run;
      parts.push(escapeXml(run.text));
    }
  }
  flush();
  return out.join('');
}

function codeMacro(token: Tokens.Code): string {
  return (
    '<ac:structured-macro ac:name="code">' +
    `<ac:parameter ac:name="language">${escapeXml(confluenceLanguage(token.lang))}</ac:parameter>` +
    `<ac:plain-text-body>${cdata(token.text)}</ac:plain-text-body>` +
    '</ac:structured-macro>'
  );
}

function list(token: Tokens.List, out: string[]): void {
  const tag = token.ordered ? 'ol' : 'ul';
  const start = token.ordered && typeof token.start === 'number' ? token.start : 1;
  out.push(start === 1 ? `<${tag}>` : `<${tag} start="${start}">`);
  for (const item of token.items) {
    out.push('<li>');
    // A task's box comes first, in its first line of text.
    let box = item.task ? (item.checked ? '\u2611 ' : '\u2610 ') : '';
    for (const child of item.tokens) {
      if (child.type === 'space') continue;
      // A loose item's text is in paragraphs, a tight item's is not.
      if (child.type === 'text' && !item.loose) out.push(box, inline(leafTokens(child)));
      else if (child.type === 'text' || child.type === 'paragraph') {
        out.push('<p>', box, inline(leafTokens(child)), '</p>');
      } else {
        out.push(box);
        blocks([child], out);
      }
      box = '';
    }
    out.push(box, '</li>');
  }
  out.push(`</${tag}>`);
}

function table(token: Tokens.Table, out: string[]): void {
  const width = Math.max(token.header.length, 1);
  const row = (cells: readonly Tokens.TableCell[], tag: 'th' | 'td') => {
    out.push('<tr>');
    for (let n = 0; n < width; n += 1) {
      const align = token.align[n];
      const style = align ? ` style="text-align: ${align};"` : '';
      out.push(`<${tag}${style}>`, inline(cells[n]?.tokens), `</${tag}>`);
    }
    out.push('</tr>');
  };
  out.push('<table><tbody>');
  row(token.header, 'th');
  for (const cells of token.rows) row(cells, 'td');
  out.push('</tbody></table>');
}

function blocks(tokens: readonly Token[], out: string[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const tag = `h${Math.min(Math.max(heading.depth, 1), 6)}`;
        out.push(`<${tag}>`, inline(heading.tokens), `</${tag}>`);
        break;
      }
      case 'paragraph':
      case 'text':
        out.push('<p>', inline(leafTokens(token)), '</p>');
        break;
      case 'list':
        list(token as Tokens.List, out);
        break;
      case 'blockquote':
        out.push('<blockquote>');
        blocks((token as Tokens.Blockquote).tokens, out);
        out.push('</blockquote>');
        break;
      case 'code':
        out.push(codeMacro(token as Tokens.Code));
        break;
      case 'table':
        table(token as Tokens.Table, out);
        break;
      case 'hr':
        out.push('<hr />');
        break;
      case 'html': {
        // Raw HTML is shown as the text it is, never passed through.
        const text = (token as Tokens.HTML).text.trim();
        if (text) out.push('<p>', text.split('\n').map(escapeXml).join('<br />'), '</p>');
        break;
      }
      default:
        // space, def and unknown tokens carry nothing to show.
        break;
    }
  }
}

/**
 * Confluence storage format (XHTML) for PRD Markdown (GitHub-flavoured): headings, paragraphs,
 * nested lists, quotes, rules, tables, bold/italic/strike/code, http(s) links only, and fenced
 * code as the code macro. All text is XML-escaped and raw HTML is shown as text, so the result
 * is well-formed XML (a fragment: wrap it in one element declaring the `ac` namespace to parse
 * it). Linear in the input.
 */
export function markdownToConfluenceStorage(markdown: string): string {
  const out: string[] = [];
  blocks(lexMarkdown(markdown), out);
  return out.join('');
}

/** Plain text (no Markdown) as storage format: paragraphs at blank lines, line breaks kept. */
export function plainTextToConfluenceStorage(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeXml(part).replace(/\n/g, '<br />')}</p>`)
    .join('');
}
