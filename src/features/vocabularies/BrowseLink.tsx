import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { sourceCodePath } from '../../lib/paths.ts';
import { useRelease } from '../../lib/release.ts';
import { useHref } from '../../lib/useHref.ts';
import { fallbackTopNode, topNodeQuery } from './topNode.ts';

/**
 * "Browse MSH": the source's tree opened at its top node. The top node's id is looked up on
 * click (one search, cached), not for every row of the table: the page lists every source and
 * the service allows 20 requests a second. The href is the conventional `V-{SAB}`, so a
 * middle-click or a copied link still opens the tree.
 */
export function BrowseLink({ sab, topName }: { sab: string; topName: string }) {
  const release = useRelease();
  const link = useHref();
  const navigate = useNavigate();
  const client = useQueryClient();
  const treeOf = (id: string) => link(sourceCodePath(sab, id), { tab: 'hierarchy' });
  return (
    <Anchor
      component={Link}
      to={treeOf(fallbackTopNode(sab))}
      size="sm"
      ml="md"
      aria-label={`Browse the ${sab} hierarchy from its top`}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void client.fetchQuery(topNodeQuery(release, sab, topName)).then((id) => navigate(treeOf(id)));
      }}
    >
      Browse {sab}
    </Anchor>
  );
}
