import { escapeRegExp, wholeWords } from '../text/words.js';

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
const TIME_PATTERN: Record<string, string> = {
  millisecond: 'ms|milliseconds?',
  second: 'seconds?|secs?',
  minute: 'minutes?|mins?',
  hour: 'hours?|hrs?|h',
  day: 'days?|d',
  week: 'weeks?|wks?',
  month: 'months?',
  year: 'years?',
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

function unitPattern(unit: string): string {
  return TIME_PATTERN[unit] ?? `${escapeRegExp(unit)}(?:es|s)?`;
}

const NUMBER_GUARD_BEFORE = '(?<![\\p{L}\\p{N}]|\\d[.,])';
const NUMBER_GUARD_AFTER = '(?![\\p{N}]|[.,]\\d)';

export interface ValueEdit {
  /** What to find, as a pattern on one line. */
  pattern: RegExp;
  /** What each match becomes. */
  replace: (match: string) => string;
  /** "15 minutes" -> "10 minutes", for the change list. */
  from: string;
  to: string;
}

/**
 * How to change `fromText` into `toText` wherever it occurs: a number with a unit changes its
 * number only ("15-minute window" -> "10-minute window"); a bare number borrows the unit of the
 * other side ("from 15 to 10 minutes"); anything else is replaced as whole words.
 */
export function valueEdit(fromText: string, toText: string): ValueEdit {
  const from = parseValue(fromText);
  const to = parseValue(toText);
  const wholeFrom = from && from.text.length >= fromText.trim().length - 1;
  const wholeTo = to && to.text.length >= toText.trim().length - 1;
  if (from && to && wholeFrom && wholeTo) {
    const unit = from.unit || to.unit;
    const sameUnit = !from.unit || !to.unit || from.unit === to.unit;
    const currency = from.currency || to.currency;
    const num = escapeRegExp(from.number);
    if ((from.kind === 'money' || to.kind === 'money') && currency) {
      const c = escapeRegExp(currency);
      const pattern = new RegExp(
        `${c}\\s?${num}${NUMBER_GUARD_AFTER}|${NUMBER_GUARD_BEFORE}${num}\\s?(?:${c}|usd|eur|gbp|dollars?|euros?|pounds?)(?![\\p{L}])`,
        'giu',
      );
      return {
        pattern,
        replace: (m) => m.replace(from.number, to.number),
        from: `${currency}${from.number}`,
        to: `${currency}${to.number}`,
      };
    }
    if (unit && sameUnit && unit !== '%') {
      const pattern = new RegExp(
        `${NUMBER_GUARD_BEFORE}${num}[\\s-]?(?:${unitPattern(unit)})(?![\\p{L}])`,
        'giu',
      );
      const word = (to.unit ? to : from).text.replace(/^[\d.,]+[\s-]?/, '');
      return {
        pattern,
        replace: (m) => withNumber(m, from.number, to.number),
        from: `${from.number} ${from.unit ? from.text.replace(/^[\d.,]+[\s-]?/, '') : word}`,
        to: `${to.number} ${word}`,
      };
    }
    if (unit === '%' && from.kind === to.kind) {
      const pattern = new RegExp(`${NUMBER_GUARD_BEFORE}${num}(?=\\s?(?:%|percent))`, 'giu');
      return { pattern, replace: () => to.number, from: `${from.number}%`, to: `${to.number}%` };
    }
  }
  const trimmed = fromText.trim();
  return {
    pattern: wholeWords(trimmed),
    replace: (m) => matchCase(m, toText.trim()),
    from: trimmed,
    to: toText.trim(),
  };
}

/** "15 minutes" -> "1 minute", "15-minute" -> "10-minute": the number, and the plural with it. */
export function withNumber(found: string, from: string, to: string): string {
  const changed = found.replace(from, to);
  if (/\d-/.test(changed)) return changed;
  if (to === '1' && from !== '1') return changed.replace(/(?<=[a-z])s$/i, '');
  if (from === '1' && to !== '1' && !/s$/i.test(changed)) return `${changed}s`;
  return changed;
}

/** "Stripe" at the start of a sentence stays capitalised; otherwise the new text as typed. */
export function matchCase(found: string, replacement: string): string {
  const first = found.charAt(0);
  if (first && first === first.toUpperCase() && first !== first.toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}
