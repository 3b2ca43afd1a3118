import type { Target } from './model.js';

/**
 * The measurable target a goal or metric states: the first percentage or amount of money, else
 * the first number followed by a unit ("200 ms", "10,000 users", "under 1 minute"). Years, ids
 * ("FR-3", "P95") and dates ("1 September") are not targets.
 */

const NUMBER =
  /(?<![\p{L}\p{N}.,\-_])([$€£¥₹])?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+,\d+|\d+(?:[.,]\d+)?)(?:\s?(%|[$€£¥₹]|[\p{L}][\p{L}/²³]{0,19}))?/gu;

const NOT_UNITS = new Set(
  (
    'a an and or of to the in on at by for from with than per as is are be was were it this that ' +
    'de del la el los las y o en por para con que un una et le les du des ou à au und oder der die das den im mit für zu e do da dos em com um uma ' +
    'january february march april may june july august september october november december ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'
  ).split(' '),
);

function toNumber(raw: string): number {
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) return Number(raw.replace(/,/g, ''));
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(raw))
    return Number(raw.replace(/\./g, '').replace(',', '.'));
  return Number(raw.replace(',', '.'));
}

export function extractTarget(text: string): Target | null {
  const sample = text.slice(0, 2000);
  let firstWithUnit: Target | null = null;
  for (const m of sample.matchAll(NUMBER)) {
    const [, currency, raw = '', unitRaw] = m;
    const start = m.index + m[0].indexOf(raw);
    const after = start + raw.length;
    // Times and ratios ("3:30", "1:1", "24/7") are not targets.
    if (/[:/]/.test(sample[start - 1] ?? '') || /^[:/]\d/.test(sample.slice(after, after + 2)))
      continue;
    const value = toNumber(raw);
    if (!Number.isFinite(value)) continue;
    if (currency) return { value, unit: currency };
    let unit = unitRaw ?? '';
    const outOf =
      unit.toLowerCase() === 'out'
        ? /^\s?of\s(\d{1,6})/.exec(sample.slice(m.index + m[0].length))
        : null;
    if (outOf) unit = `out of ${outOf[1]}`;
    if (unit === '%' || /^[$€£¥₹]$/.test(unit)) return { value, unit };
    const year = /^(?:19|20)\d{2}$/.test(raw);
    if (!unit || year || NOT_UNITS.has(unit.toLowerCase())) continue;
    firstWithUnit ??= { value, unit };
  }
  return firstWithUnit;
}

export function sameTarget(a: Target | null, b: Target | null): boolean {
  return a === b || (a !== null && b !== null && a.value === b.value && a.unit === b.unit);
}
