import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { markdownToDocx } from './markdown-to-docx.js';

async function html(markdown: string): Promise<string> {
  const bytes = await markdownToDocx(markdown);
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return value;
}

async function part(bytes: Uint8Array, name: string): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const file = zip.file(name);
  if (!file) throw new Error(`${name} missing`);
  return file.async('string');
}

describe('markdownToDocx', () => {
  it('returns the bytes of a Word (zip) file', async () => {
    const bytes = await markdownToDocx('# Hello');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(await part(bytes, 'word/document.xml')).toContain('Hello');
  });

  it('maps # to ###### onto Word heading styles', async () => {
    const out = await html('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six');
    expect(out).toContain('<h1>One</h1>');
    expect(out).toContain('<h2>Two</h2>');
    expect(out).toContain('<h3>Three</h3>');
    expect(out).toContain('<h4>Four</h4>');
    expect(out).toContain('<h5>Five</h5>');
    expect(out).toContain('<h6>Six</h6>');
  });

  it('keeps bold, italic, strike and bold inside headings', async () => {
    const out = await html('## Goals **now**\n\nPlain **bold** and *italic* and _under_ ~~gone~~.');
    expect(out).toContain('<h2>Goals <strong>now</strong></h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>italic</em>');
    expect(out).toContain('<em>under</em>');
    expect(out).toContain('<s>gone</s>');
  });

  it('shows link text and keeps the URL as a hyperlink', async () => {
    const out = await html('See [the docs **here**](https://example.com/a?b=1) now.');
    expect(out).toContain('<a href="https://example.com/a?b=1">the docs <strong>here</strong></a>');
  });

  it('keeps the text of unsafe or relative links without a hyperlink', async () => {
    const out = await html('[click](javascript:alert(1)) and [rel](/path)');
    expect(out).not.toContain('<a ');
    expect(out).toContain('click and rel');
  });

  it('makes text between double asterisks bold where Markdown would not', async () => {
    const out = await html(
      '**1.1** Scope\n\n**"Quoted"**text, ** spaced ** and **Goal **x.\n\n**a [link](https://e.com) b**',
    );
    expect(out).toContain('<strong>1.1</strong> Scope');
    expect(out).toContain('<strong>"Quoted"</strong>text');
    expect(out).toContain('<strong> spaced </strong>');
    expect(out).toContain('<strong>Goal </strong>x');
    expect(out).toContain(
      '<strong>a </strong><a href="https://e.com"><strong>link</strong></a><strong> b</strong>',
    );
    expect(out).not.toContain('**');
  });

  it('leaves an unpaired, escaped or code double asterisk as written', async () => {
    const out = await html('Odd ** marker\n\nEscaped \\*\\*not\\*\\* bold\n\nCode `**x**` here');
    expect(out).toContain('Odd ** marker');
    expect(out).toContain('Escaped **not** bold');
    expect(out).toContain('Code **x** here');
    expect(out).not.toContain('<strong>');
  });

  it('writes bullet and numbered lists with nesting', async () => {
    const out = await html('- a **b**\n  - nested\n    1. deep\n- c\n\n1. one\n2. two');
    expect(out).toContain(
      '<ul><li>a <strong>b</strong><ul><li>nested<ol><li>deep</li></ol></li></ul></li><li>c</li></ul>',
    );
    expect(out).toContain('<ol><li>one</li><li>two</li></ol>');
  });

  it('restarts numbering per list and honours the start number', async () => {
    const bytes = await markdownToDocx('3. three\n4. four\n\nBreak\n\n1. again');
    const numbering = await part(bytes, 'word/numbering.xml');
    expect(numbering).toContain('<w:start w:val="3"/>');
    const document = await part(bytes, 'word/document.xml');
    const ids = [...document.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('marks task items and keeps later paragraphs of an item', async () => {
    const out = await html('- [x] done\n- [ ] todo\n\n1. first\n\n   more text\n\n2. second');
    expect(out).toContain('\u2611 done');
    expect(out).toContain('\u2610 todo');
    expect(out).toContain('more text');
  });

  it('writes GFM tables with a bold header row, borders and bold cells', async () => {
    const bytes = await markdownToDocx('| Name | Priority |\n|:--|--:|\n| **FR-1** login | High |');
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value).toContain('<thead><tr><th><p><strong>Name</strong></p></th>');
    expect(value).toContain('<td><p><strong>FR-1</strong> login</p></td><td><p>High</p></td>');
    const document = await part(bytes, 'word/document.xml');
    expect(document).toContain('<w:tblBorders>');
    expect(document).toContain('<w:insideV w:val="single"');
    expect(document).toContain('<w:tblHeader/>');
    expect(document).toContain('<w:jc w:val="right"/>');
  });

  it('bolds a double-asterisk pair Markdown leaves alone inside a table cell and a list item', async () => {
    const out = await html('| A |\n|---|\n| **"x"**y |\n\n- **"item"**z');
    expect(out).toContain('<td><p><strong>"x"</strong>y</p></td>');
    expect(out).toContain('<li><strong>"item"</strong>z</li>');
  });

  it('writes code (inline and fenced) in a monospace font, blockquotes indented, rules', async () => {
    const bytes = await markdownToDocx(
      'Run `npm start`\n\n```ts\nconst a = 1;\n\n  return a;\n```\n\n> quoted **text**\n\n---\n\nEnd',
    );
    const document = await part(bytes, 'word/document.xml');
    expect(document.match(/w:ascii="Courier New"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(document).toContain('xml:space="preserve">  return a;</w:t>');
    expect(document).toMatch(/<w:ind w:left="720"\/>/);
    expect(document).toMatch(/<w:pBdr><w:bottom w:val="single"/);
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value).toContain('<p>const a = 1;</p>');
    expect(value).toContain('<p>quoted <strong>text</strong></p>');
    expect(value).not.toContain('```');
  });

  it('keeps soft line breaks, decodes entities and drops raw HTML tags', async () => {
    const out = await html(
      'Status: Draft\nVersion: 1.0\n\nR&amp;D <span>kept</span>\n\n<div>block <b>x</b></div>',
    );
    expect(out).toContain('Status: Draft<br />Version: 1.0');
    expect(out).toContain('R&amp;D kept');
    expect(out).toContain('<p>block x</p>');
    expect(out).not.toContain('span');
  });

  it('stores the title in the document properties and copes with empty input', async () => {
    const bytes = await markdownToDocx('', { title: 'Checkout PRD' });
    expect(await part(bytes, 'docProps/core.xml')).toContain('<dc:title>Checkout PRD</dc:title>');
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value).toBe('');
  });

  it('does not need Buffer at run time (browsers have none)', async () => {
    const saved = globalThis.Buffer;
    let bytes: Uint8Array;
    try {
      // @ts-expect-error: removing Node's Buffer to run as a browser would.
      delete globalThis.Buffer;
      expect(typeof globalThis.Buffer).toBe('undefined');
      bytes = await markdownToDocx('# In a browser\n\n**bold**');
    } finally {
      globalThis.Buffer = saved;
    }
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value).toContain('<h1>In a browser</h1><p><strong>bold</strong></p>');
  });

  it('converts a large PRD (200 sections) in well under a second', async () => {
    const sections = Array.from(
      { length: 200 },
      (_, n) =>
        `## ${n + 1}. Section\n\n**${n + 1}.1** The system **must** do [thing](https://e.com/${n}).\n\n` +
        `- item one\n  - nested **two**\n1. step\n2. step\n\n| FR | Priority |\n|---|---|\n| FR-${n} | High |\n`,
    );
    const markdown = `# Big PRD\n\n${sections.join('\n')}`;
    await markdownToDocx('# Warm-up');
    // CPU time, not wall time: the machine is shared, and waiting for a core is not our cost.
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const bytes = await markdownToDocx(markdown);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    const cpu = (used.user + used.system) / 1000;
    console.info(
      `200-section PRD (${markdown.length} chars) -> docx: ${cpu.toFixed(0)} ms CPU, ${wall.toFixed(0)} ms wall`,
    );
    expect(cpu).toBeLessThan(2000);
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value.match(/<h2>/g)).toHaveLength(200);
    expect(value.match(/<table>/g)).toHaveLength(200);
    expect(value).toContain('<strong>200.1</strong>');
  });
});
