import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  FileButton,
  Group,
  MultiSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { MAX_TEXT_LENGTH } from '../../lib/annotate/annotate.ts';
import { batchLines, mentionEntries } from '../../lib/annotate/basket.ts';
import type { DecidedMention } from '../../lib/annotate/decisions.ts';
import { groupName, SEMANTIC_GROUPS } from '../../lib/annotate/semanticGroups.ts';
import type { ContextKind, FoundConcept } from '../../lib/annotate/types.ts';
import { basketStore, entryId, useBasketIds } from '../../lib/basket/index.ts';
import { addBatchLines } from '../../lib/batchInput.ts';
import { releaseToRecord } from '../../lib/queries/resolvedRelease.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { useRelease } from '../../lib/release.ts';
import { withRelease } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AnnotateExport } from './AnnotateExport.tsx';
import { groupColor } from './groupColors.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { selectionSpan } from './selection.ts';
import { MentionTable } from './MentionTable.tsx';
import { appAnnotateService } from './queries.ts';
import { useAnnotation } from './useAnnotation.ts';
import './annotate.css';

const KINDS: ReadonlyArray<{ value: ContextKind | 'affirmed'; label: string }> = [
  { value: 'affirmed', label: 'No context' },
  { value: 'negated', label: 'Negated' },
  { value: 'possible', label: 'Possible' },
  { value: 'historical', label: 'Historical' },
  { value: 'other', label: "Someone else's" },
];

const kindsOf = (m: DecidedMention): Array<ContextKind | 'affirmed'> =>
  m.context.length ? m.context.map((c) => c.kind) : ['affirmed'];

