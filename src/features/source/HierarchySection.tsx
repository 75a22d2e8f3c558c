import { useMemo } from 'react';
import { useHref } from '../../lib/useHref.ts';
import { nodePagePath, nodeTreePath, type NodeRef, type TreeUrlContext } from '../../lib/tree/index.ts';
import { TreePanel } from '../../ui/tree/TreePanel.tsx';

interface CodeProps {
  release: string;
  sab: string;
  id: string;
}

/**
 * The code's Hierarchy tab: the app's one tree (ui/tree/TreePanel), centred on this code,
 * every path to the top shown one at a time. Clicking a name opens that code's Hierarchy tab.
 */
export function HierarchySection({ release, sab, id }: CodeProps) {
  const link = useHref();
  const node = useMemo<NodeRef>(() => ({ kind: 'code', sab, id }), [sab, id]);
  const ctx = useMemo<TreeUrlContext>(() => ({ kind: 'code', sab }), [sab]);
  return (
    <TreePanel
      release={release}
      node={node}
      ctx={ctx}
      label={(f) => `${sab} hierarchy of ${f.name}`}
      recentreTo={(ref) => link(nodeTreePath(ref))}
      hrefOf={(n) => link(nodePagePath(n.ref))}
    />
  );
}
