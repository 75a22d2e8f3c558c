import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// Created when the app's code loads, before React's first render: the root loader then asks for
// the runtime config ahead of the page chunks, and the route loaders start the page's data.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Toasts are shown only after something the user did, never at first paint: their code and
// styles load on their own, after the app's.
const Notifications = lazy(() => import('./NotificationsHost.tsx'));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
