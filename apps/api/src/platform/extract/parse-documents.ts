import { readFile } from 'node:fs/promises';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { SourceChunk } from '../ai/types.js';

/** A heading-like paragraph: short and without closing punctuation. */
const HEADING = /^.{1,80}$/;
const CLOSING = /[.!?:;…]$/;

function tidy(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One chunk per page that has text, located "page N" (1-based). CPU-heavy: run in a worker. */
export async function pdfChunks(path: string, file: string): Promise<SourceChunk[]> {
  // verbosity 0: errors only; pdf.js otherwise prints warnings about damaged files to stdout.
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    const chunks: SourceChunk[] = [];
    text.forEach((page, index) => {
      const clean = tidy(page);
      if (clean) chunks.push({ file, locator: `page ${index + 1}`, text: clean });
    });
    return chunks;
  } finally {
    await pdf.destroy();
  }
}

/**
 * One chunk per Word paragraph (empty ones are not counted), located "paragraph N"; a heading
 * is kept with the paragraph after it ("paragraphs N-M"). CPU-heavy: run in a worker.
 */
export async function docxChunks(path: string, file: string): Promise<SourceChunk[]> {
  const { value } = await mammoth.extractRawText({ path });
  const paragraphs = value
    .split(/\n\s*\n/)
    .map(tidy)
    .filter((p) => p.length > 0);
  const chunks: SourceChunk[] = [];
  let start = 1;
  let group: string[] = [];
  paragraphs.forEach((paragraph, index) => {
    const number = index + 1;
    if (group.length === 0) start = number;
    group.push(paragraph);
    const isHeading = HEADING.test(paragraph) && !CLOSING.test(paragraph);
    if (isHeading && number < paragraphs.length) return;
    const locator = number === start ? `paragraph ${start}` : `paragraphs ${start}-${number}`;
    chunks.push({ file, locator, text: group.join('\n\n') });
    group = [];
  });
  return chunks;
}
