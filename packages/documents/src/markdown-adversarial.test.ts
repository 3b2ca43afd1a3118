import { describe, expect, it } from 'vitest';
import { adversarialShapes } from './testing/adversarial-text.js';
import { MAX_WORD_PARAGRAPHS } from './docx-blocks.js';
import { boundNesting, lexMarkdown, MAX_NESTING } from './lexer.js';
import { markdownToDocx, WORD_CUT_NOTE } from './markdown-to-docx.js';
import { markdownToText } from './markdown-to-text.js';

/** CPU milliseconds (the machine is shared: waiting for a core is not our cost), best of 2. */
async function cpu(run: () => unknown): Promise<number> {
  let best = Infinity;
  for (let n = 0; n < 2; n += 1) {
    const before = process.cpuUsage();
    await run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('Word and text builders: adversarial Markdown (issue 10, item 2)', () => {
  const small = adversarialShapes(128 * 1024);
  const large = adversarialShapes(1024 * 1024);

  for (const [n, shape] of large.entries()) {
    it(`builds "${shape.name}" at 1 MB quickly and linearly`, async () => {
      await markdownToDocx('# Warm-up');
      const smallText = small[n]?.text ?? '';
      const big = await cpu(() => markdownToDocx(shape.text));
      const little = await cpu(() => markdownToDocx(smallText));
      const text = await cpu(() => markdownToText(shape.text));
      console.info(
        `docx ${shape.name}: 128 KB ${little.toFixed(0)} ms, 1 MB ${big.toFixed(0)} ms CPU; text 1 MB ${text.toFixed(0)} ms`,
      );
      expect(big).toBeLessThan(4000);
      // 8x the input: linear is 8x; a 10 ms floor keeps timer noise out of the ratio.
      expect(big / Math.max(little, 25)).toBeLessThan(24);
      expect(text).toBeLessThan(3000);
    }, 60_000);
  }

  it('flattens nesting deeper than MAX_NESTING and leaves fenced code alone', () => {
    expect(boundNesting(`${'> '.repeat(300)}deep`)).toBe(`${'> '.repeat(MAX_NESTING)}deep`);
    expect(boundNesting(`${'- '.repeat(50)}item`)).toBe(`${'- '.repeat(MAX_NESTING)}item`);
    const fenced = `\`\`\`\n${' '.repeat(80)}> > > > > > > > > > x\n\`\`\``;
    expect(boundNesting(fenced)).toBe(fenced);
    let depth = 0;
    let tokens = lexMarkdown(`${'> '.repeat(300)}deep`);
    while (tokens[0]?.type === 'blockquote') {
      depth += 1;
      tokens = (tokens[0] as { tokens: typeof tokens }).tokens;
    }
    expect(depth).toBe(MAX_NESTING);
  });

  it('keeps a span with too many marks as text, bold pairs still bold', () => {
    const soup = `**bold** ${'*_'.repeat(400)}`;
    const [paragraph] = lexMarkdown(soup) as { tokens: { type: string }[] }[];
    expect(paragraph?.tokens.map((t) => t.type)).toEqual(['text']);
    expect(markdownToText(soup).startsWith('bold ')).toBe(true);
  });

  it('ends a Word file that cannot hold the document with a note', async () => {
    const markdown = Array.from({ length: MAX_WORD_PARAGRAPHS + 10 }, (_, i) => `## H${i}`).join(
      '\n',
    );
    const bytes = await markdownToDocx(markdown);
    const JSZip = (await import('jszip')).default;
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string');
    expect(xml).toContain(WORD_CUT_NOTE.slice(0, 40));
    expect(xml).toContain(`H${MAX_WORD_PARAGRAPHS - 1}<`);
    expect(xml).not.toContain(`H${MAX_WORD_PARAGRAPHS + 1}<`);
  });
});
