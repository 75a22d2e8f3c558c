import { useState } from 'react';
import { RequestsStandIn } from './RequestsStandIn.tsx';
import { useIdleImport } from './useIdleImport.ts';

/**
 * The header's "Requests" button. Its code (the router subscription that marks views, the
 * drawer's loader) stays out of the first load: the call log gives the first view every call
 * made before it (api/callLog), so marking can start once the page is idle. A click before then
 * loads it and opens the drawer.
 */
export function RequestsButton() {
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
