import { getSourceAtoms, emptyIfNotFound, type SourceAtomCluster } from '../../api/uts/index.ts';
import type { MappingRow } from '../../lib/export/mapping/index.ts';
import { crosswalkMappingRows } from '../../lib/crosswalk/mappingRows.ts';
import { fetchCrosswalk } from './queries.ts';
import { fetchRelatedCodes } from '../../lib/crosswalk/relatedCodes.ts';

const PAGE = 100;
/** A crosswalk of one code is short; this bounds a runaway one (50 × 100 matches). */
const MAX_PAGES = 50;

/**
 * Everything a mapping file of the crosswalk needs: every match (all pages), the code's
 * concepts, and for wanted sources without a match the related fallback.
 */
export async function fetchCrosswalkMappingRows(
  release: string,
  subject: { sab: string; id: string; name: string | null },
  targets: readonly string[],
  signal?: AbortSignal,
): Promise<MappingRow[]> {
  const o = { release, signal };
  const matches: SourceAtomCluster[] = [];
  for (let n = 1; n <= MAX_PAGES; n++) {
    const page = await fetchCrosswalk(release, subject.sab, subject.id, targets, n, PAGE, signal);
    matches.push(...page.items);
    if (page.items.length < PAGE || (page.pageCount !== null && n >= page.pageCount)) break;
  }
  const atoms = await emptyIfNotFound(
    getSourceAtoms({ source: subject.sab, id: subject.id, pageSize: 100 }, o),
    {
      pageNumber: 1,
      pageSize: 100,
    },
  );
  const cuis = [...new Set(atoms.items.flatMap((a) => (a.concept?.id ? [a.concept.id] : [])))];
  const matched = new Set(matches.map((m) => m.rootSource));
  const missing = targets.filter((t) => !matched.has(t));
  const related = missing.length ? await fetchRelatedCodes(subject.sab, subject.id, missing, o) : null;
  return crosswalkMappingRows({
    subject: { source: subject.sab, code: subject.id, label: subject.name },
    cuis,
    targets,
    matches,
    related,
  });
}
