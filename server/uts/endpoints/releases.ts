import { booleanParam } from '../wire/params.ts';
import { invalid, ok, type Reply } from '../wire/reply.ts';
import { RELEASE_TYPES, type ReleaseFile } from './release-catalog.ts';

/**
 * `/releases` (reference §5.11): without `releaseType` an object listing the types; with
 * it a bare array (no envelope), newest first, or only the current file with `current=true`.
 */
export function releasesReply(
  catalog: ReadonlyMap<string, readonly ReleaseFile[]>,
  publicOrigin: string,
  url: URL,
): Reply {
  const slug = url.searchParams.get('releaseType');
  const onlyCurrent = booleanParam(url, 'current', false);
  if (slug === null) {
    return ok({
      releaseTypes: RELEASE_TYPES.map((t) => ({
        product: t.product,
        releaseType: t.name,
        endpoint: `${publicOrigin}/releases?releaseType=${t.slug}`,
      })),
    });
  }
  const files = catalog.get(slug);
  if (!files)
    return invalid(`Invalid 'releaseType': expected one of ${RELEASE_TYPES.map((t) => t.slug).join(', ')}`);
  return ok(onlyCurrent ? files.filter((f) => f.current) : files);
}

/** The release file a `/download?url=` names, by its exact downloadUrl. */
export function findReleaseFile(
  catalog: ReadonlyMap<string, readonly ReleaseFile[]>,
  downloadUrl: string,
): ReleaseFile | undefined {
  for (const files of catalog.values()) {
    const f = files.find((x) => x.downloadUrl === downloadUrl);
    if (f) return f;
  }
  return undefined;
}
