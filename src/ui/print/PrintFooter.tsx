import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { resolvedReleaseQuery } from '../../lib/queries/resolvedRelease.ts';
import { useRelease } from '../../lib/release.ts';
import { localDate, printFooterLine } from './footerLine.ts';
import { printView } from './printView.ts';
import { useSourceVersions } from './sourceVersion.ts';

/**
 * The line every printed view ends with (print only: `data-print="only"`): what it is, the
 * sources it shows and their versions, the UMLS release, the date and the view's link. The page
 * says what it shows through printView.ts; the shell renders this once, under every page.
 */
export function PrintFooter() {
  const view = useSyncExternalStore(printView.subscribe, printView.get);
  const { pathname, search, hash } = useLocation();
  const release = useRelease();
  const resolved = useQuery(resolvedReleaseQuery(release)).data;
  const sourceVersions = useSourceVersions(view, release);
  const line = printFooterLine({
    ...view,
    title: view.titleOf === pathname ? view.title : '',
    sourceVersions,
    release: resolved ?? release,
    date: localDate(new Date()),
    href: `${window.location.origin}${pathname}${search}${hash}`,
  });
  // The line is generated from its attribute on paper (print.css), so the page's own text holds
  // no second copy of its title.
  return <p data-print="only" data-testid="print-footer" className="print-footer" data-print-text={line} />;
}
