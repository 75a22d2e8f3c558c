import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigationPending } from './useNavigationPending.ts';

describe('useNavigationPending', () => {
  it('tells, when called, whether the router is on its way elsewhere, before any re-render', async () => {
    let pending: () => boolean = () => false;
    let renders = 0;
    let arrive!: () => void;
    function Page() {
      renders++;
      pending = useNavigationPending();
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/', Component: Page },
        // A page whose loader is slow, like a page whose code is still on its way.
        {
          path: '/other',
          loader: () => new Promise<null>((r) => (arrive = () => r(null))),
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(pending()).toBe(false);
    const before = renders;
    void router.navigate('/other');
    // Read at once, with no render of the page in between: already on its way.
    expect(renders).toBe(before);
    expect(pending()).toBe(true);
    await act(async () => arrive());
    expect(pending()).toBe(false);
  });
});
