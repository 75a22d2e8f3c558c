import { useQuery } from '@tanstack/react-query';
import { drugVocabVersionQuery } from '../../lib/queries/drugs.ts';
import { sourceVersionsQuery } from '../../lib/queries/sourceVersions.ts';
import { versionOf, type SourceVersion } from '../../lib/sourceVersion.ts';
import type { PrintView } from './printView.ts';

/**
 * The version of the shown source's content, for the printed footer line, and the one place
 * the footer asks for it: the release's source list (lib/queries/sourceVersions: "2017" for
 * MeSH in 2025AB), which the pages have read already; for content from the drug service, the
 * version of RxNorm that service reports (getDrugVocabVersion, which the shell's footer asks
 * for too). Null for a view of no one source.
 */
export function useSourceVersion(
  view: Pick<PrintView, 'source' | 'sourceFrom'>,
  release: string,
): SourceVersion | null {
  const { source: sab, sourceFrom } = view;
  const fromDrugs = sourceFrom === 'drug service';
  const versions = useQuery({ ...sourceVersionsQuery(release), enabled: sab !== null && !fromDrugs }).data;
  const drugs = useQuery({ ...drugVocabVersionQuery(), enabled: sab !== null && fromDrugs });
  if (sab === null) return null;
  if (fromDrugs) {
    if (drugs.data) return { sab, state: 'stated', name: sab, version: drugs.data };
    // Answered without a version, or not (yet) answered.
    return drugs.isSuccess ? { sab, state: 'not-stated', name: sab } : { sab, state: 'unavailable' };
  }
  return versions ? versionOf(versions, sab) : { sab, state: 'unavailable' };
}
