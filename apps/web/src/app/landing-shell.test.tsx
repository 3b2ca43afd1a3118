import { constants, messages, STORAGE_KEYS } from '@prd/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatBox } from '../components/chat/chat-box';
import { HomePage } from './home-route';
import { landingShellScript, renderLandingShell } from './landing-shell';
import { AppLayout } from './layouts/app-layout';
import { AppProviders } from './provider';
import { handOffShellInput, SHELL_PENDING_ATTRIBUTE } from './shell-handoff';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/**
 * The element as the browser lays it out, as text: attributes sorted (their order in the markup
 * means nothing), React's generated ids (useId) blanked as they differ between a server and a
 * client render, inline styles as parsed rather than as written.
 */
function layoutOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => {
      if (name === 'id' || name === 'for') return `${name}=""`;
      if (name === 'style' && node instanceof HTMLElement) return `style="${node.style.cssText}"`;
      return `${name}="${value}"`;
    })
    .sort()
    .join(' ');
  const children = [...node.childNodes].map(layoutOf).join('');
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
}

describe('the landing shell (build-time markup of /)', () => {
  it('shows the hero heading, the chat box and Log In without any script', () => {
    const host = document.createElement('div');
    host.innerHTML = renderLandingShell();
    expect(host.querySelector('h1')).toHaveTextContent(messages.landing.heading);
    expect(host.querySelector('textarea')).toHaveAttribute(
      'placeholder',
      messages.landing.chatPlaceholder,
    );
    const buttons = [...host.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain(messages.accountMenu.logIn);
  });

  it("is the app's own first screen of / for a visitor, so the swap moves nothing", async () => {
    // The visitor's calls stay pending: the first screen is the one before any answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const host = document.createElement('div');
    host.innerHTML = renderLandingShell();
    const router = createMemoryRouter(
      [{ element: <AppLayout />, children: [{ path: '/', element: <HomePage /> }] }],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1 });
    for (const part of ['header', 'main']) {
      expect(layoutOf(host.querySelector(part)!)).toBe(layoutOf(document.querySelector(part)!));
    }
  });
});

/** #root with the shell in it, its script run where it stands (as the browser does). */
function parseShell(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  root.innerHTML = renderLandingShell();
  const script = document.createElement('script');
  root.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
    const run = new Function(landingShellScript()) as () => void;
    run();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  return root;
}

describe("the shell's inline script", () => {
  it('removes the shell for a signed-in person and in the admin mode', () => {
    localStorage.setItem(STORAGE_KEYS.userAccessToken, 'token');
    expect(parseShell().childNodes).toHaveLength(0);
    localStorage.clear();
    window.location.hash = `#${constants.adminChatFragment}`;
    expect(parseShell().childNodes).toHaveLength(0);
    window.location.hash = '';
  });

  it('keeps it for a visitor, and notes the last button pressed instead of acting', async () => {
    const root = parseShell();
    expect(root.querySelector('h1')).toHaveTextContent(messages.landing.heading);
    const buttons = [...root.querySelectorAll('button')];
    const send = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
    const submitted = vi.fn();
    root.querySelector('form')!.addEventListener('submit', submitted);
    await userEvent.click(send);
    expect(root.getAttribute(SHELL_PENDING_ATTRIBUTE)).toBe(String(buttons.indexOf(send)));
    const logIn = buttons.find((b) => b.textContent === messages.accountMenu.logIn)!;
    await userEvent.click(logIn);
    expect(root.getAttribute(SHELL_PENDING_ATTRIBUTE)).toBe(String(buttons.indexOf(logIn)));
    // Enter in the box is Send, as in the app; Shift+Enter is a new line.
    await userEvent.type(root.querySelector('textarea')!, 'Two{Shift>}{Enter}{/Shift}lines{Enter}');
    expect(root.querySelector('textarea')).toHaveValue('Two\nlines');
    expect(root.getAttribute(SHELL_PENDING_ATTRIBUTE)).toBe(String(buttons.indexOf(send)));
    // The form never submitted itself (a reload), whatever was pressed.
    expect(submitted.mock.calls.every(([event]) => (event as Event).defaultPrevented)).toBe(true);
  });

  it('opens the shell’s own file input for Attach (a chooser needs the press), noting nothing', async () => {
    const root = parseShell();
    const chooser = vi.fn();
    root.querySelector('input[type=file]')!.addEventListener('click', chooser);
    await userEvent.click(screen.getByRole('button', { name: messages.chatBox.attachFiles }));
    expect(chooser).toHaveBeenCalledOnce();
    expect(root.hasAttribute(SHELL_PENDING_ATTRIBUTE)).toBe(false);
  });
});

