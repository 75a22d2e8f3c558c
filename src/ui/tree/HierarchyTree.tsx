import {
  ActionIcon,
  Button,
  Group,
  Loader,
  NativeSelect,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  activeRow,
  buildVisibleTree,
  codeLabel,
  DEFAULT_LIST_VIEW,
  pathLabels,
  initialKeyState,
  LIST_TOOLS_AT,
  MESH_NUMBERED_MAX,
  settleKeys,
  treeKey,
  type ChildList,
  type ChildListView,
  type ChildSort,
  type NodeKey,
  type TreeKeyEffect,
  type TreeNodeData,
  type TreeRow,
  type VisibleNode,
  type VisibleTree,
} from '../../lib/tree/index.ts';
import './tree.css';

/**
 * The hierarchy tree view (WAI-ARIA tree pattern). It fetches nothing: the page owns the data
 * (query options over a TreeSource) and the state (the URL), and passes both in:
 *
 * - `paths` (from pathsToFocus) and `pathIndex`: the chosen path is shown from its top node
 *   down to the focus; with several paths a "Path 2 of 3" stepper switches between them, so a
 *   polyhierarchy is never merged into one invented chain.
 * - `expanded` / `collapsed` and `childList(key)`: what is open and what is loaded. Path nodes
 *   show the next path node until expanded; the focus shows its children unless collapsed.
 * - callbacks: onExpand / onCollapse / onRecentre / onShowMore / onRetry (node keys).
 * - `hrefOf(node)`: the node's own page for the small "open page" link (`renderLink` lets the
 *   page render it as a router Link).
 *
 * One Tab stop (roving tabindex on the treeitems). Keys per lib/tree/keyboard.ts, plus
 * Shift+Enter to follow the active node's "open page" link. Child lists longer than
 * LIST_TOOLS_AT get a filter box and a sort; levels of `virtualizeAt` (500) or more children
 * are virtualised with @tanstack/react-virtual, keeping the active row rendered; shorter levels
 * are drawn in full, the browser skipping the closed rows off screen (content-visibility, tree.css).
 */

export type TreeLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode };

export interface HierarchyTreeProps {
  /** The tree's accessible name, e.g. "MeSH hierarchy of Myocardial Infarction". */
  label: string;
  /** Every path from the top down to the focus (focus last in each). */
  paths: readonly (readonly TreeNodeData[])[];
  /** The chosen path, 0-based. */
  pathIndex: number;
  onPathChange: (index: number) => void;
  expanded: ReadonlySet<NodeKey>;
  collapsed?: ReadonlySet<NodeKey>;
  /** A node's loaded children (mergeChildPages over the page's infinite query); undefined = not requested. */
  childList: (key: NodeKey) => ChildList | undefined;
  onExpand: (key: NodeKey) => void;
  /** `*`: several at once (one URL update); defaults to onExpand for each. */
  onExpandMany?: (keys: NodeKey[]) => void;
  onCollapse: (key: NodeKey) => void;
  /** The name was clicked or Enter pressed: centre the tree on this node. */
  onRecentre: (key: NodeKey) => void;
  onShowMore: (key: NodeKey) => void;
  onRetry: (key: NodeKey) => void;
  hrefOf: (node: TreeNodeData) => string;
  renderLink?: (props: TreeLinkProps) => ReactNode;
  /** Extra actions at the end of each row (e.g. "add to basket"); keep them out of the Tab order. */
  nodeActions?: (node: TreeNodeData) => ReactNode;
  /** Child lists at least this long are virtualised. */
  virtualizeAt?: number;
  /** Height in px of a virtualised level's scroll box. */
  virtualHeight?: number;
  /** The rows shown (after filters and sorts), e.g. for the export menu (lib/tree/export). */
  onVisibleRows?: (rows: readonly TreeRow[]) => void;
  /** Child lists' filters and sorts, when the page keeps them (in the URL); else the tree does. */
  listViews?: ReadonlyMap<NodeKey, ChildListView>;
  onListView?: (key: NodeKey, view: ChildListView) => void;
}

