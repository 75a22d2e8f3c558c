/** How long a new page may take to show its title before focus goes to the main area instead. */
const HEADING_WAIT_MS = 10_000;
/** A removed element's focus is given back after the page's own effects had their turn. */
const DROPPED_FOCUS_CHECK_MS = 100;

const main = () => document.getElementById('main-content');

/** The page's title, once it shows its text (not while a loading blank stands in for it). */
function readyHeading(): HTMLElement | null {
  const h1 = main()?.querySelector<HTMLElement>('h1');
  if (!h1 || h1.querySelector('.mantine-Skeleton-root') || !h1.textContent?.trim()) return null;
  return h1.getClientRects().length > 0 ? h1 : null;
}

function focusQuietly(el: HTMLElement) {
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus({ preventScroll: true });
}

/** Whether focus is somewhere a page put it: inside the main area, not on the area itself. */
function placedInPage(): boolean {
  const active = document.activeElement;
  const area = main();
  return !!area && !!active && active !== area && area.contains(active);
}

let cancelWait = () => {};

function focusHeadingWhenShown() {
  cancelWait();
  const area = main();
  if (!area) return;
  const before = document.activeElement;
  // Whether the user moved on meanwhile (their place wins): not to the body or the main area,
  // where a dropped focus is put back.
  const movedOn = () => ![before, document.body, area, null].includes(document.activeElement);
  const give = () => {
    if (movedOn() || placedInPage()) return true;
    const h1 = readyHeading();
    if (h1) focusQuietly(h1);
    return !!h1;
  };
  if (give()) return;
  const observer = new MutationObserver(() => {
    if (give()) cancelWait();
  });
  const timer = setTimeout(() => {
    cancelWait();
    if (!movedOn() && !placedInPage()) focusQuietly(area);
  }, HEADING_WAIT_MS);
  observer.observe(area, { childList: true, subtree: true, characterData: true });
  cancelWait = () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelWait = () => {};
  };
}

/** A navigation as the shell sees it once the new location has rendered. */
export interface Navigated {
  pathname: string;
  /** PUSH, REPLACE or POP (react-router's navigation type). */
  action: string;
  /** Still the page the app opened on. */
  initial: boolean;
}

let last: string | null = null;

/**
 * Focus where the eye goes, for keyboard and screen-reader users, called by the shell after
 * each navigation has rendered (Layout.tsx):
 *
 * - After a navigation to another page (a link, Back, a pick in the header's box), focus moves
 *   to the new page's title (its h1) once it shows, so the next Tab starts in the page, not in
 *   the header or the navigation (from the header's box, 21 Tabs reached a concept's tabs). Also
 *   after a new search from the header's box on the Search page itself. Focus a page placed
 *   itself (a field Settings asks for, the tree a keyboard user re-centres on another page's
 *   node) is left where it is, and a user who moves on before the title shows keeps their place.
 * - Focus never drops to the page's body: when the focused element is removed (a closed panel,
 *   a button that is gone once its work is done) and nothing took focus after the page's own
 *   effects, it goes to the title, else to the main area.
 */
export function navigated({ pathname, action, initial }: Navigated) {
  const from = last;
  last = pathname;
  // The page the app opened on: focus stays where the browser put it. (A navigation made before
  // this code arrived is one to another page, unless it replaced the entry: that is the page
  // the app opened on correcting its own link, such as codes looked up as their concepts.)
  if (initial || (from === null && action === 'REPLACE')) return;
  const fromHeaderBox = !!document.activeElement?.closest('.shell-header form[role="search"]');
  if (from === pathname && !(fromHeaderBox && action === 'PUSH')) return;
  if (placedInPage()) return;
  focusHeadingWhenShown();
}

/** Starts watching for focus dropped to the body; the code arrives after the first page (Layout.tsx). */
export function watchDroppedFocus(): () => void {
  const onFocusOut = (e: FocusEvent) => {
    const el = e.target as Element;
    setTimeout(() => {
      if (el.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
      const target = readyHeading() ?? main();
      if (target) focusQuietly(target);
    }, DROPPED_FOCUS_CHECK_MS);
  };
  document.addEventListener('focusout', onFocusOut);
  return () => document.removeEventListener('focusout', onFocusOut);
}
