import { describe, expect, it, vi, beforeEach } from 'vitest';

const toastSpy = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toastSpy }));

import {
  FLASH_KEY,
  notify,
  notifyAcrossReload,
  showFlash,
  TOAST_LIMIT,
  toastContainerProps,
  toastDefaults,
} from './toast';

beforeEach(() => {
  toastSpy.success.mockClear();
  toastSpy.error.mockClear();
  sessionStorage.clear();
});

describe('toasts', () => {
  it('close after 5000 ms on the shell, on click or drag, and pause on hover or window blur', () => {
    expect(toastDefaults).toMatchObject({
      autoClose: 5000,
      closeOnClick: true,
      draggable: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
    });
  });

  it('close after 3 s on the account screens', () => {
    notify.accountSuccess('Saved');
    notify.accountError('Nope');
    expect(toastSpy.success).toHaveBeenCalledWith(
      'Saved',
      expect.objectContaining({ autoClose: 3000 }),
    );
    expect(toastSpy.error).toHaveBeenCalledWith(
      'Nope',
      expect.objectContaining({ autoClose: 3000 }),
    );
  });

  it('form one limited stack at the top centre, clear of the header ends', () => {
    expect(toastContainerProps).toMatchObject({
      position: 'top-center',
      limit: TOAST_LIMIT,
      className: 'prd-toasts',
    });
    expect(TOAST_LIMIT).toBeLessThanOrEqual(3);
  });

  it('give the same message the same id, so it shows once; different messages differ', () => {
    notify.error('Failed to fetch chat history.');
    notify.error('Failed to fetch chat history.');
    notify.error('Could not refresh chat.');
    notify.success('Failed to fetch chat history.');
    const ids = [...toastSpy.error.mock.calls, ...toastSpy.success.mock.calls].map(
      ([, options]) => (options as { toastId: string }).toastId,
    );
    expect(ids[0]).toBe(ids[1]);
    expect(new Set(ids).size).toBe(3);
  });

  it('keep a toast across a reload and show it once on the next load', () => {
    notifyAcrossReload('success', 'Logged out successfully!');
    expect(toastSpy.success).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY)!)).toEqual({
      kind: 'success',
      message: 'Logged out successfully!',
    });
    showFlash();
    showFlash();
    expect(toastSpy.success).toHaveBeenCalledTimes(2);
    expect(toastSpy.success).toHaveBeenLastCalledWith(
      'Logged out successfully!',
      expect.objectContaining({ toastId: 'success:Logged out successfully!' }),
    );
    expect(sessionStorage.getItem(FLASH_KEY)).toBeNull();
  });
});
