import { RequestsStandIn } from './RequestsStandIn.tsx';
import { Suspense, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { callLog } from '../api/callLog.ts';
import { retryableLazy } from '../ui/retryableLazy.tsx';
import { SectionBoundary } from '../ui/SectionBoundary.tsx';

const RequestsDrawer = retryableLazy(
  () => import('../ui/requests/RequestsDrawer.tsx'),
  (m) => m.RequestsDrawer,
);

const viewKey = (l: { pathname: string; search: string }) => l.pathname + l.search;

/**
 * Tells the call log where a view begins: as a navigation starts, from the router's own
 * subscription, which runs before the route's loader sends the page's calls (through the
 * context react-router exports for that, as lib/useNavigationPending does); and as the URL
 * changes, for URL changes without a navigation and frames without a data router.
 */
function useViewMarks() {
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const key = viewKey(location);
  useLayoutEffect(() => callLog.markView(key), [key]);
  useEffect(
    () =>
      router?.subscribe((state) => callLog.markView(viewKey(state.navigation.location ?? state.location))),
    [router],
  );
}

/**
 * The header's "Requests" button once its code has loaded (RequestsButton shows a plain one
 * until then): it marks where views begin and opens the drawer of the calls behind the view
 * (ui/requests, loaded when first opened).
 */
export function RequestsLoaded({ defaultOpened }: { defaultOpened: boolean }) {
  useViewMarks();
  const [opened, setOpened] = useState(defaultOpened);
  const [loaded, setLoaded] = useState(defaultOpened);
  return (
    <>
      <RequestsStandIn
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        onPointerEnter={() => void RequestsDrawer.load()}
      />
      {loaded && (
        <SectionBoundary what="requests">
          <Suspense fallback={null}>
            <RequestsDrawer opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        </SectionBoundary>
      )}
    </>
  );
}
