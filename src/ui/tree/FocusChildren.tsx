import { Button, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { numbersUnder } from '../../lib/meshTreeNumbers.ts';
import {
  childrenHere,
  codeLabel,
  type ChildList,
  type NodeKey,
  type TreeNodeData,
} from '../../lib/tree/index.ts';
import type { TreeLinkProps } from './HierarchyTree.tsx';

/**
 * The children of the focus under each of its places in the all-paths view (MergedPathsTree),
 * each with a button that opens its own children: the paths above are drawn whole, but the
 * focus is not a leaf. At a MeSH place only the children under that tree number (a
 * descriptor's list holds all its places'), as in the one-path tree. The lists are the one-path
 * tree's (the page's useChildLists, opened by the URL's `expand`), so a node opened here is open
 * there too, and a link keeps it.
 */
export interface FocusChildrenProps {
  focus: TreeNodeData;
  /** The focus's tree numbers at this place; absent outside MeSH. */
  here?: readonly string[];
  childList: (key: NodeKey) => ChildList | undefined;
  isOpen: (key: NodeKey) => boolean;
  onToggle: (key: NodeKey, open: boolean) => void;
  onShowMore: (key: NodeKey) => void;
  onRetry: (key: NodeKey) => void;
  onRecentre?: (key: NodeKey) => void;
  hrefOf: (node: TreeNodeData) => string;
  renderLink: (props: TreeLinkProps) => ReactNode;
}

/** Deep enough for any hierarchy a lesson opens; a list that repeats itself stops here. */
const MAX_DEPTH = 30;

export function FocusChildren(props: FocusChildrenProps) {
  return <ChildGroup {...props} parent={props.focus} depth={1} />;
}

function ChildGroup(props: FocusChildrenProps & { parent: TreeNodeData; depth: number }) {
  const { parent, childList, depth, here } = props;
  const list = childList(parent.key);
  const placed = childrenHere(list?.status === 'ready' ? list.items : [], parent, here);
  // After "Show more", focus goes to the first child it added, once it is in.
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const count = list?.items.length ?? 0;
  useEffect(() => {
    const at = firstNew.current;
    if (at === null || count <= at) return;
    firstNew.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > .ht-row .ht-name')[at]?.focus();
  }, [count]);
  if (!list || list.status === 'loading')
    return (
      <Text size="sm" c="dimmed" className="ht-note" role="status">
        Loading the children of {parent.name}…
      </Text>
    );
  if (list.status === 'error')
    return (
      <Text size="sm" c="red" className="ht-note" role="alert">
        Couldn&apos;t load the children of {parent.name}.{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => props.onRetry(parent.key)}>
          Retry
        </Button>
      </Text>
    );
  if (list.items.length === 0) return null;
  const elsewhere =
    placed.elsewhere > 0 ? (
      <Text size="sm" c="dimmed" className="ht-note" data-testid="focus-children-elsewhere">
        {placed.here.length === 0 ? 'Its' : placed.elsewhere === 1 ? 'One more' : `${placed.elsewhere} more`}{' '}
        {placed.here.length === 0 || placed.elsewhere > 1 ? 'children sit' : 'child sits'} under{' '}
        {here?.length === 1 ? `its other tree numbers, not under ${here[0]}` : 'its other tree numbers'}.
      </Text>
    ) : null;
  if (placed.here.length === 0) return elsewhere;
  return (
    <>
      <ul
        className="ht-group"
        ref={listRef}
        aria-label={`Children of ${parent.name}${here?.length === 1 ? ` at ${here[0]}` : ''}`}
        data-testid="focus-children"
      >
        {placed.here.map((child) => {
          // This child's own place under this one.
          const childHere = child.treeNumbers?.length ? numbersUnder(child.treeNumbers, here) : undefined;
          const open = child.hasChildren && props.isOpen(child.key) && depth < MAX_DEPTH;
          return (
            <li key={child.key} data-key={child.key}>
              <div className="ht-row">
                {child.hasChildren ? (
                  <UnstyledButton
                    className="ht-toggle"
                    fz="inherit"
                    aria-expanded={open}
                    aria-label={`${open ? 'Collapse' : 'Expand'} ${child.name}`}
                    onClick={() => props.onToggle(child.key, !open)}
                  >
                    {open ? '▾' : '▸'}
                  </UnstyledButton>
                ) : (
                  <span className="ht-toggle" aria-hidden="true" data-leaf="true">
                    ▸
                  </span>
                )}
                <span className="ht-body">
                  {props.onRecentre ? (
                    <UnstyledButton
                      className="ht-name"
                      fz="inherit"
                      fw="inherit"
                      onClick={() => props.onRecentre?.(child.key)}
                      title={`Centre the tree on ${child.name}`}
                    >
                      {child.name}
                    </UnstyledButton>
                  ) : (
                    <span className="ht-name">{child.name}</span>
                  )}
                  <span className="ht-code">{codeLabel(child)}</span>
                  {childHere && (
                    <span className="ht-treenum" title="MeSH tree number" data-testid="tree-number">
                      {childHere.join(', ')}
                    </span>
                  )}
                  {placed.stray.has(child.key) && (
                    <span className="ht-stray" data-testid="tree-stray">
                      (listed here, but none of its tree numbers sits under this place: a data error)
                    </span>
                  )}
                  {props.renderLink({
                    href: props.hrefOf(child),
                    className: 'ht-open',
                    'aria-label': `Open the page of ${child.name}`,
                    children: 'open page',
                  })}
                </span>
              </div>
              {open && <ChildGroup {...props} parent={child} here={childHere} depth={depth + 1} />}
            </li>
          );
        })}
      </ul>
      {elsewhere}
      {list.error !== null && (
        <Text size="sm" c="red" className="ht-note" role="alert">
          Couldn&apos;t load more children.
        </Text>
      )}
      {list.hasMore && (
        <div className="ht-note">
          {/* Busy, not disabled, while the page loads: a disabled button drops its focus. */}
          <Button
            size="compact-xs"
            variant="subtle"
            aria-busy={list.loadingMore || undefined}
            onClick={() => {
              if (list.loadingMore) return;
              firstNew.current = list.items.length;
              props.onShowMore(parent.key);
            }}
          >
            {list.error !== null ? 'Retry: show more' : 'Show more'} ({list.items.length}
            {list.total !== null ? ` of ${list.total}` : ' loaded'})
          </Button>
        </div>
      )}
    </>
  );
}
