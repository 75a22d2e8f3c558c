/** The header's search box: the frame's (index.html) until the app's first render, then the app's. */
const BOX = '#root form[role="search"] input[name="string"]';

const editable = (el: Element | null) =>
  !!el && ((el as HTMLElement).isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * `/` focuses the header's search box from anywhere but a text field. One listener from the
 * first script on (early.ts), for the page's whole life: before the app's code has run it
 * focuses the frame's box (the app's first render keeps that focus, HeaderSearch), after it the
 * app's. A hotkey of the shell's own was attached only after the app's first render and its
 * effects, and a `/` pressed before was lost (in CI, shell.spec "'/' focuses the search
 * box" pressed it as soon as the frame's box was visible).
 */
export function focusSearchOnSlash(doc: Document = document): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    if (editable(e.target as Element | null)) return;
    const box = doc.querySelector<HTMLInputElement>(BOX);
    if (!box) return;
    e.preventDefault();
    box.focus();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
