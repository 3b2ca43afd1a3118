/**
 * "Collections start March 3rd… no, March 17 instead": a value corrected in the same breath. The
 * statement keeps the later value only, as the speaker meant it (issue 27: later beats earlier).
 */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';
const VALUE = String.raw`(?:(?:[$€£]\s?)?\d[\d,.]*(?:\s?(?:%|[a-z°]{1,12}(?:\s(?:per|a|an)\s[a-z]{1,12})?))?|${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|(?:next\s+)?${WEEKDAY})`;
const CORRECTION = new RegExp(
  String.raw`(${VALUE})\s*(?:…|\.{2,3}|,|;|\s[-–—])?\s*(?:(?:no|nope|sorry|wait|scratch that|i mean|correction|actually|make (?:that|it))(?:,|:|\s[-–—])?\s+){1,3}(?:(?:it'?s|make (?:that|it)|let'?s (?:say|make it|do)|we said)\s+)?(${VALUE})(\s+instead)?\b`,
  'i',
);
const NUMBER = /\d/;

/** Whether two values are of one kind (two dates, two amounts): only then is one a correction. */
function sameKind(a: string, b: string): boolean {
  const month = new RegExp(MONTH, 'i');
  const day = new RegExp(WEEKDAY, 'i');
  if (month.test(a) || month.test(b)) return month.test(a) && month.test(b);
  if (day.test(a) || day.test(b)) return day.test(a) && day.test(b) && !NUMBER.test(a + b);
  return NUMBER.test(a) && NUMBER.test(b);
}

/** The statement with each value corrected in the same breath replaced by its correction. */
export function applyCorrections(text: string): string {
  if (text.length > 400) return text;
  let out = text;
  // At most three corrections in one statement; each pass shortens it.
  for (let pass = 0; pass < 3; pass += 1) {
    const match = CORRECTION.exec(out);
    if (!match || !sameKind(match[1] ?? '', match[2] ?? '')) break;
    out = `${out.slice(0, match.index)}${match[2]}${out.slice(match.index + match[0].length)}`;
  }
  return out;
}
