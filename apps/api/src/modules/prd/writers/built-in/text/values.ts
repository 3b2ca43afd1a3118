/** Values in text: a number with what it counts (money, a percent, a duration, a unit). */

/** A number with what it counts: "$12", "15 minutes", "30%", "6 hours", "10,000 users", "3". */
export interface Value {
  text: string;
  number: string;
  currency: string;
  unit: string;
  kind: 'money' | 'percent' | 'duration' | 'unit' | 'number';
  index: number;
}

const TIME_UNITS: Record<string, string> = {
  ms: 'millisecond',
  millisecond: 'millisecond',
  milliseconds: 'millisecond',
  s: 'second',
  sec: 'second',
  secs: 'second',
  second: 'second',
  seconds: 'second',
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  h: 'hour',
  d: 'day',
  wk: 'week',
  wks: 'week',
  hr: 'hour',
  hrs: 'hour',
  hour: 'hour',
  hours: 'hour',
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
};
const NOT_UNITS = new Set(
  'and or to of in on at per the a an for by from with than times x is are was be it this that now then instead please pls not only more less new old each every'.split(
    ' ',
  ),
);

const VALUE_SCAN =
  /(?<![\p{L}\p{N}.,])(?:([$€£¥])\s?(\d(?:[\d,]*\d)?(?:\.\d+)?(?:k\b)?)|(\d(?:[\d,]*\d)?(?:\.\d+)?(?:k\b)?)(?:\s?(%)|\s?(percent|[$€£¥]|usd|eur|gbp|dollars?|euros?|pounds?)\b|(?:\s|-)([a-z]{1,12})\b|(ms|hrs?|h|mins?|secs?|s|wks?|d)\b)?)(?![\p{N}]|[.,]\d)/giu;

function currencyOf(word: string): string {
  const lower = word.toLowerCase();
  if (lower === '$' || lower === 'usd' || lower.startsWith('dollar')) return '$';
  if (lower === '€' || lower === 'eur' || lower.startsWith('euro')) return '€';
  if (lower === '£' || lower === 'gbp' || lower.startsWith('pound')) return '£';
  return lower;
}

/** Every value in a line (a bounded, linear scan). */
export function valuesIn(text: string, max = 40): Value[] {
  const out: Value[] = [];
  for (const m of text.matchAll(VALUE_SCAN)) {
    const index = m.index ?? 0;
    if (m[1] && m[2]) {
      out.push({
        text: m[0],
        number: m[2],
        currency: currencyOf(m[1]),
        unit: '',
        kind: 'money',
        index,
      });
    } else if (m[3]) {
      const word = (m[5] ?? m[6] ?? m[7] ?? '').toLowerCase();
      if (m[4] || word === 'percent') {
        out.push({ text: m[0], number: m[3], currency: '', unit: '%', kind: 'percent', index });
      } else if (m[5]) {
        const money = { currency: currencyOf(word), unit: '', kind: 'money' as const };
        out.push({ text: m[0], number: m[3], ...money, index });
      } else if (word && !NOT_UNITS.has(word)) {
        const time = TIME_UNITS[word];
        const unit = time ?? word.replace(/(?:es|s)$/, '');
        const kind = time ? 'duration' : 'unit';
        out.push({ text: m[0], number: m[3], currency: '', unit, kind, index });
      } else {
        const text = m[3];
        out.push({ text, number: m[3], currency: '', unit: '', kind: 'number', index });
      }
    }
    if (out.length >= max) break;
  }
  return out;
}

/** The value a short text states, when the text is (mostly) that value. */
export function parseValue(text: string): Value | undefined {
  return valuesIn(text.slice(0, 200), 3)[0];
}

export function sameKind(a: Value, b: Value): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'unit') return a.unit === b.unit;
  if (a.kind === 'money') return a.currency === b.currency;
  return true;
}
