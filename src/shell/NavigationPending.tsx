import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';

/**
 * A thin bar along the top of the frame while a link's page is on its way (its code or first
 * data still loading): the old page stays in place meanwhile, so without it a click looked
 * ignored, and a second click on the old page's controls cancelled the way to the new one.
 * It fades in only after a moment (layout.css), so a quick page flashes nothing.
 * A component of its own, so that following the router's state re-renders only it.
 */
export function NavigationPending() {
  // The router's state as useNavigation() reads it, but without its throw outside a data router:
  // the build renders the frame as static HTML in a plain one (firstLoad/StaticFrame.tsx).
  const loading = useContext(UNSAFE_DataRouterStateContext)?.navigation.state === 'loading';
  if (!loading) return null;
  return <div className="navigation-pending" role="progressbar" aria-label="Opening the page" />;
}
