import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
// react-router/dom's provider renders the navigations that ask for it (a search's results) at once.
import { RouterProvider } from 'react-router/dom';
import { NotificationsWhenIdle } from './NotificationsWhenIdle.tsx';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// Created when the app's code loads, before React's first render: the root loader then asks for
// the runtime config ahead of the page chunks, and the route loaders start the page's data.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NotificationsWhenIdle />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
