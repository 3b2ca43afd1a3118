import { describe, expect, it } from 'vitest';
import { itemIds, splitSections } from './split-sections';

const MD = `# ShiftSwap: Product Requirements Document

**Version:** 0.2 · **Status:** Draft

## Changes in this version

- FR-2 changed

## 1. TL;DR

Swap shifts *fast*.

## 5. Functional **requirements**

### FR-1: Post a shift

- **FR-2** Accept a swap (P0)

\`\`\`
## not a heading
\`\`\`
`;

const OUTLINE = [
  { id: 'summary', heading: 'TL;DR', level: 2, count: 0 },
  { id: 'requirements', heading: 'Functional requirements', level: 2, count: 2 },
  { id: 'FR-1', heading: 'FR-1: Post a shift', level: 3, count: 0 },
];

describe('splitSections', () => {
  it('makes one part per ## heading, matched with the outline by its heading', () => {
    const parts = splitSections(MD, OUTLINE);
    expect(parts.map((p) => [p.heading, p.key, p.anchor])).toEqual([
      [null, null, 'doc-part-0'],
      ['Changes in this version', null, 'doc-part-1'],
      ['1. TL;DR', 'summary', 'doc-summary'],
      ['5. Functional requirements', 'requirements', 'doc-requirements'],
    ]);
    expect(parts[0]!.body).toBe('**Version:** 0.2 · **Status:** Draft');
    expect(parts[3]!.body).toContain('## not a heading');
    expect(parts[3]!.items).toEqual(['FR-1', 'FR-2']);
  });

  it('finds item ids once each, longest prefix first', () => {
    expect(itemIds('NFR-1 and FR-1, then FR-1 again; MS-2 and DN-3. XFR-9 no.')).toEqual([
      'NFR-1',
      'FR-1',
      'MS-2',
      'DN-3',
    ]);
  });
});
