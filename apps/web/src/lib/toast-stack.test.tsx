import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

// Toasts used to cover an open dialog's title (both at the top centre): while a dialog is open
// the stack moves to the bottom. The Playwright journey (e2e/account-polish.spec.ts) measures it.
describe('the toast stack and open dialogs', () => {
  it('an open dialog carries the marker the stylesheet moves the stack away from', async () => {
    const { Modal } = await import('../components/ui/modal');
    render(
      <Modal open onOpenChange={() => {}} title="Sign Up">
        <p>Form</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toHaveClass('prd-modal');
    const css = readFileSync(resolve(import.meta.dirname, '../styles.css'), 'utf8');
    const rule = /body:has\(\.prd-modal\) \.Toastify__toast-container\.prd-toasts \{([^}]*)\}/.exec(
      css,
    );
    expect(rule?.[1]).toMatch(/top: auto;/);
    expect(rule?.[1]).toMatch(/bottom: /);
  });
});
