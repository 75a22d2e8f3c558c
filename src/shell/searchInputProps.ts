import { MAX_STRING } from '../lib/searchText.ts';

/**
 * What the header box is, whether its suggestion code has loaded yet or not. `name` makes the
 * frame index.html carries a working form before the app's code has run: Enter there is a plain
 * GET of /search?string=… (the form's action), the same URL the app would open.
 */
export const SEARCH_INPUT_PROPS = {
  name: 'string',
  placeholder: 'Search terms or codes',
  'aria-label': 'Search the Metathesaurus',
  maxLength: MAX_STRING,
} as const;
