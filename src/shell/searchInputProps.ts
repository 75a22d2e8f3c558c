import { MAX_STRING } from '../lib/searchText.ts';

/** What the header box is, whether its suggestion code has loaded yet or not. */
export const SEARCH_INPUT_PROPS = {
  placeholder: 'Search terms or codes',
  'aria-label': 'Search the Metathesaurus',
  maxLength: MAX_STRING,
} as const;
