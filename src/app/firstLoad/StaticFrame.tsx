import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Layout } from '../../shell/Layout.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { cssVariablesResolver, theme } from '../theme.ts';

/**
 * The frame (header, navigation, footer) with the page loader in it, as HTML: the build puts it
 * in index.html (scripts/build/staticFrame.ts), so that a phone paints the frame as soon as the
 * HTML is in, before the app's code. Rendered in the build, never in the browser;
 * the app's first render replaces it with the same frame. At a path no navigation link names,
 * so none is marked as the current page.
 */
export function renderStaticFrame(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/loading']}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={<PageLoader />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
