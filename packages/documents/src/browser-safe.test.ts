import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url);
const libraryFiles = readdirSync(dir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

describe('library code', () => {
  it('uses nothing that only Node has, so browsers can run it', () => {
    expect(libraryFiles.length).toBeGreaterThan(5);
    for (const name of libraryFiles) {
      const source = readFileSync(new URL(name, dir), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(source, name).not.toMatch(/\bBuffer\b|from '(node:|fs|path|crypto|stream)|process\./);
    }
  });
});
