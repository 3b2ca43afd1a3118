import { describe, expect, it } from 'vitest';
import { emptyPrd, prdSchema } from './model.js';
import { parseMarkdown } from './parse.js';
import { renderMarkdown } from './render.js';
import { normalised, randomPrd } from './testing/random-prd.js';

describe('parseMarkdown(renderMarkdown(m))', () => {
  it('gives back every field of 200 random models with hostile text', { timeout: 60_000 }, () => {
    for (let seed = 1; seed <= 200; seed++) {
      const model = prdSchema.parse(randomPrd(seed));
      const markdown = renderMarkdown(model, {
        version: '0.3',
        changes: ['FR-4 added: # not a heading'],
      });
      const back = parseMarkdown(markdown);
      expect(back, `seed ${seed}\n${markdown}`).toEqual(normalised(model));
    }
  });

  it(
    'is stable: rendering the parsed model again gives the same Markdown',
    { timeout: 60_000 },
    () => {
      for (let seed = 1000; seed <= 1050; seed++) {
        const once = renderMarkdown(parseMarkdown(renderMarkdown(randomPrd(seed))));
        expect(renderMarkdown(parseMarkdown(once)), `seed ${seed}`).toBe(once);
      }
    },
  );

  it('keeps an empty model empty', () => {
    const model = { ...emptyPrd(), title: 'X: Product Requirements Document', product: 'X' };
    expect(parseMarkdown(renderMarkdown(model))).toEqual(model);
  });
});