interface TreeContext {
  props: HierarchyTreeProps;
  domId: (rowId: string) => string;
  setActive: (rowId: string) => void;
  setListView: (key: NodeKey, view: ChildListView) => void;
  /** "Show more" of a row's children was asked for, these shown: focus goes to the first new one. */
  expectMore: (parentRowId: string, shown: readonly string[]) => void;
}

const plainLink = (p: TreeLinkProps) => <a {...p} />;

const Ctx = createContext<TreeContext | null>(null);
const useTree = () => useContext(Ctx)!;

export const VIRTUALIZE_AT = 500;
const ROW_HEIGHT = 31;
/** The tree's text buttons name nodes ("Show all children of …"): they wrap on a phone. */
const WRAPPING_BUTTON = { root: 'ht-wrap-button', label: 'ht-wrap-label' };

export function HierarchyTree(props: HierarchyTreeProps) {
  const { paths, pathIndex, expanded, collapsed, childList } = props;
  const path = useMemo(() => paths[pathIndex] ?? paths[0] ?? [], [paths, pathIndex]);
  const [ownViews, setOwnViews] = useState<ReadonlyMap<NodeKey, ChildListView>>(new Map());
  const views = props.listViews ?? ownViews;
  const onListView = props.onListView;
  // After "Show more", focus goes to the first row it added, once it is in: the button may be
  // gone by then (the last page), and focus would drop to the page.
  const moreFrom = useRef<{ parent: string; shown: ReadonlySet<string> } | null>(null);
  const tree: VisibleTree = useMemo(
    () =>
      buildVisibleTree({
        path,
        expanded,
        collapsed,
        childList,
        listView: (k) => views.get(k) ?? DEFAULT_LIST_VIEW,
      }),
    [path, expanded, collapsed, childList, views],
  );
  const [keys, setKeys] = useState(initialKeyState);
  // A → that waits for children moves on when they arrive (adjusting state during render).
  const settled = settleKeys(tree.rows, keys, (k) => (childList(k)?.status ?? 'loading') === 'loading');
  if (settled !== keys) setKeys(settled);
  const active = activeRow(tree.rows, keys.active);
  const baseId = useId();
  const domId = useCallback((rowId: string) => `${baseId}-${rowId}`, [baseId]);
  // DOM focus follows the active row only after the user acted in the tree.
  const wantFocus = useRef(false);
  const treeRef = useRef<HTMLUListElement>(null);
  const hintId = `${baseId}-hint`;

  const setActive = useCallback(
    (rowId: string) => setKeys((s) => ({ ...s, active: rowId, typed: '', awaiting: null })),
    [],
  );
  const expectMore = useCallback((parent: string, shown: readonly string[]) => {
    moreFrom.current = { parent, shown: new Set(shown) };
  }, []);
  useEffect(() => {
    const want = moreFrom.current;
    const first = want && tree.rows.find((r) => r.parentId === want.parent && !want.shown.has(r.id));
    if (!first) return;
    moreFrom.current = null;
    wantFocus.current = true;
    setActive(first.id);
  }, [tree, setActive]);
  const setListView = useCallback(
    (key: NodeKey, view: ChildListView) =>
      onListView ? onListView(key, view) : setOwnViews((m) => new Map(m).set(key, view)),
    [onListView],
  );

  const apply = (effects: TreeKeyEffect[]) => {
    for (const e of effects) {
      if (e.type === 'expand') props.onExpand(e.key);
      else if (e.type === 'collapse') props.onCollapse(e.key);
      else if (e.type === 'recentre') props.onRecentre(e.key);
      else if (props.onExpandMany) props.onExpandMany(e.keys);
      else e.keys.forEach(props.onExpand);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    // Keys typed into a filter box or on a button inside the tree are theirs.
    if ((e.target as HTMLElement).getAttribute('role') !== 'treeitem') return;
    if (e.key === 'Enter' && e.shiftKey) {
      const link = document
        .getElementById(domId(active?.id ?? ''))
        ?.querySelector<HTMLElement>('[data-open-page]');
      if (link) {
        e.preventDefault();
        link.click();
      }
      return;
    }
    const result = treeKey(
      tree.rows,
      { ...keys, active: active?.id ?? null },
      {
        key: e.key,
        time: performance.now(),
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
      },
    );
    if (!result.handled) return;
    e.preventDefault();
    wantFocus.current = true;
    setKeys(result.state);
    apply(result.effects);
  };

  // The focus row is scrolled into view when the tree opens and after each re-centre.
  const focusRowId = tree.rows.find((r) => r.isFocus)?.id;
  // After a re-centre the new focus is the active row (the keyboard carries on from it).
  const [seenFocus, setSeenFocus] = useState(focusRowId);
  if (focusRowId !== seenFocus) {
    setSeenFocus(focusRowId);
    setKeys((s) => ({ ...s, active: null, typed: '', awaiting: null }));
  }

  const activeId = active?.id;
  useEffect(() => {
    if (!wantFocus.current || !activeId) return;
    const el = document.getElementById(domId(activeId));
    if (el && document.activeElement !== el) el.focus();
  }, [activeId, domId, focusRowId]);

  useEffect(() => {
    if (focusRowId) document.getElementById(domId(focusRowId))?.scrollIntoView?.({ block: 'nearest' });
  }, [focusRowId, domId]);

  const onVisibleRows = props.onVisibleRows;
  useEffect(() => {
    onVisibleRows?.(tree.rows);
  }, [tree, onVisibleRows]);

  const ctx = useMemo<TreeContext>(
    () => ({ props, domId, setActive, setListView, expectMore }),
    [props, domId, setActive, setListView, expectMore],
  );
  if (path.length === 0) return null;

  return (
    <Ctx.Provider value={ctx}>
      <PathStepper paths={paths} index={pathIndex} onChange={props.onPathChange} />
      <VisuallyHidden id={hintId}>
        Arrow keys move and open or close nodes, Enter centres the tree on a node, Shift+Enter opens its page.
      </VisuallyHidden>
      <ul
        ref={treeRef}
        role="tree"
        aria-label={props.label}
        aria-describedby={hintId}
        className="ht-tree"
        onKeyDown={onKeyDown}
        onFocus={() => (wantFocus.current = true)}
        data-testid="hierarchy-tree"
      >
        {tree.roots.map((n) => (
          <TreeItem key={n.row.id} vnode={n} active={activeId} />
        ))}
      </ul>
    </Ctx.Provider>
  );
}

function PathStepper({
  paths,
  index,
  onChange,
}: {
  paths: HierarchyTreeProps['paths'];
  index: number;
  onChange: (i: number) => void;
}) {
  // Named by its tree number (where paths are by position) and the node where it parts from
  // the others, never by the shared parent.
  const labels = useMemo(() => pathLabels(paths), [paths]);
  if (paths.length < 2) return null;
  const via = labels[index] ?? labels[0];
  const byNumber = paths.every((p) => p.at(-1)?.position);
  return (
    <Group gap="xs" mb="xs" data-testid="path-stepper">
      <ActionIcon
        variant="default"
        size="sm"
        aria-label="Previous path"
        disabled={index <= 0}
        onClick={() => onChange(index - 1)}
      >
        ‹
      </ActionIcon>
      <Text size="sm" fw={500} aria-live="polite">
        Path {index + 1} of {paths.length}
      </Text>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label="Next path"
        disabled={index >= paths.length - 1}
        onClick={() => onChange(index + 1)}
      >
        ›
      </ActionIcon>
      {via && (
        <Text size="sm" c="dimmed" data-testid="path-via">
          {via} — this node has {paths.length} paths to the top
          {byNumber ? ', one per tree number' : ''}, shown one at a time
        </Text>
      )}
    </Group>
  );
}

interface TreeItemProps {
  vnode: VisibleNode;
  /** The active row id, passed so memo re-renders the rows on the way to it. */
  active: string | undefined;
  style?: CSSProperties;
  measureRef?: (el: HTMLElement | null) => void;
  index?: number;
}

const isWithin = (rowId: string, active: string | undefined) =>
  active !== undefined && (active === rowId || active.startsWith(`${rowId}>`));

const TreeItem = memo(
  function TreeItem({ vnode, active, style, measureRef, index }: TreeItemProps) {
    const { props, domId, setActive } = useTree();
    const { row } = vnode;
    const isActive = active === row.id;
    const id = domId(row.id);
    // A path node showing only the path opens fully on the first click (its siblings appear).
    const toggle = () =>
      row.expanded && row.shown !== 'path' ? props.onCollapse(row.key) : props.onExpand(row.key);
    return (
      <li
        role="treeitem"
        id={id}
        aria-level={row.level}
        aria-setsize={row.setsize}
        aria-posinset={row.posinset}
        aria-expanded={row.expanded}
        aria-selected={row.isFocus}
        aria-labelledby={`${id}-name`}
        tabIndex={isActive ? 0 : -1}
        data-active={isActive}
        data-key={row.key}
        data-index={index}
        className="ht-item"
        style={style}
        ref={measureRef}
        onClick={(e) => {
          e.stopPropagation();
          setActive(row.id);
        }}
      >
        <div className="ht-row" data-focus={row.isFocus}>
          <span
            className="ht-toggle"
            aria-hidden="true"
            data-leaf={!row.hasChildren}
            data-testid="tree-toggle"
            onClick={row.hasChildren ? toggle : undefined}
          >
            {row.expanded ? '▾' : '▸'}
          </span>
          {/* Name, code and actions wrap beside the toggle on a narrow screen. */}
          <span className="ht-body">
            <span id={`${id}-name`} className="ht-name" onClick={() => props.onRecentre(row.key)}>
              {row.node.name}
            </span>
            <span className="ht-code">{codeLabel(row.node)}</span>
            {row.treeNumbers && (
              <span className="ht-treenum" title="MeSH tree number" data-testid="tree-number">
                {row.treeNumbers.join(', ')}
              </span>
            )}
            {row.stray && (
              <span className="ht-stray" data-testid="tree-stray">
                (listed here, but none of its tree numbers sits under this place: a data error)
              </span>
            )}
            {row.cycle && (
              <Text span size="xs" c="orange">
                (also above: a cycle in the data)
              </Text>
            )}
            {(props.renderLink ?? plainLink)({
              href: props.hrefOf(row.node),
              className: 'ht-open',
              tabIndex: -1,
              'data-open-page': '',
              'aria-label': `Open the page of ${row.node.name}`,
              onClick: (e) => e.stopPropagation(),
              children: 'open page',
            } as TreeLinkProps)}
            {props.nodeActions && (
              <span className="ht-actions" onClick={(e) => e.stopPropagation()}>
                {props.nodeActions(row.node)}
              </span>
            )}
          </span>
        </div>
        {row.shown !== 'none' && <ChildGroup vnode={vnode} active={active} />}
      </li>
    );
  },
  // A row re-renders when its node data changed or the active row moved into, out of or
  // within its subtree.
  (a, b) =>
    a.vnode === b.vnode &&
    a.style?.transform === b.style?.transform &&
    isWithin(a.vnode.row.id, a.active) === isWithin(b.vnode.row.id, b.active) &&
    (!isWithin(a.vnode.row.id, a.active) || a.active === b.active),
);

function ChildGroup({ vnode, active: activeId }: { vnode: VisibleNode; active: string | undefined }) {
  const { props } = useTree();
  const { row, list, children } = vnode;
  const virtualizeAt = props.virtualizeAt ?? VIRTUALIZE_AT;
  const items =
    row.shown === 'all' && children.length >= virtualizeAt ? (
      <VirtualGroup kids={children} active={activeId} />
    ) : (
      <ul role="group" className="ht-group">
        {children.map((c) => (
          <TreeItem key={c.row.id} vnode={c} active={isWithin(c.row.id, activeId) ? activeId : undefined} />
        ))}
      </ul>
    );
  if (row.shown === 'path')
    return (
      <>
        <div className="ht-note" data-note="path" onClick={(e) => e.stopPropagation()}>
          {/* Not a Tab stop: from the keyboard, ← then → opens the node fully. */}
          <Button
            size="compact-xs"
            variant="subtle"
            classNames={WRAPPING_BUTTON}
            tabIndex={-1}
            onClick={() => props.onExpand(row.key)}
          >
            Show all children of {row.node.name}
          </Button>
        </div>
        {items}
      </>
    );
  const long = list?.status === 'ready' && Math.max(list.items.length, list.total ?? 0) > LIST_TOOLS_AT;
  return (
    <>
      {long && <ListTools vnode={vnode} />}
      {items}
      <GroupFooter vnode={vnode} />
    </>
  );
}

function VirtualGroup({ kids, active: activeId }: { kids: VisibleNode[]; active: string | undefined }) {
  const { props } = useTree();
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = props.virtualHeight ?? 480;
  const activeIndex = kids.findIndex((k) => isWithin(k.row.id, activeId));
  // The active row stays rendered even when scrolled away: it holds the tree's one Tab stop.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const out = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !out.includes(activeIndex)) return [...out, activeIndex].sort((a, b) => a - b);
      return out;
    },
    [activeIndex],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in render, as documented
  const virtualizer = useVirtualizer({
    count: kids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 640, height },
    getItemKey: (i) => kids[i]!.row.id,
    rangeExtractor,
  });
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);
  const total = virtualizer.getTotalSize();
  return (
    <div
      ref={scrollRef}
      className="ht-scroller"
      style={{ height: Math.min(total, height), marginLeft: '1.25rem' }}
      data-testid="tree-virtual-level"
    >
      <ul role="group" className="ht-group" style={{ height: total, position: 'relative', paddingLeft: 0 }}>
        {virtualizer.getVirtualItems().map((v) => {
          const kid = kids[v.index]!;
          return (
            <TreeItem
              key={v.key}
              vnode={kid}
              active={isWithin(kid.row.id, activeId) ? activeId : undefined}
              index={v.index}
              measureRef={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${v.start}px)`,
              }}
            />
          );
        })}
      </ul>
    </div>
  );
}

/** A typed filter reaches the list (and a page's URL) once typing pauses this long. */
export const FILTER_SETTLE_MS = 300;

function ListTools({ vnode }: { vnode: VisibleNode }) {
  const { setListView } = useTree();
  const { row, listView } = vnode;
  const set = (patch: Partial<ChildListView>) => setListView(row.key, { ...listView, ...patch });
  // The box shows each key at once; the list takes the text once typing pauses: a typed word is
  // one step of the view (one history entry where the page keeps it in the URL), and no key is
  // lost while the page is still taking the one before in.
  const [text, setText] = useState(listView.filter);
  const [sent, setSent] = useState(listView.filter);
  const sentRef = useRef(listView.filter);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (listView.filter !== sent) {
    // Changed from outside (Back, Forward, a link): the box follows.
    setSent(listView.filter);
    setText(listView.filter);
  }
  useEffect(() => {
    // ...and a text still waiting for the pause gives way to it.
    if (listView.filter !== sentRef.current) clearTimeout(timer.current);
  }, [listView.filter]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (filter: string) => {
    setText(filter);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sentRef.current = filter;
      setSent(filter);
      set({ filter });
    }, FILTER_SETTLE_MS);
  };
  return (
    <Group gap="xs" className="ht-note" onClick={(e) => e.stopPropagation()}>
      <TextInput
        size="xs"
        placeholder="Filter the children"
        aria-label={`Filter the children of ${row.node.name}`}
        value={text}
        onChange={(e) => type(e.currentTarget.value)}
      />
      <NativeSelect
        size="xs"
        aria-label={`Sort the children of ${row.node.name}`}
        value={listView.sort}
        onChange={(e) => set({ sort: e.currentTarget.value as ChildSort })}
        data={[
          { value: 'service', label: 'As listed' },
          { value: 'name', label: 'By name' },
          { value: 'code', label: 'By code' },
        ]}
      />
    </Group>
  );
}

function GroupFooter({ vnode }: { vnode: VisibleNode }) {
  const { props, expectMore } = useTree();
  const { row, list, listView, loadedCount, children } = vnode;
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  if (!list || list.status === 'loading')
    return (
      <Group gap={6} className="ht-note" role="status">
        <Loader size={12} />
        <Text size="sm" c="dimmed">
          Loading the children of {row.node.name}…
        </Text>
      </Group>
    );
  if (list.status === 'error')
    return (
      <Group gap="xs" className="ht-note" onClick={stop}>
        <Text size="sm" c="red" role="alert">
          Couldn&apos;t load the children of {row.node.name}.
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => props.onRetry(row.key)}>
          Retry
        </Button>
      </Group>
    );
  const filtered = listView.filter.trim() !== '';
  const nothingShown =
    children.length === 0 || (children.length === 1 && children[0]!.row.onPath && filtered);
  return (
    <>
      {loadedCount === 0 && !list.hasMore && (
        <Text size="sm" c="dimmed" className="ht-note">
          No children.
        </Text>
      )}
      {loadedCount > 0 && filtered && nothingShown && !list.hasMore && (
        <Text size="sm" c="dimmed" className="ht-note">
          No child matches “{listView.filter.trim()}”.
        </Text>
      )}
      {(filtered || listView.sort !== 'service') && list.hasMore && !list.loadingMore && (
        // A filter or sort loads the whole list by itself, up to a cap: beyond it, say so.
        <Text size="sm" c="dimmed" className="ht-note" data-testid="tree-view-scope">
          {filtered ? 'Filtered' : 'Sorted'} over the first {loadedCount.toLocaleString('en-US')}
          {list.total !== null ? ` of ${list.total.toLocaleString('en-US')}` : ''} children; “Show more” adds
          the rest.
        </Text>
      )}
      {vnode.elsewhere > 0 && (
        <Text size="sm" c="dimmed" className="ht-note" data-testid="tree-elsewhere">
          {elsewhereText(row, vnode.elsewhere, loadedCount === vnode.elsewhere)}
        </Text>
      )}
      {row.treeNumbers && loadedCount > MESH_NUMBERED_MAX && !list.items.some((k) => k.treeNumbers) && (
        // Each child's tree numbers cost a request: a long list is not numbered, and says so.
        <Text size="sm" c="dimmed" className="ht-note" data-testid="tree-numbers-scope">
          Tree numbers are read for lists of up to {MESH_NUMBERED_MAX} children: these{' '}
          {loadedCount.toLocaleString('en-US')} are listed as the service lists them
          {otherNumbers(row).length > 0
            ? `, for all of ${row.node.name}’s places (${row.node.treeNumbers!.join(', ')}), not only this one`
            : ''}
          .
        </Text>
      )}
      {list.error !== null && (
        <Text size="sm" c="red" className="ht-note" role="alert">
          Couldn&apos;t load more children.
        </Text>
      )}
      {list.hasMore && (
        <div className="ht-note" onClick={stop}>
          {/* Busy, not disabled, while the page loads: a disabled button drops its focus. */}
          <Button
            size="compact-xs"
            variant="subtle"
            classNames={WRAPPING_BUTTON}
            aria-busy={list.loadingMore || undefined}
            rightSection={list.loadingMore ? <Loader size={12} /> : undefined}
            onClick={() => {
              if (list.loadingMore) return;
              expectMore(
                row.id,
                children.map((c) => c.row.id),
              );
              props.onShowMore(row.key);
            }}
          >
            {list.error !== null ? 'Retry: show more' : 'Show more'} ({loadedCount}
            {list.total !== null ? ` of ${list.total}` : ' loaded'})
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * Why children of a node are not listed at this place: "1 more child of Myocardial Infarction
 * sits under its other tree number (C14.907.585.500), not under C14.280.647.500."
 */
function elsewhereText(row: TreeRow, count: number, none: boolean): string {
  const others = otherNumbers(row);
  const where = `its other tree ${others.length === 1 ? 'number' : 'numbers'} (${others.join(', ')})`;
  const here = row.treeNumbers?.join(', ') ?? '';
  const kids = count === 1 ? 'child' : 'children';
  const sit = count === 1 ? 'sits' : 'sit';
  return none
    ? `No children at ${here}: the ${count} ${kids} of ${row.node.name} ${sit} under ${where}.`
    : `${count} more ${kids} of ${row.node.name} ${sit} under ${where}, not under ${here}.`;
}

/** The node's tree numbers other than those of this row's place. */
function otherNumbers(row: TreeRow): string[] {
  return (row.node.treeNumbers ?? []).filter((n) => !row.treeNumbers?.includes(n));
}
