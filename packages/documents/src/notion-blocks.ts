import type { Token, Tokens } from 'marked';
import { exportRuns, leafTokens, sameStyle } from './export-runs.js';
import type { Run } from './inline-runs.js';
import { lexMarkdown } from './lexer.js';

/** Most blocks in one `children` array Notion accepts: per request, and per block's children. */
export const MAX_BLOCKS_PER_REQUEST = 100;
/** Most characters in one rich text item's `text.content`. */
export const MAX_TEXT_LENGTH = 2000;
/** Most items in one `rich_text` array. */
export const MAX_RICH_TEXT_ITEMS = 100;
/** Most block objects, nested ones included, in one request. */
export const MAX_BLOCKS_PER_PAYLOAD = 1000;
/** Largest request body Notion accepts, in bytes. */
export const MAX_PAYLOAD_BYTES = 500_000;

/** Characters of text one block carries at most (more is split into further blocks, or cut). */
const BLOCK_TEXT_BUDGET = 50_000;
/** JSON characters (see `weight`) of a top-level block with its children; 3 bytes at most each. */
const BLOCK_JSON_BUDGET = 140_000;
/** Bytes of blocks in one batch: the request limit less room for a page's properties. */
const BATCH_BYTES = MAX_PAYLOAD_BYTES - 50_000;
/** Widest table kept (further columns are left out). */
const MAX_TABLE_WIDTH = 100;

/** Formatting of a rich text item (underline and colour are never set). */
export interface NotionAnnotations {
  bold: boolean;
  italic: boolean;
  strikethrough: boolean;
  underline: false;
  code: boolean;
  color: 'default';
}

/** One rich text item: at most `MAX_TEXT_LENGTH` characters, linked only to http(s). */
export interface NotionRichText {
  type: 'text';
  text: { content: string; link?: { url: string } };
  annotations: NotionAnnotations;
}

/** The body of a text block; `children` only on top-level list items, to-dos and quotes. */
export interface NotionTextBody {
  rich_text: NotionRichText[];
  children?: NotionBlock[];
}

/** Block types whose body is a `NotionTextBody`. */
export type NotionTextType =
  | 'paragraph'
  | 'heading_1'
  | 'heading_2'
  | 'heading_3'
  | 'bulleted_list_item'
  | 'numbered_list_item'
  | 'quote';

type Of<T extends string, Body> = T extends string
  ? { object: 'block'; type: T } & Record<T, Body>
  : never;

/** A block object as `POST /v1/pages` (`children`) and `PATCH /v1/blocks/{id}/children` take it. */
export type NotionBlock =
  | Of<NotionTextType, NotionTextBody>
  | Of<'to_do', NotionTextBody & { checked: boolean }>
  | Of<'code', { rich_text: NotionRichText[]; language: string }>
  | Of<'divider', Record<string, never>>
  | Of<'table', NotionTableBody>
  | Of<'table_row', { cells: NotionRichText[][] }>;

/** A table: every row has exactly `table_width` cells, and there are at most 100 rows. */
export interface NotionTableBody {
  table_width: number;
  has_column_header: boolean;
  has_row_header: boolean;
  children: NotionBlock[];
}

/** The code block languages Notion accepts (it rejects any other name) and common aliases. */
const LANGUAGES = new Set(
  (
    'abap|abc|agda|arduino|ascii art|assembly|bash|basic|bnf|c|c#|c++|clojure|coffeescript|coq|css|' +
    'dart|dhall|diff|docker|ebnf|elixir|elm|erlang|f#|flow|fortran|gherkin|glsl|go|graphql|groovy|' +
    'haskell|hcl|html|idris|java|javascript|json|julia|kotlin|latex|less|lisp|livescript|llvm ir|' +
    'lua|makefile|markdown|markup|matlab|mathematica|mermaid|nix|notion formula|objective-c|ocaml|' +
    'pascal|perl|php|plain text|powershell|prolog|protobuf|purescript|python|r|racket|reason|ruby|' +
    'rust|sass|scala|scheme|scss|shell|smalltalk|solidity|sql|swift|toml|typescript|vb.net|verilog|' +
    'vhdl|visual basic|webassembly|xml|yaml|java/c/c++/c#'
  ).split('|'),
);
const LANGUAGE_ALIASES = new Map(
  (
    'js=javascript|jsx=javascript|ts=typescript|tsx=typescript|py=python|sh=shell|zsh=shell|' +
    'yml=yaml|md=markdown|rb=ruby|rs=rust|golang=go|cs=c#|csharp=c#|cpp=c++|h=c|kt=kotlin|' +
    'dockerfile=docker|ps1=powershell|text=plain text|txt=plain text|tf=hcl|proto=protobuf|' +
    'html5=html|svg=xml|tex=latex|hs=haskell|ex=elixir|erl=erlang|pl=perl|jsonc=json|patch=diff'
  )
    .split('|')
    .map((pair) => pair.split('=') as [string, string]),
);

