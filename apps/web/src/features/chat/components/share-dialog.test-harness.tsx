import { API_PREFIX, messages } from '@prd/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import type { ShareDialogProps } from './share-form';

export type Answer = { status?: number; body?: unknown };
type Reply = Answer | Promise<Answer> | (() => Answer | Promise<Answer>);
interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

export const CONNECTIONS = 'GET /workspaces/connections';
/** Both workspaces connected (the default answer of the connections call). */
export const bothConnected: Answer = {
  body: {
    connections: [
      { provider: 'notion', workspace_name: 'Acme Docs', site_url: null, connected_at: '' },
      {
        provider: 'confluence',
        workspace_name: 'acme',
        site_url: 'https://acme.atlassian.net',
        connected_at: '',
      },
    ],
    enabled: { notion: true, confluence: true },
  },
};

/** Stubs fetch: "METHOD /path" → reply, anything else 404; the connections call answers both connected. */
export function fakeApi(routes: Record<string, Reply>): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: Record<string, Reply> = { [CONNECTIONS]: bothConnected, ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname.slice(API_PREFIX.length);
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        method,
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        auth: headers.Authorization ?? null,
      });
      const route = all[`${method} ${path}`];
      const reply = (await (typeof route === 'function' ? route() : route)) ?? {
        status: 404,
        body: { message: 'Not found.' },
      };
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

/** Renders an open share dialog (closing really closes it), a toast container and a router. */
export function renderShareDialog(
  Dialog: ComponentType<ShareDialogProps>,
  text: string,
  onOpenChange: (open: boolean) => void,
  chatId: number | null = null,
) {
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          text={text}
          chatId={chatId}
        />
        <ToastContainer />
      </>
    );
  }
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/c/1']}>
      <Routes>
        <Route path="/c/1" element={<Harness />} />
        <Route path="/settings/profiledash" element={<p>Connecting tab</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { name: messages.share.title });
  return { user, dialog };
}

/** An open share dialog once the connection check let its form in. */
export async function openShareForm(
  Dialog: ComponentType<ShareDialogProps>,
  text: string,
  onOpenChange: (open: boolean) => void,
  chatId: number | null = null,
) {
  const opened = renderShareDialog(Dialog, text, onOpenChange, chatId);
  const title = await within(opened.dialog).findByRole('textbox', { name: 'Title' });
  return {
    ...opened,
    title,
    submit: within(opened.dialog).getByRole('button', { name: 'Submit' }),
  };
}
