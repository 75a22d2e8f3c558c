import type { Span } from '../../lib/annotate/candidates.ts';

/**
 * Selections map back to offsets through the `data-start` (and, for a control shown as its code
 * point, `data-end`) of the elements HighlightedText renders.
 */
/** The offsets in the text of the page's current selection inside `root`, or null. */
export function selectionSpan(root: HTMLElement | null): Span | null {
  const sel = typeof window === 'undefined' ? null : window.getSelection();
  if (!root || !sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const range = sel.getRangeAt(0);
  const point = (node: Node, offset: number, end: boolean): number | null => {
    const el = (
      node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element)
    )?.closest<HTMLElement>('[data-start]');
    if (!el || !root.contains(el)) return null;
    const start = Number(el.dataset.start);
    if (el.dataset.end) return end ? Number(el.dataset.end) : start;
    return node.nodeType === Node.TEXT_NODE ? start + offset : start;
  };
  const start = point(range.startContainer, range.startOffset, false);
  const end = point(range.endContainer, range.endOffset, true);
  return start === null || end === null || end <= start ? null : { start, end };
}
