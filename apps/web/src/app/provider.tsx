import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AuthModalProvider } from '../lib/auth-modal';
import { toastDefaults } from '../lib/toast';
import { makeStore } from './store';

export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <AuthModalProvider>
        {children}
        <ToastContainer {...toastDefaults} />
      </AuthModalProvider>
    </Provider>
  );
}
