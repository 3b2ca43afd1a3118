import { messages } from '@prd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { capitalize, formatAmount } from './format';
import { pageCount, pageRows } from './paging';
import { pictureProblem } from './picture';
import { reloadSoon } from './reload';
import { serverMessage } from './server-message';
import { timeUsedPercent } from './time-used';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('timeUsedPercent', () => {
  const start = '2025-01-01T00:00:00Z';
  const expiry = '2025-01-11T00:00:00Z'; // 10 days
  const at = (iso: string) => new Date(iso);

  it('is elapsed over total, floored', () => {
    expect(timeUsedPercent(start, expiry, at('2025-01-04T00:00:00Z'))).toBe(30);
    // 3.5 days + 1 minute = 35.0069…% → 35
    expect(timeUsedPercent(start, expiry, at('2025-01-04T12:01:00Z'))).toBe(35);
    // 99.99…% stays 99
    expect(timeUsedPercent(start, expiry, at('2025-01-10T23:59:00Z'))).toBe(99);
  });

  it('is capped at 100 once expired', () => {
    expect(timeUsedPercent(start, expiry, at('2025-01-11T00:00:00Z'))).toBe(100);
    expect(timeUsedPercent(start, expiry, at('2026-06-01T00:00:00Z'))).toBe(100);
  });

  it('is 0 before the start and 100 for an empty or unreadable period', () => {
    expect(timeUsedPercent(start, expiry, at('2024-12-01T00:00:00Z'))).toBe(0);
    expect(timeUsedPercent(start, start, at('2025-01-01T00:00:00Z'))).toBe(100);
    expect(timeUsedPercent('soon', expiry, at('2025-01-04T00:00:00Z'))).toBe(100);
  });
});

describe('paging', () => {
  it('cuts pages of five', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageRows(rows, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRows(rows, 3, 5)).toEqual([11, 12]);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
  });
});

describe('format', () => {
  it('capitalises methods and statuses', () => {
    expect(capitalize('card')).toBe('Card');
    expect(capitalize('requires_payment_method')).toBe('Requires payment method');
    expect(capitalize('')).toBe('');
  });

  it('formats amounts with their currency', () => {
    expect(formatAmount(19, 'usd')).toBe('$19.00');
    expect(formatAmount(5, 'zz')).toBe('5.00 ZZ');
  });
});

describe('pictures', () => {
  it('refuses videos with the spec message, and other non-images', () => {
    expect(pictureProblem(new File([''], 'a.mov', { type: 'video/quicktime' }))).toBe(
      messages.picture.videoRejected,
    );
    expect(pictureProblem(new File([''], 'a.pdf', { type: 'application/pdf' }))).toBe(
      messages.picture.notAnImage,
    );
    expect(pictureProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
});

describe('reloadSoon', () => {
  it('reloads the page after exactly 1 s', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    reloadSoon();
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('serverMessage', () => {
  it('prefers the server message, else the fallback', () => {
    expect(serverMessage(new ApiError(404, 'User not found.', [], 'NOT_FOUND'), 'fb')).toBe(
      'User not found.',
    );
    expect(serverMessage(new ApiError(500, messages.general.internal, [], 'INTERNAL'), 'fb')).toBe(
      messages.general.internal,
    );
    // No error body (a proxy's page, an empty answer): no code, nothing the server said.
    expect(serverMessage(new ApiError(502, messages.general.errorOccurred), 'fb')).toBe('fb');
    expect(serverMessage(new ApiError(0, messages.general.networkFailure), 'fb')).toBe('fb');
    expect(serverMessage(new Error('x'), 'fb')).toBe('fb');
  });
});
