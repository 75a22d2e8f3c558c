import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderInApp } from './testing.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';

// The suggesting box arrives when the test says so, and is a plain input with its props.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open: () => open(), opened };
});
vi.mock('./SuggestingSearchInput.tsx', async () => {
  await gate.opened;
  return {
    SuggestingSearchInput: (p: {
      inputRef: React.Ref<HTMLInputElement>;
      value: string;
      onType: (v: string) => void;
    }) => (
      <input
        aria-label="Search"
        data-suggesting=""
        ref={p.inputRef}
        value={p.value}
        onChange={(e) => p.onType(e.currentTarget.value)}
      />
    ),
  };
});

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  actEnv.IS_REACT_ACT_ENVIRONMENT = true;
});

const type = (el: HTMLInputElement, value: string) => {
  fireEvent.change(el, { target: { value } });
  el.setSelectionRange(value.length, value.length);
};

it('keys typed while the suggesting box is swapped in keep their place and the caret', async () => {
  renderInApp(<HeaderSearch />);
  const plain = screen.getByRole('textbox') as HTMLInputElement;
  act(() => plain.focus());
  act(() => type(plain, 'my'));

  // The code arrives and React has not yet committed the swap (rendering outside act is
  // scheduled, as in the browser) when the next keys land in the plain box.
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  gate.open();
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(screen.getByRole('textbox')).toBe(plain);
  type(plain, 'myocard');

  await waitFor(() => expect(screen.getByRole('textbox')).toHaveAttribute('data-suggesting'));
  const box = screen.getByRole('textbox') as HTMLInputElement;
  expect(box.value).toBe('myocard');
  expect(document.activeElement).toBe(box);
  expect([box.selectionStart, box.selectionEnd]).toEqual([7, 7]);
});

it('keys typed into the frame’s box while the first render runs are kept, with focus and caret', () => {
  // The frame index.html carries (app/firstLoad/StaticFrame.tsx): its box is what the user types into
  // until the app's first render, which runs in slices (main.tsx), replaces it.
  const frame = document.createElement('div');
  frame.id = 'root';
  frame.innerHTML = '<form role="search"><input name="string" aria-label="frame box"></form>';
  document.body.append(frame);
  const box = frame.querySelector('input')!;
  box.focus();
  // Rendered after HeaderSearch has read the box: keys typed between that render and the
  // commit, then the frame removed as the commit replaces it.
  function TypedMidRender() {
    box.value = 'D009203';
    box.setSelectionRange(3, 3);
    frame.remove();
    return null;
  }
  renderInApp(
    <>
      <HeaderSearch />
      <TypedMidRender />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Search the Metathesaurus' }) as HTMLInputElement;
  expect(input.value).toBe('D009203');
  expect(document.activeElement).toBe(input);
  expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
});
