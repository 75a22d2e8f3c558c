import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emptyIfNotFound, getConceptAtoms, type Concept } from '../../api/uts/index.ts';
import { conceptPath, withRelease } from '../../lib/paths.ts';
import { treeViewSource } from '../../lib/tree/index.ts';
import { treePathsCheckQuery } from '../../lib/tree/queries.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { localDate } from '../../ui/print/footerLine.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { conceptQuery, definitionsQuery, hierarchyRootsQuery } from './queries.ts';
import { codesBySource, shortPath, synonyms } from './reportModel.ts';
import { useSourceVersions } from '../../lib/queries/sourceVersions.ts';
import { sourceVersionLabel, versionOf } from '../../lib/sourceVersion.ts';
import { DEMO_CUI_NOTE, isDemoCui } from '../../lib/demoIds.ts';
import { useOnEmulator } from '../../lib/useOnEmulator.ts';
import './conceptReport.css';

/** Atoms read for the report: the first 100 (its codes and names); more are said to exist. */
const REPORT_ATOMS = 100;
const MAX_DEFINITIONS = 2;
const MAX_PATHS_PER_SOURCE = 2;

/** A definition's text: sources may send HTML; only its text is kept (nothing is run or shown as markup). */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * `/concepts/:cui?report=1`: the concept on one printed page (name, CUI, semantic types,
 * definition, synonyms, codes by source, its place in each hierarchy, the release and the date;
 * the shell's printed footer line adds the address to come back to). On screen it carries a
 * Print button and a way back; on paper only the report (print.css, conceptReport.css).
 */
export function ConceptReport({ cui, release }: { cui: string; release: string }) {
  const [params] = useSearchParams();
  const concept = useQuery(conceptQuery(release, cui));
  const back = withRelease(conceptPath(cui), params.get('release'));
  // The printed footer line (ui/print) gives the concept page's address, the one to come back
  // to, not the report's.
  usePrintView({ link: `${window.location.origin}${back}` });
  return (
    <article className="concept-report" data-testid="concept-report" aria-label="Concept report">
      <Group gap="sm" data-print="hide" mb="sm">
        <Button size="compact-sm" onClick={() => window.print()}>
          Print
        </Button>
        <Anchor component={Link} to={back} size="sm">
          Back to the concept page
        </Anchor>
      </Group>
      {concept.isError ? (
        <ErrorPanel error={concept.error} what="concept" onRetry={() => void concept.refetch()} />
      ) : concept.data ? (
        <ReportBody concept={concept.data} release={release} />
      ) : (
        <Stack gap="xs" role="status" aria-label="Loading the report">
          <Skeleton height={28} width="50%" />
          <Skeleton height={16} width="80%" />
          <Skeleton height={16} width="70%" />
        </Stack>
      )}
    </article>
  );
}

function ReportBody({ concept, release }: { concept: Concept; release: string }) {
  const cui = concept.ui;
  const definitions = useQuery(definitionsQuery(release, cui));
  const atoms = useQuery({
    queryKey: ['uts', release, 'concept', cui, 'atoms', 'report'],
    queryFn: ({ signal }) =>
      emptyIfNotFound(getConceptAtoms({ cui, pageNumber: 1, pageSize: REPORT_ATOMS }, { release, signal }), {
        pageNumber: 1,
        pageSize: REPORT_ATOMS,
      }),
  });
  const roots = useQuery(hierarchyRootsQuery(release, cui));
  // Each source's own version (MeSH 2017) beside the UMLS release: the same cached source list.
  const { versions, pending: versionsPending } = useSourceVersions(release);
  const emulator = useOnEmulator();
  const versionText = (sab: string) => sourceVersionLabel(versionOf(versions, sab));
  // The tree tab's own source and its compared paths (by tree number in MeSH, each parent as
  // served checked against them): a printout says a data error as the tab does.
  const queries = useQueryClient();
  const source = useMemo(() => treeViewSource(release, queries), [release, queries]);
  const paths = useQueries({
    queries: (roots.data ?? []).map((r) => treePathsCheckQuery(source, release, r.node)),
  });
  const items = atoms.data?.items ?? [];
  const codes = codesBySource(items);
  const names = synonyms(items, concept.name);
  const moreAtoms = Math.max(0, concept.atomCount - items.length);
  const defs = (definitions.data?.items ?? [])
    .map((d) => ({ sab: d.rootSource, text: plainText(d.value) }))
    .filter((d) => d.text);
  // The reader's own day, as the footer line gives it (a UTC day differs near midnight).
  const date = localDate(new Date());
  const pending =
    atoms.isPending ||
    definitions.isPending ||
    roots.isPending ||
    versionsPending ||
    paths.some((p) => p.isPending);

  return (
    <Stack gap={6} aria-busy={pending || undefined} data-ready={!pending || undefined}>
      <header>
        <Title order={1} className="cr-title">
          {concept.name}
        </Title>
        <Text className="cr-line">
          <strong>CUI</strong> <span className="cr-mono">{cui}</span>
          {isDemoCui(cui, emulator) && <span className="cr-dim"> ({DEMO_CUI_NOTE})</span>}
          {' · '}
          <strong>Semantic types</strong>{' '}
          {concept.semanticTypes.map((t) => (t.tui ? `${t.name} (${t.tui})` : t.name)).join('; ') || '—'}
        </Text>
        <Text className="cr-line">
          <strong>Release</strong> {concept.release ?? release} · <strong>Printed</strong> {date} · UMLS
          Metathesaurus
        </Text>
      </header>

      <section>
        <Title order={2} className="cr-h2">
          Definition
        </Title>
        {definitions.isError ? (
          <Text className="cr-line">The definitions could not be loaded.</Text>
        ) : defs.length === 0 ? (
          <Text className="cr-line">
            {definitions.isPending ? 'Loading…' : 'No definition in this release.'}
          </Text>
        ) : (
          defs.slice(0, MAX_DEFINITIONS).map((d, i) => (
            <Text key={i} className="cr-line">
              {d.text} <span className="cr-dim">({d.sab})</span>
            </Text>
          ))
        )}
        {defs.length > MAX_DEFINITIONS && (
          <Text className="cr-line cr-dim">
            {defs.length - MAX_DEFINITIONS} more definition{defs.length - MAX_DEFINITIONS === 1 ? '' : 's'} on
            the concept page.
          </Text>
        )}
      </section>

      <section>
        <Title order={2} className="cr-h2">
          Synonyms
        </Title>
        <Text className="cr-line" data-testid="report-synonyms">
          {names.names.length ? names.names.join('; ') : atoms.isPending ? 'Loading…' : 'None.'}
          {names.more > 0 && ` and ${names.more} more`}
        </Text>
      </section>

      <section>
        <Title order={2} className="cr-h2">
          Codes by source
        </Title>
        {atoms.isError ? (
          <Text className="cr-line">The atoms could not be loaded.</Text>
        ) : (
          <table className="cr-table" data-testid="report-codes">
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Version</th>
                <th scope="col">Code</th>
                <th scope="col">Names</th>
              </tr>
            </thead>
            <tbody>
              {codes.flatMap((s) =>
                s.codes.map((c, i) => (
                  <tr key={`${s.sab}/${c.code}`}>
                    <td>{i === 0 ? s.sab : ''}</td>
                    <td>{i === 0 ? versionText(s.sab) : ''}</td>
                    <td className="cr-mono">{c.code}</td>
                    <td>
                      {c.names.join('; ')}
                      {c.more > 0 && ` and ${c.more} more`}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        )}
        {moreAtoms > 0 && (
          <Text className="cr-line cr-dim">
            From the first {items.length} of {concept.atomCount} atoms; the concept page lists them all.
          </Text>
        )}
      </section>

      <section>
        <Title order={2} className="cr-h2">
          Position in each hierarchy
        </Title>
        {roots.isError ? (
          <Text className="cr-line">The hierarchies could not be loaded.</Text>
        ) : roots.data?.length === 0 ? (
          <Text className="cr-line">No source places this concept in a hierarchy.</Text>
        ) : (
          <ul className="cr-paths" data-testid="report-paths">
            {(roots.data ?? []).map((r, i) => {
              const p = paths[i];
              const all = p?.data?.paths ?? [];
              const unplaced = p?.data?.positions?.numbers.length === 0;
              return (
                <li key={r.sab}>
                  <strong>{r.sab}</strong> <span className="cr-dim">({versionText(r.sab)})</span>{' '}
                  {p?.isError
                    ? 'could not be loaded.'
                    : p?.isPending
                      ? 'Loading…'
                      : unplaced
                        ? 'no tree number in this release: no place in the tree.'
                        : all.length === 0
                          ? 'at the top of the hierarchy.'
                          : all.slice(0, MAX_PATHS_PER_SOURCE).map((path, j) => (
                              <span key={j} className="cr-path">
                                {path.at(-1)?.position && (
                                  <span className="cr-mono">{path.at(-1)!.position}: </span>
                                )}
                                {shortPath(path.map((n) => n.name)).join(' › ')}
                              </span>
                            ))}
                  {all.length > MAX_PATHS_PER_SOURCE && (
                    <span className="cr-dim">
                      {' '}
                      and {all.length - MAX_PATHS_PER_SOURCE} more{' '}
                      {all.length - MAX_PATHS_PER_SOURCE === 1 ? 'path' : 'paths'}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Stack>
  );
}
