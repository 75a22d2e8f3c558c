import {
  INPUT_TYPE_WORDS,
  plainWord,
  RETURN_ID_TYPE_WORDS,
  SEARCH_TYPE_WORDS,
} from '../../lib/plainWords.ts';
import { DEFAULT_FORM, type SearchForm } from './searchUrl.ts';

/**
 * What a search asked, in words, for the printout (where the form's controls do not print):
 * the text, how it was matched, and every filter that narrows or widens it. The defaults it
 * leaves unsaid but the kind of match, which a reader needs to read the ranking.
 * `typeName` names a semantic type by its TUI.
 */
export function searchSummary(form: SearchForm, typeName: (tui: string) => string | undefined): string {
  const parts = [`Search for “${form.string}”`, plainWord(SEARCH_TYPE_WORDS, form.searchType)];
  if (form.inputType !== DEFAULT_FORM.inputType)
    parts.push(`input read as ${plainWord(INPUT_TYPE_WORDS, form.inputType)}`);
  if (form.returnIdType !== DEFAULT_FORM.returnIdType)
    parts.push(`returns ${plainWord(RETURN_ID_TYPE_WORDS, form.returnIdType)}`);
  if (form.partialSearch) parts.push('partial search');
  if (form.sabs.length) parts.push(`sources: ${form.sabs.join(', ')}`);
  if (form.semanticTypes.length)
    parts.push(
      `semantic types: ${form.semanticTypes.map((t) => (typeName(t) ? `${typeName(t)} (${t})` : t)).join(', ')}`,
    );
  if (form.semanticGroups.length) parts.push(`semantic groups: ${form.semanticGroups.join(', ')}`);
  if (form.includeObsolete) parts.push('obsolete included');
  if (form.includeSuppressible) parts.push('suppressible included');
  return parts.join(' · ');
}
