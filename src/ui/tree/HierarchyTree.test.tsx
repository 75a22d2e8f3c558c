import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mergeChildPages, type ChildList } from '../../lib/tree/children.ts';
import type { NodeKey, TreeNodeData } from '../../lib/tree/node.ts';
import { testNode } from '../../lib/tree/testing.ts';
import { HierarchyTree, type HierarchyTreeProps } from './HierarchyTree.tsx';

const T = testNode('T', 'Top');
const A = testNode('A', 'Anchor');
const B = testNode('B', 'Bridge');
const F = testNode('F', 'Focus');

const listOf = (nodes: TreeNodeData[], total = nodes.length, pageCount = 1): ChildList =>
  mergeChildPages([{ items: nodes, pageNumber: 1, pageSize: nodes.length || 1, pageCount, total }]);

const baseLists: Record<NodeKey, ChildList> = {
  [F.key]: listOf([testNode('c1', 'Cherry'), testNode('c2', 'Citron', false), testNode('c3', 'Damson')]),
  'code:TST/c1': listOf([testNode('g1', 'Grape', false)]),
};

function Harness(
  props: Partial<HierarchyTreeProps> & { lists?: Record<NodeKey, ChildList>; spy?: Record<string, unknown> },
) {
  const [expanded, setExpanded] = useState<ReadonlySet<NodeKey>>(new Set());
  const [collapsed, setCollapsed] = useState<ReadonlySet<NodeKey>>(new Set());
  const [pathIndex, setPathIndex] = useState(0);
  const lists = props.lists ?? baseLists;
  return (
    <MantineProvider>
      <button>before</button>
      <HierarchyTree
        label="Test hierarchy"
        paths={[
          [T, A, F],
          [T, B, F],
        ]}
        pathIndex={pathIndex}
        onPathChange={setPathIndex}
        expanded={expanded}
        collapsed={collapsed}
        childList={(k) => lists[k]}
        onExpand={(k) => {
          setExpanded((s) => new Set(s).add(k));
          setCollapsed((s) => new Set([...s].filter((x) => x !== k)));
        }}
        onCollapse={(k) => {
          setExpanded((s) => new Set([...s].filter((x) => x !== k)));
          setCollapsed((s) => new Set(s).add(k));
        }}
        onRecentre={vi.fn()}
        onShowMore={vi.fn()}
        onRetry={vi.fn()}
        hrefOf={(n) => `/sources/${n.ref.sab}/${n.ref.id}`}
        {...props}
      />
      <button>after</button>
    </MantineProvider>
  );
}

const items = () => screen.getAllByRole('treeitem');
const names = () => items().map((i) => i.getAttribute('data-key')!.split('/')[1]!);
/** The path stepper's "Next path" button comes just before the tree in Tab order. */
async function tabIntoTree(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'Next path' }).focus();
  await user.tab();
}

