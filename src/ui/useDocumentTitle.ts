import { useEffect } from 'react';
import { recordVisit } from '../lib/recent/recent.ts';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Terminology Browser` : 'Terminology Browser';
    // Every page names itself here, so this is where "recently viewed" learns of concept, code,
    // atom and drug pages (others are ignored by recordVisit).
    recordVisit(window.location.pathname, title);
  }, [title]);
}
