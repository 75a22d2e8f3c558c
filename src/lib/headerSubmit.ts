/**
 * The header box's form works before the app's code has run (index.html carries it,
 * app/firstLoad/StaticFrame.tsx): Enter there is a plain GET of `/search?string=…&from=header`. The search
 * route's loader sends it on where the app's Enter would have gone (the header's detector: an
 * identifier opens its page), and the search page's first view does not search it meanwhile.
 */
export const HEADER_SUBMIT = { name: 'from', value: 'header' } as const;

export const isHeaderSubmit = (search: URLSearchParams): boolean =>
  search.get(HEADER_SUBMIT.name) === HEADER_SUBMIT.value;
