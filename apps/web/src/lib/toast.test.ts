import { describe, expect, it, vi } from 'vitest';

const toastSpy = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast: toastSpy }));

import { notify, toastDefaults } from './toast';

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
    expect(toastSpy.success).toHaveBeenCalledWith('Saved', { autoClose: 3000 });
    expect(toastSpy.error).toHaveBeenCalledWith('Nope', { autoClose: 3000 });
  });
});
