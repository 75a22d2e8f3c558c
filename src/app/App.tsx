import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
// react-router/dom's provider renders the navigations that ask for it (a search's results) at once.
import { RouterProvider } from 'react-router/dom';
import { NotificationsWhenIdle } from './NotificationsWhenIdle.tsx';
import { queryClient, ready } from './firstLoad/dataRoot.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// The query client (dataRoot.ts), with the runtime config, the page's code and its data asked for
// by early.ts already; the router's loaders find them under way.
const router = createAppRouter(queryClient, ready);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <NotificationsWhenIdle />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
