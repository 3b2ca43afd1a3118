import { describe, expect, it } from 'vitest';
import { prdTitle } from './prd-title';

describe('prdTitle', () => {
  it('takes the first heading without its marks', () => {
    expect(prdTitle('Intro line\n\n# **Checkout** Redesign PRD #\n\n## Goals')).toBe(
      'Checkout Redesign PRD',
    );
    expect(prdTitle('## 1. Mobile _wallet_ `v2`\ntext')).toBe('1. Mobile wallet v2');
  });

  it('falls back to the first line of text, and to nothing', () => {
    expect(prdTitle('\n\nA plain **answer** here.\nMore.')).toBe('A plain answer here.');
    expect(prdTitle('   \n')).toBe('');
  });

  it('cuts a very long title', () => {
    const title = prdTitle(`# ${'word '.repeat(100)}`);
    expect(title.length).toBeLessThanOrEqual(200);
    expect(title.endsWith('...')).toBe(true);
  });
});
