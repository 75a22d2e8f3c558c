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
import { hasPrefetch } from './prefetchedRoutes.ts';
import { createRootLoader } from './rootLoader.ts';
import { ROUTES, type RouteName } from '../lib/routes.ts';

/** Pages that exist; every other route of the table shows a plain "coming soon" notice. */
const PAGES: Partial<Record<RouteName, RouteObject['lazy']>> = {
  home: async () => ({ Component: (await import('../features/home/HomePage.tsx')).HomePage }),
  settings: async () => ({ Component: (await import('../features/settings/SettingsPage.tsx')).SettingsPage }),
  drugs: async () => ({
    Component: (await import('../features/drug-lookup/DrugLookupPage.tsx')).DrugLookupPage,
  }),
  drug: async () => ({
    Component: (await import('../features/drug-concept/DrugConceptPage.tsx')).DrugConceptPage,
  }),
  source: async () => ({ Component: (await import('../features/source/SourcePage.tsx')).SourcePage }),
  crosswalk: async () => ({
    Component: (await import('../features/crosswalk/CrosswalkPage.tsx')).CrosswalkPage,
  }),
  semanticType: async () => ({
    Component: (await import('../features/semantic-types/SemanticTypePage.tsx')).SemanticTypePage,
  }),
  vocabularies: async () => ({
    Component: (await import('../features/vocabularies/VocabulariesPage.tsx')).VocabulariesPage,
  }),
  releases: async () => ({ Component: (await import('../features/releases/ReleasesPage.tsx')).ReleasesPage }),
  search: async () => ({ Component: (await import('../features/search/SearchPage.tsx')).SearchPage }),
  concept: async () => ({ Component: (await import('../features/concept/ConceptPage.tsx')).ConceptPage }),
  atom: async () => ({ Component: (await import('../features/atom/AtomPage.tsx')).AtomPage }),
  about: async () => ({ Component: (await import('../features/about/AboutPage.tsx')).AboutPage }),
  batch: async () => ({ Component: (await import('../features/batch/BatchPage.tsx')).BatchPage }),
  basket: async () => ({ Component: (await import('../features/basket/BasketPage.tsx')).BasketPage }),
  compare: async () => ({ Component: (await import('../features/compare/ComparePage.tsx')).ComparePage }),
};

/**
 * A page renders once its code and Mantine's component styles (pageStyles.ts) are both in. Not
 * the home page: the first paint's stylesheet (shellStyles.ts) holds its components' styles,
 * so it does not wait for the other 22 kB (issue 16); the next page fetches them beside its
 * own chunk.
 */
function withPageStyles(name: RouteName, lazy: NonNullable<RouteObject['lazy']>): RouteObject['lazy'] {
  if (typeof lazy !== 'function' || name === 'home') return lazy;
  return async () => (await Promise.all([lazy(), import('./pageStyles.ts')]))[0];
}

function childRoute(name: RouteName, ready: () => Promise<void>, queryClient: QueryClient): RouteObject {
  const info = ROUTES[name];
  const lazy = PAGES[name];
  // Each route has its own error boundary: a failing page never takes the shell down.
  // Deep links with identifiers are first written the way the service knows them. The loader
  // is static (not part of `lazy`), so it runs while the page's chunk loads: it waits for the
  // runtime config, then starts the page's main query (routeData.ts).
  const base = {
    errorElement: <RouteError />,
    // The same page with other search params (a new search, another tab or page of results):
    // the page is mounted and asks for its data as it renders, so the loader has no head start
    // to give, and skipping it spares the router a loading state and a render of the whole
    // page on the way (issue 16, search submit → first row).
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const path = info.path.includes(':') ? canonicalPath(name, params) : null;
      if (path) throw redirect(path + url.search);
      if (!hasPrefetch(name)) return ready().then(() => null);
      // The query code (API client, decoders) stays out of the first load: it comes in its
      // own chunk, fetched beside the page's and while the runtime config is awaited. The
      // drug page's is the SOAP client's, the others' the UTS client's.
      const prefetch =
        name === 'drug'
          ? import('./drugRouteData.ts').then((m) => m.prefetchDrug)
          : import('./routeData.ts').then((m) => m.PREFETCH[name]);
      await ready();
      // A chunk that fails to load only loses the head start: the page asks for its data itself.
      void prefetch.then(
        (run) => run(queryClient, params, url.searchParams),
        () => {},
      );
      return null;
    },
  };
  const common = info.path === '/' ? { index: true as const } : { path: info.path.slice(1) };
  if (lazy) return { ...common, ...base, lazy: orUnavailable(withPageStyles(name, lazy)!) } as RouteObject;
  return {
    ...common,
    ...base,
    element: <ComingSoon title={info.title} summary={info.summary} />,
  } as RouteObject;
}

/**
 * A page whose chunk cannot be fetched (server down, connection lost) shows a message that
 * heals by itself, not an empty main area (issue 14).
 */
function orUnavailable(lazy: NonNullable<RouteObject['lazy']>): RouteObject['lazy'] {
  const load = lazy as () => Promise<object>;
  return (async () => {
    try {
      return await load();
    } catch {
      return { Component: PageUnavailable };
    }
  }) as RouteObject['lazy'];
}

export function createAppRouter(queryClient: QueryClient) {
  const ready = createRootLoader(queryClient);
  return createBrowserRouter([
    {
      path: '/',
      element: <Layout />,
      // The root loader: the runtime config, once (it never needs to run again).
      loader: async () => {
        await ready();
        return null;
      },
      shouldRevalidate: () => false,
      errorElement: <RouteError />,
      // Shown while the first page's lazy chunk loads.
      HydrateFallback: PageLoader,
      children: [
        ...(Object.keys(ROUTES) as RouteName[]).map((name) => childRoute(name, ready, queryClient)),
        { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
      ],
    },
  ]);
}
