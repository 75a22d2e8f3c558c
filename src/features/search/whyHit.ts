import type { SearchHit } from '../../api/uts/index.ts';
import type { SearchForm } from './searchUrl.ts';

/**
 * Why a hit is in the results, in a few words, from what the search asked and the name the
 * service returned. The service says no more than `ui`, `rootSource`, `uri` and `name` per hit
 * (uts-rest-wire.md §5.1), and `name` is the concept's preferred name, not necessarily the atom
 * that matched: when the typed words are not in it, the row says a synonym matched.
 */
export function whyHit(
  form: Pick<SearchForm, 'string' | 'searchType' | 'inputType' | 'partialSearch'>,
  hit: SearchHit,
): string {
  const typed = fold(form.string);
  const name = fold(hit.name);
  if (form.inputType !== 'atom' && form.inputType !== 'tty')
    return `${form.searchType === 'exact' ? 'has the code' : 'a code matches'} ${form.string.trim()}${hit.rootSource ? ` in ${hit.rootSource}` : ''}`;
  switch (form.searchType) {
    case 'exact':
      return name === typed ? 'exact: the name is the term' : 'exact: a synonym is the term';
    case 'normalizedString':
      return name === typed
        ? 'normalised: the name is the term'
        : 'normalised: a name has the same normal form';
    case 'rightTruncation':
      return name.startsWith(typed) ? 'the name starts with the term' : 'a synonym starts with the term';
    case 'leftTruncation':
      return name.endsWith(typed) ? 'the name ends with the term' : 'a synonym ends with the term';
    case 'words':
    case 'normalizedWords': {
      const words = [...new Set(typed.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
      const inName = words.filter((w) => nameWords(name).some((n) => n.startsWith(w) || w.startsWith(n)));
      if (name === typed) return 'the name is the term';
      if (inName.length === words.length) return 'all words in the name';
      if (form.partialSearch)
        return `${inName.length} of ${words.length} words in the name, or more in a synonym`;
      return inName.length === 0
        ? 'all words in a synonym'
        : `${inName.length} of ${words.length} words in the name, all in a synonym`;
    }
    default:
      // `approximate` (deprecated; kept for old links)
      return 'a name is close to the term';
  }
}

const fold = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
const nameWords = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
