import { useContext, useEffect, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { callLog, viewKeyOf } from '../api/callLog.ts';

/**
 * Tells the call log where a view begins: as a navigation starts, from the router's own
 * subscription, which runs before the route's loader sends the page's calls (through the
 * context react-router exports for that, as lib/useNavigationPending does); and as the URL
 * changes, for URL changes without a navigation and frames without a data router. From the
 * first render on, not once the drawer's code is in. A call belongs to the view that made it,
 * so the mark must come before the next page's calls leave.
 */
export function useViewMarks() {
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const key = viewKeyOf(location);
  useLayoutEffect(() => {
    callLog.markView(key);
  }, [key]);
  useEffect(() => {
    return router?.subscribe((state) =>
      callLog.markView(viewKeyOf(state.navigation.location ?? state.location)),
    );
  }, [router]);
}
