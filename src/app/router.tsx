import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ComingSoon } from '../shell/ComingSoon.tsx';
import { Layout } from '../shell/Layout.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { PageUnavailable } from '../shell/PageUnavailable.tsx';
import { RouteError } from '../shell/RouteError.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { canonicalPath } from './canonicalPath.ts';
import { Marked } from './Marked.tsx';
import { hasPage, loadPage } from './pages.ts';
import { startRouteData } from './firstLoad/startRouteData.ts';
import { isHeaderSubmit } from '../lib/headerSubmit.ts';
import { ROUTES, type RouteName } from '../lib/routes.ts';

function childRoute(name: RouteName, ready: () => Promise<void>, queryClient: QueryClient): RouteObject {
  const info = ROUTES[name];
  // Each route has its own error boundary: a failing page never takes the shell down.
  // Deep links with identifiers are first written the way the service knows them. The loader
  // is static (not part of `lazy`), so it runs while the page's chunk loads: it waits for the
  // runtime config, then starts the page's first view (startRouteData.ts), if dataRoot.ts has not.
  const base = {
    errorElement: (
      <Marked>
        <RouteError />
      </Marked>
    ),
    // The same page with other search params (a new search, another tab or page of results):
    // the page is mounted and asks for its data as it renders, so the loader has no head start
    // to give, and skipping it spares the router a loading state and a render of the whole
    // page on the way (search submit → first row).
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      if (name === 'search' && isHeaderSubmit(url.searchParams)) {
        const { headerSubmitPath } = await import('../shell/headerSearchPath.ts');
        const typed = url.searchParams.get('string')?.trim();
        throw redirect(typed ? await headerSubmitPath(typed) : '/search');
      }
      const path = info.path.includes(':') ? canonicalPath(name, params) : null;
      if (path) throw redirect(path + url.search);
      await startRouteData(queryClient, ready, name, params, url.searchParams);
      return null;
    },
    // Shown in the frame while the first page's code loads.
    HydrateFallback: PageLoader,
  };
  const common = info.path === '/' ? { index: true as const } : { path: info.path.slice(1) };
  if (hasPage(name)) {
    const lazy = async () => {
      const Page = await loadPage(name)!;
      return {
        element: (
          <Marked>
            <Page />
          </Marked>
        ),
      };
    };
    return { ...common, ...base, lazy: orUnavailable(lazy) } as RouteObject;
  }
  return {
    ...common,
    ...base,
    element: (
      <Marked>
        <ComingSoon title={info.title} summary={info.summary} />
      </Marked>
    ),
  } as RouteObject;
}

/**
 * A page whose chunk cannot be fetched (server down, connection lost) shows a message that
 * heals by itself, not an empty main area.
 */
function orUnavailable(lazy: NonNullable<RouteObject['lazy']>): RouteObject['lazy'] {
  const load = lazy as () => Promise<object>;
  return (async () => {
    try {
      return await load();
    } catch {
      return {
        element: (
          <Marked>
            <PageUnavailable />
          </Marked>
        ),
      };
    }
  }) as RouteObject['lazy'];
}

/**
 * The app's routes. The frame (Layout) has no loader, so it renders as soon as the app's code
 * has run; each page's loader waits for the runtime config (`ready`, dataRoot.ts), and the page's
 * HydrateFallback shows in the frame until its code is in.
 */
export function createAppRouter(queryClient: QueryClient, ready: () => Promise<void>) {
  return createBrowserRouter([
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        ...(Object.keys(ROUTES) as RouteName[]).map((name) => childRoute(name, ready, queryClient)),
        {
          path: '*',
          element: (
            <Marked>
              <NotFoundPage />
            </Marked>
          ),
          errorElement: <RouteError />,
        },
      ],
    },
  ]);
}
