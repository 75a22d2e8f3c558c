/**
 * The hierarchy tree model (pure TypeScript; the view is src/ui/tree/).
 *
 * - node.ts      TreeNodeData keyed by (kind, sab, id); nodeFromHierarchy(HierarchyNode)
 * - source.ts    TreeSource (node / parents / children pages) and createUtsTreeSource
 * - paths.ts     walkParents → ParentGraph → pathsToFocus: every path from the top to the focus
 * - positions.ts paths by position where a source numbers its nodes (MeSH tree numbers): one
 *                per number, walked up only along them; where several nodes meet by number
 * - ancestry.ts  all paths merged into one tree, where paths diverge, lowest common ancestors
 * - meeting.ts   where several nodes meet, from their ancestors (import it directly: relate)
 * - children.ts  mergeChildPages (lazy pages → ChildList), viewChildren (filter, sort)
 * - visible.ts   buildVisibleTree: the shown tree (nested, for rendering) and its rows (ARIA)
 * - keyboard.ts  treeKey: the WAI-ARIA tree keyboard as a reducer
 * - url.ts       parseTreeParams / writeTreeParams: focus, source, path, expand, collapse
 * - history.ts   which view changes push a history entry (every step) and which replace it
 * - routes.ts    nodePagePath / nodeTreePath (where a node leads), codeLabel (the id shown)
 * - walk.ts      walkSubtree: the subtree to a depth as rows (CSV / JSON export), cancellable
 * - queries.ts   query options: treePathsQuery, treeChildrenQuery (keys carry the release)
 * - useChildLists.ts (the one hook; import it directly): child lists for HierarchyTree
 * - export/      pictures and texts of the visible tree, CSV / JSON of a subtree, file names
 *
 * How a page wires the tree (src/ui/tree/HierarchyTree.tsx):
 *
 *   const ctx = { kind: 'code', sab } as const;                 // what bare URL ids mean
 *   const { state, notes } = parseTreeParams(searchParams, ctx); // focus, source, path, expand, collapse
 *   const source = useMemo(() => createUtsTreeSource({ release }), [release]);
 *   const paths = useQuery(treePathsQuery(source, release, focusRef)); // focusRef: state.focus or the route's node
 *   const pathIndex = choosePath(paths.data.paths.length, state.path);
 *   const path = paths.data.paths[pathIndex];
 *   const collapsed = new Set(state.collapse); // memoise on the URL
 *   const { childList, showMore, retry, unknown, settled } =
 *     useChildLists(source, release, { path, expand: state.expand, collapsed });
 *   <HierarchyTree paths={paths.data.paths} pathIndex={pathIndex} expanded={new Set(state.expand)}
 *     collapsed={collapsed} childList={childList} onShowMore={showMore} onRetry={retry}
 *     hrefOf={(n) => …the node's page…} onExpand… onCollapse… onRecentre… onPathChange… />
 *   // onExpand(k) / onCollapse(k): setSearchParams(writeTreeParams(searchParams,
 *   //   withExpanded(state, [k], open?, new Set(path.map((n) => n.key))), ctx))  // a step: pushed (history.ts)
 *   // onRecentre(k): navigate to the node's route with the tree tab (or set `focus`), dropping
 *   //   expand / collapse / path;  onPathChange(i): write `path`.
 *   // notes.expandDropped > 0 → "the link expanded N nodes; showing the first 200";
 *   // settled && unknown.length → "N expanded nodes in the link were not found" (once).
 *
 * The view rebuilds its rows when `paths`, `expanded`, `collapsed` or `childList` change
 * identity: memoise the sets on the URL (useChildLists already keeps childList stable).
 */
export * from './node.ts';
export * from './source.ts';
export * from './paths.ts';
export * from './positions.ts';
export * from './ancestry.ts';
export * from './children.ts';
export * from './visible.ts';
export * from './keyboard.ts';
export * from './url.ts';
export * from './history.ts';
export * from './walk.ts';
export * from './routes.ts';
