import { detectInput } from '../lib/input-kind/index.ts';

/**
 * Where Enter in the header box goes. The batch page's detector decides: a source code
 * (`I21.9`, `ICD10CM:I21`, `MSH|D009203`) is searched as an exact code of its source, the way
 * the no-results "Search it as a code" link does, without the detour through a word search
 * that finds nothing. Everything else (terms, CUIs, AUIs, numbers) stays a plain search:
 * the service finds CUIs and AUIs by word search too.
 */
export function headerSearchPath(typed: string): string {
  const string = typed.trim();
  const d = detectInput(string);
  if (d.kind === 'code' && d.source && !d.problem) {
    const p = new URLSearchParams({
      string: d.value,
      searchType: 'exact',
      inputType: 'sourceUi',
      sabs: d.source,
    });
    return `/search?${p}`;
  }
  return `/search?${new URLSearchParams({ string })}`;
}
