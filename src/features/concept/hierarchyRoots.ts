import type { Atom } from '../../api/uts/index.ts';
import { isNoCode } from '../../api/uts/index.ts';
import type { NodeRef } from '../../lib/tree/index.ts';

/** One source in which the concept sits in a hierarchy, and the node the tree centres on. */
export interface HierarchyRoot {
  sab: string;
  node: NodeRef;
  /** The atom's name in that source (the picker shows it). */
  name: string;
}

/**
 * The sources that place this concept in a hierarchy: one entry per source whose atoms carry
 * a parents or children link ("NONE" on the wire is null). The tree centres on the atom's
 * source code when it has one (the source-level tree, shared with the source page), else on
 * the atom itself. The first atom of a source with links wins; order follows the atoms.
 */
export function hierarchyRoots(atoms: readonly Atom[]): HierarchyRoot[] {
  const out = new Map<string, HierarchyRoot>();
  for (const a of atoms) {
    if (out.has(a.rootSource)) continue;
    if (a.links.parents === null && a.links.children === null) continue;
    const code = a.code && !isNoCode(a.code) ? a.code.id : null;
    out.set(a.rootSource, {
      sab: a.rootSource,
      node: code
        ? { kind: 'code', sab: a.rootSource, id: code }
        : { kind: 'atom', sab: a.rootSource, id: a.ui },
      name: a.name,
    });
  }
  return [...out.values()].sort((x, y) => x.sab.localeCompare(y.sab));
}
