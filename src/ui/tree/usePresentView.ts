import { useEffect, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { isPresenting } from '../../lib/present.ts';

/**
 * Presentation mode (`present=1`): once the tree's rows are in, the page scrolls so the tree
 * starts just under the header and the page's title, which stays there (shell/present.css),
 * then, if the focus is still below the screen, just far enough to show it. The tabs above the
 * tree leave the screen; the title, the tree, its path and its focus fill it. Again after each
 * re-centre and on entering the mode.
 */
export function usePresentView(
  panel: RefObject<HTMLElement | null>,
  ready: boolean,
  focusKey: string | null,
) {
  const [params] = useSearchParams();
  const present = isPresenting(params);
  useEffect(() => {
    const el = panel.current;
    if (!present || !ready || !el) return;
    const tree = el.querySelector<HTMLElement>('[role="tree"]');
    if (!tree) return;
    tree.scrollIntoView?.({ block: 'start' });
    const focus = tree.querySelector<HTMLElement>('[role="treeitem"][aria-selected="true"] > .ht-row');
    if (focus && focus.getBoundingClientRect().bottom > window.innerHeight)
      focus.scrollIntoView?.({ block: 'nearest' });
  }, [panel, present, ready, focusKey]);
}
