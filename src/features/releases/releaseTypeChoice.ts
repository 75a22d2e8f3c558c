import type { ReleaseType } from '../../api/uts/index.ts';

/** The type shown when the URL names none (or one the listing does not have). */
export const DEFAULT_RELEASE_TYPE = 'umls-full-release';

export function chooseReleaseType(types: readonly ReleaseType[], fromUrl: string | null): string | null {
  const slugs = types.map((t) => t.slug).filter((s): s is string => !!s);
  if (fromUrl && slugs.includes(fromUrl)) return fromUrl;
  if (slugs.includes(DEFAULT_RELEASE_TYPE)) return DEFAULT_RELEASE_TYPE;
  return slugs[0] ?? null;
}

/** Select groups: one per product, types in listing order. */
export function groupByProduct(
  types: readonly ReleaseType[],
): { group: string; items: { value: string; label: string }[] }[] {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const t of types) {
    if (!t.slug) continue;
    const product = t.product || 'Other';
    const items = groups.get(product) ?? [];
    items.push({ value: t.slug, label: t.releaseType });
    groups.set(product, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
