import { describe, expect, it } from 'vitest';
import { diffPrd } from './changes.js';
import { parsePrd } from './prd-parse.js';

const fr = (n: number, title: string, statement: string) =>
  [
    `### FR-${n}: ${title}`,
    '',
    '- **Priority:** P1 (Should)',
    `- **Statement:** ${statement}`,
    '',
  ].join('\n');

function snapshot(frs: string[]) {
  const text = [
    '# Lockbox: Product Requirements Document',
    '',
    '- **Status:** Draft',
    '',
    '## 6. Functional requirements',
    '',
    ...frs,
  ].join('\n');
  const lines = text.split('\n');
  return { parsed: parsePrd(lines), lines };
}

describe('the change list', () => {
  it('names a removed FR by its statement when its title was cut short', () => {
    const keep = fr(1, 'Residents can open a locker', 'Residents can open a locker with a code.');
    const cut = fr(
      2,
      'Business – €40 per building / month (at least 20…',
      'Business – €40 per building / month (at least 20 lockers): Parcel photos on drop-off.',
    );
    const out = diffPrd(snapshot([keep, cut]), snapshot([keep]), [], new Set());
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^Removed \*\*FR-2\*\* \(.*Parcel photos on drop-off\)/);
  });

  it('keeps a whole title as it is', () => {
    const a = fr(1, 'Residents can open a locker', 'Residents can open a locker with a code.');
    const b = fr(2, 'Couriers see free lockers', 'Couriers see which lockers are free.');
    const out = diffPrd(snapshot([a, b]), snapshot([a]), [], new Set());
    expect(out[0]).toBe('Removed **FR-2** (Couriers see free lockers) and every reference to it.');
  });
});
