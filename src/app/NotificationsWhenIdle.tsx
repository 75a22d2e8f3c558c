import { useEffect } from 'react';
import { useIdleImport } from '../shell/useIdleImport.ts';
import { TOAST_SHOWN } from '../ui/toastShown.ts';

/**
 * Toasts are shown only after something the user did, never at first paint: their code and
 * styles load once the page is idle and the user has paused, so their render is not part of
 * the first load's work, nor of a search typed and submitted as the page opened (it
 * landed between Enter and the first row in the slowest submits, 140–210 ms). A toast shown
 * before (`showToast`) has the host loaded at once; it appears when the host mounts (the
 * store is module state).
 */
export function NotificationsWhenIdle() {
  const { mod, load } = useIdleImport(() => import('./NotificationsHost.tsx'));
  useEffect(() => {
    window.addEventListener(TOAST_SHOWN, load);
    return () => window.removeEventListener(TOAST_SHOWN, load);
  }, [load]);
  const Notifications = mod?.default;
  return Notifications ? <Notifications position="top-right" /> : null;
}
