import { RequestsStandIn } from './RequestsStandIn.tsx';
import { Suspense, useState } from 'react';
import { retryableLazy } from '../ui/retryableLazy.tsx';
import { SectionBoundary } from '../ui/SectionBoundary.tsx';

const RequestsDrawer = retryableLazy(
  () => import('../ui/requests/RequestsDrawer.tsx'),
  (m) => m.RequestsDrawer,
);

/**
 * The header's "Requests" button once its code has loaded (RequestsButton shows a plain one
 * until then, and marks where views begin): it opens the drawer of the calls behind the view
 * (ui/requests, loaded when first opened).
 */
export function RequestsLoaded({ defaultOpened }: { defaultOpened: boolean }) {
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
