import { useEffect } from 'react';
import { recordVisit } from '../lib/recent/recent.ts';
import { setPrintTitle } from './print/printView.ts';

/**
 * The tab's title. `loaded`: the page found what it names, so "recently viewed" may keep it; a
 * page still loading, or one that failed (an unknown id, an outage), is not kept.
 */
export function useDocumentTitle(title: string, loaded = true) {
  useEffect(() => {
    document.title = title ? `${title} · Terminology Browser` : 'Terminology Browser';
    // The printed footer line names the view by it too.
    setPrintTitle(title, window.location.pathname);
    // Every page names itself here, so this is where "recently viewed" learns of concept, code,
    // atom and drug pages (others are ignored by recordVisit).
    if (loaded) recordVisit(window.location.pathname, title);
  }, [title, loaded]);
}
