import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { retryableLazy } from './retryableLazy.tsx';
import { SectionBoundary } from './SectionBoundary.tsx';

it('renders the picked component with its props once its code is in, fetched once', async () => {
  let fetched = 0;
  const Lazy = retryableLazy(
    async () => {
      fetched++;
      return { Hello: ({ name }: { name: string }) => <p>Hello {name}</p> };
    },
    (m) => m.Hello,
  );
  // Reached for before it renders (pointer or focus on a tab): the render uses that fetch.
  void Lazy.load();
  // The render suspends until the code is in; an awaited act waits for it.
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="<&>" />
      </Suspense>,
    );
  });
  expect(screen.getByText('Hello <&>')).toBeInTheDocument();
  expect(fetched).toBe(1);
});

it('a failed fetch shows Retry without fetching again by itself; Retry fetches once more', async () => {
  let fetched = 0;
  const Lazy = retryableLazy(
    async () => {
      fetched++;
      if (fetched === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Hello: () => <p>Hello</p> };
    },
    (m) => m.Hello,
  );
  // As the export menu does: the code is asked for early, and its failure is met by a render later.
  await Lazy.load().catch(() => undefined);
  const onError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    render(
      <MantineProvider>
        <SectionBoundary what="export progress">
          <Suspense fallback={<p>loading</p>}>
            <Lazy />
          </Suspense>
        </SectionBoundary>
      </MantineProvider>,
    );
  });
  expect(await screen.findByText(/this part of the app could not be downloaded/)).toBeInTheDocument();
  expect(fetched).toBe(1);
  await act(async () => screen.getByRole('button', { name: /retry/i }).click());
  expect(await screen.findByText('Hello')).toBeInTheDocument();
  expect(fetched).toBe(2);
  onError.mockRestore();
});
