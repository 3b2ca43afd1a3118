import { Document, Packer, Paragraph, TextRun } from 'docx';
import { docxBlocks, MAX_WORD_PARAGRAPHS, MAX_WORD_RUNS, wordBudget } from './docx-blocks.js';
import { NumberingRegistry } from './docx-numbering.js';
import { lexMarkdown } from './lexer.js';

/**
 * Most Markdown one Word file is built from: 256 KB (characters), about twice the longest PRD a
 * writer produces; marked lexes about 1 MB a second on this machine, so this bounds that step.
 */
export const MAX_WORD_MARKDOWN = 256 * 1024;

/** The last paragraph of a Word file that could not hold the whole document. */
export const WORD_CUT_NOTE = `This Word file stops here: the document is longer than one Word download holds (${MAX_WORD_MARKDOWN / 1024} KB of text, ${MAX_WORD_PARAGRAPHS.toLocaleString('en-US')} paragraphs or ${MAX_WORD_RUNS.toLocaleString('en-US')} pieces of formatted text). The text download has all of it.`;

export interface MarkdownToDocxOptions {
  /** Stored as the Word file's document title (File > Properties). */
  title?: string;
}

/**
 * A Word file (.docx bytes) from GitHub-flavoured Markdown: headings, paragraphs, emphasis,
 * code, links, nested lists, tables, blockquotes, code blocks and rules. Runs in Node and in
 * browsers alike. Linear in the input: nesting and inline marks are bounded when lexing
 * (lexer.ts) and the file holds at most `MAX_WORD_PARAGRAPHS` / `MAX_WORD_RUNS`.
 */
export async function markdownToDocx(
  markdown: string,
  options: MarkdownToDocxOptions = {},
): Promise<Uint8Array> {
  const numbering = new NumberingRegistry();
  const budget = wordBudget();
  let source = markdown;
  if (source.length > MAX_WORD_MARKDOWN) {
    const lineEnd = source.lastIndexOf('\n', MAX_WORD_MARKDOWN);
    source = source.slice(0, lineEnd > 0 ? lineEnd : MAX_WORD_MARKDOWN);
  }
  const children = docxBlocks(lexMarkdown(source), { numbering, quote: 0, budget });
  if (budget.cut || source.length < markdown.length) {
    children.push(
      new Paragraph({ children: [new TextRun({ text: WORD_CUT_NOTE, italics: true })] }),
    );
  }
  const document = new Document({
    creator: 'PRD Studio',
    title: options.title,
    numbering: numbering.options(),
    sections: [{ children: children.length > 0 ? children : [new Paragraph({ children: [] })] }],
  });
  return Packer.pack(document, 'uint8array');
}
