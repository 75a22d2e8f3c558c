import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import type { Atom } from '../../api/uts/index.ts';
import { CodeWord } from '../../ui/CodeWord.tsx';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { TERM_TYPE_WORDS } from '../../lib/plainWords.ts';
import { NotFoundNotice } from '../../ui/NotFoundNotice.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { atomQuery } from './queries.ts';
import { drugPath, pathForRef } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { useRelease } from '../../lib/release.ts';
import { nodePagePath, nodeTreePath, type NodeRef, type TreeUrlContext } from '../../lib/tree/index.ts';
import { TreePanel } from '../../ui/tree/TreePanel.tsx';
import { AddToBasketButton } from '../../ui/AddToBasketButton.tsx';
import type { NewEntry } from '../../lib/basket/index.ts';

/** An atom goes into the basket as its source code (a value set lists codes, not strings). */
function atomEntry(atom: Atom, release: string): NewEntry | null {
  if (!atom.code || atom.code.id === 'NOCODE' || !atom.code.source) return null;
  return {
    system: atom.code.source,
    code: atom.code.id,
    display: atom.name,
    from: atom.concept ? { kind: 'CUI', id: atom.concept.id } : null,
    release: atom.release ?? release,
  };
}

function AtomInfo({ atom }: { atom: Atom }) {
  const link = useHref();
  const release = useRelease();
  const rows: Array<[string, ReactNode]> = [
    ['Source', atom.rootSource],
    ['Term type', <CodeWord key="tty" table={TERM_TYPE_WORDS} code={atom.termType} />],
    ['Language', atom.language ?? '—'],
    [
      'Concept',
      atom.concept ? (
        <Anchor component={Link} to={link(pathForRef(atom.concept))}>
          {atom.concept.id}
        </Anchor>
      ) : (
        '—'
      ),
    ],
    [
      'Code',
      atom.code && atom.code.id !== 'NOCODE' ? (
        <Group gap="md">
          <Anchor component={Link} to={link(pathForRef(atom.code))}>
            {atom.code.source} {atom.code.id}
          </Anchor>
          {atom.code.source === 'RXNORM' && (
            // An RxNorm code is an RXCUI: the drug pages show the drug service's view of it.
            <Anchor component={Link} to={link(drugPath(atom.code.id))} size="sm">
              Open in drug lookup
            </Anchor>
          )}
        </Group>
      ) : (
        '—'
      ),
    ],
    ['Source concept', atom.sourceConcept ? `${atom.sourceConcept.id}` : '—'],
    ['Source descriptor', atom.sourceDescriptor ? `${atom.sourceDescriptor.id}` : '—'],
  ];
  // .page-head, data-present-keep: in presentation mode the title and the AUI stay in view, the
  // rest of the block is left out (shell/present.css).
  return (
    <Stack gap="xs" className="page-head">
      <Title order={1}>{atom.name}</Title>
      <Group gap="xs" data-present-keep>
        <Text ff="monospace" data-present-keep>
          {atom.ui}
        </Text>
        <CopyValue value={atom.ui} label="Copy AUI" />
        {atom.obsolete && <Badge color="gray">obsolete</Badge>}
        {atom.suppressible && <Badge color="gray">suppressible</Badge>}
        <AddToBasketButton entry={atomEntry(atom, release)} />
      </Group>
      <Table variant="vertical" withTableBorder maw={640} aria-label="Atom details">
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w={180}>{k}</Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function AtomPage() {
  const { aui = '' } = useParams();
  const release = useRelease();
  const atom = useQuery(atomQuery(release, aui));
  useDocumentTitle(atom.data ? `${atom.data.name} (${aui})` : aui, !!atom.data);
  if (atom.isError && isApiError(atom.error) && atom.error.kind === 'not-found') {
    return <NotFoundNotice what="atom" id={aui} release={release} />;
  }
  return (
    <Stack>
      <SectionBoundary what="atom">
        <QueryView query={atom} what="atom" loadingLines={4}>
          {(a) => <AtomInfo atom={a} />}
        </QueryView>
      </SectionBoundary>
      {atom.data && (
        <SectionBoundary what="hierarchy">
          <AtomHierarchy atom={atom.data} release={release} />
        </SectionBoundary>
      )}
    </Stack>
  );
}

/**
 * The atom's place in its source's hierarchy: the app's one tree (ui/tree/TreePanel), centred
 * on the atom. Atom trees hold atoms, so a re-centre opens the other atom's page (this tree);
 * "open page" goes to the node's source code page when it has one.
 */
function AtomHierarchy({ atom, release }: { atom: Atom; release: string }) {
  const link = useHref();
  const node = useMemo<NodeRef>(() => ({ kind: 'atom', sab: atom.rootSource, id: atom.ui }), [atom]);
  const ctx = useMemo<TreeUrlContext>(() => ({ kind: 'atom', sab: atom.rootSource }), [atom.rootSource]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="atom-hierarchy-heading">
      <Title order={2} size="h4" id="atom-hierarchy-heading">
        Hierarchy in {atom.rootSource}
      </Title>
      <TreePanel
        release={release}
        node={node}
        ctx={ctx}
        label={(f) => `${atom.rootSource} hierarchy of ${f.name}`}
        recentreTo={(ref) => link(nodeTreePath(ref))}
        hrefOf={(n) =>
          link(
            n.ref.kind === 'atom' && n.code && n.code !== n.ref.id
              ? nodePagePath({ kind: 'code', sab: n.ref.sab, id: n.code })
              : nodePagePath(n.ref),
          )
        }
      />
    </Stack>
  );
}
