import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers the last page it saw: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./focusAfterNavigation.ts');
};

beforeEach(() => {
  document.body.innerHTML = `
    <header><form role="search"><input aria-label="Search"></form></header>
    <main id="main-content"><h1>Diabetes Mellitus</h1><button>Atoms</button></main>`;
  // jsdom lays nothing out: the title counts as shown.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => vi.restoreAllMocks());

const title = () => document.querySelector('h1')!;

describe('focus after a navigation', () => {
  it('goes to the new page title after a link to another page', async () => {
    const { navigated } = await load();
    navigated({ pathname: '/concepts/C0011849', action: 'POP', initial: true });
    expect(document.activeElement).toBe(document.body);
    navigated({ pathname: '/concepts/C0011860', action: 'PUSH', initial: false });
    expect(document.activeElement).toBe(title());
  });

  it('stays where it is when the page the app opened on corrects its own link before this code arrived', async () => {
    const { navigated } = await load();
    // The relate page looks up codes as concepts and replaces its entry: no navigation of the user's.
    navigated({ pathname: '/relate', action: 'REPLACE', initial: false });
    expect(document.activeElement).toBe(document.body);
  });

  it('a navigation the user made before this code arrived still moves focus', async () => {
    const { navigated } = await load();
    navigated({ pathname: '/concepts/C0011860', action: 'PUSH', initial: false });
    expect(document.activeElement).toBe(title());
  });

  it('a change within the page (same path) leaves focus where it is', async () => {
    const { navigated } = await load();
    navigated({ pathname: '/concepts/C0011860', action: 'POP', initial: true });
    document.querySelector('button')!.focus();
    navigated({ pathname: '/concepts/C0011860', action: 'PUSH', initial: false });
    expect(document.activeElement).toBe(document.querySelector('button'));
  });
});
