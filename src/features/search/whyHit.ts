import type { SearchHit } from '../../api/uts/index.ts';
import type { Loaded } from './hitDetails.ts';
import type { AtomMatch } from './matchedAtom.ts';
import type { SearchForm } from './searchUrl.ts';

type WhyForm = Pick<SearchForm, 'string' | 'searchType' | 'inputType' | 'partialSearch'>;

/**
 * Why a hit is in the results, in a few words. The service says no more than `ui`,
 * `rootSource`, `uri` and `name` per hit (uts-rest-wire.md §5.1), and `name` is the concept's
 * preferred name, not necessarily the atom that matched. Without `matched` (the concept's atoms
 * not asked for) the row reads the name: when the typed words are not in it, a synonym matched.
 * With it, the row names the atom: `exact: “heart attack” (DOID/SY)`, or says that none of the
 * concept's atoms clearly matches, or that the details could not be read.
 */
export function whyHit(
  form: WhyForm,
  hit: SearchHit,
  matched: Loaded<AtomMatch | null> | null = null,
): string {
  // A CUI as the term finds all of its concept's atoms: no one atom matched.
  if (form.inputType === 'atom' && /^C\d{7}$/.test(hit.ui) && form.string.trim().toUpperCase() === hit.ui)
    return 'the term is the CUI';
  const base = fromName(form, hit);
  if (!matched) return base;
  const isCode = form.inputType !== 'atom' && form.inputType !== 'tty';
  switch (matched.state) {
    case 'loading':
      return `${isCode ? base : label(form, null)}: …`;
    case 'failed':
      return `${base}; details unavailable`;
    case 'ok': {
      const m = matched.value;
      const head = isCode ? base : label(form, m);
      if (!m) return `${head}: no atom clearly matches`;
      const others = m.others ? ` and ${m.others} other atom${m.others === 1 ? '' : 's'}` : '';
      return `${head}: “${m.atom.name}” (${m.atom.rootSource}/${m.atom.termType})${others}`;
    }
  }
}

/** What kind of match the search type is, and for words searches how many words matched. */
function label(form: WhyForm, m: AtomMatch | null): string {
  const words = m?.words;
  const some = words && words.found < words.of ? `${words.found} of ${words.of} words` : null;
  if (form.inputType === 'tty') return `term type ${form.string.trim()}`;
  switch (form.searchType) {
    case 'exact':
      return 'exact';
    case 'normalizedString':
      return 'normalised';
    case 'words':
      return some ?? (m ? 'all words' : 'words');
    case 'normalizedWords':
      return `${some ?? (m ? 'all words' : 'words')}, normalised`;
    case 'rightTruncation':
      return 'starts with the term';
    case 'leftTruncation':
      return 'ends with the term';
    default:
      return 'approximate';
  }
}

/** Why, read from the hit's name alone. */
function fromName(form: WhyForm, hit: SearchHit): string {
  const typed = fold(form.string);
  const name = fold(hit.name);
  if (form.inputType !== 'atom' && form.inputType !== 'tty')
    return `${form.searchType === 'exact' ? 'has the code' : 'a code matches'} ${form.string.trim()}${hit.rootSource ? ` in ${hit.rootSource}` : ''}`;
  if (form.inputType === 'tty') return `an atom has the term type ${form.string.trim()}`;
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
