const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimes = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An amount in its currency ("usd", 19.5 → "$19.50"); an unknown code is appended as text. */
export function formatMoney(amount: number, currency: string): string {
  const code = (currency || 'usd').toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

const format = (f: Intl.DateTimeFormat) => (value: string | null | undefined) => {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : f.format(date);
};

/** "Nov 26, 2026". */
export const formatDay = format(dates);
/** "Nov 26, 2026, 7:13 PM". */
export const formatDateTime = format(dateTimes);
