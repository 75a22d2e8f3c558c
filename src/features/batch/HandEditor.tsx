import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SearchHit } from '../../api/uts/types.ts';
import { detectInput, type DetectOptions } from '../../lib/input-kind/index.ts';
import { resolveLine, type BatchClients, type Resolution, type ResolveOptions } from './resolve.ts';
import type { BatchRow } from './rows.ts';
import { STATUS_LABEL, type HandDecision } from './status.ts';

export interface HandEditorProps {
  row: BatchRow | null;
  onClose(): void;
  clients: BatchClients;
  options: ResolveOptions;
  detectOptions: DetectOptions;
  onDecide(keys: readonly string[], change: Partial<HandDecision>): void;
}

/** Results of the small search inside the batch. */
const HITS = 10;

/** The reviewer's name is remembered on this device so each decision does not ask for it again. */
const REVIEWER_KEY = 'tb.batch.reviewer';
function lastReviewer(): string {
  try {
    return localStorage.getItem(REVIEWER_KEY) ?? '';
  } catch {
    return '';
  }
}
function rememberReviewer(name: string) {
  try {
    localStorage.setItem(REVIEWER_KEY, name.trim());
  } catch {
    // Private mode or a full store: the name is still on this decision.
  }
}

/**
 * The hand on a row: search inside the batch and pick, type a CUI or code, mark "no match",
 * accept the row's own answer, or leave a comment. One dialog for the page, not one per row:
 * 5,000 rows must stay cheap to draw.
 */
export function HandEditor(props: HandEditorProps) {
  // Keyed by line: another row opens with its own fresh state.
  return props.row ? <EditorBody key={props.row.line} {...props} row={props.row} /> : null;
}

function EditorBody({
  row,
  onClose,
  clients,
  options,
  detectOptions,
  onDecide,
}: HandEditorProps & { row: BatchRow }) {
  const [query, setQuery] = useState(row.kind === 'term' ? row.input : '');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [typed, setTyped] = useState('');
  const [comment, setComment] = useState(row.comment);
  const [reviewerName, setReviewerName] = useState(row.reviewer || lastReviewer());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const key = row.decisionKey;
  // The name goes with every decision made here (mapping files credit it), and is remembered.
  const reviewer = () => {
    rememberReviewer(reviewerName);
    return reviewerName.trim();
  };
  const signal = () => new AbortController().signal;
  const pick = (r: Resolution, atom: string | null) => {
    onDecide([key], {
      action: 'pick',
      resolution: {
        ...r,
        manual: true,
        via: { by: 'hand', atom, source: r.via?.source ?? null, preferred: false },
      },
      comment,
      reviewer: reviewer(),
    });
    onClose();
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const search = () =>
    run(async () => {
      const page = await clients.search(
        { string: query.trim(), searchType: 'words', pageSize: HITS, pageNumber: 1, includeObsolete: false },
        signal(),
      );
      setHits(page.hits);
    });
  const pickHit = (hit: SearchHit) =>
    run(async () => {
      const r = await resolveLine(detectInput(hit.ui, { force: 'cui' }), options, clients, signal());
      if (!r.id) throw new Error(`${hit.ui} could not be read`);
      pick(r, hit.name);
    });
  const applyTyped = () =>
    run(async () => {
      const d = detectInput(typed, detectOptions);
      if (d.kind === 'empty') return;
      if (d.problem) throw new Error(d.problem);
      if (d.kind === 'term') throw new Error('Type a CUI, an RXCUI, an NDC or a code as SAB:code');
      const r = await resolveLine(d, options, clients, signal());
      if (!r.id) throw new Error(`Nothing found for ${typed.trim()}`);
      pick(r, typed.trim());
    });

  const found = row.found?.id ? row.found : null;
  return (
    <Modal opened onClose={onClose} title={`Line ${row.line}: ${row.input || 'empty line'}`} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Now: <strong>{STATUS_LABEL[row.status] || 'empty'}</strong>
          {row.byHand ? ' (by hand)' : ''}
          {row.resolution?.id ? ` · ${row.resolution.name ?? ''} (${row.resolution.id})` : ''}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (query.trim()) void search();
          }}
        >
          <Group align="end" gap="xs">
            <TextInput
              label="Search the terminology"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" loading={busy} disabled={!query.trim()}>
              Search
            </Button>
          </Group>
        </form>
        {hits && (
          <Stack gap={4} aria-label="Search results" role="list">
            {hits.length === 0 && (
              <Text size="sm" c="dimmed">
                Nothing found.
              </Text>
            )}
            {hits.map((h) => (
              <Group key={h.ui} gap="xs" role="listitem" wrap="nowrap">
                <Button
                  size="compact-xs"
                  aria-label={`Pick ${h.name} (${h.ui})`}
                  onClick={() => void pickHit(h)}
                  disabled={busy}
                >
                  Pick
                </Button>
                <Text size="sm">
                  {h.name} ({h.ui})
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) void applyTyped();
          }}
        >
          <Group align="end" gap="xs">
            <TextInput
              label="Or type a CUI or code"
              description="C0027051, ICD10CM:I21.9, 314076 (RXCUI), an NDC"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" loading={busy} disabled={!typed.trim()}>
              Use this code
            </Button>
          </Group>
        </form>
        <TextInput
          label="Reviewer name (optional)"
          description="Mapping files credit the decision to this name"
          value={reviewerName}
          onChange={(e) => setReviewerName(e.currentTarget.value)}
          maxLength={200}
        />
        <Textarea
          label="Reviewer comment"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          rows={2}
          maxLength={2000}
        />
        <Group gap="xs">
          {found && !(row.byHand && row.status === 'matched' && row.resolution === found) && (
            <Button
              variant="light"
              onClick={() => {
                onDecide([key], { action: 'accept', resolution: null, comment, reviewer: reviewer() });
                onClose();
              }}
            >
              Accept {found.name ?? found.id}
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => {
              onDecide([key], { action: 'none', resolution: null, comment, reviewer: reviewer() });
              onClose();
            }}
          >
            Mark as no match
          </Button>
          <Button
            variant="default"
            onClick={() => {
              onDecide([key], { comment, reviewer: reviewer() });
              onClose();
            }}
          >
            Save comment
          </Button>
          {row.byHand && (
            <Button
              variant="subtle"
              onClick={() => {
                onDecide([key], { action: null, resolution: null, comment, reviewer: reviewer() });
                onClose();
              }}
            >
              Undo the hand decision
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
