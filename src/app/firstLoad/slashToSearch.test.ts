import { afterEach, describe, expect, it } from 'vitest';
import { focusSearchOnSlash } from './slashToSearch.ts';

const press = (target: Element, key = '/') =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('focusSearchOnSlash', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('focuses whichever header box is in the page at the key press, and the "/" is not typed', () => {
    document.body.innerHTML = `<div id="root"><form role="search"><input name="string"></form></div><p>text</p>`;
    stop = focusSearchOnSlash();
    expect(press(document.querySelector('p')!)).toBe(false); // default prevented
    expect(document.activeElement).toBe(document.querySelector('input[name="string"]'));
    // The app's render replaces the frame: the next press finds the new box.
    document.querySelector('#root')!.innerHTML = `<form role="search"><input name="string" id="app"></form>`;
    (document.activeElement as HTMLElement).blur();
    press(document.body);
    expect(document.activeElement?.id).toBe('app');
  });

  it('leaves "/" to a text field being typed in, and other keys alone', () => {
    document.body.innerHTML = `<div id="root"><form role="search"><input name="string"></form><input id="term"><textarea></textarea></div>`;
    stop = focusSearchOnSlash();
    const term = document.querySelector<HTMLInputElement>('#term')!;
    term.focus();
    expect(press(term)).toBe(true);
    expect(document.activeElement).toBe(term);
    expect(press(document.querySelector('textarea')!)).toBe(true);
    term.blur();
    expect(press(document.body, 'a')).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });
});