/** /annotate: paste or open a text, see every mention linked, with its context, and take the codes along. */
export function AnnotatePage() {
  useDocumentTitle('Annotate text');
  const release = useRelease();
  const a = useAnnotation(release);
  const { session: s, update } = a;
  const client = useQueryClient();
  const navigate = useNavigate();
  const sources = useQuery(sourcesQuery(release));
  const sabs = useMemo(() => (sources.data ?? []).map((x) => x.abbreviation).sort(), [sources.data]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [handed, setHanded] = useState<string | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const basketIds = useBasketIds();

  const shown = a.mentions.filter((m) => kindsOf(m).some((k) => !s.hidden.has(k)));
  const result = a.current ? s.result : null;
  const entries = mentionEntries(shown, s.filters.target, release);
  const missing = entries.filter((e) => !basketIds.has(entryId(e.system, e.code)));

  const readFile = async (file: File | null) => {
    if (!file) return;
    setFileError(null);
    if (!/\.(txt|md|markdown|text)$/i.test(file.name) && !file.type.startsWith('text/')) {
      setFileError(`${file.name} is not a .txt or .md file`);
      return;
    }
    const text = await file.text();
    if (text.includes(String.fromCharCode(0))) {
      setFileError(`${file.name} is not a text file`);
      return;
    }
    if (text.length > MAX_TEXT_LENGTH) {
      setFileError(
        `${file.name} has ${text.length.toLocaleString('en-US')} characters; the limit is ${MAX_TEXT_LENGTH.toLocaleString('en-US')}.`,
      );
      return;
    }
    update({ text });
  };

  const pick = async (m: DecidedMention, c: FoundConcept) => {
    const service = appAnnotateService(client, release, s.filters);
    const signal = new AbortController().signal;
    const details = await service.concept(c.cui, signal).catch(() => null);
    const target = s.filters.target ? await service.targetCodes(c.cui, signal).catch(() => null) : null;
    a.decide(m.id, { action: 'pick', concept: c, details, target });
  };

  const select = (id: string) => {
    setSelected(id);
    document.querySelector(`[data-mention-row="${id}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  const toBatch = () => {
    const added = addBatchLines(batchLines(shown), s.filters.target);
    setHanded(`${added} line${added === 1 ? '' : 's'} added to the batch page.`);
    void navigate(withRelease('/batch', release));
  };

  const counts = new Map<string | null, number>();
  for (const m of shown) counts.set(m.group, (counts.get(m.group) ?? 0) + 1);
  const sentCount = result?.sent.length ?? 0;

  return (
    <Stack gap="md">
      <Title order={1}>Annotate text</Title>
      <Alert color="blue" title="Your text stays in this tab" data-testid="privacy-note">
        <Text size="sm">
          The text is never put in the address bar, saved on this device or in a link, and is gone when you
          close the tab. Only candidate phrases are sent to the terminology service, each listed below and in
          Requests; words that look like a name, a number, a date, an identifier, an e-mail address or a phone
          number are never sent.
        </Text>
      </Alert>

      <Textarea
        label="Text"
        description={`A note, an abstract, a list of problems: up to ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters (${s.text.length.toLocaleString('en-US')} now).`}
        value={s.text}
        onChange={(e) => update({ text: e.currentTarget.value })}
        autosize
        minRows={6}
        maxRows={16}
        spellCheck={false}
        disabled={a.running}
        error={
          a.tooLong
            ? `The text has ${s.text.length.toLocaleString('en-US')} characters; the limit is ${MAX_TEXT_LENGTH.toLocaleString('en-US')}.`
            : undefined
        }
      />
      <Group gap="xs">
        <FileButton onChange={(f) => void readFile(f)} accept=".txt,.md,text/plain,text/markdown">
          {(props) => (
            <Button variant="default" size="xs" disabled={a.running} {...props}>
              Open a .txt or .md file
            </Button>
          )}
        </FileButton>
        {fileError && (
          <Text size="sm" c="red" role="alert">
            {fileError}
          </Text>
        )}
      </Group>

      <Group align="end" gap="md" wrap="wrap">
        <MultiSelect
          label="Sources"
          description="Empty: every source"
          data={sabs}
          value={[...s.filters.sabs]}
          onChange={(v) => update({ filters: { ...s.filters, sabs: v } })}
          searchable
          clearable
          disabled={a.running}
          maw={320}
        />
        <MultiSelect
          label="Semantic groups"
          description="Empty: every group"
          data={SEMANTIC_GROUPS.map((g) => ({ value: g.abbreviation, label: g.name }))}
          value={[...s.filters.groups]}
          onChange={(v) => update({ filters: { ...s.filters, groups: v } })}
          searchable
          clearable
          disabled={a.running}
          maw={320}
        />
        <Autocomplete
          label="Target source"
          description="Each concept's codes there"
          placeholder="e.g. MSH"
          data={sabs}
          limit={20}
          value={s.filters.target ?? ''}
          onChange={(v) => update({ filters: { ...s.filters, target: v.trim().toUpperCase() || null } })}
          disabled={a.running}
        />
      </Group>

      <Group gap="xs">
        <Button onClick={() => void a.run()} disabled={a.running || a.tooLong || !s.text.trim()}>
          Annotate
        </Button>
        {a.running && (
          <Button variant="default" onClick={a.cancel}>
            Cancel
          </Button>
        )}
        {result && !a.running && result.state !== 'complete' && (
          <Button variant="default" onClick={() => void a.run()}>
            Retry
          </Button>
        )}
        <AnnotateExport
          mentions={shown}
          filters={s.filters}
          release={release}
          complete={result?.state === 'complete'}
        />
        <Button
          variant="default"
          disabled={missing.length === 0}
          onClick={async () => {
            const recorded = await releaseToRecord(client, release);
            basketStore().add(
              mentionEntries(shown, s.filters.target, recorded).filter(
                (e) => !basketIds.has(entryId(e.system, e.code)),
              ),
            );
          }}
        >
          {entries.length > 0 && missing.length === 0
            ? `✓ In the basket (${entries.length})`
            : `Add to the basket (${missing.length} ${s.filters.target ? `${s.filters.target} code` : 'concept'}${missing.length === 1 ? '' : 's'})`}
        </Button>
        <Button variant="default" disabled={shown.length === 0} onClick={toBatch}>
          Send mentions to batch
        </Button>
      </Group>
      {handed && (
        <Text size="sm" role="status">
          {handed}
        </Text>
      )}

      {s.result && !a.current && (
        <Text size="sm" role="status">
          The text or the options changed since it was annotated: Annotate looks it up again (hand decisions
          are kept while the text is the same).
        </Text>
      )}
      {result && (
        <Text size="sm" aria-live="polite" data-testid="annotate-status">
          {result.state === 'running'
            ? `Annotating… ${sentCount} phrase${sentCount === 1 ? '' : 's'} asked, ${a.mentions.length} mention${a.mentions.length === 1 ? '' : 's'} so far.`
            : result.state === 'complete'
              ? `${a.mentions.length} mention${a.mentions.length === 1 ? '' : 's'} from ${sentCount} phrase${sentCount === 1 ? '' : 's'} sent.`
              : result.state === 'cancelled'
                ? `Cancelled: ${a.mentions.length} mentions found before; the rest was not checked. Retry goes on.`
                : ''}
        </Text>
      )}
      {result?.state === 'stopped' && (
        <Alert color="red" title="The service stopped answering" role="alert">
          {result.error}. The {a.mentions.length} mention{a.mentions.length === 1 ? '' : 's'} found so far are
          kept; {result.unchecked.length} stretch{result.unchecked.length === 1 ? '' : 'es'} of text
          (outlined) were not checked. Retry asks only what is left.
        </Alert>
      )}

      {result && (
        <>
          <Group gap="md" wrap="wrap" aria-label="Legend" role="group">
            {[...counts].map(([g, n]) => (
              <Text key={g ?? 'none'} size="sm">
                <span className="annot-swatch" style={{ '--annot-color': groupColor(g) } as CSSProperties} />
                {groupName(g)} ({n})
              </Text>
            ))}
          </Group>
          <Group gap="md" wrap="wrap" role="group" aria-label="Show mentions">
            {KINDS.map((k) => (
              <Checkbox
                key={k.value}
                label={k.label}
                checked={!s.hidden.has(k.value)}
                onChange={(e) => {
                  const hidden = new Set(s.hidden);
                  if (e.currentTarget.checked) hidden.delete(k.value);
                  else hidden.add(k.value);
                  update({ hidden });
                }}
              />
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Struck through: negated · wavy underline: possible · italic: historical · double underline:
            someone else&apos;s. Select words and look them up to add a mention by hand.
          </Text>
          <div ref={textRef}>
            <HighlightedText
              text={s.text}
              mentions={shown}
              unchecked={result.unchecked}
              selected={selected}
              onSelect={select}
            />
          </div>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                const span = selectionSpan(textRef.current);
                if (span) void a.lookUp(span);
              }}
            >
              Look up the selected text
            </Button>
            {a.lookUpError && (
              <Text size="sm" c="red" role="alert">
                {a.lookUpError}
              </Text>
            )}
          </Group>
          <MentionTable
            mentions={shown}
            target={s.filters.target}
            release={release}
            selected={selected}
            onSelect={setSelected}
            onPick={(m, c) => void pick(m, c)}
            onRemove={(m) => a.decide(m.id, { action: 'remove' })}
          />
          <details>
            <summary>
              <Text span size="sm">
                Phrases sent to the service ({sentCount})
              </Text>
            </summary>
            <ol data-testid="sent-phrases">
              {result.sent.map((p, i) => (
                <li key={i}>
                  <Text span size="sm">
                    {p.asked
                      .map((q) => `${q.string} (${q.searchType === 'exact' ? 'exact' : 'normalised'})`)
                      .join(', then ')}
                    {' — '}
                    {p.state === 'found' ? 'found' : p.state === 'none' ? 'nothing' : p.state}
                  </Text>
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </Stack>
  );
}
