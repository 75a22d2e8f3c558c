import { afterEach } from 'vitest';

// Tests of pure code run in Node (`// @vitest-environment node` at their top): a jsdom window
// per file was most of the unit tests' time. The DOM helpers load only where there is a DOM.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy/waitFor give up after 1 s by default: on a busy 2-core CI machine a Mantine menu can
  // take longer to open. Only how long a missing element is waited for changes.
  configure({ asyncUtilTimeout: 5000 });

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
