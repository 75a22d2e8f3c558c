import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { Layout } from './Layout.tsx';

// The navigation stands in for the whole frame: it renders each time the frame does.
const navRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./NavLinks.tsx', () => ({
  NavLinks: () => {
    navRenders.count++;
    return null;
  },
}));

const screenWidth = (narrow: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: narrow,
        media,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
afterEach(() => {
  vi.restoreAllMocks();
  navRenders.count = 0;
});

// The width is known while the frame renders: an answer from an effect rendered the whole
// frame a second time as the page opened (issue 16).
it.each([
  ['a phone', true],
  ['a desktop', false],
])('on %s the frame renders once as the page opens, its navigation already placed', async (_, narrow) => {
  screenWidth(narrow);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Layout />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  await act(async () => {});
  expect(navRenders.count).toBe(1);
  // Closed on a phone: out of the Tab order.
  const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
  expect(nav.hasAttribute('inert')).toBe(narrow);
});
