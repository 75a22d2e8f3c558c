/**
 * The service worker (scripts/build/serviceWorker.ts writes /sw.js into a production build)
 * keeps the app's own files for when the network is gone. Registered once the page is idle, so
 * the first load never waits for it; `updateViaCache: 'none'` has the browser ask the server for
 * sw.js on every check, whatever cache headers it carries, so a deploy's worker is found at the
 * next navigation. Not in development, where there is no build to keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
    // No worker (a browser that refuses it, a test that blocks it): the app works as before.
  });
}
