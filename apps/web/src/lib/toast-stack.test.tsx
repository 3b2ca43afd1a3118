import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { notify, toastContainerProps } from './toast';

// The real container: the same message twice shows once, and no more than the limit at once.
describe('the toast stack', () => {
  it('shows a repeated message once and at most three toasts at a time', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    act(() => {
      notify.error('Failed to fetch chat history.');
      notify.error('Failed to fetch chat history.');
    });
    expect(await screen.findAllByText('Failed to fetch chat history.')).toHaveLength(1);
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.error(`Problem ${n}`);
    });
    await screen.findByText('Problem 1');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText('Problem 4')).toBeNull();
    expect(document.querySelector('.Toastify__toast-container')).toHaveClass(
      'prd-toasts',
      'Toastify__toast-container--top-center',
    );
  });
});
