import { describe, expect, it } from 'vitest';
import {
  plainTextToConfluenceStorage,
  cdata,
  confluenceLanguage,
  escapeXml,
  markdownToConfluenceStorage,
} from './confluence-storage.js';
import { adversarialShapes } from './testing/adversarial-text.js';

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const REFERENCE = '&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);';
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*"((?:[^"<&]|${REFERENCE})*)"`, 'gy');
const MARKUP = new RegExp(
  `<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|</(${NAME})\\s*>|<(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"]*")*)\\s*(/?)>|${REFERENCE}|[<&]|\\]\\]>`,
  'g',
);
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/u;

/**
 * Why `fragment` is not well-formed XML once wrapped in a root declaring `ac` and `ri`, or
 * undefined: every tag closed in order, attributes quoted and unique, only XML's own entity
 * references, no stray `<` `&` or `]]>`, no character XML forbids, only declared prefixes.
 */
function xmlProblem(fragment: string): string | undefined {
  if (NOT_XML.test(fragment)) return 'a character XML 1.0 forbids';
  const open: string[] = [];
  for (const match of fragment.matchAll(MARKUP)) {
    const [whole, closing, opening, attributes = '', selfClosing] = match;
    const at = `at ${match.index}`;
    if (closing) {
      const expected = open.pop();
      if (expected !== closing) return `</${closing}> closes <${expected}> ${at}`;
    } else if (opening) {
      const names = new Set<string>();
      ATTRIBUTE.lastIndex = 0;
      let consumed = 0;
      let attribute = ATTRIBUTE.exec(attributes);
      while (attribute) {
        const [, name = ''] = attribute;
        if (names.has(name)) return `attribute ${name} twice ${at}`;
        names.add(name);
        consumed = ATTRIBUTE.lastIndex;
        attribute = ATTRIBUTE.exec(attributes);
      }
      if (attributes.slice(consumed).trim()) return `bad attribute in ${whole} ${at}`;
      for (const name of [opening, ...names]) {
        const prefix = name.includes(':') ? name.split(':')[0] : undefined;
        if (prefix && prefix !== 'ac' && prefix !== 'ri') return `undeclared ${prefix}: ${at}`;
      }
      if (!selfClosing) open.push(opening);
    } else if (!whole.startsWith('<![CDATA[') && !whole.startsWith('&')) {
      return `stray ${whole} ${at}`;
    } else if (whole.startsWith('&') && !new RegExp(`^${REFERENCE}$`).test(whole)) {
      return `stray & ${at}`;
    }
  }
  return open.length ? `<${open.at(-1)}> never closed` : undefined;
}

describe('the well-formedness check used below', () => {
  it('accepts well-formed fragments and rejects broken ones', () => {
    expect(xmlProblem('<p a="1 &amp; 2">x<br />&lt;<![CDATA[<&]]></p><ac:x ac:name="y" />')).toBe(
      undefined,
    );
    for (const broken of [
      '<p><b></p></b>',
      '<p>',
      '<p>a < b</p>',
      '<p>a & b</p>',
      '<p>&nbsp;</p>',
      '<p a=1></p>',
      '<p a="1" a="2"></p>',
      '<p>]]></p>',
      '<x:p></x:p>',
      '<p>\u0001</p>',
      '<![CDATA[ ]]> ]]>',
    ]) {
      expect(xmlProblem(broken), broken).toBeDefined();
    }
  });
});

