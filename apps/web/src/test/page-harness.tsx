import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { makeStore } from '../app/store';
import { AuthModalProvider, useAuthModal } from '../lib/auth-modal';

/** A fake API's answer. */
export interface Reply {
  status: number;
  body: unknown;
}

export const json = ({ status, body }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Shows which auth modal is open (`data-testid="auth-modal"`): none, signIn… */
function ModalProbe() {
  const { modal } = useAuthModal();
  return <output data-testid="auth-modal">{modal ?? 'none'}</output>;
}

/** A page among its routes, in the app's store, with the auth modals and the toasts. */
export function renderPageAt(routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Provider store={makeStore()}>
      <AuthModalProvider>
        <RouterProvider router={router} />
        <ModalProbe />
        <ToastContainer />
      </AuthModalProvider>
    </Provider>,
  );
  return router;
}