/** Notion's name for a fenced block's language (its first word), or 'plain text'. */
export function notionLanguage(info: string | undefined): string {
  const name = (/^\S*/.exec(info?.trim() ?? '')?.[0] ?? '').toLowerCase();
  if (LANGUAGES.has(name)) return name;
  return LANGUAGE_ALIASES.get(name) ?? 'plain text';
}

/** `end`, or one less where it would split a surrogate pair. */
function cutAt(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return end < text.length && code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

function textItem(content: string, run: Partial<Run>): NotionRichText {
  const annotations: NotionAnnotations = {
    bold: run.bold === true,
    italic: run.italics === true,
    strikethrough: run.strike === true,
    underline: false,
    code: run.code === true,
    color: 'default',
  };
  const text = run.link ? { content, link: { url: run.link } } : { content };
  return { type: 'text', text, annotations };
}

/** Items of at most `MAX_TEXT_LENGTH` characters each for `text` in one style. */
function items(text: string, run: Partial<Run>, out: NotionRichText[] = []): NotionRichText[] {
  for (let at = 0; at < text.length;) {
    const end = cutAt(text, Math.min(at + MAX_TEXT_LENGTH, text.length));
    out.push(textItem(text.slice(at, end), run));
    at = end;
  }
  return out;
}

/** Rich text for runs: neighbours in one style merged, then split at `MAX_TEXT_LENGTH`. */
function richText(runs: readonly Run[]): NotionRichText[] {
  const out: NotionRichText[] = [];
  let style: Run | undefined;
  let pending = '';
  for (const run of runs) {
    // A soft line break is a space, as Markdown shows it; a hard one a new line.
    let text = run.lineBreak ? '\n' : run.text;
    if (!text) continue;
    if (!run.lineBreak && text.includes('\n')) text = text.replace(/\n/g, ' ');
    if (style && !sameStyle(style, run)) {
      items(pending, style, out);
      pending = '';
    }
    style = run;
    pending += text;
  }
  if (style) items(pending, style, out);
  return out;
}

/** Whether rich text fits one array: at most `MAX_RICH_TEXT_ITEMS` items and `maxChars`. */
function fits(rich: readonly NotionRichText[], maxChars: number): boolean {
  if (rich.length > MAX_RICH_TEXT_ITEMS) return false;
  let chars = 0;
  for (const item of rich) chars += item.text.content.length;
  return chars <= maxChars;
}

/** Rich text in arrays of at most `MAX_RICH_TEXT_ITEMS` items and `maxChars` characters. */
function groups(rich: NotionRichText[], maxChars = BLOCK_TEXT_BUDGET): NotionRichText[][] {
  if (fits(rich, maxChars)) return [rich];
  const out: NotionRichText[][] = [[]];
  let chars = 0;
  for (const item of rich) {
    const length = item.text.content.length;
    if (out.at(-1)?.length === MAX_RICH_TEXT_ITEMS || chars + length > maxChars) {
      out.push([]);
      chars = 0;
    }
    out.at(-1)?.push(item);
    chars += length;
  }
  return out;
}

/** Rich text cut to one array (see `groups`); when text is left out it ends with "…". */
function fit(rich: NotionRichText[], maxChars = BLOCK_TEXT_BUDGET): NotionRichText[] {
  if (fits(rich, maxChars)) return rich;
  const kept = groups(rich, maxChars)[0] ?? [];
  const last = kept.at(-1)?.text;
  if (last)
    last.content = `${last.content.slice(0, cutAt(last.content, last.content.length - 1))}…`;
  return kept;
}

function textBlock(type: NotionTextType, rich: NotionRichText[]): NotionBlock {
  return { object: 'block', type, [type]: { rich_text: rich } } as NotionBlock;
}

function paragraphs(rich: NotionRichText[], out: NotionBlock[]): void {
  for (const group of groups(rich)) if (group.length) out.push(textBlock('paragraph', group));
}

type Body = { rich_text?: NotionRichText[]; cells?: NotionRichText[][]; children?: NotionBlock[] };

function body(block: NotionBlock): Body {
  return (block as unknown as Record<string, Body>)[block.type] ?? {};
}

/** The child blocks a block carries (list items, to-dos and quotes at the top level, tables). */
export function childBlocks(block: NotionBlock): NotionBlock[] {
  return body(block).children ?? [];
}

/** About how many characters of JSON `block` takes: its text, plus a fixed cost per item. */
function weight(block: NotionBlock): number {
  const { rich_text = [], cells = [], children = [] } = body(block);
  let size = 100;
  for (const rich of [rich_text, ...cells]) {
    for (const { text } of rich) size += 170 + text.content.length + (text.link?.url.length ?? 0);
  }
  for (const child of children) size += weight(child);
  return size;
}

/**
 * Where the blocks from `from` that fit in one block's children end: at most `limit` of them,
 * and `BLOCK_JSON_BUDGET` characters of JSON with `used` already taken.
 */
function fitEnd(blocks: readonly NotionBlock[], from: number, limit: number, used: number) {
  let size = used;
  let end = from;
  for (; end < blocks.length && end - from < limit; end += 1) {
    size += weight(blocks[end] as NotionBlock);
    if (size > BLOCK_JSON_BUDGET) break;
  }
  return end;
}

/**
 * Pushes a list item or quote and its content. A top-level block takes its content as
 * `children` (as many as fit, see `fitEnd`; the rest follows it at the top level); a block
 * that is itself a child has its content follow it as siblings, so nesting stays within the
 * two levels Notion accepts in one request (a child table's rows being the second).
 */
function container(head: NotionBlock, inner: readonly Token[], depth: number, out: NotionBlock[]) {
  out.push(head);
  if (depth > 0) return convert(inner, depth, out);
  const children: NotionBlock[] = [];
  convert(inner, 1, children);
  const end = fitEnd(children, 0, MAX_BLOCKS_PER_REQUEST, weight(head));
  if (end) body(head).children = children.slice(0, end);
  for (const child of children.slice(end)) out.push(child);
}

function list(token: Tokens.List, depth: number, out: NotionBlock[]): void {
  const type = token.ordered ? 'numbered_list_item' : 'bulleted_list_item';
  for (const item of token.items) {
    const [first, ...rest] = item.tokens;
    const lead = first?.type === 'text' || first?.type === 'paragraph';
    const rich = lead ? fit(richText(exportRuns(leafTokens(first)))) : [];
    const head: NotionBlock = item.task
      ? { object: 'block', type: 'to_do', to_do: { rich_text: rich, checked: !!item.checked } }
      : textBlock(type, rich);
    container(head, lead ? rest : item.tokens, depth, out);
  }
}

/** Tables of at most 99 body rows each (fewer when long, see `fitEnd`), header repeated. */
function table(token: Tokens.Table, out: NotionBlock[]): void {
  const width = Math.min(Math.max(token.header.length, 1), MAX_TABLE_WIDTH);
  const cellChars = Math.max(500, Math.floor(BLOCK_TEXT_BUDGET / width));
  const row = (cells: readonly Tokens.TableCell[]): NotionBlock => {
    const rich: NotionRichText[][] = [];
    for (let n = 0; n < width; n += 1) {
      const tokens = cells[n]?.tokens;
      rich.push(tokens?.length ? fit(richText(exportRuns(tokens)), cellChars) : []);
    }
    return { object: 'block', type: 'table_row', table_row: { cells: rich } };
  };
  const rows = token.rows.map((cells) => row(cells));
  let from = 0;
  do {
    const header = row(token.header);
    const end = Math.max(fitEnd(rows, from, MAX_BLOCKS_PER_REQUEST - 1, weight(header)), from + 1);
    const children = [header, ...rows.slice(from, end)];
    const body = { table_width: width, has_column_header: true, has_row_header: false, children };
    out.push({ object: 'block', type: 'table', table: body });
    from = end;
  } while (from < rows.length);
}

function convert(tokens: readonly Token[], depth: number, out: NotionBlock[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const level = Math.min(Math.max(heading.depth, 1), 3) as 1 | 2 | 3;
        out.push(textBlock(`heading_${level}`, fit(richText(exportRuns(heading.tokens)))));
        break;
      }
      case 'paragraph':
      case 'text':
        paragraphs(richText(exportRuns(leafTokens(token))), out);
        break;
      case 'list':
        list(token as Tokens.List, depth, out);
        break;
      case 'blockquote': {
        const inner = (token as Tokens.Blockquote).tokens;
        const lead = inner[0]?.type === 'paragraph';
        const rich = lead && inner[0] ? fit(richText(exportRuns(leafTokens(inner[0])))) : [];
        container(textBlock('quote', rich), lead ? inner.slice(1) : inner, depth, out);
        break;
      }
      case 'code': {
        const code = token as Tokens.Code;
        const language = notionLanguage(code.lang);
        for (const group of groups(items(code.text, {}))) {
          out.push({ object: 'block', type: 'code', code: { rich_text: group, language } });
        }
        break;
      }
      case 'table':
        table(token as Tokens.Table, out);
        break;
      case 'hr':
        out.push({ object: 'block', type: 'divider', divider: {} });
        break;
      case 'html':
        // Raw HTML is shown as the text it is, never interpreted.
        paragraphs(items((token as Tokens.HTML).text.trim(), {}), out);
        break;
      default:
        // space, def and unknown tokens carry nothing to show.
        break;
    }
  }
}