describe('markdownToConfluenceStorage', () => {
  it('writes headings, paragraphs, quotes and rules', () => {
    expect(
      markdownToConfluenceStorage('# One\n\n###### Six\n\nText\nsoft  \nhard\n\n> Quoted\n\n---'),
    ).toBe(
      '<h1>One</h1><h6>Six</h6><p>Text\nsoft<br />hard</p>' +
        '<blockquote><p>Quoted</p></blockquote><hr />',
    );
  });

  it('writes inline marks and links only to http(s) addresses', () => {
    const xml = markdownToConfluenceStorage(
      '**b** *i* ~~s~~ `c` [web](https://e.com/?a=1&b=2) [js](javascript:alert(1)) ' +
        '[data](data:text/html,x) ![Logo](https://e.com/l.png)',
    );
    expect(xml).toBe(
      '<p><strong>b</strong> <em>i</em> <s>s</s> <code>c</code> ' +
        '<a href="https://e.com/?a=1&amp;b=2">web</a> js data ' +
        '<a href="https://e.com/l.png">Logo</a></p>',
    );
    expect(xml).not.toContain('javascript:');
    expect(markdownToConfluenceStorage('***both*** [**bold link**](http://e.com)')).toBe(
      '<p><strong><em>both</em></strong> <a href="http://e.com/"><strong>bold link</strong></a></p>',
    );
  });

  it('nests lists, keeps numbering starts and marks tasks', () => {
    expect(
      markdownToConfluenceStorage(
        '- a\n  - b\n    1. c\n- d\n\n3. three\n4. four\n\n- [x] done\n- [ ] open',
      ),
    ).toBe(
      '<ul><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li><li>d</li></ul>' +
        '<ol start="3"><li>three</li><li>four</li></ol>' +
        '<ul><li>\u2611 done</li><li>\u2610 open</li></ul>',
    );
    expect(markdownToConfluenceStorage('- one\n\n  more\n- two')).toBe(
      '<ul><li><p>one</p><p>more</p></li><li><p>two</p></li></ul>',
    );
  });

  it('writes tables with a header row, padding short rows and cutting long ones', () => {
    expect(markdownToConfluenceStorage('| A | B |\n|:-:|---|\n| 1 |\n| 1 | 2 | 3 |')).toBe(
      '<table><tbody>' +
        '<tr><th style="text-align: center;">A</th><th>B</th></tr>' +
        '<tr><td style="text-align: center;">1</td><td></td></tr>' +
        '<tr><td style="text-align: center;">1</td><td>2</td></tr>' +
        '</tbody></table>',
    );
  });

  it('writes fenced code as the code macro, splitting ]]> across CDATA sections', () => {
    const xml = markdownToConfluenceStorage('```ts\nif (a[b[0]]> 1) x = "]]>";\n```');
    expect(xml).toBe(
      '<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">javascript</ac:parameter>' +
        '<ac:plain-text-body><![CDATA[if (a[b[0]]]]><![CDATA[> 1) x = "]]]]><![CDATA[>";]]>' +
        '</ac:plain-text-body></ac:structured-macro>',
    );
    expect(xmlProblem(xml)).toBeUndefined();
    expect(cdata(']]>]]>')).toBe('<![CDATA[]]]]><![CDATA[>]]]]><![CDATA[>]]>');
    expect(markdownToConfluenceStorage('    indented <b>')).toContain(
      '<ac:parameter ac:name="language">none</ac:parameter><ac:plain-text-body><![CDATA[indented <b>]]>',
    );
  });

  it('maps languages to the code macro names', () => {
    expect(confluenceLanguage('Python')).toBe('python');
    expect(confluenceLanguage('sh')).toBe('bash');
    expect(confluenceLanguage('c++')).toBe('cpp');
    expect(confluenceLanguage('xml')).toBe('html/xml');
    expect(confluenceLanguage('cobol')).toBe('none');
    expect(confluenceLanguage(undefined)).toBe('none');
  });

  it('escapes user text and shows raw HTML as text, never as markup', () => {
    const xml = markdownToConfluenceStorage(
      '<script>alert("x")</script>\n\nTom & Jerry\'s <b onclick="x()">tag</b> &amp; &copy; 1 < 2\n\n' +
        '# <img src=x onerror=alert(1)>\n\n| <i>cell</i> |\n|---|\n| & |',
    );
    expect(xml).toContain('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>');
    expect(xml).toContain(
      '<p>Tom &amp; Jerry&#39;s &lt;b onclick=&quot;x()&quot;&gt;tag&lt;/b&gt; &amp; \u00a9 1 &lt; 2</p>',
    );
    expect(xml).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(xml).toContain('<th>&lt;i&gt;cell&lt;/i&gt;</th>');
    expect(xml).not.toMatch(/<(script|b|img|i)[\s>]/);
    expect(xmlProblem(xml)).toBeUndefined();
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\tg\u{1F600}')).toBe(
      'abcdef\tg\u{1F600}',
    );
    const xml = markdownToConfluenceStorage('x\u0001y\n\n```\nz\u001Fw\n```');
    expect(xml).toContain('<p>xy</p>');
    expect(xml).toContain('<![CDATA[zw]]>');
    expect(xmlProblem(xml)).toBeUndefined();
  });

  it('writes well-formed XML for a mixed document', () => {
    const xml = markdownToConfluenceStorage(
      '# T\n\n> - [x] **a** <br>\n>   ```\n>   ]]>\n>   ```\n\n1. x\n   | a | b |\n   |---|---|\n   | & | " |\n\n' +
        '<div>\n<p>unclosed\n\n[l](https://e.com/"><script>)\n\n![x](javascript:alert(1))',
    );
    expect(xmlProblem(xml)).toBeUndefined();
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
      `as \`PDF\`; see [the spec](https://example.com/spec/${n}) & <notes>.\n\n` +
      `- Goal ${n}\n  - Detail with ~~old~~ new text\n- [ ] Task ${n}\n\n` +
      `| Field | Type | Notes |\n|---|---|---|\n| id | uuid | key ${n} |\n| name | text | |\n\n` +
      `\`\`\`json\n{ "id": ${n}, "tag": "]]>" }\n\`\`\`\n\n> Decision ${n}: keep it simple.\n\n`;
    parts.push(section);
    size += section.length;
  }
  return parts.join('');
}

describe('markdownToConfluenceStorage on large input', () => {
  it('converts a 1 MB PRD in under a second, well-formed', () => {
    const markdown = longPrd(1024 * 1024);
    markdownToConfluenceStorage('# Warm-up');
    let xml = '';
    const used = cpu(() => (xml = markdownToConfluenceStorage(markdown)));
    console.info(`confluence 1 MB PRD: ${used.toFixed(0)} ms CPU`);
    expect(used).toBeLessThan(2500);
    expect(xmlProblem(xml)).toBeUndefined();
  }, 30_000);

  it('stays well-formed on adversarial input, in time linear in its size', () => {
    const small = adversarialShapes(128 * 1024);
    for (const [n, shape] of adversarialShapes(1024 * 1024).entries()) {
      let xml = '';
      const big = cpu(() => (xml = markdownToConfluenceStorage(shape.text)));
      const little = cpu(() => markdownToConfluenceStorage(small[n]?.text ?? ''));
      console.info(
        `confluence ${shape.name}: 128 KB ${little.toFixed(0)} ms, 1 MB ${big.toFixed(0)} ms`,
      );
      // The shared lexer alone takes up to about 1 s on the worst shapes (list-item-lines).
      expect(big, shape.name).toBeLessThan(3000);
      // 8x the input: linear is 8x, quadratic 64x; garbage collection of the larger output
      // and a shared machine add noise, and a 20 ms floor keeps timer noise out of the ratio.
      expect(big / Math.max(little, 20), shape.name).toBeLessThan(24);
      expect(xmlProblem(xml), shape.name).toBeUndefined();
    }
  }, 180_000);
});

describe('plainTextToConfluenceStorage', () => {
  it('makes paragraphs and line breaks, every character escaped', () => {
    expect(plainTextToConfluenceStorage('# Title & <b>\n\nline one\nline two\n\n\n')).toBe(
      '<p># Title &amp; &lt;b&gt;</p><p>line one<br />line two</p>',
    );
  });

  it('takes 1 MB in linear time', () => {
    const started = performance.now();
    const out = plainTextToConfluenceStorage('word <x> & more\n\n'.repeat(60_000));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(out.startsWith('<p>word &lt;x&gt; &amp; more</p>')).toBe(true);
  });
});