function AppBox({ onSend = () => {} }: { onSend?: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend(text);
      }}
    >
      <textarea aria-label="app box" value={text} onChange={(e) => setText(e.target.value)} />
      <output data-testid="state">{text}</output>
      <button type="submit">Send</button>
    </form>
  );
}

/** jsdom makes no FileList of its own: userEvent's stands in for the browser's when assigned. */
const assignableFiles = () =>
  vi.spyOn(HTMLInputElement.prototype, 'files', 'set').mockImplementation(function (
    this: HTMLInputElement,
    list: FileList | null,
  ) {
    Object.defineProperty(this, 'files', { value: list, configurable: true });
  });

describe('handing the shell over to the app', () => {
  it('moves what was typed, the focus and the caret into the app’s box', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderLandingShell();
    handOffShellInput(container);
    const shellBox = container.querySelector('textarea')!;
    await userEvent.type(shellBox, 'A hiking app');
    shellBox.setSelectionRange(2, 8);
    expect(shellBox).toHaveFocus();

    // As main.tsx does: the app's first commit replaces the shell.
    const root = createRoot(container);
    await act(async () => root.render(<AppBox />));
    const appBox = screen.getByRole('textbox', { name: 'app box' });
    expect(appBox).toHaveValue('A hiking app');
    expect(screen.getByTestId('state')).toHaveTextContent('A hiking app');
    expect(appBox).toHaveFocus();
    expect([
      (appBox as HTMLTextAreaElement).selectionStart,
      (appBox as HTMLTextAreaElement).selectionEnd,
    ]).toEqual([2, 8]);
    act(() => root.unmount());
  });

  it('leaves the app’s box empty and unfocused when nothing was typed', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderLandingShell();
    handOffShellInput(container);
    const root = createRoot(container);
    await act(async () => root.render(<AppBox />));
    const appBox = screen.getByRole('textbox', { name: 'app box' });
    expect(appBox).toHaveValue('');
    expect(appBox).not.toHaveFocus();
    act(() => root.unmount());
  });

  it('presses, once the app is there, the button pressed before it started', async () => {
    const container = parseShell();
    handOffShellInput(container);
    await userEvent.type(container.querySelector('textarea')!, 'Offline maps{Enter}');
    const onSend = vi.fn();
    const root = createRoot(container);
    // The app's landing has Send as the shell's first submit button: here, its only button.
    container.setAttribute(SHELL_PENDING_ATTRIBUTE, '0');
    await act(async () => root.render(<AppBox onSend={onSend} />));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledExactlyOnceWith('Offline maps'));
    expect(container.hasAttribute(SHELL_PENDING_ATTRIBUTE)).toBe(false);
    act(() => root.unmount());
  });

  it('moves the files chosen in the shell into the app’s box, so Send sends them', async () => {
    const assigned = assignableFiles();
    const container = parseShell();
    handOffShellInput(container);
    const picture = new File(['png'], 'sketch.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, picture);
    await userEvent.type(container.querySelector('textarea')!, 'Trail sketches{Enter}');
    const onSend = vi.fn(() => true);
    const root = createRoot(container);
    // The app's box: Attach, then Send (the shell's Send is pressed there by its position).
    container.setAttribute(SHELL_PENDING_ATTRIBUTE, '1');
    await act(async () =>
      root.render(
        <ChatBox
          label="app box"
          placeholder=""
          onSend={onSend}
          onFilesRejected={vi.fn()}
          onEmpty={vi.fn()}
        />,
      ),
    );
    await vi.waitFor(() =>
      expect(onSend).toHaveBeenCalledExactlyOnceWith('Trail sketches', [picture]),
    );
    act(() => root.unmount());
    assigned.mockRestore();
  });

  it('moves a choice that lands after the takeover (the chooser was still open) too', async () => {
    const assigned = assignableFiles();
    const container = parseShell();
    handOffShellInput(container);
    const shellInput = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <ChatBox
          label="app box"
          placeholder=""
          onSend={vi.fn()}
          onFilesRejected={vi.fn()}
          onEmpty={vi.fn()}
        />,
      ),
    );
    expect(shellInput.isConnected).toBe(false);
    const picture = new File(['png'], 'late.png', { type: 'image/png' });
    await act(() => userEvent.upload(shellInput, picture));
    expect(
      screen.getByRole('button', { name: messages.chatBox.removeFile('late.png') }),
    ).toBeInTheDocument();
    act(() => root.unmount());
    assigned.mockRestore();
  });
});
