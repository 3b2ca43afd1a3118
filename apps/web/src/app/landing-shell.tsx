import { constants, messages, STORAGE_KEYS } from '@prd/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { HomePage } from './home-route';
import { AppLayout } from './layouts/app-layout';
import { AppProviders } from './provider';
import { SHELL_PENDING_ATTRIBUTE } from './shell-handoff';

/** An empty Web Storage: the shell is what a first-time visitor sees. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The visitor's `/` as static markup, rendered at build time (build/prerender-landing.ts) with
 * the app's own components, so the page paints the hero and the chat box before any script
 * runs. The app replaces it with the same markup when it starts (main.tsx).
 */
export function renderLandingShell(): string {
  globalThis.localStorage ??= emptyStorage();
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location="/">
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<HomePage />} />
            </Route>
          </Routes>
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * Runs where the shell is parsed (inside #root, right after it). A signed-in person or the admin
 * mode gets the app's own first screen instead, so the shell is removed before it paints.
 * Otherwise the shell's controls wait for the app: the form never submits itself (that would
 * reload the page), and the last button pressed (Enter in the box counts as Send) is noted on
 * #root by its position, for the app to press once it has taken over (app/shell-handoff.ts).
 * Attach opens the shell's own file input at once (a file chooser needs the person's press);
 * the files chosen there move to the app's box at the takeover.
 * Static text: the page's CSP allows it by its hash (apps/api/src/http/web-app.ts).
 */
export function landingShellScript(): string {
  const key = JSON.stringify(STORAGE_KEYS.userAccessToken);
  const adminHash = JSON.stringify(`#${constants.adminChatFragment}`);
  const pending = JSON.stringify(SHELL_PENDING_ATTRIBUTE);
  const attach = JSON.stringify(messages.chatBox.attachFiles);
  return [
    '(function(){var r=document.currentScript.parentNode;',
    `try{if(localStorage.getItem(${key})!==null||location.hash===${adminHash}){r.replaceChildren();return}}catch(e){}`,
    "var b=[].slice.call(r.querySelectorAll('button')),f=r.querySelector('form'),t=r.querySelector('textarea'),",
    "i=r.querySelector('input[type=file]');",
    `var note=function(x){r.setAttribute(${pending},String(b.indexOf(x)))};`,
    "b.forEach(function(x){x.addEventListener('click',function(e){e.preventDefault();",
    `if(i&&x.getAttribute('aria-label')===${attach}){i.click();return}note(x)})});`,
    "if(f)f.addEventListener('submit',function(e){e.preventDefault()});",
    "if(t&&f)t.addEventListener('keydown',function(e){if(e.key==='Enter'&&!e.shiftKey&&!e.isComposing)",
    "{e.preventDefault();note(f.querySelector('[type=submit]'))}})})()",
  ].join('');
}
