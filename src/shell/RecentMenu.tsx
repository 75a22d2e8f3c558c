import { useLayoutEffect, useRef, useState } from 'react';
import { useRecent } from '../lib/recent/useRecent.ts';
import { RecentButton } from './RecentButton.tsx';
import { useIdleImport } from './useIdleImport.ts';

/**
 * The header's "Recent" menu: the last 50 concept, code, atom and drug pages of this tab. The
 * menu's popover code stays out of the first load; a click before it has loaded opens the
 * menu as soon as it has.
 */
export function RecentMenu() {
  const count = useRecent().length;
  const [wanted, setWanted] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const { mod, load, standIn, hadFocus } = useIdleImport(() => import('./RecentMenuLoaded.tsx'));
  useLayoutEffect(() => {
    if (mod && hadFocus.current) wrapper.current?.querySelector('button')?.focus();
  }, [mod, hadFocus]);
  const Loaded = mod?.RecentMenuLoaded;
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {Loaded ? (
        <Loaded defaultOpened={wanted} />
      ) : (
        <RecentButton
          count={count}
          {...standIn}
          // From the press on: the swap can land between press and release, and the click
          // then reaches neither button (Chrome sends it to their common parent).
          onPointerDown={() => setWanted(true)}
          onClick={() => {
            setWanted(true);
            load();
          }}
        />
      )}
    </span>
  );
}
