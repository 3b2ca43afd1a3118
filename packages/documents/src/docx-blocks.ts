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
import { docxChildren, MONOSPACE } from './docx-runs.js';
import { stripTags } from './entities.js';
import { boldDoubleAsterisks, inlineRuns, type Run } from './inline-runs.js';

interface Context {
  numbering: NumberingRegistry;
  /** Blockquote nesting depth. */
  quote: number;
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
  return boldDoubleAsterisks(inlineRuns(tokens));
}

function quoteOptions(ctx: Context): IParagraphOptions {
  if (ctx.quote === 0) return {};
  return {
    indent: { left: 720 * ctx.quote },
    border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BBBBBB', space: 8 } },
  };
}

function paragraph(runs: readonly Run[], ctx: Context, options: IParagraphOptions = {}): Paragraph {
  return new Paragraph({ ...quoteOptions(ctx), ...options, children: docxChildren(runs) });
}

/** Word blocks (paragraphs and tables) for Markdown block tokens. */
export function docxBlocks(tokens: readonly Token[], ctx: Context): FileChild[] {
  const out: FileChild[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const level = HEADINGS[Math.min(Math.max(heading.depth, 1), 6) - 1];
        out.push(paragraph(runsOf(heading.tokens), ctx, { heading: level }));
        break;
      }
      case 'paragraph':
      case 'text': {
        const text = token as Tokens.Paragraph | Tokens.Text;
        out.push(
          paragraph(runsOf(text.tokens ?? [{ type: 'text', raw: text.raw, text: text.text }]), ctx),
        );
        break;
      }
      case 'list':
        out.push(...listBlocks(token as Tokens.List, 0, ctx));
        break;
      case 'table':
        out.push(table(token as Tokens.Table), new Paragraph({ children: [] }));
        break;
      case 'blockquote':
        out.push(
          ...docxBlocks((token as Tokens.Blockquote).tokens, { ...ctx, quote: ctx.quote + 1 }),
        );
        break;
      case 'code':
        out.push(...codeBlock((token as Tokens.Code).text, ctx));
        break;
      case 'hr':
        out.push(new Paragraph({ thematicBreak: true, children: [] }));
        break;
      case 'html': {
        const text = stripTags((token as Tokens.HTML).text).trim();
        if (text) out.push(paragraph(boldDoubleAsterisks([{ text }]), ctx));
        break;
      }
      default:
        // space, def and unknown tokens carry nothing to show.
        break;
    }
  }
  return out;
}

function listBlocks(list: Tokens.List, depth: number, ctx: Context): FileChild[] {
  const level = Math.min(depth, MAX_LIST_LEVEL);
  const start = typeof list.start === 'number' ? list.start : 1;
  const numbering = list.ordered
    ? { ...ctx.numbering.orderedList(level, start), level }
    : { reference: BULLET_REFERENCE, level };
  const out: FileChild[] = [];
  for (const item of list.items) {
    let numbered = false;
    const marker = (runs: Run[]): Run[] =>
      item.task ? [{ text: item.checked ? '\u2611 ' : '\u2610 ' }, ...runs] : runs;
    for (const child of item.tokens) {
      if (child.type === 'list') {
        out.push(...listBlocks(child as Tokens.List, depth + 1, ctx));
      } else if (child.type === 'text' || child.type === 'paragraph') {
        const block = child as Tokens.Text | Tokens.Paragraph;
        const runs = runsOf(block.tokens ?? [{ type: 'text', raw: block.raw, text: block.text }]);
        out.push(
          numbered
            ? paragraph(runs, ctx, { indent: { left: listIndent(level) } })
            : paragraph(marker(runs), ctx, { numbering }),
        );
        numbered = true;
      } else if (child.type !== 'space') {
        out.push(...docxBlocks([child], ctx));
      }
    }
    if (!numbered) out.push(paragraph(marker([]), ctx, { numbering }));
  }
  return out;
}

function table(token: Tokens.Table): Table {
  const columns = Math.max(token.header.length, 1);
  const cell = (cell: Tokens.TableCell, column: number, header: boolean): TableCell =>
    new TableCell({
      shading: header ? { type: ShadingType.CLEAR, color: 'auto', fill: 'EEEEEE' } : undefined,
      children: [
        new Paragraph({
          alignment: ALIGN[token.align[column] ?? 'left'],
          children: docxChildren(runsOf(cell.tokens), { bold: header }),
        }),
      ],
    });
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
    rows: [
      new TableRow({
        tableHeader: true,
        children: token.header.map((header, n) => cell(header, n, true)),
      }),
      ...token.rows.map(
        (row) => new TableRow({ children: row.map((value, n) => cell(value, n, false)) }),
      ),
    ],
  });
}

function codeBlock(code: string, ctx: Context): Paragraph[] {
  return code.split('\n').map(
    (line) =>
      new Paragraph({
        ...quoteOptions(ctx),
        shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F4F4F4' },
        spacing: { before: 0, after: 0 },
        children: [new TextRun({ text: line, font: MONOSPACE, size: 20 })],
      }),
  );
}
