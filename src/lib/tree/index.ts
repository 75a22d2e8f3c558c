/**
 * The hierarchy tree model (pure TypeScript; the view is src/ui/tree/).
 *
 * - node.ts      TreeNodeData keyed by (kind, sab, id); nodeFromHierarchy(HierarchyNode)
 * - source.ts    TreeSource (node / parents / children pages) and createUtsTreeSource
 * - paths.ts     walkParents → ParentGraph → pathsToFocus: every path from the top to the focus
 * - children.ts  mergeChildPages (lazy pages → ChildList), viewChildren (filter, sort)
 * - visible.ts   buildVisibleTree: the shown tree (nested, for rendering) and its rows (ARIA)
 * - keyboard.ts  treeKey: the WAI-ARIA tree keyboard as a reducer
 * - url.ts       parseTreeParams / writeTreeParams: focus, source, path, expand, collapse
 * - walk.ts      walkSubtree: the subtree to a depth as rows (CSV / JSON export), cancellable
 * - export/      pictures and texts of the visible tree, CSV / JSON of a subtree, file names
 */
export * from './node.ts';
export * from './source.ts';
export * from './paths.ts';
export * from './children.ts';
export * from './visible.ts';
export * from './keyboard.ts';
export * from './url.ts';
export * from './walk.ts';
