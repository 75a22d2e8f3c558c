import { Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { codeLabel, type NodeKey, type TreeNodeData, type TreeRow } from '../../lib/tree/index.ts';
import type { TreeLinkProps } from './HierarchyTree.tsx';
import './tree.css';

/**
 * Several paths drawn at once as one tree (lib/tree/ancestry mergedPathRows): the all-paths
 * view of a focus and the relate view's meeting tree. Nothing to load: every row is on a
 * path. Each row's name is a button that re-centres the tree (when the page allows it), and a
 * real link (new tab works) opens the node's page: a click means one thing.
 */
export interface MergedPathsTreeProps {
  label: string;
  rows: readonly TreeRow[];
  hrefOf: (node: TreeNodeData) => string;
  renderLink?: (props: TreeLinkProps) => ReactNode;
  onRecentre?: (key: NodeKey) => void;
  /** A word or two after a marked row's name ("A", "B" in the relate view). */
  tag?: (row: TreeRow) => ReactNode;
  testId?: string;
  /**
   * Drawn under each place of a marked row that has children of its own (the all-paths view's
   * focus: FocusChildren, given the row for its tree numbers there).
   */
  markedChildren?: (row: TreeRow) => ReactNode;
}

const plainLink = (p: TreeLinkProps) => <a {...p} />;

export function MergedPathsTree({
  label,
  rows,
  hrefOf,
  renderLink = plainLink,
  onRecentre,
  tag,
  testId,
  markedChildren,
}: MergedPathsTreeProps) {
  const kids = new Map<string | null, TreeRow[]>();
  for (const r of rows) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r]);
  const opens = (r: TreeRow) => !!markedChildren && r.isFocus && r.node.hasChildren;
  const list = (parentId: string | null, top: boolean): ReactNode => (
    <ul className={top ? 'ht-tree' : 'ht-group'} aria-label={top ? label : undefined}>
      {(kids.get(parentId) ?? []).map((r) => (
        <li key={r.id} data-key={r.key} data-marked={r.isFocus || undefined}>
          <div className="ht-row" data-focus={r.isFocus}>
            <span className="ht-toggle" aria-hidden="true" data-leaf={!r.hasChildren && !opens(r)}>
              ▾
            </span>
            <span className="ht-body">
              {onRecentre ? (
                <UnstyledButton
                  className="ht-name"
                  fz="inherit"
                  fw="inherit"
                  onClick={() => onRecentre(r.key)}
                  title={`Centre the tree on ${r.node.name}`}
                >
                  {r.node.name}
                </UnstyledButton>
              ) : (
                <span>{r.node.name}</span>
              )}
              <span className="ht-code">{codeLabel(r.node)}</span>
              {r.treeNumbers && (
                <span className="ht-treenum" title="MeSH tree number" data-testid="tree-number">
                  {r.treeNumbers.join(', ')}
                </span>
              )}
              {tag?.(r)}
              {renderLink({
                href: hrefOf(r.node),
                className: 'ht-open',
                'aria-label': `Open the page of ${r.node.name}`,
                children: 'open page',
              })}
            </span>
          </div>
          {r.hasChildren && list(r.id, false)}
          {opens(r) && markedChildren?.(r)}
        </li>
      ))}
    </ul>
  );
  return (
    <div data-testid={testId ?? 'merged-paths-tree'}>
      {rows.length ? (
        list(null, true)
      ) : (
        <Text size="sm" c="dimmed">
          Nothing to show.
        </Text>
      )}
    </div>
  );
}