/**
 * Notion block objects for PRD Markdown (GitHub-flavoured), within Notion's request limits:
 * rich text items of at most 2000 characters and arrays of at most 100, list nesting within
 * two levels, tables of at most 100 rows, only http(s) links. Send the result in batches from
 * `chunkBlocks`. Linear in the input.
 */
export function markdownToNotionBlocks(markdown: string): NotionBlock[] {
  const out: NotionBlock[] = [];
  convert(lexMarkdown(markdown), 0, out);
  return out;
}

function countBlocks(block: NotionBlock): number {
  let count = 1;
  for (const child of childBlocks(block)) count += countBlocks(child);
  return count;
}

/**
 * Top-level blocks split into request-sized batches, in order: at most `size` (1 to 100)
 * blocks, `MAX_BLOCKS_PER_PAYLOAD` blocks with nested ones counted, and about 450 KB of JSON
 * each. A block that alone exceeds a limit gets a batch of its own.
 */
export function chunkBlocks(
  blocks: readonly NotionBlock[],
  size = MAX_BLOCKS_PER_REQUEST,
): NotionBlock[][] {
  const limit = Math.min(Math.max(Math.floor(size) || 1, 1), MAX_BLOCKS_PER_REQUEST);
  const encoder = new TextEncoder();
  const batches: NotionBlock[][] = [];
  let batch: NotionBlock[] = [];
  let count = 0;
  let bytes = 0;
  for (const block of blocks) {
    const blockCount = countBlocks(block);
    const blockBytes = encoder.encode(JSON.stringify(block)).length + 1;
    const full =
      batch.length >= limit ||
      count + blockCount > MAX_BLOCKS_PER_PAYLOAD ||
      bytes + blockBytes > BATCH_BYTES;
    if (!batches.length || (batch.length && full)) {
      batch = [];
      batches.push(batch);
      count = 0;
      bytes = 0;
    }
    batch.push(block);
    count += blockCount;
    bytes += blockBytes;
  }
  return batches;
}
