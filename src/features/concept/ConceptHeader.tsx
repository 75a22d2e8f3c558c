import { Anchor, Badge, Button, CopyButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Concept } from '../../api/uts/index.ts';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { citation } from './citation.ts';
import { conceptPath, pathForRef, withRelease } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { useRelease } from '../../lib/release.ts';
import { AddToBasketButton } from '../../ui/AddToBasketButton.tsx';
import { DrugDetailsLinks } from './DrugDetailsLinks.tsx';
import { mayHaveRxnormAtoms } from '../../lib/drugLike.ts';

const STATUS: Record<string, string> = { R: 'Reviewed', U: 'Unreviewed' };

export function ConceptHeader({ concept }: { concept: Concept }) {
  const link = useHref();
  const release = useRelease();
  const cite = citation({
    code: concept.ui,
    name: concept.name,
    source: 'UMLS Metathesaurus',
    release: concept.release,
    date: new Date(),
    url: window.location.origin + withRelease(conceptPath(concept.ui), concept.release ?? null),
  });
  // .page-head, data-present-keep: in presentation mode the title and the CUI stay in view, the
  // rest of the block is left out (shell/present.css).
  return (
    <Stack gap="xs" className="page-head">
      <Title order={1}>{concept.name}</Title>
      <Group gap="xs" data-present-keep>
        <Text ff="monospace" data-testid="concept-cui" data-present-keep>
          {concept.ui}
        </Text>
        <CopyValue value={concept.ui} label="Copy CUI" />
        <CopyButton value={cite}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="default" onClick={copy}>
              {copied ? 'Citation copied' : 'Copy citation'}
            </Button>
          )}
        </CopyButton>
        <Button
          size="compact-xs"
          variant="default"
          component={Link}
          to={link(conceptPath(concept.ui), { report: '1' })}
          data-testid="concept-report-link"
        >
          One-page report
        </Button>
        {concept.release && <Badge variant="outline">Release {concept.release}</Badge>}
        <AddToBasketButton
          entry={{
            system: 'UMLS',
            code: concept.ui,
            display: concept.name,
            from: { kind: 'CUI', id: concept.ui },
            release: concept.release ?? release,
          }}
        />
      </Group>
      <Group gap="xs" aria-label="Semantic types">
        {concept.semanticTypes.map((t) =>
          t.tui ? (
            <Anchor
              key={t.tui}
              component={Link}
              to={link(pathForRef({ kind: 'TUI', id: t.tui, source: null }))}
            >
              <Badge variant="light" style={{ cursor: 'pointer' }}>
                {t.name} ({t.tui})
              </Badge>
            </Anchor>
          ) : (
            <Badge key={t.name} variant="light">
              {t.name}
            </Badge>
          ),
        )}
      </Group>
      <Group gap="lg">
        <Text size="sm">Status: {concept.status ? (STATUS[concept.status] ?? concept.status) : '—'}</Text>
        {concept.suppressible && <Badge color="gray">Suppressible</Badge>}
        <Text size="sm">Added: {concept.dateAdded?.iso ?? concept.dateAdded?.raw ?? '—'}</Text>
        <Text size="sm">
          Major revision: {concept.majorRevisionDate?.iso ?? concept.majorRevisionDate?.raw ?? '—'}
        </Text>
      </Group>
      <Group gap="lg">
        <Text size="sm" data-testid="count-atoms">
          Atoms: {concept.atomCount}
        </Text>
        <Text size="sm">Relations: {concept.relationCount}</Text>
        <Text size="sm">Attributes: {concept.attributeCount}</Text>
        <Text size="sm">Definitions: {concept.links.definitions ? 'yes' : 'none'}</Text>
      </Group>
      <DrugDetailsLinks
        cui={concept.ui}
        release={release}
        asked={mayHaveRxnormAtoms(concept.semanticTypes)}
      />
    </Stack>
  );
}

/**
 * The header while the concept loads: the same rows holding blanks of about the width of what
 * they stand for, so they wrap as the real ones do on a phone and the tabs below stay where
 * they are when the concept lands. The facts rows hold their real labels with typical values,
 * hidden under the blank, so they wrap at the same widths (fixed widths wrapped at 412 px
 * where the real rows did not). A name longer than a line still moves them.
 */
export function ConceptHeaderSkeleton() {
  const text = (width: number | string) => (
    <Skeleton visible width={width}>
      {'\u00a0'}
    </Skeleton>
  );
  const sm = (like: string) => (
    <Text size="sm" component="div">
      <Skeleton visible width="fit-content">
        {/* Takes the room of the text without painting it (the blank covers, not hides, it). */}
        <span style={{ visibility: 'hidden' }}>{like}</span>
      </Skeleton>
    </Text>
  );
  return (
    <Stack gap="xs" className="page-head">
      <Title order={1}>{text('60%')}</Title>
      <Group gap="xs">
        <Text ff="monospace" component="div">
          {text(78)}
        </Text>
        <Skeleton height={22} width={22} />
        <Skeleton height={22} width={92} />
        <Skeleton height={22} width={104} />
        <Skeleton height={20} width={120} />
        <Skeleton height={22} width={106} />
      </Group>
      <Group gap="xs">
        <Skeleton height={25} width={180} />
      </Group>
      <Group gap="lg">
        {sm('Status: Reviewed')}
        {sm('Added: 1990-01-01')}
        {sm('Major revision: 2024-01-01')}
      </Group>
      <Group gap="lg">
        {sm('Atoms: 9')}
        {sm('Relations: 99')}
        {sm('Attributes: 9')}
        {sm('Definitions: yes')}
      </Group>
    </Stack>
  );
}
