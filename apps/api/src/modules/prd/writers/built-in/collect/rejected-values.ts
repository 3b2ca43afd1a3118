// "…, not 5", "rather than 24 hours": the numbers a statement rejects, and where they stand.

const MAX_REJECTED = 3;
const REJECTED =
  /(?:^|[,;(]|\s[-–—])\s*(?:but\s+)?(?:not|rather than|instead of|no longer|and not)\s+((?:[$€£]\s?)?\d[\d,.]*)(?:\s?(%|[\p{L}]{1,15}))?/giu;

interface Rejection {
  number: RegExp;
  unit: string | undefined;
}

export function rejections(text: string): Rejection[] {
  const out: Rejection[] = [];
  for (const m of text.slice(0, 600).matchAll(REJECTED)) {
    const number = m[1]!.replace(/[$€£]\s?/, '').replace(/[.,]$/, '');
    const unit = m[2]?.toLowerCase().replace(/s$/, '');
    out.push({
      number: new RegExp(`(?<![\\d.,])${number.replace(/[.]/g, '\\.')}(?![\\d])`),
      unit: unit && /^(?:from|per|a|an|the|on|in)$/.test(unit) ? undefined : unit,
    });
    if (out.length >= MAX_REJECTED) break;
  }
  return out;
}

/** "8 photos per vehicle, not 12": a bare rejected number counts what the kept one counts. */
export function withUnitOf(text: string, rejected: Rejection): Rejection {
  if (rejected.unit) return rejected;
  const kept = /(?<![\d.,])\d+(?:[.,]\d+)?\s?([\p{L}]{3,})/u.exec(text);
  const unit = kept?.[1]?.toLowerCase().replace(/s$/, '');
  return unit && !/^(?:from|per|and|the|not|than|on|in|at)$/.test(unit)
    ? { ...rejected, unit }
    : rejected;
}

const REJECTION_CLAUSE =
  /,?\s*(?:but\s+)?(?:not|rather than|instead of|no longer|and not)\s+(?:[$€£]\s?)?\d[^,.;!?]*(?=[.;!?]?\s*$)/iu;

/** The statement without its trailing "…, not 5" (only when something else remains). */
export function withoutRejection(text: string): string {
  const kept = text.replace(REJECTION_CLAUSE, '');
  return kept.trim().length >= 12 ? kept : text;
}

/** Whether the text states this number (with this unit right after it, when one is named). */
export function states(text: string, rejected: Rejection): boolean {
  const at = rejected.number.exec(text);
  if (!at) return false;
  if (!rejected.unit) return true;
  const after = text.slice(at.index + at[0].length, at.index + at[0].length + 24).toLowerCase();
  return new RegExp(`^\\s?-?${rejected.unit}`).test(after);
}
