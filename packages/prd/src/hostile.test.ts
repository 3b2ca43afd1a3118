import { describe, expect, it } from 'vitest';
import { prdSchema } from './model.js';
import { parseMarkdown } from './parse.js';
import { renderMarkdown } from './render.js';

/**
 * The parser is linear in its input: hostile Markdown of 2 MB parses, and ten times the input
 * costs about ten times the work (a quadratic step would cost a hundred times). The ratio is wide
 * on purpose and each size is measured at its best of three, so a busy machine does not fail it.
 */

const PATTERNS = [
  '['.repeat(5000),
  '`'.repeat(3) + 'a`'.repeat(3000),
  '*_'.repeat(4000),
  ' _('.repeat(3000) + ')_',
  '| a '.repeat(2000),
  '#'.repeat(3000) + ' x ' + '#'.repeat(3000),
  '<'.repeat(4000) + 'a',
  '\\'.repeat(5000) + '_(x)_',
  '- **FR-1** (' + '('.repeat(3000),
  '1. 2. 3. - - - > > > ' + ' '.repeat(5000) + 'x',
  '&#'.repeat(3000),
  'As a ' + 'x'.repeat(3000) + ', i want ' + 'y '.repeat(2000),
  '100,000,000,000'.repeat(500),
];

function hostile(bytes: number): string {
  const lines: string[] = ['# T', '## Requirements', ''];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line =
      (i % 7 === 0 ? '  '.repeat(i % 5) + '- ' : i % 11 === 0 ? '### ' : '') +
      PATTERNS[i % PATTERNS.length]!;
    lines.push(line);
    if (i % 13 === 0) lines.push('## Risks');
    if (i % 17 === 0) lines.push('```');
    size += line.length + 1;
  }
  return lines.join('\n');
}

function best(run: () => void): number {
  let min = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    run();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

describe('hostile input', () => {
  it('parses 2 MB into a valid model, in time linear in the input', { timeout: 120_000 }, () => {
    const big = hostile(2_000_000);
    const small = hostile(200_000);
    expect(big.length).toBeGreaterThanOrEqual(2_000_000);
    const model = parseMarkdown(big);
    expect(() => prdSchema.parse(model)).not.toThrow();
    expect(() => renderMarkdown(model)).not.toThrow();
    parseMarkdown(small);
    const ratio = best(() => parseMarkdown(big)) / best(() => parseMarkdown(small));
    expect(ratio).toBeLessThan(40);
  });
});
