import type { Token, Tokens } from 'marked';
import { stripTags } from './entities.js';
import { boldDoubleAsterisks, inlineRuns } from './inline-runs.js';
import { lexMarkdown } from './lexer.js';

/**
 * Plain text from Markdown (the TXT download): markup removed, links shown by their text,
 * list markers kept as "- " and "1. ", table rows with tab-separated cells, code unfenced.
 */
export function markdownToText(markdown: string): string {
  return blocks(lexMarkdown(markdown)).join('\n\n').trim();
}

/** The share preview and payload: plain text with 3 or more newlines collapsed into 2. */
export function shareText(markdown: string): string {
  return markdownToText(markdown).replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n');
}

function inline(tokens: readonly Token[] | undefined): string {
  return boldDoubleAsterisks(inlineRuns(tokens))
    .map((run) => (run.lineBreak ? '\n' : run.text))
    .join('');
}

function leafText(token: Tokens.Text | Tokens.Paragraph): string {
  return token.tokens ? inline(token.tokens) : token.text;
}

function blocks(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const text = block(token);
    if (text !== undefined && text.trim() !== '') out.push(text);
  }
  return out;
}

function block(token: Token): string | undefined {
  switch (token.type) {
    case 'heading':
      return inline((token as Tokens.Heading).tokens);
    case 'paragraph':
    case 'text':
      return leafText(token as Tokens.Paragraph | Tokens.Text);
    case 'list':
      return list(token as Tokens.List).join('\n');
    case 'table': {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) =>
        cells.map((cell) => inline(cell.tokens)).join('\t');
      return [row(table.header), ...table.rows.map(row)].join('\n');
    }
    case 'blockquote':
      return blocks((token as Tokens.Blockquote).tokens).join('\n\n');
    case 'code':
      return (token as Tokens.Code).text;
    case 'html':
      return stripTags((token as Tokens.HTML).text).trim();
    default:
      return undefined;
  }
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

function list(token: Tokens.List): string[] {
  const lines: string[] = [];
  let number = typeof token.start === 'number' ? token.start : 1;
  for (const item of token.items) {
    let marker = token.ordered ? `${number}. ` : '- ';
    number += 1;
    if (item.task) marker += item.checked ? '[x] ' : '[ ] ';
    const pad = ' '.repeat(marker.length);
    let first = true;
    for (const child of item.tokens) {
      const text = child.type === 'list' ? list(child as Tokens.List).join('\n') : block(child);
      if (text === undefined || text.trim() === '') continue;
      if (first && child.type !== 'list') {
        const [head = '', ...rest] = text.split('\n');
        lines.push(marker + head, ...rest.map((line) => (line ? pad + line : line)));
      } else {
        if (first) lines.push(marker.trimEnd());
        lines.push(indent(text, pad));
      }
      first = false;
    }
    if (first) lines.push(marker.trimEnd());
  }
  return lines;
}
