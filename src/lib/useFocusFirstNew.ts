import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first of the items a "Show more" added, once they are drawn, so keyboard
 * users go on where the new items start (the button they pressed may be gone). Put `listRef`
 * on the element whose children are the items; call `expectFrom(count now)` before asking for
 * more. The focus goes to that item's first link.
 */
export function useFocusFirstNew<T extends HTMLElement>(count: number) {
  const listRef = useRef<T>(null);
  // Index of the first new item, until it has arrived and has focus.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a')?.focus();
    focusFrom.current = null;
  }, [count]);
  const expectFrom = (from: number) => {
    focusFrom.current = from;
  };
  return { listRef, expectFrom };
}
