import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useIdleImport } from '../shell/useIdleImport.ts';
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

/**
 * Toasts are shown only after something the user did, never at first paint: their code and
 * styles load once the page is idle, so their render is not part of the first load's work. A
 * toast shown before (the store is module state) appears when the host mounts.
 */
function NotificationsWhenIdle() {
  // Not held back while the user types or clicks (useIdleImport's default): a toast answers
  // something the user just did, like saving Settings.
  const Notifications = useIdleImport(() => import('./NotificationsHost.tsx'), undefined, {
    waitForQuiet: false,
  }).mod?.default;
  return Notifications ? <Notifications position="top-right" /> : null;
}
