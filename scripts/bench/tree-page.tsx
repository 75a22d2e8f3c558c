import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { mergeChildPages, type ChildList } from '../../src/lib/tree/children.ts';
import type { NodeKey } from '../../src/lib/tree/node.ts';
import { testNode } from '../../src/lib/tree/testing.ts';
import { HierarchyTree } from '../../src/ui/tree/HierarchyTree.tsx';

/**
 * The bench page of the tree (bundled by tree.ts, run in headless Chromium): a focus with a
 * child whose 2,000 children are already loaded, so the figure is the view's own cost of
 * expanding it (commit + style + layout), not the network's.
 */

const top = testNode('ROOT', 'Top of the generated hierarchy');
const focus = testNode('FOCUS', 'Focus node');
const big = testNode('BIG', 'Node with 2,000 children');
const focusList = mergeChildPages([{ items: [big], pageNumber: 1, pageSize: 25, pageCount: 1, total: 1 }]);

/** BIG's children: `count` generated nodes, all loaded. */
function childListOf(count: number) {
  const kids = Array.from({ length: count }, (_, i) =>
    testNode(`BIG.${i}`, `Generated child ${String(i).padStart(4, '0')} of the bench hierarchy`, i % 7 === 0),
  );
  const lists: Record<NodeKey, ChildList> = {
    [focus.key]: focusList,
    [big.key]: mergeChildPages([{ items: kids, pageNumber: 1, pageSize: count, pageCount: 1, total: count }]),
  };
  return (k: NodeKey) => lists[k];
}
const paths = [[top, focus]];
const noop = () => {};

/** The tree with BIG closed or open (a plain function, so the page holds no state of its own). */
function view(open: boolean, childList: (k: NodeKey) => ChildList | undefined) {
  const expanded = open ? new Set([big.key]) : new Set<NodeKey>();
  return (
    <MantineProvider>
      <HierarchyTree
        label="Bench hierarchy"
        paths={paths}
        pathIndex={0}
        onPathChange={noop}
        expanded={expanded}
        childList={childList}
        onExpand={noop}
        onCollapse={noop}
        onRecentre={noop}
        onShowMore={noop}
        onRetry={noop}
        hrefOf={(n) => `/sources/${n.ref.sab}/${encodeURIComponent(n.ref.id)}`}
      />
    </MantineProvider>
  );
}

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

export interface ExpandTimes {
  /** Expand → React commit → style and layout done (forced), ms. */
  layout: number[];
  /** Expand → the next frame's task (the frame with the rows is painted), ms. */
  frame: number[];
  /** Tree items in the DOM after expanding. */
  rendered: number;
}

export async function timeExpand(runs: number, count = 2000): Promise<ExpandTimes> {
  const childList = childListOf(count);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const setOpen = (open: boolean) => flushSync(() => root.render(view(open, childList)));
  setOpen(false);
  await nextFrame();
  const layout: number[] = [];
  const frame: number[] = [];
  let rendered = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    setOpen(true);
    void document.body.offsetHeight; // force style + layout
    layout.push(performance.now() - t0);
    await nextFrame();
    frame.push(performance.now() - t0);
    rendered = host.querySelectorAll('[role=treeitem]').length;
    if (!host.textContent?.includes('Generated child 0000'))
      throw new Error('the children were not rendered');
    setOpen(false);
    await nextFrame();
  }
  root.unmount();
  host.remove();
  return { layout, frame, rendered };
}
