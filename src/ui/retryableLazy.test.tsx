import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { retryableLazy } from './retryableLazy.tsx';

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
