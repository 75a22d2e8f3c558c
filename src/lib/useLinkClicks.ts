import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a container of plain `<a href="/…">` links to the app's pages: a plain
 * left click (or Enter on the link) navigates inside the app as react-router's <Link> would;
 * a click with a modifier key, a link with a target or a download, and any link off the app
 * are left to the browser. Long tables use it instead of a <Link> per row, each of which runs
 * several router hooks on every render (search submit → first row).
 */
export function useLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const link = (e.target as Element).closest('a');
      if (!link || !e.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const href = link.getAttribute('href');
      // A path of the app ("/concepts/…"), not "//host/…" or another origin.
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      e.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
