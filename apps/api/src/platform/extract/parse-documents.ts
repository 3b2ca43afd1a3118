import { readFile } from 'node:fs/promises';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { SourceChunk } from '../ai/types.js';
import { checkDocx, type DocxLimits } from './docx-guard.js';
import { htmlParagraphs } from './docx-html.js';
import { checkPdfStreams } from './pdf-guard.js';

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

/**
 * Bounds on one PDF's text extraction. pdf.js decodes a page's content streams whole, and many
 * pages may share one stream, so beyond checkPdfStreams the pages are read one at a time and
 * reading stops at whichever cap comes first; the pages read so far are kept.
 */
export const PDF_LIMITS = {
  maxPages: 2000,
  /** Characters of text kept (about 1,500 dense pages). */
  maxTextChars: 4_000_000,
  /** Wall-clock time for the pages after the first. */
  maxMillis: 20_000,
};

function pageText(items: readonly object[]): string {
  let text = '';
  for (const item of items) {
    if ('str' in item && typeof item.str === 'string') {
      text += item.str + ('hasEOL' in item && item.hasEOL ? '\n' : '');
    }
  }
  return text;
}

/**
 * One chunk per page that has text, located "page N" (1-based). CPU-heavy: run in a worker.
 * Throws PdfTooLargeError for a PDF bomb (see checkPdfStreams).
 */
export async function pdfChunks(
  path: string,
  file: string,
  limits: typeof PDF_LIMITS = PDF_LIMITS,
): Promise<SourceChunk[]> {
  const bytes = await readFile(path);
  await checkPdfStreams(bytes);
  // verbosity 0: errors only; pdf.js otherwise prints warnings about damaged files to stdout.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const chunks: SourceChunk[] = [];
    const started = performance.now();
    let chars = 0;
    const pages = Math.min(pdf.numPages, limits.maxPages);
    for (let number = 1; number <= pages; number++) {
      if (number > 1 && performance.now() - started > limits.maxMillis) break;
      const page = await pdf.getPage(number);
      const clean = tidy(pageText((await page.getTextContent()).items));
      page.cleanup();
      if (!clean) continue;
      const text = clean.slice(0, limits.maxTextChars - chars);
      chunks.push({ file, locator: `page ${number}`, text });
      chars += text.length;
      if (chars >= limits.maxTextChars) break;
    }
    return chunks;
  } finally {
    await pdf.destroy();
  }
}

/** Ceilings for the parser's own check, above any sensible DOCX_MAX_ENTRIES / _UNPACKED_MB. */
const DOCX_PARSER_LIMITS: DocxLimits = { maxEntries: 65_535, maxUnpackedBytes: 4 * 1024 ** 3 };

/**
 * One chunk per Word paragraph (empty ones are not counted) and per table row (a Markdown row),
 * located "paragraph N"; a heading is kept with the paragraph after it ("paragraphs N-M").
 * CPU-heavy: run in a worker.
 */
export async function docxChunks(path: string, file: string): Promise<SourceChunk[]> {
  // The caller has checked the file against the configured limits; this second look keeps the
  // parser from ever opening a file with lying sizes, overlapping entries or an oversized XML
  // part, whoever calls it (about 2% of the parse time for a normal file).
  await checkDocx(path, DOCX_PARSER_LIMITS);
  // HTML rather than raw text: tables keep their rows (docx-html.ts). Pictures are not read.
  const { value } = await mammoth.convertToHtml(
    { path },
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
  );
  const paragraphs = htmlParagraphs(value)
    .map(tidy)
    .filter((p) => p.length > 0);
  const chunks: SourceChunk[] = [];
  let start = 1;
  let group: string[] = [];
  paragraphs.forEach((paragraph, index) => {
    const number = index + 1;
    if (group.length === 0) start = number;
    group.push(paragraph);
    const isHeading =
      HEADING.test(paragraph) && !CLOSING.test(paragraph) && !paragraph.startsWith('|');
    if (isHeading && number < paragraphs.length) return;
    const locator = number === start ? `paragraph ${start}` : `paragraphs ${start}-${number}`;
    chunks.push({ file, locator, text: group.join('\n\n') });
    group = [];
  });
  return chunks;
}
