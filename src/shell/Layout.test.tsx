import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderInApp } from './testing.tsx';
import { Layout } from './Layout.tsx';

// The navigation stands in for the whole frame: it renders each time the frame does.
const navRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./NavLinks.tsx', () => ({
  NavLinks: () => {
    navRenders.count++;
    return null;
  },
}));

// Idle imports arrive as soon as the frame has mounted (the real hook waits for a quiet page).
// Each one is kept until it has arrived and rendered: the Requests button's loads the drawer's
// error panel and more, and one still loading when the file's environment was torn down failed
// the run under load (EnvironmentTeardownError).
const idleImports = vi.hoisted(() => ({ pending: [] as Promise<unknown>[] }));
vi.mock('./useIdleImport.ts', () => ({
  useIdleImport: <T,>(importer: () => Promise<T>) => {
    const [mod, setMod] = useState<T | null>(null);
    const [load] = useState(() => importer);
    useEffect(() => {
      idleImports.pending.push(load().then((m) => setMod(() => m)));
    }, [load]);
    return { mod, load: () => {}, standIn: {}, hadFocus: { current: false } };
  },
}));
vi.mock('./ReleaseNotice.tsx', () => ({ ReleaseNotice: () => <p>release notice</p> }));
// The frame's other late parts, without their calls to the services.
vi.mock('./SuggestingSearchInput.tsx', () => ({ SuggestingSearchInput: () => null }));
vi.mock('./RecentMenuLoaded.tsx', () => ({ RecentMenuLoaded: () => null }));
vi.mock('./Footer.tsx', () => ({ Footer: () => null }));
vi.mock('./extras.ts', () => ({ ShellExtras: () => null, startCopy: () => {} }));

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
afterEach(async () => {
  // Every idle import has arrived and what it brought has rendered before the next test (or
  // the end of the file) comes.
  await act(() => Promise.all(idleImports.pending.splice(0)));
  vi.restoreAllMocks();
  navRenders.count = 0;
});

const openFrame = () => renderInApp(<Layout />);

// The width is known while the frame renders: an answer from an effect rendered the whole
// frame a second time as the page opened (issue 16).
it.each([
  ['a phone', true],
  ['a desktop', false],
])('on %s the frame renders once as the page opens, its navigation already placed', async (_, narrow) => {
  screenWidth(narrow);
  openFrame();
  await act(async () => {});
  expect(navRenders.count).toBe(1);
  // Closed on a phone: out of the Tab order.
  const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
  expect(nav.hasAttribute('inert')).toBe(narrow);
});

it('the release notice arriving once the page is idle does not render the frame again', async () => {
  screenWidth(false);
  openFrame();
  expect(await screen.findByText('release notice')).toBeVisible();
  expect(navRenders.count).toBe(1);
});
