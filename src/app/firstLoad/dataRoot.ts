import { pageHere } from './pageHere.ts';
import { createQueryClient } from '../queryClient.ts';
import { createRootLoader } from './rootLoader.ts';
import { startRouteData } from './startRouteData.ts';

/**
 * The app's query client, and the runtime config asked for at once (`ready` resolves when it is
 * applied). Made once, when this module first runs, which early.ts sees to before the app's
 * code is in: then the first view's data of the page the URL names is asked for too
 * (startRouteData). The app (App.tsx) takes the same client, and the route's loader finds the
 * requests under way.
 */
export const queryClient = createQueryClient();
export const ready = createRootLoader(queryClient);

const here = pageHere();
if (here)
  void startRouteData(
    queryClient,
    ready,
    here.name,
    here.params,
    new URLSearchParams(window.location.search),
  );
