import { describe, expect, it } from 'vitest';
import { boldDoubleAsterisks, type Run } from './inline-runs.js';

const text = (runs: Run[]) => runs.map((run) => (run.bold ? `<${run.text}>` : run.text)).join('|');

describe('boldDoubleAsterisks', () => {
  it('bolds the text between each pair of markers and drops the markers', () => {
    expect(text(boldDoubleAsterisks([{ text: 'a **b** c **d**' }]))).toBe('a |<b>| c |<d>');
  });

  it('pairs markers across runs of one block', () => {
    const runs = boldDoubleAsterisks([
      { text: 'x **a ' },
      { text: 'link', link: 'https://e.com' },
      { text: ' b** y' },
    ]);
    expect(text(runs)).toBe('x |<a >|<link>|< b>| y');
    expect(runs[2]?.link).toBe('https://e.com');
  });

  it('leaves an odd last marker as written', () => {
    expect(text(boldDoubleAsterisks([{ text: '**a** and ** alone' }]))).toBe('<a>| and ** alone');
  });

  it('never pairs markers in code, escaped text or across a line break', () => {
    const runs: Run[] = [
      { text: '**', literal: true },
      { text: '**x**', code: true },
      { text: '', lineBreak: true },
      { text: 'plain' },
    ];
    expect(boldDoubleAsterisks(runs)).toEqual(runs);
  });

  it('keeps runs that are already bold bold', () => {
    expect(text(boldDoubleAsterisks([{ text: 'x', bold: true }, { text: '**y**' }]))).toBe(
      '<x>|<y>',
    );
  });
});
