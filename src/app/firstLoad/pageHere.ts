import { canonicalPath } from '../canonicalPath.ts';
import { matchRoute, type RouteMatch } from '../../lib/routes.ts';

/**
 * The page the browser's URL names, for what runs before the router does (early.ts,
 * dataRoot.ts). Null for a path no page has, and for one written another way (a lower-case
 * CUI, stray spaces): the router first rewrites that one.
 */
export function pageHere(): RouteMatch | null {
  const here = matchRoute(window.location.pathname);
  return here && !canonicalPath(here.name, here.params) ? here : null;
}
