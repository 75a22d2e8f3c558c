import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, type RouteName } from './routes.ts';

describe('matchRoute', () => {
  it('names the route and decodes its parameters', () => {
    expect(matchRoute('/concepts/C0027051')).toEqual({ name: 'concept', params: { cui: 'C0027051' } });
    expect(matchRoute('/sources/MSH/D009203/')).toEqual({
      name: 'source',
      params: { sab: 'MSH', id: 'D009203' },
    });
    expect(matchRoute('/sources/SNOMEDCT_US/a%2Fb%20c')).toEqual({
      name: 'source',
      params: { sab: 'SNOMEDCT_US', id: 'a/b c' },
    });
    expect(matchRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/Search')).toEqual({ name: 'search', params: {} });
    expect(matchRoute('/drugs')).toEqual({ name: 'drugs', params: {} });
    expect(matchRoute('/drugs/29046')).toEqual({ name: 'drug', params: { rxcui: '29046' } });
  });

  it('matches nothing the router would not', () => {
    for (const path of [
      '/nowhere',
      '/concepts',
      '/concepts/',
      '/concepts//x',
      '/concepts/a/b',
      'concepts/C1',
    ])
      expect(matchRoute(path)).toBeNull();
    // A malformed escape cannot be decoded: left to the router.
    expect(matchRoute('/concepts/%E0%A4%A')).toBeNull();
  });

  it('agrees with the router on every route and on hostile identifiers', () => {
    const ids = ['C0027051', 'c0027051 ', '<&>"\'', 'Ünïcödé', '%25', 'x'.repeat(300)];
    for (const [name, info] of Object.entries(ROUTES) as [RouteName, { path: string }][]) {
      for (const id of ids) {
        const path = info.path.replace(/:\w+/g, encodeURIComponent(id));
        // The router decodes the path before it matches it (matchRoutes, not matchPath).
        const theirs = matchRoutes([{ path: info.path }], path)?.at(-1);
        expect(theirs, path).toBeDefined();
        const ours = matchRoute(path);
        expect(ours?.name, path).toBe(name);
        expect(ours?.params, path).toEqual(theirs!.params);
      }
    }
  });
});
