import { useState } from 'react';
import { RequestsStandIn } from './RequestsStandIn.tsx';
import { useIdleImport } from './useIdleImport.ts';
import { useViewMarks } from './useViewMarks.ts';

/**
 * The header's "Requests" button: it marks where views begin (useViewMarks) from the first
 * render on; the drawer's code stays out of the first load, and a click before it is in loads
 * it and opens the drawer.
 */
export function RequestsButton() {
  useViewMarks();
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
