import { API_PREFIX, messages } from '@prd/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import type { ShareDialogProps } from './share-notion-dialog';

export type Answer = { status?: number; body?: unknown };
export type Reply = Answer | Promise<Answer> | (() => Answer | Promise<Answer>);
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

/** Stubs fetch: "METHOD /path" → reply, anything else 404 like today's API. */
export function fakeApi(routes: Record<string, Reply>): ApiCall[] {
  const calls: ApiCall[] = [];
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
      const route = routes[`${method} ${path}`];
      const reply = (await (typeof route === 'function' ? route() : route)) ?? {
        status: 404,
        body: { message: 'Not found.' },
      };
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

/** Renders an open share dialog (closing really closes it) and a toast container. */
export function renderShareDialog(
  Dialog: ComponentType<ShareDialogProps>,
  text: string,
  onOpenChange: (open: boolean) => void,
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
        />
        <ToastContainer />
      </>
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  const dialog = screen.getByRole('dialog', { name: messages.share.title });
  return {
    user,
    dialog,
    title: within(dialog).getByRole('textbox', { name: 'Title' }),
    submit: within(dialog).getByRole('button', { name: 'Submit' }),
  };
}
