/** Cents in a currency as the reader's locale writes money ("$12.50", "12,50 €"). */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "Mar 4, 2025"; an empty or bad value is "—". */
export function formatDate(iso: string | null | undefined): string {
  const d = valid(iso);
  return d ? d.toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—';
}

/** "Mar 4, 2025, 14:05"; an empty or bad value is "—". */
export function formatDateTime(iso: string | null | undefined): string {
  const d = valid(iso);
  return d ? d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

export const formatCount = (n: number) => new Intl.NumberFormat().format(n);
