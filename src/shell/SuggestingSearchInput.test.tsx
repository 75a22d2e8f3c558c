import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef, useState } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderInApp } from './testing.tsx';
import type { SearchHit, SearchPage } from '../api/uts/index.ts';
import { SuggestingSearchInput } from './SuggestingSearchInput.tsx';

// Each prefix's answer is settled by the test, so it decides what is in flight when a key lands.
const answers = vi.hoisted(() => new Map<string, (hits: SearchHit[]) => void>());
vi.mock('../api/uts/index.ts', () => ({
  search: ({ string }: { string: string }) =>
    new Promise<SearchPage>((resolve) =>
      answers.set(string, (hits) =>
        resolve({ hits, pageNumber: 1, pageSize: 8, recCount: null, sentinel: false, isLast: true }),
      ),
    ),
}));

const hit = (ui: string, name: string): SearchHit => ({ ui, name, rootSource: 'MTH', ref: null });
const MI = hit('C0027051', 'Myocardial Infarction');
const MYOCARDITIS = hit('C0027059', 'Myocarditis');
const MYOCARDIAL_ISCHEMIA = hit('C0151744', 'Myocardial Ischemia');

function Harness({ onPick, onSubmit }: { onPick: (p: string) => void; onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <SuggestingSearchInput
      inputRef={createRef()}
      value={value}
      typed={value.trim()}
      onType={setValue}
      onSubmit={onSubmit}
      onPick={onPick}
    />
  );
}

function setup() {
  const onPick = vi.fn();
  const onSubmit = vi.fn();
  renderInApp(<Harness onPick={onPick} onSubmit={onSubmit} />);
  const box = screen.getByRole('textbox');
  act(() => box.focus());
  return { box, onPick, onSubmit };
}

// Mantine's keyboard handling reads `code`, as a browser sends it.
const press = (el: HTMLElement, key: 'ArrowDown' | 'Enter') => fireEvent.keyDown(el, { key, code: key });
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
// Testing Library's waitFor, not vi.waitFor: vi's gives up after 1 s of wall-clock time, which a
// debounced request on a loaded machine outlasted; this one waits as long as every
// other findBy/waitFor here (src/test-setup.ts).
const answer = async (prefix: string, hits: SearchHit[]) => {
  await waitFor(() => expect(answers.has(prefix)).toBe(true));
  await act(async () => answers.get(prefix)!(hits));
};

beforeEach(() => {
  answers.clear();
  Element.prototype.scrollIntoView = () => {};
});

it('a name highlighted just before the next prefix is asked for is still what Enter opens', async () => {
  const { box, onPick, onSubmit } = setup();
  type(box, 'myoca');
  await answer('myoca', [MI]);
  await screen.findByRole('option', { name: /Myocardial Infarction/ });

  type(box, 'myocard');
  press(box, 'ArrowDown');
  // The debounced prefix moves on and its request is in flight when Enter lands.
  await waitFor(() => expect(answers.has('myocard')).toBe(true));
  press(box, 'Enter');

  expect(onPick).toHaveBeenCalledWith('/concepts/C0027051');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('a highlighted name replaced by the next answer leaves Enter to search', async () => {
  const { box, onPick, onSubmit } = setup();
  type(box, 'myoca');
  await answer('myoca', [MI, MYOCARDITIS]);
  await screen.findByRole('option', { name: /Myocarditis/ });
  press(box, 'ArrowDown');
  press(box, 'ArrowDown');
  expect(screen.getByRole('option', { name: /Myocarditis/ })).toHaveAttribute('data-combobox-selected');

  // The second place now holds a name the user never highlighted.
  type(box, 'myocard');
  await answer('myocard', [MYOCARDITIS, MYOCARDIAL_ISCHEMIA]);
  await screen.findByRole('option', { name: /Myocardial Ischemia/ });
  expect(document.querySelector('[data-combobox-selected]')).toBeNull();
  press(box, 'Enter');

  expect(onPick).not.toHaveBeenCalled();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('says no names start with a prefix only once that prefix has answered', async () => {
  const { box } = setup();
  type(box, 'zzq');
  await answer('zzq', []);
  // The typed prefix is shown isolated (ui/UserText), so the sentence spans two elements.
  expect(await screen.findByText(/No names start with/)).toHaveTextContent('No names start with “zzq”');

  type(box, 'zzqx');
  await waitFor(() => expect(answers.has('zzqx')).toBe(true));
  expect(screen.queryByText(/No names start with/)).toBeNull();

  await answer('zzqx', []);
  expect(await screen.findByText(/No names start with/)).toHaveTextContent('No names start with “zzqx”');
});

it('names of an unrelated prefix are not shown while the new one loads', async () => {
  const { box } = setup();
  type(box, 'myoca');
  await answer('myoca', [MI]);
  await screen.findByRole('option', { name: /Myocardial Infarction/ });

  type(box, 'asthm');
  await waitFor(() => expect(answers.has('asthm')).toBe(true));
  expect(screen.queryAllByRole('option')).toHaveLength(0);

  await answer('asthm', [hit('C0004096', 'Asthma')]);
  expect(await screen.findByRole('option', { name: /Asthma/ })).toBeVisible();
});
