import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plain } from './escape.js';
import { readMarks } from './marks.js';
import { prdSchema } from './model.js';
import { parseMarkdown } from './parse.js';
import { renderMarkdown } from './render.js';

/** The built-in writer's documents (the eval's fixtures) read and written again lose nothing. */

const DIR = fileURLToPath(new URL('../../../apps/api/eval/fixtures/', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.prd.md'));

const words = (md: string) =>
  plain(readMarks(md).rest)
    .replace(/^(?:[A-Z]{1,4}-?\d{1,4}\s*:?\s*)/, '')
    .replace(/[\s"“”]+/g, ' ')
    .trim()
    .toLowerCase();

function listItems(markdown: string): string[] {
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    const m = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (!m || /^_[^_]*_$/.test(m[1]!.trim())) continue;
    if (/^\*\*(?:Status|Version|Date|Estado|Versión|Fecha|Priority|Prioridad):?\*\*/.test(m[1]!))
      continue;
    const item = words(m[1]!.replace(/^\*\*[^*]+:\*\*\s*/, ''));
    if (item) out.push(item);
  }
  return out;
}

describe('the eval fixtures (built-in writer output)', () => {
  it('finds them', () => expect(FILES.length).toBeGreaterThanOrEqual(15));

  for (const file of FILES) {
    it(`${file}: keeps every FR, NFR and list item`, () => {
      const markdown = readFileSync(DIR + file, 'utf8');
      const model = prdSchema.parse(parseMarkdown(markdown));
      const again = renderMarkdown(model);
      const flatAgain = words(again.replace(/\n/g, ' ')).replace(/[\\*_]/g, '');
      const frIds = [...markdown.matchAll(/^### (FR-\d+): (.*)$/gm)];
      expect(model.requirements.map((r) => r.id)).toEqual(frIds.map((m) => m[1]));
      expect(model.requirements.map((r) => r.title)).toEqual(frIds.map((m) => plain(m[2]!)));
      for (const m of markdown.matchAll(/\*\*(NFR-\d+)\*\*/g)) {
        expect(model.nfrs.map((n) => n.id)).toContain(m[1]);
      }
      for (const item of listItems(markdown)) {
        expect(flatAgain, `${file}: ${item}`).toContain(item.replace(/[\\*_]/g, ''));
      }
    });
  }

  it('reads the Spanish document by its section numbers and keeps its language', () => {
    const model = parseMarkdown(readFileSync(`${DIR}spanish-brief.prd.md`, 'utf8'));
    expect(model.language).toBe('es');
    expect(model.product).toBe('Mercadito');
    expect(model.nonGoals.map((g) => g.text)).toEqual([
      'Pago en efectivo.',
      'Entregas fuera del código postal 28045.',
    ]);
    expect(model.requirements[7]).toMatchObject({
      id: 'FR-8',
      title: 'Aviso por SMS',
      priority: 'P1',
    });
    expect(model.uxFlow).toHaveLength(1);
    expect(model.milestones[0]!.text).toBe('Piloto con 8 puestos en mayo.');
    expect(model.openQuestions[0]!.text).toContain('¿Quién paga el envío gratuito');
    expect(renderMarkdown(model)).toContain('## 5. Requisitos funcionales');
  });

  it('reads the conflicts of the built-in writer', () => {
    const model = parseMarkdown(readFileSync(`${DIR}conflicts.prd.md`, 'utf8'));
    expect(model.conflicts.map((c) => c.text.slice(0, 14))).toEqual([
      'Session length',
      'Go-live date: ',
    ]);
    expect(model.openQuestions.map((q) => q.text)).toEqual([
      'Who decides between Sales and Security?',
    ]);
    expect(model.requirements[0]!.sources).toEqual([
      { kind: 'message', ref: 'Kofi (SRE)', locator: '' },
    ]);
    expect(model.requirements[0]!.acceptance).toEqual([
      'Given an alert, when it fires, then the on-call phone rings within 30 seconds.',
    ]);
  });
});
