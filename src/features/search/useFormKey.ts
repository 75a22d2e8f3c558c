import { useState } from 'react';

/**
 * A key for the search form that changes when the URL changes from outside (Back, Forward,
 * a link, the header box), so the form refills from it, but not when the form itself wrote
 * the URL: remounting its selects then cost most of the time between Enter and the first
 * result row.
 */
export function useFormKey(url: string) {
  const [state, setState] = useState<{ url: string; key: number; written: string | null }>({
    url,
    key: 0,
    written: null,
  });
  let current = state;
  if (url !== state.url) {
    // "written" is used once: Forward to that same URL later comes from outside.
    current = { url, key: url === state.written ? state.key : state.key + 1, written: null };
    setState(current);
  }
  return {
    key: current.key,
    /** Called with the URL (its search string) the form is about to write. */
    own: (next: string) => setState((s) => ({ ...s, written: next })),
  };
}
