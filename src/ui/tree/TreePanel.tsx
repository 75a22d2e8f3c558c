import { Alert, Button, CopyButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { resolvedReleaseQuery } from '../../lib/queries/resolvedRelease.ts';
import {
  choosePath,
  treeViewSource,
  DEFAULT_LIST_VIEW,
  emptyTreeUrlState,
  filterEditMode,
  isFilterEdit,
  mergedPathRows,
  nodeKey,
  otherPathsNote,
  parseNodeKey,
  pathLabels,
  parseTreeParams,
  withExpanded,
  writeTreeParams,
  type ChildListView,
  type HistoryMode,
  type NodeKey,
  type NodeRef,
  type TreeNodeData,
  type TreeRow,
  type TreeUrlContext,
  type TypingMark,
} from '../../lib/tree/index.ts';
import { treeChildrenQuery, treePathsCheckQuery, treePathsQuery } from '../../lib/tree/queries.ts';
import { childTotalAt } from '../../lib/tree/export/index.ts';
import { useChildLists } from '../../lib/tree/useChildLists.ts';
import { ErrorPanel } from '../ErrorPanel.tsx';
import { HierarchyTree, type TreeLinkProps } from './HierarchyTree.tsx';
import { NodeBasketActions, SubtreeToBasket } from './SubtreeToBasket.tsx';
import { SubtreeExport, TreeExportMenu } from './TreeExport.tsx';
import { MergedPathsTree } from './MergedPathsTree.tsx';
import { FocusChildren } from './FocusChildren.tsx';
import { PathNotes } from './PathNotes.tsx';
import { usePresentView } from './usePresentView.ts';
import { useFocusInViewOnReturn } from './useFocusInViewOnReturn.ts';

/**
 * The one hierarchy tree of the app, wired to the URL (the recipe of lib/tree/index.ts): the
 * atom page, the source page's Hierarchy tab and the concept page's Hierarchy tab all render
 * this. The URL holds focus, expand, collapse, path and source, so a copied link restores the
 * view; the page says where a re-centre goes (its own route for the node, or `focus=`).
 */
export interface TreePanelProps {
  /** The release of the queries (`current` or a name). */
  release: string;
  /** The page's own node: the focus unless the URL's `focus` names another. */
  node: NodeRef;
  /** What bare ids in the URL mean. */
  ctx: TreeUrlContext;
  /** The tree's accessible name. */
  label: (focus: TreeNodeData) => string;
  /**
   * The route a re-centre navigates to (the node's page with its tree open), keeping the user
   * in the tree; null or absent: the tree re-centres in place by writing `focus=`.
   */
  recentreTo?: (node: NodeRef) => string | null;
  /** The node's own page (the separate "open page" link). */
  hrefOf: (node: TreeNodeData) => string;
  /** Extra per-row actions (the basket's are always there). */
  nodeActions?: (node: TreeNodeData) => ReactNode;
  /** Above the tree, e.g. the concept page's source picker. */
  header?: ReactNode;
  /**
   * Shown while the tree is centred on another node than the page's own (`focus=`), e.g.
   * "Centred on Heart Diseases — back to Myocardial Infarction"; `back` re-centres on the page's node.
   */
  recentredNote?: (focus: TreeNodeData, back: () => void) => ReactNode;
}

/** `paths=all`: every path of the focus at once, merged into one tree. */
export const ALL_PATHS_PARAM = 'paths';

/**
 * The path a re-centre came from, by the new focus: its paths include that path's beginning,
 * which is chosen once they load, so re-centring from path 2 stays on path 2. Kept outside the
 * component, as a re-centre may navigate to another page's tree.
 */
const pathHints = new Map<NodeKey, NodeKey[]>();

const routerLink = ({ href, ...rest }: TreeLinkProps) => <Link to={href} {...rest} />;

export function TreePanel(props: TreePanelProps) {
  const { release, node, ctx, recentreTo } = props;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const paramText = params.toString();
  // Parsed once per URL: the sets below keep their identity, so the tree rebuilds only on change.
  const { state, notes } = useMemo(
    () => parseTreeParams(new URLSearchParams(paramText), ctx),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ctx is read by value
    [paramText, ctx.kind, ctx.sab],
  );
  // Each step is a history entry (lib/tree/history.ts); `typing` remembers the last filter key.
  const typing = useRef<TypingMark | null>(null);
  const write = useCallback(
    (next: typeof state, mode: HistoryMode = 'push', onWritten?: (url: string) => void) =>
      setParams(
        (prev) => {
          const out = writeTreeParams(prev, next, ctx);
          onWritten?.(out.toString());
          return out;
        },
        { replace: mode === 'replace', preventScrollReset: true },
      ),
    [setParams, ctx],
  );
  const focusRef = useMemo<NodeRef>(
    () => (state.focus ? (parseNodeKey(state.focus) ?? node) : node),
    [state.focus, node],
  );
  const queries = useQueryClient();
  const source = useMemo(() => treeViewSource(release, queries), [release, queries]);
  // The old tree stays while a re-centre loads: the keyboard user keeps their place (DOM focus).
  const paths = useQuery({ ...treePathsQuery(source, release, focusRef), placeholderData: keepPreviousData });
  // Paths drawn from the tree numbers alone are compared with the parents as served next; the
  // compared ones take their place: the same paths where the source agrees with itself, with a
  // note where it does not. Until then, and if that fails, the drawn ones stay.
  const compared = useQuery({
    ...treePathsCheckQuery(source, release, focusRef, paths.data),
    enabled: paths.data?.checked === false && !paths.isPlaceholderData,
  });
  const pathsData =
    paths.data?.checked === false && !paths.isPlaceholderData && compared.data ? compared.data : paths.data;
  const resolved = useQuery(resolvedReleaseQuery(release));
  const fileRelease = resolved.data ?? release;
  const allPaths = pathsData?.paths;
  const pathIndex = choosePath(allPaths?.length ?? 0, state.path);
  const path = useMemo(() => allPaths?.[pathIndex] ?? [], [allPaths, pathIndex]);
  const expanded = useMemo(() => new Set(state.expand), [state.expand]);
  const collapsed = useMemo(() => new Set(state.collapse), [state.collapse]);
  const openByDefault = useMemo(() => new Set(path.map((n) => n.key)), [path]);
  const viewed = useMemo(() => new Set(state.views.keys()), [state.views]);
  // Stable while the URL is: the tree's rows re-render only when their lists or views change.
  const onMore = useCallback(
    (key: NodeKey, pages: number) => write({ ...state, more: new Map(state.more).set(key, pages) }),
    [write, state],
  );
  const onListView = useCallback(
    (key: NodeKey, view: ChildListView) => {
      const views = new Map(state.views);
      const before = views.get(key) ?? DEFAULT_LIST_VIEW;
      if (view.sort === 'service' && view.filter === '') views.delete(key);
      else views.set(key, view);
      if (!isFilterEdit(before, view)) {
        typing.current = null;
        write({ ...state, views });
        return;
      }
      const now = performance.now();
      const mode = filterEditMode(typing.current, key, now, paramText);
      write({ ...state, views }, mode, (url) => (typing.current = { key, at: now, url }));
    },
    [write, state, paramText],
  );
  const { childList, showMore, retry, unknown, settled } = useChildLists(source, release, {
    path,
    expand: state.expand,
    collapsed,
    more: state.more,
    onMore,
    viewed,
  });
  const [rows, setRows] = useState<readonly TreeRow[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  // An export says how many children the view hides: page 1 of each list (cached when shown),
  // counted at the row's place.
  const countChildren = useCallback(
    (r: TreeRow) =>
      client.fetchQuery(treeChildrenQuery(source, release, r.node.ref, 1)).then((p) => childTotalAt(p, r)),
    [client, source, release],
  );
  usePresentView(panelRef, settled && !!pathsData, pathsData?.focus.key ?? null);
  useFocusInViewOnReturn(panelRef, settled && !!pathsData);
  // The node whose "add with descendants" panel is open.
  const [basketRoot, setBasketRoot] = useState<TreeNodeData | null>(null);
  const extraActions = props.nodeActions;
  const nodeActions = useCallback(
    (n: TreeNodeData) => (
      <>
        <NodeBasketActions node={n} release={fileRelease} onDescendants={setBasketRoot} />
        {extraActions?.(n)}
      </>
    ),
    [fileRelease, extraActions],
  );

  const setOpen = useCallback(
    (keys: NodeKey[], open: boolean) => write(withExpanded(state, keys, open, openByDefault)),
    [write, state, openByDefault],
  );
  const onRecentre = useCallback(
    (key: NodeKey) => {
      const ref = parseNodeKey(key);
      if (!ref) return;
      const at = path.findIndex((n) => n.key === key);
      if (at >= 0)
        pathHints.set(
          key,
          path.slice(0, at + 1).map((n) => n.key),
        );
      const to = recentreTo?.(ref) ?? null;
      if (to !== null) {
        navigate(to);
        return;
      }
      // In place: a new focus drops the old expansion and path (they described another view).
      const focus = key === nodeKey(node) ? null : key;
      setParams(
        (prev) => writeTreeParams(prev, { ...emptyTreeUrlState(), source: state.source, focus }, ctx),
        {
          preventScrollReset: true,
        },
      );
    },
    [recentreTo, navigate, node, setParams, state.source, ctx, path],
  );

  // A link whose `focus=` names nothing in this source (a typo, another release): the page's own
  // node instead, with a note, rather than no hierarchy at all.
  const [missingFocus, setMissingFocus] = useState<string | null>(null);
  const focusMissing =
    paths.isError &&
    isApiError(paths.error) &&
    paths.error.kind === 'not-found' &&
    state.focus !== null &&
    nodeKey(focusRef) !== nodeKey(node);
  // Remembered while rendering (the URL is about to lose the id), the URL rewritten after.
  if (focusMissing && missingFocus !== focusRef.id) setMissingFocus(focusRef.id);
  useEffect(() => {
    if (focusMissing) write({ ...emptyTreeUrlState(), source: state.source }, 'replace');
  }, [focusMissing, write, state.source]);

  // A re-centre from path N: once the new focus's paths are in, choose the one that begins the
  // way the old path did (written to the URL, so the link keeps it).
  const loadedFocus = pathsData?.focus.key;
  useEffect(() => {
    if (!allPaths || !loadedFocus || loadedFocus !== nodeKey(focusRef)) return;
    const hint = pathHints.get(loadedFocus);
    if (!hint) return;
    pathHints.delete(loadedFocus);
    const i = allPaths.findIndex((p) => p.length === hint.length && p.every((n, j) => n.key === hint[j]));
    if (i > 0 && state.path === 0) write({ ...state, path: i }, 'replace');
  }, [allPaths, loadedFocus, focusRef, state, write]);
  const allAtOnce = params.get(ALL_PATHS_PARAM) === 'all';
  const setAllAtOnce = (all: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (all) next.set(ALL_PATHS_PARAM, 'all');
        else next.delete(ALL_PATHS_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  const mergedRows = useMemo(
    () => (allPaths && allAtOnce ? mergedPathRows(allPaths, new Set([allPaths[0]?.at(-1)?.key ?? ''])) : []),
    [allPaths, allAtOnce],
  );

  if (paths.isError && !focusMissing) {
    if (isApiError(paths.error) && paths.error.kind === 'not-found')
      return (
        <Alert color="gray" title="Not found" data-testid="tree-not-found">
          There is no {focusRef.kind === 'atom' ? 'atom' : `${focusRef.sab} code`} <code>{focusRef.id}</code>{' '}
          in release {release}, so there is no hierarchy to show.
        </Alert>
      );
    return <ErrorPanel error={paths.error} what="hierarchy" onRetry={() => void paths.refetch()} />;
  }
  if (!pathsData)
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading the hierarchy…
      </Text>
    );
  const focus = pathsData.focus;
  const unknownNote = settled && unknown.length > 0;
  const pathCount = pathsData.paths.length;
  const showAll = allAtOnce && pathCount > 1;
  const recentred = state.focus !== null && focus.key !== nodeKey(node);
  const noPosition = pathsData.positions?.numbers.length === 0;
  return (
    <Stack gap="sm" data-testid="tree-panel" ref={panelRef}>
      {props.header}
      {recentred && props.recentredNote?.(focus, () => onRecentre(nodeKey(node)))}
      {missingFocus && !recentred && (
        <Alert
          color="yellow"
          data-testid="tree-missing-focus"
          withCloseButton
          onClose={() => setMissingFocus(null)}
        >
          The link centred the tree on <code>{missingFocus}</code>, which is not in {focus.ref.sab}; the tree
          shows {focus.name} instead.
        </Alert>
      )}
      {pathCount > 1 && (
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Paths to the top"
            value={showAll ? 'all' : 'one'}
            onChange={(v) => setAllAtOnce(v === 'all')}
            data={[
              { value: 'one', label: 'One path at a time' },
              { value: 'all', label: `All ${pathCount} paths at once` },
            ]}
            data-testid="paths-view"
          />
        </Group>
      )}
      {notes.expandDropped > 0 && (
        <Text size="sm" c="orange" role="status" data-testid="tree-note-capped">
          The link expanded {(notes.expandDropped + state.expand.length).toLocaleString('en')} nodes; showing
          the first {state.expand.length}.
        </Text>
      )}
      {unknownNote && (
        <Text size="sm" c="dimmed" role="status" data-testid="tree-note-unknown">
          {unknown.length === 1
            ? '1 expanded node in the link was not found in this tree and is ignored.'
            : `${unknown.length} expanded nodes in the link were not found in this tree and are ignored.`}
        </Text>
      )}
      <PathNotes paths={pathsData} asked={state.path} badPath={notes.badPath} />
      {pathsData.graphTruncated && (
        <Text size="sm" c="orange" role="status">
          This node has too many ancestors to show them all; some paths are left out.
        </Text>
      )}
      {showAll ? (
        <>
          <PathList paths={pathsData.paths} />
          <MergedPathsTree
            label={`${props.label(focus)}: all ${pathCount} paths`}
            rows={mergedRows}
            hrefOf={props.hrefOf}
            renderLink={routerLink}
            onRecentre={onRecentre}
            testId="all-paths-tree"
            markedChildren={(row) => (
              <FocusChildren
                focus={focus}
                here={row.treeNumbers}
                childList={childList}
                isOpen={(k) => expanded.has(k) && !collapsed.has(k)}
                onToggle={(k, open) => setOpen([k], open)}
                onShowMore={showMore}
                onRetry={retry}
                onRecentre={onRecentre}
                hrefOf={props.hrefOf}
                renderLink={routerLink}
              />
            )}
          />
        </>
      ) : noPosition && !focus.hasChildren ? null : path.length <= 1 && !focus.hasChildren ? (
        <Text size="sm" c="dimmed" data-testid="tree-empty">
          {focus.name} has no parents and no children in this source.
        </Text>
      ) : (
        <HierarchyTree
          label={props.label(focus)}
          paths={pathsData.paths}
          pathIndex={pathIndex}
          onPathChange={(i) => write({ ...state, path: i })}
          expanded={expanded}
          collapsed={collapsed}
          childList={childList}
          onExpand={(k) => setOpen([k], true)}
          onExpandMany={(ks) => setOpen(ks, true)}
          onCollapse={(k) => setOpen([k], false)}
          onRecentre={onRecentre}
          onShowMore={showMore}
          onRetry={retry}
          hrefOf={props.hrefOf}
          renderLink={routerLink}
          nodeActions={nodeActions}
          onVisibleRows={setRows}
          listViews={state.views}
          onListView={onListView}
        />
      )}
      {basketRoot && (
        <SubtreeToBasket
          key={basketRoot.key}
          source={source}
          root={basketRoot}
          release={fileRelease}
          onClose={() => setBasketRoot(null)}
        />
      )}
      <Group gap="lg" align="end" wrap="wrap" data-present-drop>
        {/* The URL holds the whole view (focus, path, expansions, source): the link is the view. */}
        <CopyButton value={window.location.href}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy} data-testid="tree-copy-link">
              {copied ? 'Link copied' : 'Copy link to this view'}
            </Button>
          )}
        </CopyButton>
        <TreeExportMenu
          rows={showAll ? mergedRows : rows}
          meta={{
            release: fileRelease,
            source: focus.ref.sab,
            // A one-path picture says which path it is and where the others go.
            note: showAll
              ? `all ${pathCount} paths`
              : (otherPathsNote(pathsData.paths, pathIndex) ?? undefined),
          }}
          focus={focus}
          countChildren={countChildren}
        />
        {focus.hasChildren && (
          <SubtreeExport
            key={focus.key}
            source={source}
            root={focus}
            meta={{ release: fileRelease, source: focus.ref.sab }}
          />
        )}
      </Group>
    </Stack>
  );
}

/** The paths drawn at once, each by its tree number (where paths are by position) and where it parts. */
function PathList({ paths }: { paths: readonly (readonly TreeNodeData[])[] }) {
  const labels = pathLabels(paths);
  return (
    <Text size="sm" c="dimmed" component="div" data-testid="all-paths-list">
      {paths.length} paths:
      <ol className="ht-path-list">
        {labels.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </Text>
  );
}
