import { afterEach } from 'vitest';

// Tests of pure code run in Node (`// @vitest-environment node` at their top): a jsdom window
// per file was most of the unit tests' time. The DOM helpers load only where there is a DOM.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy* and waitFor give up after 1 s by default. npm test runs these tests beside lint and
  // type checking on two cores, where a Mantine menu's 150 ms opening transition has taken
  // longer than that (TreeExport.test.tsx: the menu open, its items still display: none).
  configure({ asyncUtilTimeout: 4000 });

  // Mantine reads these; jsdom has neither.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
