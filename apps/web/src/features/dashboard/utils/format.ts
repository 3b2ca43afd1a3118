import { messages } from '@prd/contract';

/** "succeeded" → "Succeeded", "requires_action" → "Requires action" (spec: shown capitalised). */
export function capitalize(value: string | null | undefined): string {
  const text = (value ?? '').replace(/_/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : '';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A readable date, or the raw text when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** An amount with its currency code ("usd" → $19.00); unknown codes are appended as text. */
export function formatAmount(amount: number | string, currency: string | null | undefined) {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  const code = (currency ?? 'usd').toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(value);
  } catch {
    return `${value.toFixed(2)} ${code}`;
  }
}

/** The profile picture's text alternative: the person's name when there is one. */
export const avatarAlt = (name: string | null | undefined) =>
  name ? messages.dashboard.avatarAlt(name) : messages.dashboard.avatarAltAnonymous;

/** The avatar letter without a name (spec section 2). */
export const NO_NAME_INITIAL = 'U';
