import { describe, expect, it } from 'vitest';
import {
  childBlocks,
  chunkBlocks,
  markdownToNotionBlocks,
  MAX_BLOCKS_PER_PAYLOAD,
  MAX_BLOCKS_PER_REQUEST,
  MAX_PAYLOAD_BYTES,
  MAX_RICH_TEXT_ITEMS,
  MAX_TEXT_LENGTH,
  notionLanguage,
  type NotionBlock,
  type NotionRichText,
} from './notion-blocks.js';
import { adversarialShapes } from './testing/adversarial-text.js';

type Body = {
  rich_text?: NotionRichText[];
  cells?: NotionRichText[][];
  table_width?: number;
  checked?: boolean;
  language?: string;
};

const bodyOf = (block: NotionBlock) => (block as unknown as Record<string, Body>)[block.type] ?? {};
const textOf = (rich: readonly NotionRichText[] = []) => rich.map((r) => r.text.content).join('');
const plain = (block: NotionBlock) => textOf(bodyOf(block).rich_text);
const outline = (blocks: readonly NotionBlock[]): unknown[] =>
  blocks.map((block) => {
    const children = childBlocks(block);
    const line = `${block.type}: ${plain(block)}`;
    return children.length ? [line, outline(children)] : line;
  });

/** Every limit Notion enforces on a request that a block breaks (one check per item, no early exit). */
function notionProblems(blocks: readonly NotionBlock[]): string[] {
  const problems: string[] = [];
  const checkText = (rich: readonly NotionRichText[], where: string) => {
    if (rich.length > MAX_RICH_TEXT_ITEMS) problems.push(`${where}: ${rich.length} items`);
    for (const item of rich) {
      const length = item.text.content.length;
      if (length > MAX_TEXT_LENGTH || length === 0) problems.push(`${where}: content ${length}`);
      const url = item.text.link?.url;
      if (url !== undefined && !/^https?:\/\//.test(url)) problems.push(`${where}: link ${url}`);
    }
  };
  const visit = (block: NotionBlock, depth: number) => {
    const where = `${block.type} at depth ${depth}`;
    const body = bodyOf(block);
    if (block.object !== 'block') problems.push(`${where}: object ${String(block.object)}`);
    if (body.rich_text) checkText(body.rich_text, where);
    const children = childBlocks(block);
    if (children.length > MAX_BLOCKS_PER_REQUEST)
      problems.push(`${where}: ${children.length} children`);
    // Two levels of nesting in one request: children, and their children, no deeper.
    if (children.length && depth >= 2) problems.push(`${where}: nested too deep`);
    if (block.type === 'table') {
      const width = body.table_width ?? 0;
      if (width < 1) problems.push(`${where}: width ${width}`);
      for (const row of children) {
        const cells = bodyOf(row).cells ?? [];
        if (row.type !== 'table_row' || cells.length !== width) problems.push(`${where}: bad row`);
        for (const cell of cells) checkText(cell, `${where} cell`);
      }
    }
    for (const child of children) visit(child, depth + 1);
  };
  for (const block of blocks) visit(block, 0);
  return problems;
}

const expectWithinNotionLimits = (blocks: readonly NotionBlock[]) =>
  expect(notionProblems(blocks)).toEqual([]);

const countBlocks = (block: NotionBlock): number =>
  childBlocks(block).reduce((sum, child) => sum + countBlocks(child), 1);

/** One request's `children`: within every block limit, and within the request's own limits. */
function expectOneRequest(batch: readonly NotionBlock[]): void {
  expectWithinNotionLimits(batch);
  expect(batch.length).toBeGreaterThan(0);
  expect(batch.length).toBeLessThanOrEqual(MAX_BLOCKS_PER_REQUEST);
  expect(batch.reduce((sum, block) => sum + countBlocks(block), 0)).toBeLessThanOrEqual(
    MAX_BLOCKS_PER_PAYLOAD,
  );
  const bytes = Buffer.byteLength(JSON.stringify({ children: batch }));
  expect(bytes).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
}

describe('markdownToNotionBlocks', () => {
  it('has a limit check that finds broken blocks (so passing it means something)', () => {
    const item = { type: 'text', text: { content: 'x'.repeat(2001), link: { url: 'ftp://x' } } };
    const broken = {
      object: 'block',
      type: 'table',
      table: {
        table_width: 2,
        children: [{ object: 'block', type: 'table_row', table_row: { cells: [[item]] } }],
      },
    } as unknown as NotionBlock;
    expect(notionProblems([broken])).toEqual([
      'table at depth 0: bad row',
      'table at depth 0 cell: content 2001',
      'table at depth 0 cell: link ftp://x',
    ]);
  });

  it('maps headings (h4-h6 to heading_3), paragraphs, quotes, rules and code', () => {
    const blocks = markdownToNotionBlocks(
      '# One\n\n## Two\n\n### Three\n\n#### Four\n\n###### Six\n\nText.\n\n> Quoted\n\n---\n\n' +
        '```ts\nconst a = 1;\n```\n\n```brainfuck\n+\n```\n\n    indented',
    );
    expect(outline(blocks)).toEqual([
      'heading_1: One',
      'heading_2: Two',
      'heading_3: Three',
      'heading_3: Four',
      'heading_3: Six',
      'paragraph: Text.',
      'quote: Quoted',
      'divider: ',
      'code: const a = 1;',
      'code: +',
      'code: indented',
    ]);
    expect(blocks.filter((b) => b.type === 'code').map((b) => bodyOf(b).language)).toEqual([
      'typescript',
      'plain text',
      'plain text',
    ]);
    expect(blocks[7]).toEqual({ object: 'block', type: 'divider', divider: {} });
  });

  it('maps language names and aliases to the names Notion accepts', () => {
    expect(notionLanguage('Python')).toBe('python');
    expect(notionLanguage('js title="x"')).toBe('javascript');
    expect(notionLanguage('c++')).toBe('c++');
    expect(notionLanguage('yml')).toBe('yaml');
    expect(notionLanguage('')).toBe('plain text');
    expect(notionLanguage(undefined)).toBe('plain text');
    expect(notionLanguage('cobol-2000')).toBe('plain text');
  });

  it('annotates bold, italic, strikethrough and code, and links only http(s) addresses', () => {
    const [block] = markdownToNotionBlocks(
      '**b** *i* ~~s~~ `c` [web](https://e.com/a?b=1) [js](javascript:alert(1)) ' +
        '[mail](mailto:a@b.c) [rel](/path)',
    );
    const rich = bodyOf(block as NotionBlock).rich_text ?? [];
    const find = (content: string) => rich.find((r) => r.text.content === content);
    expect(find('b')?.annotations).toEqual({
      bold: true,
      italic: false,
      strikethrough: false,
      underline: false,
      code: false,
      color: 'default',
    });
    expect(find('i')?.annotations.italic).toBe(true);
    expect(find('s')?.annotations.strikethrough).toBe(true);
    expect(find('c')?.annotations.code).toBe(true);
    expect(find('web')?.text.link).toEqual({ url: 'https://e.com/a?b=1' });
    expect(textOf(rich)).toBe('b i s c web js mail rel');
    // Everything but the http(s) link is plain text, merged with its neighbours.
    expect(rich.filter((r) => r.text.link)).toHaveLength(1);
    expect(rich.at(-1)?.text).toEqual({ content: ' js mail rel' });
  });

  it('shows images as their alt text linked to the source, raw HTML as text', () => {
    const blocks = markdownToNotionBlocks(
      '![Logo](https://e.com/logo.png)\n\n<script>alert(1)</script>\n\nx <b>&amp;</b> y',
    );
    const image = bodyOf(blocks[0] as NotionBlock).rich_text?.[0];
    expect(blocks[0]?.type).toBe('paragraph');
    expect(image?.text).toEqual({ content: 'Logo', link: { url: 'https://e.com/logo.png' } });
    expect(outline(blocks.slice(1))).toEqual([
      'paragraph: <script>alert(1)</script>',
      'paragraph: x <b>&</b> y',
    ]);
  });

  it('nests list items as children, flattening deeper levels onto the second', () => {
    const blocks = markdownToNotionBlocks(
      '- a\n  - b\n    - c\n      - d\n  - e\n- f\n\n1. one\n2. two\n   - [x] done\n- [ ] open',
    );
    expect(outline(blocks)).toEqual([
      [
        'bulleted_list_item: a',
        [
          'bulleted_list_item: b',
          'bulleted_list_item: c',
          'bulleted_list_item: d',
          'bulleted_list_item: e',
        ],
      ],
      'bulleted_list_item: f',
      'numbered_list_item: one',
      ['numbered_list_item: two', ['to_do: done']],
      'to_do: open',
    ]);
    const done = childBlocks(blocks[3] as NotionBlock)[0] as NotionBlock;
    expect(bodyOf(done).checked).toBe(true);
    expect(bodyOf(blocks[4] as NotionBlock).checked).toBe(false);
    expectWithinNotionLimits(blocks);
    expect(outline(markdownToNotionBlocks('- one\n\n  more\n- two'))).toEqual([
      ['bulleted_list_item: one', ['paragraph: more']],
      'bulleted_list_item: two',
    ]);
  });

  it('keeps nesting within two levels however deep the Markdown nests', () => {
    const deep = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    const quotes = `${'> '.repeat(40)}deep\n\n> - a\n>   > | h |\n>   > | - |\n>   > | 1 |`;
    for (const markdown of [deep, quotes])
      expectWithinNotionLimits(markdownToNotionBlocks(markdown));
    const items = markdownToNotionBlocks(deep);
    expect(items).toHaveLength(1);
    expect(childBlocks(items[0] as NotionBlock).length).toBeGreaterThan(1);
  });

  it('builds tables with a header row, padding short rows and cutting long ones', () => {
    const [table] = markdownToNotionBlocks('| A | **B** |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |');
    expect(table?.type).toBe('table');
    const body = bodyOf(table as NotionBlock) as Record<string, unknown>;
    expect(body).toMatchObject({ table_width: 2, has_column_header: true, has_row_header: false });
    const rows = childBlocks(table as NotionBlock).map((row) =>
      (bodyOf(row).cells ?? []).map((cell) => textOf(cell)),
    );
    expect(rows).toEqual([
      ['A', 'B'],
      ['1', ''],
      ['1', '2'],
    ]);
    const header = bodyOf(childBlocks(table as NotionBlock)[0] as NotionBlock).cells;
    expect(header?.[1]?.[0]?.annotations.bold).toBe(true);
    expect(header?.[1]).toHaveLength(1);
    expect(bodyOf(childBlocks(table as NotionBlock)[1] as NotionBlock).cells?.[1]).toEqual([]);
  });

  it('splits a table of more than 99 rows into tables of at most 100, header repeated', () => {
    const rows = Array.from({ length: 250 }, (_, i) => `| r${i} | v${i} |`).join('\n');
    const blocks = markdownToNotionBlocks(`| Name | Value |\n|---|---|\n${rows}`);
    expect(blocks.map((b) => b.type)).toEqual(['table', 'table', 'table']);
    expect(blocks.map((b) => childBlocks(b).length)).toEqual([100, 100, 53]);
    const firstCells = blocks.map((b) =>
      childBlocks(b).map((row) => textOf(bodyOf(row).cells?.[0])),
    );
    for (const cells of firstCells) expect(cells[0]).toBe('Name');
    expect(firstCells.flatMap((cells) => cells.slice(1))).toEqual(
      Array.from({ length: 250 }, (_, i) => `r${i}`),
    );
    expectWithinNotionLimits(blocks);
  });

  it('splits text longer than 2000 characters into items that keep their annotations', () => {
    const long = 'a'.repeat(4500);
    const [block] = markdownToNotionBlocks(`**${long}** tail`);
    const rich = bodyOf(block as NotionBlock).rich_text ?? [];
    expect(rich.map((r) => r.text.content.length)).toEqual([2000, 2000, 500, 5]);
    expect(rich.slice(0, 3).every((r) => r.annotations.bold)).toBe(true);
    expect(rich[3]?.annotations.bold).toBe(false);
    expect(textOf(rich)).toBe(`${long} tail`);
  });

  it('never splits a surrogate pair between two items', () => {
    const [block] = markdownToNotionBlocks(`${'a'.repeat(1999)}${'😀'.repeat(3)}`);
    const rich = bodyOf(block as NotionBlock).rich_text ?? [];
    expect(rich[0]?.text.content).toBe('a'.repeat(1999));
    expect(rich[1]?.text.content.startsWith('😀')).toBe(true);
  });

  it('keeps rich text arrays within 100 items: paragraphs continue, headings are cut', () => {
    const mixed = Array.from({ length: 150 }, (_, i) => `**b${i}** p${i}`).join(' ');
    const paragraphs = markdownToNotionBlocks(mixed);
    // 300 items (bold and plain in turn): three paragraphs of 100, no text lost.
    expect(paragraphs.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(paragraphs.map((b) => bodyOf(b).rich_text?.length)).toEqual([100, 100, 100]);
    expect(paragraphs.map(plain).join('')).toBe(mixed.replace(/\*\*/g, ''));
    expectWithinNotionLimits(paragraphs);

    const [heading] = markdownToNotionBlocks(`# ${mixed}`);
    const rich = bodyOf(heading as NotionBlock).rich_text ?? [];
    expect(rich).toHaveLength(MAX_RICH_TEXT_ITEMS);
    expect(rich.at(-1)?.text.content.endsWith('…')).toBe(true);
    expect(plain(heading as NotionBlock).startsWith('b0 p0 b1 p1')).toBe(true);
  });

  it('batches a 300-section PRD into requests Notion accepts', () => {
    const markdown = Array.from(
      { length: 300 },
      (_, n) => `## Section ${n}\n\nThe system must do thing ${n}.\n\n- first\n- second\n- third\n`,
    ).join('\n');
    const blocks = markdownToNotionBlocks(markdown);
    expect(blocks).toHaveLength(1500);
    const batches = chunkBlocks(blocks);
    expect(batches).toHaveLength(15);
    for (const batch of batches) expectOneRequest(batch);
    expect(batches.flat()).toEqual(blocks);
    expect(plain(batches[14]?.at(-1) as NotionBlock)).toBe('third');
    expect(chunkBlocks(blocks, 7).every((batch) => batch.length <= 7)).toBe(true);
    expect(chunkBlocks(blocks, 500).every((batch) => batch.length <= 100)).toBe(true);
    expect(chunkBlocks([])).toEqual([]);
  });

  it('counts nested blocks toward the 1000 blocks of one request', () => {
    const table = `| h |\n|---|\n${'| x |\n'.repeat(99)}`;
    const blocks = markdownToNotionBlocks(Array.from({ length: 25 }, () => table).join('\n'));
    expect(blocks).toHaveLength(25);
    const batches = chunkBlocks(blocks);
    for (const batch of batches) expectOneRequest(batch);
    expect(batches.map((batch) => batch.length)).toEqual([9, 9, 7]);
  });

  it('keeps each top-level block small enough for one request, moving or splitting the rest', () => {
    const paragraph = 'word '.repeat(4000).trim();
    const item = `- item${`\n\n  ${paragraph}`.repeat(20)}`;
    const items = markdownToNotionBlocks(item);
    const kept = childBlocks(items[0] as NotionBlock).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept + items.length - 1).toBe(20);
    expect(items.slice(1).every((block) => plain(block) === paragraph)).toBe(true);

    const table = `| a | b |\n|---|---|\n${`| ${'x'.repeat(5000)} | y |\n`.repeat(60)}`;
    const tables = markdownToNotionBlocks(table);
    expect(tables.length).toBeGreaterThan(1);
    expect(tables.reduce((sum, block) => sum + childBlocks(block).length - 1, 0)).toBe(60);
    for (const block of [...items, ...tables]) expectOneRequest([block]);
    for (const batch of chunkBlocks([...items, ...tables])) expectOneRequest(batch);
  });

  it('moves children past the first 100 of a list item to the top level', () => {
    const nested = Array.from({ length: 130 }, (_, i) => `  - child ${i}`).join('\n');
    const blocks = markdownToNotionBlocks(`- parent\n${nested}`);
    expect(childBlocks(blocks[0] as NotionBlock)).toHaveLength(100);
    expect(blocks).toHaveLength(31);
    expect(plain(blocks[1] as NotionBlock)).toBe('child 100');
    expectWithinNotionLimits(blocks);
  });
});

/** CPU milliseconds (the machine is shared: waiting for a core is not our cost), best of 3. */
function cpu(run: () => unknown): number {
  let best = Infinity;
  for (let n = 0; n < 3; n += 1) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** A long PRD of about `bytes` characters: sections with prose, lists, tables and code. */
function longPrd(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let n = 0; size < bytes; n += 1) {
    const section =
      `## ${n}. Requirement area ${n}\n\nThe system **must** let users _export_ report ${n} ` +
      `as \`PDF\`; see [the spec](https://example.com/spec/${n}) & notes.\n\n` +
      `- Goal ${n}\n  - Detail with ~~old~~ new text\n- [ ] Task ${n}\n\n` +
      `| Field | Type | Notes |\n|---|---|---|\n| id | uuid | key ${n} |\n| name | text | |\n\n` +
      `\`\`\`json\n{ "id": ${n}, "tag": "]]>" }\n\`\`\`\n\n> Decision ${n}: keep it simple.\n\n`;
    parts.push(section);
    size += section.length;
  }
  return parts.join('');
}

describe('markdownToNotionBlocks on large input', () => {
  it('converts a 1 MB PRD quickly, within every limit', () => {
    const markdown = longPrd(1024 * 1024);
    markdownToNotionBlocks('# Warm-up');
    let blocks: NotionBlock[] = [];
    const used = cpu(() => (blocks = markdownToNotionBlocks(markdown)));
    const batching = cpu(() => chunkBlocks(blocks));
    console.info(`notion 1 MB PRD: ${used.toFixed(0)} ms CPU, batching ${batching.toFixed(0)} ms`);
    expect(used).toBeLessThan(2500);
    expect(batching).toBeLessThan(500);
    for (const batch of chunkBlocks(blocks)) expectOneRequest(batch);
  }, 30_000);

  it('stays within the limits on adversarial input, in time linear in its size', () => {
    const small = adversarialShapes(128 * 1024);
    for (const [n, shape] of adversarialShapes(1024 * 1024).entries()) {
      let blocks: NotionBlock[] = [];
      const big = cpu(() => (blocks = markdownToNotionBlocks(shape.text)));
      const little = cpu(() => markdownToNotionBlocks(small[n]?.text ?? ''));
      console.info(
        `notion ${shape.name}: 128 KB ${little.toFixed(0)} ms, 1 MB ${big.toFixed(0)} ms`,
      );
      // The shared lexer alone takes up to about 1 s on the worst shapes (list-item-lines).
      expect(big, shape.name).toBeLessThan(3000);
      // 8x the input: linear is 8x, quadratic 64x; garbage collection of the larger output
      // and a shared machine add noise, and a 20 ms floor keeps timer noise out of the ratio.
      expect(big / Math.max(little, 20), shape.name).toBeLessThan(24);
      for (const batch of chunkBlocks(blocks)) expectOneRequest(batch);
    }
  }, 180_000);
});
