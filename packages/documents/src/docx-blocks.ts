import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type IParagraphOptions,
} from 'docx';
import type { Token, Tokens } from 'marked';
import { BULLET_REFERENCE, listIndent, type NumberingRegistry } from './docx-numbering.js';
import { docxChildren, MONOSPACE, splitLines } from './docx-runs.js';
import { stripTags } from './entities.js';
import { boldDoubleAsterisks, inlineRuns, type Run } from './inline-runs.js';

/**
 * How much one Word file holds: the docx library spends about 0.1 ms per paragraph and per run
 * on this machine, so these bound the build to well under a second whatever the Markdown
 * (a long PRD has about 1,500 paragraphs). What does not fit is left out and the file says so.
 */
export const MAX_WORD_PARAGRAPHS = 3000;
export const MAX_WORD_RUNS = 12000;

/** Paragraphs (table cells count as one each) and runs still allowed in this file. */
interface Budget {
  paragraphs: number;
  runs: number;
  /** Set once something was left out. */
  cut: boolean;
}

export function wordBudget(): Budget {
  return { paragraphs: MAX_WORD_PARAGRAPHS, runs: MAX_WORD_RUNS, cut: false };
}

interface Context {
  numbering: NumberingRegistry;
  /** Blockquote nesting depth. */
  quote: number;
  budget: Budget;
}

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
const MAX_LIST_LEVEL = 8;
/** Usable width of the default page in twips, shared evenly by table columns. */
const TABLE_WIDTH = 9000;
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' } as const;
const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
};

function runsOf(tokens: readonly Token[] | undefined): Run[] {
  // One more than the file can hold is enough to know it is full.
  return boldDoubleAsterisks(inlineRuns(tokens), MAX_WORD_RUNS + 1);
}

function quoteOptions(ctx: Context): IParagraphOptions {
  if (ctx.quote === 0) return {};
  return {
    indent: { left: 720 * ctx.quote },
    border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BBBBBB', space: 8 } },
  };
}

/** Takes one paragraph and its runs from the budget; the runs that fit, or undefined when full. */
function spend(budget: Budget, source: readonly Run[]): Run[] | undefined {
  if (budget.cut || budget.paragraphs <= 0) {
    budget.cut = true;
    return undefined;
  }
  const runs = splitLines(source, budget.runs + 1);
  if (runs.length > budget.runs) {
    runs.length = Math.max(budget.runs, 0);
    budget.cut = true;
  }
  budget.paragraphs -= 1;
  budget.runs -= runs.length;
  return runs;
}

function paragraph(
  out: FileChild[],
  source: readonly Run[],
  ctx: Context,
  options: IParagraphOptions = {},
): void {
  const runs = spend(ctx.budget, source);
  if (runs)
    out.push(new Paragraph({ ...quoteOptions(ctx), ...options, children: docxChildren(runs) }));
}

interface BlocksFrame {
  kind: 'blocks';
  tokens: readonly Token[];
  at: number;
  quote: number;
}

interface ListFrame {
  kind: 'list';
  list: Tokens.List;
  level: number;
  numbering: NonNullable<IParagraphOptions['numbering']>;
  item: number;
  child: number;
  /** The current item already has its numbered (first) paragraph. */
  numbered: boolean;
  quote: number;
}

function listFrame(list: Tokens.List, depth: number, quote: number, ctx: Context): ListFrame {
  const level = Math.min(depth, MAX_LIST_LEVEL);
  const start = typeof list.start === 'number' ? list.start : 1;
  const numbering = list.ordered
    ? { ...ctx.numbering.orderedList(level, start), level }
    : { reference: BULLET_REFERENCE, level };
  return { kind: 'list', list, level, numbering, item: 0, child: 0, numbered: false, quote };
}

/**
 * Word blocks (paragraphs and tables) for Markdown block tokens. Iterative (an explicit stack
 * of block lists and lists, so nesting costs no call depth) and within `ctx.budget`.
 */
