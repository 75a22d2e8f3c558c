import { Anchor, Group, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHref } from '../../lib/useHref.ts';
import { nodePagePath, TREE_PARAMS, type TreeUrlContext } from '../../lib/tree/index.ts';
import { relatePath } from '../../lib/paths.ts';
import { Link } from 'react-router';
import { EmptyNote } from '../../ui/EmptyNote.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { TreePanel } from '../../ui/tree/TreePanel.tsx';
import { conceptQuery, hierarchyRootsQuery, preferredAtomQuery } from './queries.ts';
import { defaultSource, rememberedSource, rememberSource } from './remembered.ts';
import type { HierarchyRoot } from './hierarchyRoots.ts';

/** More sources than this get a select instead of a segmented control (it would not fit). */
const SEGMENTS_UP_TO = 5;

/**
 * `/concepts/:cui?tab=hierarchy&source=MSH`: one tree per source that places the concept in a
 * hierarchy; the user picks the source (in the URL as `source=`). Clicking a name re-centres
 * the tree here (`focus=`), so the user stays on the concept's page and in the tree.
 */
export function HierarchyTab({ cui, release }: { cui: string; release: string }) {
  const query = useQuery(hierarchyRootsQuery(release, cui));
  // The tree opens on the preferred atom's source (issue 36): wait for it rather than open another.
  const preferred = useQuery(preferredAtomQuery(release, cui));
  return (
    <QueryView
      query={query}
      what="hierarchies"
      isEmpty={(roots) => roots.length === 0}
      empty={<EmptyNote>No source places this concept in a hierarchy.</EmptyNote>}
      waitFor={preferred.isPending}
    >
      {(roots) => (
        <SourceTrees
          roots={roots}
          release={release}
          cui={cui}
          preferredSab={preferred.data?.rootSource ?? null}
        />
      )}
    </QueryView>
  );
}

function SourceTrees({
  roots,
  release,
  cui,
  preferredSab,
}: {
  roots: HierarchyRoot[];
  release: string;
  cui: string;
  preferredSab: string | null;
}) {
  const [params, setParams] = useSearchParams();
  const concept = useQuery(conceptQuery(release, cui));
  const conceptName = concept.data?.name ?? cui;
  const link = useHref();
  const asked = params.get('source');
  const chosen = defaultSource(roots, asked, preferredSab, rememberedSource())!;
  // A link's source that places the concept nowhere is said, not silently swapped for another.
  const unknownSource =
    asked !== null && asked.toUpperCase() !== chosen.sab.toUpperCase() ? asked.slice(0, 40) : null;
  const ctx = useMemo<TreeUrlContext>(() => ({ kind: chosen.node.kind, sab: chosen.sab }), [chosen]);
  const choose = (sab: string) => {
    rememberSource(sab);
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      // Another source's tree: the old focus, path and expansion meant nodes of the old one.
      for (const p of TREE_PARAMS) next.delete(p);
      next.set('source', sab);
      return next;
    });
  };
  const data = roots.map((r) => ({ value: r.sab, label: r.sab }));
  const picker =
    roots.length === 1 ? (
      <Text size="sm">
        Source: <strong>{chosen.sab}</strong>
      </Text>
    ) : roots.length <= SEGMENTS_UP_TO ? (
      <Group gap="xs">
        <Text size="sm" id="hierarchy-source-label">
          Source
        </Text>
        <SegmentedControl
          aria-labelledby="hierarchy-source-label"
          value={chosen.sab}
          onChange={choose}
          data={data}
          data-testid="hierarchy-source"
        />
      </Group>
    ) : (
      <NativeSelect
        label="Hierarchy source"
        value={chosen.sab}
        onChange={(e) => choose(e.currentTarget.value)}
        data={data}
        maw={240}
        data-testid="hierarchy-source"
      />
    );
  const relate = (
    <Anchor component={Link} to={link(relatePath([cui], chosen.sab))} size="sm" data-testid="relate-to">
      Relate to…
    </Anchor>
  );
  return (
    <TreePanel
      key={chosen.sab}
      release={release}
      node={chosen.node}
      ctx={ctx}
      header={
        <>
          <Group justify="space-between" gap="sm">
            {picker}
            {relate}
          </Group>
          {unknownSource !== null && (
            <Text size="sm" c="orange" role="status" data-testid="hierarchy-source-unknown">
              The link asks for source “{unknownSource}”, which places {conceptName} in no hierarchy here:
              showing {chosen.sab}.
            </Text>
          )}
        </>
      }
      label={(f) => `${chosen.sab} hierarchy of ${f.name}`}
      hrefOf={(n) => link(nodePagePath(n.ref))}
      recentredNote={(focus, back) => (
        <Text size="sm" data-testid="tree-recentred" role="status">
          Centred on <strong>{focus.name}</strong> —{' '}
          <Anchor component="button" type="button" size="sm" onClick={back}>
            back to {conceptName}
          </Anchor>
        </Text>
      )}
    />
  );
}
