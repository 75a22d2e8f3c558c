import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { callLog } from '../api/callLog.ts';
import { RequestsStandIn } from './RequestsStandIn.tsx';
import { useIdleImport } from './useIdleImport.ts';

/**
 * The header's "Requests" button. Its code (the router subscription that marks views, the
 * drawer's loader) stays out of the first load: the call log gives the first view every call
 * made before it (api/callLog), so marking can start once the page is idle. A click before then
 * loads it and opens the drawer.
 */
export function RequestsButton() {
  // Views are marked from the first URL change on; RequestsLoaded adds the router's own marks,
  // which come before a route's loader sends its calls.
  const { pathname, search } = useLocation();
  const view = pathname + search;
  useLayoutEffect(() => callLog.markView(view), [view]);
  const [wanted, setWanted] = useState(false);
  const { mod, load, standIn } = useIdleImport(() => import('./RequestsLoaded.tsx'));
  const Loaded = mod?.RequestsLoaded;
  if (Loaded) return <Loaded defaultOpened={wanted} />;
  return (
    <RequestsStandIn
      {...standIn}
      onPointerDown={() => setWanted(true)}
      onClick={() => {
        setWanted(true);
        load();
      }}
    />
  );
}
