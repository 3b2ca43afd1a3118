import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
// The unstyled build with its stylesheet: the default build injects a <style> the CSP refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { AuthModalProvider } from '../lib/auth-modal';
import { toastContainerProps } from '../lib/toast';
import { makeStore } from './store';

export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <AuthModalProvider>
        {children}
        <ToastContainer {...toastContainerProps} />
      </AuthModalProvider>
    </Provider>
  );
}
