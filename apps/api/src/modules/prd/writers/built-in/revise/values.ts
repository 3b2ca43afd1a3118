import { escapeRegExp, wholeWords } from '../text/words.js';
import { parseValue } from '../text/values.js';

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

function unitPattern(unit: string): string {
  return TIME_PATTERN[unit] ?? `${escapeRegExp(unit)}(?:es|s)?`;
}

const NUMBER_GUARD_BEFORE = '(?<![\\p{L}\\p{N}]|\\d[.,])';
const NUMBER_GUARD_AFTER = '(?![\\p{N}]|[.,]\\d)';

interface ValueEdit {
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
