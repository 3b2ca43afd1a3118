const PRICE = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** "24.50" → 2450, "19" → 1900; null when it is not a price of 0 or more with ≤ 2 decimals. */
export function toCents(text: string): number | null {
  const match = PRICE.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 2450 → "24.50" (the editor's text). */
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** The public plans page's price: "$19/mo", "$9.50/mo", or "Custom". */
export function displayPrice(cents: number | null, currency: string) {
  if (cents === null) return null;
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}
