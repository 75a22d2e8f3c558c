import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { CopyBanner } from './CopyBanner.tsx';
import { navigated, watchDroppedFocus } from './focusAfterNavigation.ts';

/**
 * The frame's parts that need not come with the first load (Layout.tsx loads this once the
 * page is idle): focus after each navigation (focusAfterNavigation.ts) and the offline copy with
 * its banner (CopyBanner.tsx). `openedOn`: the location key the app opened on.
 */
export function ShellExtras({ openedOn }: { openedOn: string }) {
  const { pathname, key } = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    return watchDroppedFocus();
  }, []);
  // A navigation made before this code arrived is handled as it arrives.
  useEffect(() => {
    navigated({ pathname, action, initial: key === openedOn });
  }, [key, pathname, action, openedOn]);
  return <CopyBanner />;
}
