import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/provider';
import { router } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { handOffShellInput } from './app/shell-handoff';
import { applyCspNonce } from './lib/csp-nonce';
import './styles.css';

applyCspNonce();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
const root = createRoot(container);
const render = () => root.render(app);

// The landing's build-time shell is on screen (app/landing-shell.tsx): the app takes over once
// its page has loaded, so the first commit swaps the shell for the same landing, never a blank.
// Rendered as a transition, in short slices that leave the page responsive meanwhile (the shell
// stays until the commit).
if (container.hasChildNodes()) {
  handOffShellInput(container);
  void whenRouterReady(router).then(() => startTransition(render));
} else render();
