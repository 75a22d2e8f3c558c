import { useQuery } from '@tanstack/react-query';
import { drugVocabVersionQuery } from '../../lib/queries/drugs.ts';
import { sourceVersionsQuery } from '../../lib/queries/sourceVersions.ts';
import { versionOf, type SourceVersion } from '../../lib/sourceVersion.ts';
import type { PrintView } from './printView.ts';

/**
 * The versions of the shown sources' content, for the printed footer line, and the one place
 * the footer asks for them: the release's source list (lib/queries/sourceVersions: "2017" for
 * MeSH in 2025AB), which the pages have read already; for content from the drug service, the
 * version of RxNorm that service reports (getDrugVocabVersion, which the shell's footer asks
 * for too). Null for a view of no one source; one per SAB, in the view's order, otherwise.
 */
export function useSourceVersions(
  view: Pick<PrintView, 'sources' | 'sourceFrom'>,
  release: string,
): SourceVersion[] | null {
  const { sources, sourceFrom } = view;
  const fromDrugs = sourceFrom === 'drug service';
  const versions = useQuery({
    ...sourceVersionsQuery(release),
    enabled: sources !== null && !fromDrugs,
  }).data;
  const drugs = useQuery({ ...drugVocabVersionQuery(), enabled: sources !== null && fromDrugs });
  if (sources === null) return null;
  return sources.map((sab): SourceVersion => {
    if (fromDrugs) {
      if (drugs.data) return { sab, state: 'stated', name: sab, version: drugs.data };
      // Answered without a version, or not (yet) answered.
      return drugs.isSuccess ? { sab, state: 'not-stated', name: sab } : { sab, state: 'unavailable' };
    }
    return versions ? versionOf(versions, sab) : { sab, state: 'unavailable' };
  });
}
