import { STORAGE_KEYS } from '@prd/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { DocumentPanel, type DocumentPanelProps } from '../components/document-panel';
import { DOC_ID } from './fixtures';

/**
 * The document panel as the slot draws it, with its version held by the harness (so the picker
 * really moves it), a router (the share dialogs link to settings) and the toast stack.
 */
export function renderPanel({
  start = null,
  ...over
}: Partial<DocumentPanelProps> & { start?: number | null } = {}) {
  localStorage.setItem(STORAGE_KEYS.userAccessToken, 'user-token');
  const onVersionChange = vi.fn();
  const onClose = vi.fn();
  function Harness() {
    const [version, setVersion] = useState<number | null>(start);
    return (
      <>
        <DocumentPanel
          documentId={DOC_ID}
          version={version}
          auth="user"
          refreshKey="0"
          writing={false}
          canShare
          onClose={onClose}
          {...over}
          onVersionChange={(n) => {
            onVersionChange(n);
            setVersion(n);
          }}
        />
        <ToastContainer />
      </>
    );
  }
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
  return { user, onVersionChange, onClose };
}