export function docxBlocks(tokens: readonly Token[], ctx: Context): FileChild[] {
  const out: FileChild[] = [];
  const stack: (BlocksFrame | ListFrame)[] = [{ kind: 'blocks', tokens, at: 0, quote: ctx.quote }];
  for (let frame = stack.at(-1); frame && !ctx.budget.cut; frame = stack.at(-1)) {
    const here: Context = { ...ctx, quote: frame.quote };
    if (frame.kind === 'blocks') {
      const token = frame.tokens[frame.at];
      frame.at += 1;
      if (!token) stack.pop();
      else if (token.type === 'list')
        stack.push(listFrame(token as Tokens.List, 0, frame.quote, ctx));
      else if (token.type === 'blockquote') {
        const inner = (token as Tokens.Blockquote).tokens;
        stack.push({ kind: 'blocks', tokens: inner, at: 0, quote: frame.quote + 1 });
      } else leafBlock(out, token, here);
      continue;
    }
    const item = frame.list.items[frame.item];
    if (!item) {
      stack.pop();
      continue;
    }
    const marker = (runs: Run[]): Run[] =>
      item.task ? [{ text: item.checked ? '\u2611 ' : '\u2610 ' }, ...runs] : runs;
    const child = item.tokens[frame.child];
    frame.child += 1;
    if (!child) {
      if (!frame.numbered) paragraph(out, marker([]), here, { numbering: frame.numbering });
      frame.item += 1;
      frame.child = 0;
      frame.numbered = false;
    } else if (child.type === 'list') {
      stack.push(listFrame(child as Tokens.List, frame.level + 1, frame.quote, ctx));
    } else if (child.type === 'text' || child.type === 'paragraph') {
      const block = child as Tokens.Text | Tokens.Paragraph;
      const runs = runsOf(block.tokens ?? [{ type: 'text', raw: block.raw, text: block.text }]);
      if (frame.numbered) paragraph(out, runs, here, { indent: { left: listIndent(frame.level) } });
      else paragraph(out, marker(runs), here, { numbering: frame.numbering });
      frame.numbered = true;
    } else if (child.type !== 'space') {
      stack.push({ kind: 'blocks', tokens: [child], at: 0, quote: frame.quote });
    }
  }
  return out;
}

/** A block with no blocks inside: heading, paragraph, table, code, rule or HTML. */
function leafBlock(out: FileChild[], token: Token, ctx: Context): void {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const level = HEADINGS[Math.min(Math.max(heading.depth, 1), 6) - 1];
      paragraph(out, runsOf(heading.tokens), ctx, { heading: level });
      break;
    }
    case 'paragraph':
    case 'text': {
      const text = token as Tokens.Paragraph | Tokens.Text;
      paragraph(
        out,
        runsOf(text.tokens ?? [{ type: 'text', raw: text.raw, text: text.text }]),
        ctx,
      );
      break;
    }
    case 'table': {
      const built = table(token as Tokens.Table, ctx.budget);
      if (built) out.push(built, new Paragraph({ children: [] }));
      break;
    }
    case 'code':
      codeBlock(out, (token as Tokens.Code).text, ctx);
      break;
    case 'hr':
      if (spend(ctx.budget, [])) out.push(new Paragraph({ thematicBreak: true, children: [] }));
      break;
    case 'html': {
      const text = stripTags((token as Tokens.HTML).text).trim();
      if (text) paragraph(out, boldDoubleAsterisks([{ text }]), ctx);
      break;
    }
    default:
      // space, def and unknown tokens carry nothing to show.
      break;
  }
}

function table(token: Tokens.Table, budget: Budget): Table | undefined {
  const columns = Math.max(token.header.length, 1);
  const cell = (runs: Run[], column: number, header: boolean): TableCell =>
    new TableCell({
      shading: header ? { type: ShadingType.CLEAR, color: 'auto', fill: 'EEEEEE' } : undefined,
      children: [
        new Paragraph({
          alignment: ALIGN[token.align[column] ?? 'left'],
          children: docxChildren(runs, { bold: header }),
        }),
      ],
    });
  const row = (cells: Tokens.TableCell[], header: boolean): TableRow | undefined => {
    const children: TableCell[] = [];
    for (const [n, value] of cells.entries()) {
      const runs = spend(budget, runsOf(value.tokens));
      if (!runs) break;
      children.push(cell(runs, n, header));
    }
    if (!children.length) return undefined;
    return new TableRow({ tableHeader: header || undefined, children });
  };
  const rows: TableRow[] = [];
  for (const [n, cells] of [token.header, ...token.rows].entries()) {
    const built = row(cells, n === 0);
    if (built) rows.push(built);
    if (budget.cut) break;
  }
  if (!rows.length) return undefined;
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: Array.from({ length: columns }, () => Math.floor(TABLE_WIDTH / columns)),
    borders: {
      top: BORDER,
      bottom: BORDER,
      left: BORDER,
      right: BORDER,
      insideHorizontal: BORDER,
      insideVertical: BORDER,
    },
    rows,
  });
}

function codeBlock(out: FileChild[], code: string, ctx: Context): void {
  for (const line of code.split('\n')) {
    if (!spend(ctx.budget, [{ text: line }])) return;
    out.push(
      new Paragraph({
        ...quoteOptions(ctx),
        shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F4F4F4' },
        spacing: { before: 0, after: 0 },
        children: [new TextRun({ text: line, font: MONOSPACE, size: 20 })],
      }),
    );
  }
}