describe('HierarchyTree', () => {
  it('renders the path to the focus with correct ARIA attributes', () => {
    render(<Harness />);
    const tree = screen.getByRole('tree', { name: 'Test hierarchy' });
    expect(names()).toEqual(['T', 'A', 'F', 'c1', 'c2', 'c3']);
    const focus = screen.getByRole('treeitem', { name: 'Focus' });
    expect(focus).toHaveAttribute('aria-selected', 'true');
    expect(focus).toHaveAttribute('aria-level', '3');
    expect(focus).toHaveAttribute('aria-expanded', 'true');
    const citron = screen.getByRole('treeitem', { name: 'Citron' });
    expect(citron).toHaveAttribute('aria-level', '4');
    expect(citron).toHaveAttribute('aria-posinset', '2');
    expect(citron).toHaveAttribute('aria-setsize', '3');
    expect(citron).toHaveAttribute('aria-selected', 'false');
    expect(citron).not.toHaveAttribute('aria-expanded');
    expect(screen.getByRole('treeitem', { name: 'Cherry' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).getAllByRole('group').length).toBeGreaterThanOrEqual(3);
    expect(within(citron).getByRole('link', { name: 'Open the page of Citron' })).toHaveAttribute(
      'href',
      '/sources/TST/c2',
    );
  });

  it('has one Tab stop, on the focus node at first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(items().filter((i) => i.tabIndex === 0)).toHaveLength(1);
    await tabIntoTree(user);
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Focus' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('after'));
  });

  it('moves with arrows, Home and End; → opens and enters, ← closes and climbs', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await tabIntoTree(user);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Cherry' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: 'Cherry' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Grape' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Cherry' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: 'Cherry' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Damson' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Top' }));
    expect(items().filter((i) => i.tabIndex === 0)).toEqual([document.activeElement]);
  });

  it('type-ahead, Enter re-centres, * expands the siblings', async () => {
    const user = userEvent.setup();
    const onRecentre = vi.fn();
    const onExpandMany = vi.fn();
    render(<Harness onRecentre={onRecentre} onExpandMany={onExpandMany} />);
    await tabIntoTree(user);
    await user.keyboard('d');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Damson' }));
    await user.keyboard('{Enter}');
    expect(onRecentre).toHaveBeenCalledWith('code:TST/c3');
    await user.keyboard('*');
    expect(onExpandMany).toHaveBeenCalledWith(['code:TST/c1', 'code:TST/c3']);
  });

  it('clicking the name re-centres; the toggle expands without taking a Tab stop', async () => {
    const user = userEvent.setup();
    const onRecentre = vi.fn();
    render(<Harness onRecentre={onRecentre} />);
    await user.click(screen.getByText('Cherry'));
    expect(onRecentre).toHaveBeenCalledWith('code:TST/c1');
    const cherry = screen.getByRole('treeitem', { name: 'Cherry' });
    await user.click(within(cherry).getAllByTestId('tree-toggle')[0]!);
    expect(cherry).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: 'Grape' })).toBeInTheDocument();
  });

  it('a path node opens fully on request, keeping the path in view while its children load', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show all children of Anchor' }));
    expect(screen.getByText('Loading the children of Anchor…')).toBeInTheDocument();
    expect(names().slice(0, 3)).toEqual(['T', 'A', 'F']);
    expect(screen.queryByRole('button', { name: 'Show all children of Anchor' })).toBeNull();
  });

  it('steps between the paths of a polyhierarchy, never merging them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Path 1 of 2')).toBeInTheDocument();
    expect(names().slice(0, 3)).toEqual(['T', 'A', 'F']);
    await user.click(screen.getByRole('button', { name: 'Next path' }));
    expect(screen.getByText('Path 2 of 2')).toBeInTheDocument();
    expect(names().slice(0, 3)).toEqual(['T', 'B', 'F']);
    expect(names()).not.toContain('A');
  });

  it('per-node loading and error with Retry, the rest of the tree intact; show more says N of TOTAL', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onShowMore = vi.fn();
    const many = Array.from({ length: 25 }, (_, i) => testNode(`k${i}`, `Kid ${i}`, false));
    const lists: Record<NodeKey, ChildList> = {
      [F.key]: listOf(many, 271, 3),
    };
    const { rerender } = render(<Harness lists={lists} onRetry={onRetry} onShowMore={onShowMore} />);
    await user.click(screen.getByRole('button', { name: 'Show more (25 of 271)' }));
    expect(onShowMore).toHaveBeenCalledWith(F.key);
    expect(screen.getByRole('treeitem', { name: 'Kid 3' })).toHaveAttribute('aria-setsize', '271');
    // filter box for a long list
    await user.type(screen.getByRole('textbox', { name: 'Filter the children of Focus' }), 'kid 1');
    // The list takes the text once typing pauses; the box shows every key at once.
    expect(screen.getByRole('textbox', { name: 'Filter the children of Focus' })).toHaveValue('kid 1');
    await waitFor(() =>
      expect(names().filter((n) => n.startsWith('k'))).toEqual(
        Array.from({ length: 11 }, (_, i) => `k${i === 0 ? 1 : 9 + i}`),
      ),
    );
    const errorLists = {
      ...lists,
      [A.key]: { ...listOf([]), status: 'error' as const, error: new Error('x') },
    };
    rerender(<Harness lists={errorLists} onRetry={onRetry} expanded={new Set([A.key])} />);
    expect(screen.getByText("Couldn't load the children of Anchor.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith(A.key);
    // the path and the focus are still shown
    expect(screen.getByRole('treeitem', { name: 'Focus' })).toBeInTheDocument();
  });

  it('virtualises a level of 2,000 children and keeps the keyboard working through it', async () => {
    // jsdom lays nothing out: give the scroll box and the rows the sizes a browser would.
    const size = (w: number, h: number) =>
      function (this: HTMLElement) {
        return this.classList.contains('ht-scroller') ? h : w;
      };
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(size(31, 480)),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(size(640, 640)),
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(size(31, 480)),
      vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(size(640, 640)),
    ];
    onTestFinished(() => spies.forEach((s) => s.mockRestore()));
    const user = userEvent.setup();
    const many = Array.from({ length: 2000 }, (_, i) =>
      testNode(`v${i}`, `Item ${String(i).padStart(4, '0')}`, false),
    );
    render(<Harness lists={{ [F.key]: listOf(many) }} />);
    expect(screen.getByTestId('tree-virtual-level')).toBeInTheDocument();
    const rendered = items().length;
    expect(rendered).toBeLessThan(100);
    const kid = screen.getByRole('treeitem', { name: 'Item 0000' });
    expect(kid).toHaveAttribute('aria-setsize', '2000');
    await tabIntoTree(user);
    await user.keyboard('{End}');
    const last = screen.getByRole('treeitem', { name: 'Item 1999' });
    expect(document.activeElement).toBe(last);
    expect(last).toHaveAttribute('aria-posinset', '2000');
    await act(async () => {});
    expect(items().filter((i) => i.tabIndex === 0)).toEqual([last]);
  });

  it('"Show more" from the keyboard: the button stays focused while the page loads, then focus is on the first new row', async () => {
    const user = userEvent.setup();
    const kids = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => testNode(`m${from + i}`, `More ${from + i}`, false));
    // 40 children, 25 a page: the first `pages` pages loaded.
    const page = (pages: number): ChildList =>
      mergeChildPages(
        Array.from({ length: pages }, (_, p) => ({
          items: kids(p * 25, Math.min(40, (p + 1) * 25)),
          pageNumber: p + 1,
          pageSize: 25,
          pageCount: 2,
          total: 40,
        })),
      );
    const { rerender } = render(<Harness lists={{ [F.key]: page(1) }} />);
    const more = screen.getByRole('button', { name: 'Show more (25 of 40)' });
    more.focus();
    await user.keyboard('{Enter}');
    // Loading the next page: the button says so and keeps focus (a disabled one would drop it).
    rerender(<Harness lists={{ [F.key]: { ...page(1), loadingMore: true } }} />);
    expect(more).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(more);
    // The last page: the button is gone, focus is on the first row it added.
    rerender(<Harness lists={{ [F.key]: page(2) }} />);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'More 25' }));
    expect(screen.getByRole('treeitem', { name: 'More 25' }).tabIndex).toBe(0);
  });
});
