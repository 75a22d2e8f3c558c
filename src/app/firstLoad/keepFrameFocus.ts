/**
 * Focus in the frame index.html carries (StaticFrame.tsx), kept when the app's first render
 * replaces that frame with its own. A keyboard user can Tab into the frame before the app's
 * code has run; the render then removed the focused element and focus fell back to the page,
 * so the next Tab started over and a focused "Skip to content" hid again (CI: "the first Tab
 * reaches Skip to content" saw the link out of view). The same element of the new frame gets
 * focus: the same id, else the same tag, link, label, name and text, counted in page order. The header's search box
 * restores its own focus with its text and caret (HeaderSearch), which this then leaves alone.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

// An element with an id is that id: the frame's <main id="main-content"> holds a loader and the
// app's the page, and "Skip to content" followed before the app ran focuses it (in CI
// focus was lost there and the test saw it "inactive").
const keyOf = (el: Element) =>
  el.id
    ? `#${el.id}`
    : [
        el.tagName,
        el.getAttribute('href'),
        el.getAttribute('aria-label'),
        el.getAttribute('name'),
        el.textContent,
      ]
        .map((part) => part ?? '')
        .join('\n');

/** The element's place among the elements under `root` with its key, or -1. */
function placeOf(root: Element, el: Element) {
  const key = keyOf(el);
  return [...root.querySelectorAll(FOCUSABLE)].filter((c) => keyOf(c) === key).indexOf(el);
}

export function keepFrameFocus(root: HTMLElement) {
  // What had focus in the frame and where it stood, taken while the frame is still in the page.
  let held: { el: Element; key: string; place: number } | null = null;
  const hold = (el: Element | null) => {
    held = el && el !== root && root.contains(el) ? { el, key: keyOf(el), place: placeOf(root, el) } : null;
  };
  hold(document.activeElement);
  const onFocusIn = (e: FocusEvent) => hold(e.target as Element);
  // A blur from the element's removal is not the user leaving it: that is known after.
  const onFocusOut = (e: FocusEvent) => {
    const el = e.target as Element;
    queueMicrotask(() => {
      if (el.isConnected && held?.el === el) held = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);

  // The first change to the root's children is the app's first commit (nothing else touches the
  // frame), and the microtask this runs in comes after that commit's layout effects.
  const observer = new MutationObserver(() => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    if (!held || held.el.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) return; // placed already (the search box)
    const { key, place } = held;
    const match = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((c) => keyOf(c) === key)[place];
    match?.focus({ preventScroll: true });
  });
  observer.observe(root, { childList: true });
}
