/**
 * The first-load pipeline, in one folder: how a page opened from its URL gets from the HTML to
 * its data without waiting for the app's code (docs/architecture.md, "First load").
 * - index.html carries the frame, rendered by the build (StaticFrame.tsx, with the first
 *   paint's stylesheet shellStyles.ts under cssLayers.css); keepFrameFocus.ts keeps the focus a
 *   keyboard user put in that frame when the app's first render replaces it.
 * - early.ts (this file, an entry of index.html of its own) asks for the page's code and for the
 *   query client (dataRoot.ts), which loads the runtime config (rootLoader.ts) and starts the
 *   first view's requests (startRouteData.ts, with routeData.ts / drugRouteData.ts through
 *   prefetchedRoutes.ts). pageHere.ts says which page the URL names.
 * - A page waits for its part of Mantine's styles (dataPageStyles.ts or pageStyles.ts) beside
 *   its chunk, so it never paints unstyled.
 * slashToSearch.ts lets `/` reach the frame's search box from the first moment.
 * The router's loaders (../router.tsx) call startRouteData too, and join what is under way.
 */
import { loadPage } from '../pages.ts';
import { focusSearchOnSlash } from './slashToSearch.ts';
import { pageHere } from './pageHere.ts';
import { hasPrefetch } from './prefetchedRouteNames.ts';
import { loadPrefetch } from './prefetchedRoutes.ts';

/**
 * The first script to run, an entry of index.html of its own and a small one: no React, no
 * Mantine, no query client. It asks for the code of the page the URL names, for the query
 * client's module (dataRoot.ts), which asks for the runtime config and the page's data when it
 * runs, and for the code that asks for that data (prefetchedRoutes.ts), while the app's code
 * (React, the router, Mantine: about 130 kB) is still on its way.
 * Otherwise the page's code was asked for only once the app's code had run, and its data once
 * that code was in: two more waits in a row on a phone. The router's lazy routes
 * and loaders find the same modules and requests under way.
 */
const here = pageHere();
// A chunk that cannot be fetched is the router's to report when it asks for it again.
if (here) loadPage(here.name)?.catch(() => {});
import('./dataRoot.ts').catch(() => {});
if (here && hasPrefetch(here.name)) loadPrefetch(here.name).catch(() => {});
// `/` reaches the header's box from the first moment the page shows it.
focusSearchOnSlash();
