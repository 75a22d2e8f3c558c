import {
  Alert,
  Anchor,
  Badge,
  CloseButton,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { comparePath, conceptPath, relatePath } from '../../lib/paths.ts';
import { resolvedReleaseQuery } from '../../lib/queries/resolvedRelease.ts';
import { useRelease } from '../../lib/release.ts';
import { nodePagePath, type NodeRef, type TreeRow } from '../../lib/tree/index.ts';
import { useHref } from '../../lib/useHref.ts';
import { useLinkIds } from '../../lib/useLinkIds.ts';
import { ConceptNameInput } from '../../ui/ConceptNameInput.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { LinkIdsStatus } from '../../ui/LinkIdsStatus.tsx';
import { RelationSentence } from '../../ui/RelationSentence.tsx';
import { MergedPathsTree } from '../../ui/tree/MergedPathsTree.tsx';
import type { TreeLinkProps } from '../../ui/tree/HierarchyTree.tsx';
import { TreeExportMenu } from '../../ui/tree/TreeExport.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintSource, usePrintView } from '../../ui/print/printView.ts';
import {
  meetingTreeQuery,
  relateConceptQuery,
  relateSources,
  relationsBetweenQuery,
  type RelateConcept,
} from './queries.ts';
import { MAX_RELATE, relateLetter, relateLinkRules } from './relateIds.ts';
import { TypeSection } from './TypeSection.tsx';
import { UnusedIdsAlert } from '../../ui/UnusedIdsAlert.tsx';
import { SourceVersionText } from '../../ui/SourceVersion.tsx';
import { DEMO_CUI_NOTE, isDemoCui } from '../../lib/demoIds.ts';
import { useOnEmulator } from '../../lib/useOnEmulator.ts';

const routerLink = ({ href, ...rest }: TreeLinkProps) => <Link to={href} {...rest} />;

/**
 * `/relate?ids=C0027051,C0018801&source=MSH`: how two to four concepts relate. Per
 * hierarchical source that holds them all, where they meet (lowest common ancestors) and one
 * tree from there down to each, the concepts marked A, B, …; the direct UMLS relations between
 * them in words; how their semantic types relate. The URL is the state. A code in the link
 * (`D009203`, `ICD10CM:I21.9`, `rxcui:29046`…) is looked up as its concept, and the link
 * rewritten to that CUI.
 */
export function RelatePage() {
  useDocumentTitle('Relate');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const release = useRelease();
  const link = useLinkIds(params.get('ids'), relateLinkRules);
  const cuis = link.tokens;
  usePrintView({ kind: 'How concepts relate', what: cuis.join(', ') || undefined });
  // The view waits for the link's codes to be looked up, so no letter moves when they arrive.
  const waiting = link.pending.length > 0;
  const concepts = useQueries({ queries: cuis.map((cui) => relateConceptQuery(release, cui)) });
  const emulator = useOnEmulator();
  const go = (next: string[]) =>
    void navigate(relatePath([...next, ...link.open], params.get('source'), params.get('release')));
  const loaded = concepts.every((c) => c.isSuccess);
  const ready = concepts.flatMap((c) => (c.data ? [c.data] : []));

  return (
    <Stack gap="md" maw={1100}>
      {/* .page-head, data-present-keep: in presentation mode the title and the concepts stay in
          view, the rest of the block and the picker are left out (shell/present.css). */}
      <Stack gap="md" className="page-head">
        <Title order={1}>Relate</Title>
        <Text c="dimmed" size="sm">
          How two to {MAX_RELATE} concepts relate: where they meet in each source hierarchy that holds them
          all, the direct relations between them, and how their semantic types relate.
        </Text>
        <UnusedIdsAlert problems={link.problems} testId="relate-problems" />
        <LinkIdsStatus link={link} testId="relate-link" />
        <Group gap="sm" data-testid="relate-concepts" data-present-keep>
          {(waiting ? [] : cuis).map((cui, i) => {
            const q = concepts[i]!;
            return (
              <Badge
                key={cui}
                data-present-keep
                size="lg"
                variant="light"
                tt="none"
                leftSection={<strong>{relateLetter(i)}</strong>}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${cui}`}
                    onClick={() => go(cuis.filter((c) => c !== cui))}
                  />
                }
              >
                {q.data
                  ? `${q.data.name} (${cui}${isDemoCui(cui, emulator) ? `, ${DEMO_CUI_NOTE}` : ''})`
                  : q.isError
                    ? `${cui} (not found)`
                    : `${cui}…`}
              </Badge>
            );
          })}
        </Group>
      </Stack>
      <div data-present-drop>
        <ConceptNameInput
          label="Relate to…"
          description={
            cuis.length >= MAX_RELATE
              ? `${MAX_RELATE} is the most related at once: remove one first.`
              : 'A name, a CUI, or a code (I21.9, D009203, GO:0005575, an RXCUI…): relates the UMLS concept it names'
          }
          disabled={cuis.length >= MAX_RELATE}
          refuse={(cui) => (cuis.includes(cui) ? `${cui} is already here.` : null)}
          onPick={(cui) => go([...cuis, cui])}
        />
      </div>
      {concepts.map((q, i) =>
        q.isError && !waiting ? (
          <ConceptError key={cuis[i]} cui={cuis[i]!} error={q.error} retry={() => void q.refetch()} />
        ) : null,
      )}
      {waiting ? null : cuis.length < 2 ? (
        <Alert
          color="blue"
          role="status"
          title={cuis.length === 0 ? 'Nothing to relate yet' : 'Add one more concept'}
        >
          Pick concepts by name, CUI or code above, or open this view from Compare, a concept’s “Relate to…”
          or the basket.
        </Alert>
      ) : !loaded ? (
        concepts.some((c) => c.isPending) && (
          <Text size="sm" c="dimmed" role="status">
            Loading the concepts…
          </Text>
        )
      ) : (
        <Related
          concepts={ready}
          release={release}
          chosen={params.get('source')}
          onSource={(sab) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('source', sab);
                return next;
              },
              // A source is a step of a demo (Back returns to the last one); what the link's codes
              // were found to be stays said.
              { state: location.state },
            )
          }
        />
      )}
      {!waiting && cuis.length >= 2 && (
        <Anchor
          component={Link}
          to={comparePath(cuis, params.get('release'))}
          size="sm"
          data-present-drop
          data-print="hide"
        >
          Compare these concepts side by side
        </Anchor>
      )}
    </Stack>
  );
}

function ConceptError({ cui, error, retry }: { cui: string; error: unknown; retry: () => void }) {
  if (isApiError(error) && error.kind === 'not-found')
    return (
      <Alert color="gray" title={`${cui} was not found`} role="status">
        There is no concept {cui} in this release; it is left out.
      </Alert>
    );
  return <ErrorPanel error={error} what={`concept ${cui}`} onRetry={retry} />;
}

interface RelatedProps {
  concepts: RelateConcept[];
  release: string;
  chosen: string | null;
  onSource: (sab: string) => void;
}

const who = (cs: readonly RelateConcept[], all: readonly RelateConcept[]) =>
  cs.map((c) => `${c.name} (${relateLetter(all.indexOf(c))})`).join(', ');

function Related({ concepts, release, chosen, onSource }: RelatedProps) {
  // Every hierarchical source of any concept, and which of them it holds.
  const { sources, shared, current } = useMemo(() => relateSources(concepts, chosen), [concepts, chosen]);
  usePrintSource(current?.sab);
  // A link's source that holds none of them is said, not silently swapped for another.
  const unknownSource =
    chosen && current && chosen.toUpperCase() !== current.sab ? chosen.slice(0, 40) : null;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Where they meet
      </Title>
      {sources.length === 0 ? (
        <Text size="sm" data-testid="relate-no-source">
          None of these concepts sits in a source hierarchy.
        </Text>
      ) : (
        <>
          <NativeSelect
            label="Hierarchy source"
            value={current!.sab}
            onChange={(e) => onSource(e.currentTarget.value)}
            maw={320}
            data={sources.map((s) => ({
              value: s.sab,
              label:
                s.holders.length === concepts.length
                  ? `${s.sab} (holds all)`
                  : `${s.sab} (only ${s.holders.map((h) => relateLetter(concepts.indexOf(h))).join(', ')})`,
            }))}
            data-testid="relate-source"
          />
          <SourceVersionText release={release} sab={current!.sab} c="dimmed" />
          {unknownSource !== null && (
            <Text size="sm" c="orange" role="status" data-testid="relate-source-unknown">
              The link asks for source “{unknownSource}”, which holds none of these concepts in a hierarchy:
              showing {current!.sab}.
            </Text>
          )}
          {shared.length === 0 && (
            <Text size="sm" c="orange" role="status" data-testid="relate-no-common">
              No source hierarchy holds all of them, so there is no meeting point to show.
            </Text>
          )}
          {current!.holders.length < concepts.length ? (
            <Text size="sm" data-testid="relate-partial">
              {current!.sab} holds only {who(current!.holders, concepts)};{' '}
              {who(
                concepts.filter((c) => !current!.holders.includes(c)),
                concepts,
              )}{' '}
              {concepts.length - current!.holders.length === 1 ? 'has' : 'have'} no place in its hierarchy.
              {shared.length > 0 && ` Sources that hold all: ${shared.map((s) => s.sab).join(', ')}.`}
            </Text>
          ) : (
            <MeetingTree
              key={current!.sab}
              sab={current!.sab}
              concepts={concepts}
              release={release}
              refs={concepts.map((c) => c.nodes.get(current!.sab)!)}
            />
          )}
        </>
      )}
      <DirectRelations concepts={concepts} release={release} />
      <TypeSection concepts={concepts} release={release} />
    </Stack>
  );
}

function MeetingTree({
  sab,
  concepts,
  release,
  refs,
}: {
  sab: string;
  concepts: RelateConcept[];
  release: string;
  refs: NodeRef[];
}) {
  const link = useHref();
  const tree = useQuery(meetingTreeQuery(release, refs));
  const resolved = useQuery(resolvedReleaseQuery(release));
  if (tree.isError)
    return (
      <ErrorPanel error={tree.error} what={`the ${sab} hierarchy`} onRetry={() => void tree.refetch()} />
    );
  if (!tree.data)
    return (
      <Text size="sm" c="dimmed" role="status">
        Walking the {sab} hierarchy up from each concept…
      </Text>
    );
  const { meet, targets, rows } = tree.data;
  const letterOf = new Map(targets.map((t, i) => [t.key, relateLetter(i)]));
  const meetKeys = new Set(meet.map((m) => m.key));
  const names = targets.map((t, i) => `${t.name} (${relateLetter(i)})`);
  // A place by its tree number where it has one; a node met at several places named once.
  const places = [...new Set(meet.map((m) => m.key))].map((k) => {
    const at = meet.filter((m) => m.key === k);
    const numbers = at.flatMap((m) => (m.position ? [m.position] : []));
    return `${at[0]!.name}${numbers.length ? ` (${numbers.join(', ')})` : ''}`;
  });
  const sentence = meet.length
    ? `In ${sab}, ${names.join(' and ')} meet at ${places.join(' and at ')}.`
    : `In ${sab}, ${names.join(' and ')} share no ancestor: they sit in separate trees.`;
  const tag = (r: TreeRow) => {
    const letters = letterOf.get(r.key);
    return (
      <>
        {letters && (
          <Badge size="sm" variant="filled" color="yellow" c="dark" data-testid="relate-marker">
            {letters}
          </Badge>
        )}
        {meetKeys.has(r.key) && r.parentId === null && (
          <Badge size="sm" variant="outline" data-testid="relate-meeting">
            meeting point
          </Badge>
        )}
      </>
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} data-testid="relate-meet" data-present-text>
        {sentence}
      </Text>
      {tree.data.cycle && (
        <Text size="sm" c="orange" role="status">
          The data holds a cycle here; the repeated link is left out.
        </Text>
      )}
      {tree.data.truncated && (
        <Text size="sm" c="orange" role="status">
          Some paths are very many or very long; not all are drawn.
        </Text>
      )}
      {meet.length > 0 && (
        <>
          <MergedPathsTree
            label={`${sab}: where ${concepts.map((c) => c.name).join(' and ')} meet`}
            rows={rows}
            hrefOf={(n) => link(nodePagePath(n.ref))}
            renderLink={routerLink}
            tag={tag}
            testId="relate-tree"
          />
          <div data-present-drop>
            <TreeExportMenu
              rows={rows}
              meta={{ release: resolved.data ?? release, source: sab, note: sentence.replace(/\.$/, '') }}
              focus={meet[0]!}
            />
          </div>
        </>
      )}
    </Stack>
  );
}

function DirectRelations({ concepts, release }: { concepts: RelateConcept[]; release: string }) {
  const link = useHref();
  const found = useQueries({
    queries: concepts.map((c) =>
      relationsBetweenQuery(
        release,
        c.cui,
        concepts.filter((o) => o !== c),
      ),
    ),
  });
  const relations = found.flatMap((q) => q.data ?? []);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Direct relations
      </Title>
      {found.some((q) => q.isPending) ? (
        <Text size="sm" c="dimmed" role="status">
          Reading their relations…
        </Text>
      ) : relations.length === 0 ? (
        <Text size="sm" data-testid="relate-no-relations">
          The UMLS holds no direct relation between {concepts.map((c) => c.name).join(' and ')}
          {found.some((q) => q.isError) ? ' (some relations could not be read)' : ''}.
        </Text>
      ) : (
        <List size="sm" data-testid="relate-relations">
          {relations.map((r) => (
            <List.Item key={r.ui}>
              <RelationSentence relation={r} />
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        Each concept’s own page lists all its relations:{' '}
        {concepts.map((c, i) => (
          <span key={c.cui}>
            {i > 0 && ', '}
            <Anchor component={Link} to={link(`${conceptPath(c.cui)}?tab=relations`)} size="xs">
              {c.name}
            </Anchor>
          </span>
        ))}
        .
      </Text>
    </Stack>
  );
}
