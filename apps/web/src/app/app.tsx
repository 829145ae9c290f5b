import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './accessibility.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppToasts } from './app-toasts';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { sendToLoginOnUnauthorized } from './session/unauthorized';
import { submitOnCtrlEnter } from './submit-on-ctrl-enter';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();
const router = createAppRouter();
sendToLoginOnUnauthorized(queryClient, router.navigate);

export function App() {
  useEffect(() => {
    window.addEventListener('keydown', submitOnCtrlEnter);
    return () => window.removeEventListener('keydown', submitOnCtrlEnter);
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <AppToasts />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
