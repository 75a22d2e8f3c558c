import { useContext, useEffect, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { callLog } from '../api/callLog.ts';

const viewKey = (l: { pathname: string; search: string }) => l.pathname + l.search;

/**
 * Tells the call log where a view begins: as a navigation starts, from the router's own
 * subscription, which runs before the route's loader sends the page's calls (through the
 * context react-router exports for that, as lib/useNavigationPending does); and as the URL
 * changes, for URL changes without a navigation and frames without a data router. From the
 * first render on, not once the drawer's code is in: on a busy machine a search's answer came
 * more than the log's 250 ms before its page did, and the drawer filed it under the page before.
 */
export function useViewMarks() {
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const key = viewKey(location);
  useLayoutEffect(() => {
    callLog.markView(key);
  }, [key]);
  useEffect(() => {
    return router?.subscribe((state) =>
      callLog.markView(viewKey(state.navigation.location ?? state.location)),
    );
  }, [router]);
}
