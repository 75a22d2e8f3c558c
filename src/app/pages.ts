import type { ComponentType } from 'react';
import type { RouteName } from '../lib/routes.ts';

type PageModule = () => Promise<ComponentType>;

/**
 * The pages that exist, each one's code loaded on demand; every other route of the table shows
 * a plain "coming soon" notice. No React here, and nothing runs on import: early.ts asks for
 * the page of the URL through this table before the app's code is in, the router's lazy
 * routes ask for it again (the browser loads a module once).
 */
const PAGES: Partial<Record<RouteName, PageModule>> = {
  home: async () => (await import('../features/home/HomePage.tsx')).HomePage,
  settings: async () => (await import('../features/settings/SettingsPage.tsx')).SettingsPage,
  drugs: async () => (await import('../features/drug-lookup/DrugLookupPage.tsx')).DrugLookupPage,
  drug: async () => (await import('../features/drug-concept/DrugConceptPage.tsx')).DrugConceptPage,
  source: async () => (await import('../features/source/SourcePage.tsx')).SourcePage,
  crosswalk: async () => (await import('../features/crosswalk/CrosswalkPage.tsx')).CrosswalkPage,
  semanticType: async () =>
    (await import('../features/semantic-types/SemanticTypePage.tsx')).SemanticTypePage,
  vocabularies: async () => (await import('../features/vocabularies/VocabulariesPage.tsx')).VocabulariesPage,
  releases: async () => (await import('../features/releases/ReleasesPage.tsx')).ReleasesPage,
  search: async () => (await import('../features/search/SearchPage.tsx')).SearchPage,
  concept: async () => (await import('../features/concept/ConceptPage.tsx')).ConceptPage,
  atom: async () => (await import('../features/atom/AtomPage.tsx')).AtomPage,
  about: async () => (await import('../features/about/AboutPage.tsx')).AboutPage,
  batch: async () => (await import('../features/batch/BatchPage.tsx')).BatchPage,
  annotate: async () => (await import('../features/annotate/AnnotatePage.tsx')).AnnotatePage,
  basket: async () => (await import('../features/basket/BasketPage.tsx')).BasketPage,
  compare: async () => (await import('../features/compare/ComparePage.tsx')).ComparePage,
  relate: async () => (await import('../features/relate/RelatePage.tsx')).RelatePage,
};

export const hasPage = (name: RouteName): boolean => name in PAGES;

/** The pages measured on phones (issue 16), whose styles come in a sheet of their own. */
const DATA_PAGES: readonly RouteName[] = ['concept', 'search', 'drug'];

/**
 * A page's component, once its code and Mantine's component styles are both in, so that it
 * never paints unstyled. Not the home page: the first paint's stylesheet (shellStyles.ts) holds
 * its components' styles, so it does not wait for others (issue 16); the next page fetches
 * them beside its own chunk. The data pages wait for their own part of Mantine's styles
 * (dataPageStyles.ts, 10 kB brotli), the other pages for all of it (pageStyles.ts, 19 kB).
 * Null for a page not built yet.
 */
export function loadPage(name: RouteName): Promise<ComponentType> | null {
  const load = PAGES[name];
  if (!load) return null;
  if (name === 'home') return load();
  const styles = DATA_PAGES.includes(name) ? import('./dataPageStyles.ts') : import('./pageStyles.ts');
  return Promise.all([load(), styles]).then(([page]) => page);
}
