import { Document, Packer, Paragraph } from 'docx';
import { docxBlocks } from './docx-blocks.js';
import { NumberingRegistry } from './docx-numbering.js';
import { lexMarkdown } from './lexer.js';

export interface MarkdownToDocxOptions {
  /** Stored as the Word file's document title (File > Properties). */
  title?: string;
}

/**
 * A Word file (.docx bytes) from GitHub-flavoured Markdown: headings, paragraphs, emphasis,
 * code, links, nested lists, tables, blockquotes, code blocks and rules. Runs in Node and in
 * browsers alike.
 */
export async function markdownToDocx(
  markdown: string,
  options: MarkdownToDocxOptions = {},
): Promise<Uint8Array> {
  const numbering = new NumberingRegistry();
  const children = docxBlocks(lexMarkdown(markdown), { numbering, quote: 0 });
  const document = new Document({
    creator: 'PRD Studio',
    title: options.title,
    numbering: numbering.options(),
    sections: [{ children: children.length > 0 ? children : [new Paragraph({ children: [] })] }],
  });
  return Packer.pack(document, 'uint8array');
}
