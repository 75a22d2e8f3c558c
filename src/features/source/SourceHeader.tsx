import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MeshTreeNumbers } from './MeshTreeNumbers.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { Flags } from '../../ui/Flags.tsx';
import { sourcePreferredAtomQuery } from './queries.ts';
import { conceptPath, crosswalkPath, drugPath } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { SourceNotFound } from '../../ui/SourceNotFound.tsx';
import { sourceConceptQuery } from '../../lib/queries/sourceConcept.ts';
import { AddToBasketButton } from '../../ui/AddToBasketButton.tsx';
import { SourceVersionText } from '../../ui/SourceVersion.tsx';
import { DemoIdMark } from '../../ui/DemoIdMark.tsx';
import { WRAP } from '../../ui/wrap.ts';

interface Props {
  release: string;
  sab: string;
  id: string;
}

/** The page's h1 and what the code is: name, identifiers, atom count, preferred atom, concept. */
export function SourceHeader(props: Props) {
  const { release, sab, id } = props;
  const to = useHref();
  const query = useQuery(sourceConceptQuery(release, sab, id));
  const preferred = useQuery(sourcePreferredAtomQuery(release, sab, id));
  const cui = preferred.data?.concept?.kind === 'CUI' ? preferred.data.concept.id : null;

  // .page-head, data-present-keep: in presentation mode the title and the code stay in view, the
  // rest of the block is left out (shell/present.css).
  return (
    <Stack gap="xs" className="page-head">
      <Title order={1} style={{ wordBreak: 'break-word' }}>
        {query.data?.name ?? `${sab} ${id}`}
      </Title>
      <Group gap="xs" data-present-keep>
        <Badge variant="outline" data-present-keep>
          {sab}
        </Badge>
        {/* A code fits on its line; only one longer than the line (a mistyped or hostile link)
            breaks, rather than running off the page. */}
        <Text
          ff="monospace"
          size="sm"
          data-testid="source-id"
          data-present-keep
          style={{ ...WRAP, minWidth: 0 }}
        >
          {id}
        </Text>
        <CopyValue value={id} label="Copy code" />
        {query.data && <Flags obsolete={query.data.obsolete} suppressible={query.data.suppressible} />}
        <AddToBasketButton
          entry={
            // Once the concept is known too (or cannot be): an entry added before it was read kept
            // no concept, and "Compare selected" in the basket then left the code out (under load
            // in CI the click came first).
            query.data && (sab === 'RXNORM' || !preferred.isPending)
              ? {
                  system: sab,
                  code: id,
                  display: query.data.name,
                  // An RxNorm code is an RXCUI; other codes came from the concept of their preferred atom.
                  from: sab === 'RXNORM' ? { kind: 'RXCUI', id } : cui ? { kind: 'CUI', id: cui } : null,
                  release: query.data.release ?? release,
                }
              : null
          }
        />
      </Group>
      {/* Only when the descriptor says it has attributes: the top node's link is NONE (a 404). */}
      {sab === 'MSH' && query.data?.links.attributes && <MeshTreeNumbers release={release} id={id} />}
      {query.isPending && <Skeleton height={18} width="40%" aria-label="Loading code" />}
      {query.isError && (
        <ErrorPanel
          error={query.error}
          onRetry={() => void query.refetch()}
          what="this code"
          notFound={<SourceNotFound {...props} />}
        />
      )}
      {query.data && (
        <Group gap="lg" data-testid="source-info">
          <Text size="sm">
            {query.data.atomCount} atom{query.data.atomCount === 1 ? '' : 's'}
          </Text>
          <Anchor component={Link} to={to(crosswalkPath(sab, id))} size="sm">
            Codes in other sources (crosswalk)
          </Anchor>
          {sab === 'RXNORM' && (
            // An RxNorm code is an RXCUI. The drug service has no UTS release, but the drug
            // pages carry ?release= along so it is still set when the user comes back.
            <Anchor component={Link} to={to(drugPath(id))} size="sm">
              Open in drug lookup
            </Anchor>
          )}
          {/* What the preferred atom tells comes last: it arrives later, and what is already on
              screen must not move under the pointer (a click on the crosswalk link that the
              concept link pushed aside missed it: crosswalk.spec in CI). */}
          {cui && (
            // Text's own line height: a bare span took the body's, a taller line that moved the
            // links beside it down as it arrived.
            <Text span size="sm">
              <Anchor component={Link} to={to(conceptPath(cui))} size="sm">
                Concept {cui}
              </Anchor>
              <DemoIdMark id={cui} />
            </Text>
          )}
          {preferred.data && (
            <Text size="sm" data-testid="preferred-atom">
              Preferred atom: {preferred.data.name} ({preferred.data.termType})
            </Text>
          )}
          {/* The source's own version beside the UMLS release (a MeSH 2017 code is not MeSH
              2025AB), last for the same reason: its text grows when the source list arrives. */}
          <SourceVersionText release={release} sab={sab} umls={query.data.release} />
        </Group>
      )}
    </Stack>
  );
}
