import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Back and Forward land on the view of that step with its focus on the screen: the tree's state
 * comes back from the URL, and once its rows are in, the focus row is scrolled into view if the
 * history step left it off the screen (a step may have scrolled far from it). Once per entry.
 */
export function useFocusInViewOnReturn(panel: RefObject<HTMLElement | null>, ready: boolean) {
  const location = useLocation();
  const navigation = useNavigationType();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (navigation !== 'POP' || !ready || done.current === location.key) return;
    done.current = location.key;
    const row = panel.current?.querySelector<HTMLElement>('.ht-row[data-focus="true"]');
    if (!row) return;
    const { top, bottom } = row.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) row.scrollIntoView?.({ block: 'center' });
  }, [panel, ready, navigation, location.key]);
}
