import { afterEach, describe, expect, it } from 'vitest';
import { keepFrameFocus } from './keepFrameFocus.ts';

const FRAME = `<header><a class="skip-link" href="#main-content">Skip to content</a>
  <nav><a href="/">Home</a><a href="/search">Search</a><a href="/search">Search</a></nav></header>`;

/** A root holding the frame, watched, and a stand-in for the app's first commit. */
function setUp() {
  const root = document.createElement('div');
  root.innerHTML = FRAME;
  document.body.append(root);
  keepFrameFocus(root);
  const commit = async () => {
    root.replaceChildren(); // React's first commit empties the container, then fills it
    root.insertAdjacentHTML('beforeend', FRAME);
    await Promise.resolve();
  };
  return { root, commit };
}

afterEach(() => document.body.replaceChildren());

describe('keepFrameFocus', () => {
  it('moves focus to the same element of the frame that replaces the one focused', async () => {
    const { root, commit } = setUp();
    root.querySelector<HTMLElement>('.skip-link')!.focus();
    await commit();
    expect(document.activeElement).toBe(root.querySelector('.skip-link'));
    expect(document.activeElement!.isConnected).toBe(true);
  });

  it('an element with an id is that id, whatever it holds: "Skip to content" followed before the app ran', async () => {
    const root = document.createElement('div');
    root.innerHTML = `${FRAME}<main id="main-content" tabindex="-1">Loading…</main>`;
    document.body.append(root);
    keepFrameFocus(root);
    root.querySelector<HTMLElement>('#main-content')!.focus();
    root.replaceChildren();
    root.insertAdjacentHTML(
      'beforeend',
      `${FRAME}<main id="main-content" tabindex="-1"><h1>Vocabularies</h1></main>`,
    );
    await Promise.resolve();
    expect(document.activeElement).toBe(root.querySelector('#main-content'));
    expect(document.activeElement!.textContent).toBe('Vocabularies');
  });

  it('tells twin elements apart by their place in the page', async () => {
    const { root, commit } = setUp();
    root.querySelectorAll<HTMLElement>('nav a')[2]!.focus();
    await commit();
    expect(document.activeElement).toBe(root.querySelectorAll('nav a')[2]);
  });

  it('leaves focus alone where the user had left the frame, or the app had placed it already', async () => {
    const { root, commit } = setUp();
    root.querySelector<HTMLElement>('.skip-link')!.focus();
    root.querySelector<HTMLElement>('.skip-link')!.blur();
    await Promise.resolve();
    await commit();
    expect(document.activeElement).toBe(document.body);

    const other = setUp();
    other.root.querySelector<HTMLElement>('.skip-link')!.focus();
    const outside = document.createElement('button');
    document.body.append(outside);
    other.root.replaceChildren();
    other.root.insertAdjacentHTML('beforeend', FRAME);
    outside.focus(); // what a component's layout effect does in the commit (the search box)
    await Promise.resolve();
    expect(document.activeElement).toBe(outside);
  });
});
