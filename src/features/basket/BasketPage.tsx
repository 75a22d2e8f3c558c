import { useQueryClient } from '@tanstack/react-query';
import { HiddenCharactersHint } from '../../ui/HiddenCharactersHint.tsx';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { showToast } from '../../ui/toast.ts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { relatePath } from '../../lib/paths.ts';
import {
  basketFromFile,
  BasketFormatError,
  basketStore,
  buildValueSet,
  decodeBasket,
  encodeBasket,
  entryCompareToken,
  groupBySystem,
  LARGE_BASKET,
  MAX_SHARE_CHARS,
  shareUrl,
  tokenFromHash,
  useBasket,
  useBasketLoaded,
  type Basket,
  type BasketEntry,
} from '../../lib/basket/index.ts';
import { CompareSelectedButton } from '../../ui/CompareSelection.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { DEFAULT_OPTIONS } from '../../lib/basket/types.ts';
import { AddRuleForm } from './AddRuleForm.tsx';
import { BasketGroup } from './BasketGroup.tsx';
import { DiffPanel } from './DiffPanel.tsx';
import { ExpansionPanel } from './ExpansionPanel.tsx';
import { useExpansion } from './useExpansion.ts';
import { ImportReportPanel, type ShownReport } from './ImportReportPanel.tsx';
import { OptimizePanel } from './OptimizePanel.tsx';
import { checkImportedCodes } from '../../lib/basket/checkCodes.ts';
import { serviceCodeCheck } from '../../lib/basket/expandDeps.ts';
import { downloadCsv, downloadValueSet } from './exportBasket.ts';
import { demoIdsOf } from '../../ui/export/demoIds.ts';
import { IncomingBasket, type Incoming } from './IncomingBasket.tsx';

const reasonOf = (e: unknown) =>
  e instanceof BasketFormatError ? e.message : e instanceof Error ? e.message : String(e);

type Arrival =
  | { kind: 'take'; basket: Basket }
  | { kind: 'ask'; basket: Basket }
  | { kind: 'refused'; reason: string }
  | null;

function readShareLink(hash: string, current: number): Arrival {
  const token = tokenFromHash(hash);
  if (token === null) return null;
  try {
    const basket = decodeBasket(token);
    return { kind: current === 0 ? 'take' : 'ask', basket };
  } catch (e) {
    return {
      kind: 'refused',
      reason: `The shared link was not opened: ${reasonOf(e)}. Your basket is unchanged.`,
    };
  }
}

function undoable(removed: BasketEntry[], what: string) {
  if (!removed.length) return;
  const id = `basket-undo-${Date.now()}`;
  showToast({
    id,
    autoClose: 8000,
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">{what}</Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            basketStore().restore(removed);
            notifications.hide(id);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}

/** `/basket`: the value set the user collects on every page, with export, share and import. */
export function BasketPage() {
  useDocumentTitle('Basket');
  usePrintView({ kind: 'Basket' });
  // The page acts on what the basket holds as it opens (a share link replaces an empty basket,
  // asks before replacing a full one): it waits the few milliseconds the stored basket takes.
  if (!useBasketLoaded())
    return (
      <Stack maw={1200} gap="md">
        <Title order={1}>Basket</Title>
        <Text size="sm" c="dimmed" role="status">
          Reading the basket…
        </Text>
      </Stack>
    );
  return <LoadedBasketPage />;
}

function LoadedBasketPage() {
  const basket = useBasket();
  const client = useQueryClient();
  const store = basketStore();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shareText, setShareText] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [report, setReport] = useState<ShownReport | null>(null);
  const [checking, setChecking] = useState<{ done: number; of: number } | null>(null);

  // A share link is read once, when the page opens; the fragment is then dropped so a reload
  // does not ask again. An empty basket takes it at once, a non-empty one asks first.
  const [arrival, setArrival] = useState(() => readShareLink(hash, store.getSnapshot().entries.length));
  // A link that differs only in its fragment is opened in the same page (no reload): read it too.
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (tokenFromHash(hash) !== null) setArrival(readShareLink(hash, store.getSnapshot().entries.length));
  }
  useEffect(() => {
    if (!arrival) return;
    void navigate('/basket', { replace: true });
    if (arrival.kind === 'take') {
      store.replace(arrival.basket);
      showToast({ message: `Shared basket opened: ${arrival.basket.entries.length} codes` });
    }
  }, [arrival, navigate, store]);
  const shown =
    incoming ?? (arrival?.kind === 'ask' ? { basket: arrival.basket, from: 'link' as const } : null);
  const shownProblem = problem ?? (arrival?.kind === 'refused' ? arrival.reason : null);

  const expansion = useExpansion(basket);
  const options = basket.options ?? DEFAULT_OPTIONS;
  const ruleCount = basket.entries.filter((e) => e.rule).length;
  const groups = useMemo(() => groupBySystem(basket.entries), [basket.entries]);
  const fhir = useMemo(() => buildValueSet(basket), [basket]);
  const n = basket.entries.length;
  // The concepts (CUI or RXCUI) the selected entries name, once each, for "Compare selected".
  const chosen = basket.entries.filter((e) => selected.has(e.id));
  const compareTokens = [...new Set(chosen.map(entryCompareToken).filter((t): t is string => t !== null))];
  const withoutConcept = chosen.filter((e) => entryCompareToken(e) === null).length;

  const remove = (ids: string[]) => {
    const removed = store.remove(ids);
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
    undoable(
      removed,
      removed.length === 1 && removed[0]
        ? `Removed ${removed[0].system} ${removed[0].code}`
        : `Removed ${removed.length} codes`,
    );
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    try {
      const { basket: read, report: parsed } = basketFromFile(await file.text(), file.name);
      setProblem(null);
      setReport(null);
      setChecking({ done: 0, of: read.entries.length });
      const checked = await checkImportedCodes(read, serviceCodeCheck('current'), {
        onProgress: (done, of) => setChecking({ done, of }),
      });
      setChecking(null);
      setReport({ ...parsed, file: file.name, unknown: checked.unknown, unchecked: checked.unchecked });
      const b: Basket = checked.basket;
      if (b.entries.length === 0) {
        setProblem(
          `${file.name} was not imported: none of its codes is known to the service. Your basket is unchanged.`,
        );
        return;
      }
      if (n === 0) {
        store.replace(b);
        showToast({ message: `Imported ${b.entries.length} entries` });
      } else setIncoming({ basket: b, from: 'file' });
    } catch (e) {
      setChecking(null);
      setProblem(`${file.name} was not imported: ${reasonOf(e)}. Your basket is unchanged.`);
    }
  };

  const share = () => {
    const enc = encodeBasket(basket);
    if (!enc.ok) {
      setShareText(null);
      setProblem(
        `The basket is too large for a link (${enc.length.toLocaleString()} characters; links stop at ${MAX_SHARE_CHARS.toLocaleString()}). Export the ValueSet or CSV and share the file instead.`,
      );
      return;
    }
    const url = shareUrl(window.location.origin, enc.token);
    setShareText(url);
    setProblem(null);
    void navigator.clipboard?.writeText(url).then(
      () => showToast({ message: 'Share link copied' }),
      () => undefined,
    );
  };

  return (
    <Stack maw={1200} gap="md">
      <Title order={1}>Basket</Title>
      <Text c="dimmed" size="sm">
        Codes you add on concept, code, atom, drug and search pages. Kept in this browser (not on a server);
        export them as a FHIR R4 ValueSet or CSV, or share a link.
      </Text>
      {shownProblem && (
        <Alert
          color="red"
          title="Not done"
          withCloseButton
          onClose={() => {
            setProblem(null);
            setArrival(null);
          }}
          role="alert"
        >
          {shownProblem}
        </Alert>
      )}
      {checking && (
        <Text size="sm" role="status">
          Checking the imported codes against the service: {checking.done} of {checking.of}…
        </Text>
      )}
      {report && <ImportReportPanel report={report} onClose={() => setReport(null)} />}
      {shown && (
        <IncomingBasket
          incoming={shown}
          current={n}
          onDone={(msg) => {
            setIncoming(null);
            setArrival(null);
            showToast({ message: msg });
          }}
        />
      )}
      <Group align="flex-start" grow>
        <Stack gap={4}>
          <TextInput
            label="Value set name"
            value={basket.name}
            maxLength={200}
            onChange={(e) => store.rename(e.currentTarget.value)}
          />
          <HiddenCharactersHint value={basket.name} onRemove={(v) => store.rename(v)} />
        </Stack>
        <Textarea
          label="Description"
          value={basket.description}
          maxLength={3000}
          autosize
          minRows={1}
          maxRows={4}
          onChange={(e) => store.describe(e.currentTarget.value)}
        />
      </Group>
      <Group align="flex-start" grow>
        <TextInput
          label="Canonical url"
          description="The ValueSet's identity (an http or https address you control)"
          placeholder="https://example.org/fhir/ValueSet/my-value-set"
          value={basket.url ?? ''}
          maxLength={500}
          onChange={(e) => store.setIdentity({ url: e.currentTarget.value })}
        />
        <TextInput
          label="Version"
          description="The value set's own version"
          value={basket.version ?? ''}
          maxLength={100}
          onChange={(e) => store.setIdentity({ version: e.currentTarget.value })}
        />
      </Group>
      <Group gap="xs">
        <Button onClick={() => void downloadValueSet(basket, client)} disabled={n === 0}>
          Export FHIR ValueSet
        </Button>
        <Button variant="default" onClick={() => downloadCsv(basket, demoIdsOf(client))} disabled={n === 0}>
          Export CSV
        </Button>
        <Button variant="default" onClick={share} disabled={n === 0}>
          Share link
        </Button>
        <FileButton onChange={(f) => void importFile(f)} accept=".json,.csv,application/json,text/csv">
          {(props) => (
            <Button variant="default" {...props}>
              Import ValueSet or CSV
            </Button>
          )}
        </FileButton>
        <Button
          variant="subtle"
          color="red"
          disabled={n === 0}
          onClick={() => {
            const removed = store.clear();
            setSelected(new Set());
            undoable(removed, `Cleared ${removed.length} codes`);
          }}
        >
          Clear basket
        </Button>
      </Group>
      <AddRuleForm release="current" />
      {groups.has('ICD10CM') && (
        <Group gap="lg" data-testid="icd-options">
          <Checkbox
            label="ICD-10-CM: leave out chapters and blocks (they are not codes)"
            checked={!options.icdGroupers}
            onChange={(e) => store.setOptions({ ...options, icdGroupers: !e.currentTarget.checked })}
          />
          <Checkbox
            label="ICD-10-CM: billable codes only (leaves of descendant rules)"
            checked={options.icdBillableOnly}
            onChange={(e) => store.setOptions({ ...options, icdBillableOnly: e.currentTarget.checked })}
          />
        </Group>
      )}
      {shareText && (
        <TextInput
          label="Share link (copied)"
          description="Anyone who opens it sees these codes; it holds no key or account."
          value={shareText}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-link"
        />
      )}
      {n > LARGE_BASKET && (
        <Alert color="yellow" title={`${n.toLocaleString()} codes`}>
          A basket this large works, but exports and the page get slow, and it will not fit in a share link.
        </Alert>
      )}
      {fhir.omitted.length > 0 && (
        <Alert color="orange" title="Not in the FHIR export" data-testid="fhir-omitted">
          {fhir.omitted.map((o) => `${o.system} (${o.count})`).join(', ')}: no FHIR code system URI is known
          for these sources, so the ValueSet leaves them out rather than guess one. The CSV export has them.
        </Alert>
      )}
      {groups.has('UMLS') && (
        <Text size="xs" c="dimmed">
          UMLS CUIs are exported with http://terminology.hl7.org/CodeSystem/umls, which HL7 Terminology marks
          as retired (2021-11-09); the file&apos;s purpose says so.
        </Text>
      )}
      {n === 0 ? (
        <Text>
          The basket is empty. Use “Add to basket” on a concept, source code, atom or drug page, or on a
          search result.
        </Text>
      ) : (
        <>
          <Text size="sm" data-testid="basket-summary">
            {ruleCount ? `${n} rule${n === 1 ? '' : 's'}` : `${n} code${n === 1 ? '' : 's'}`} in {groups.size}{' '}
            system{groups.size === 1 ? '' : 's'}
            {selected.size ? `, ${selected.size} selected` : ''}
          </Text>
          {selected.size > 0 && (
            <Group gap="xs">
              <Button size="xs" variant="default" color="red" onClick={() => remove([...selected])}>
                Remove selected
              </Button>
              <CompareSelectedButton tokens={compareTokens} label="Compare selected" />
              {compareTokens.filter((t) => /^C\d{7}$/.test(t)).length >= 2 && (
                <Anchor
                  component={Link}
                  to={relatePath(compareTokens.filter((t) => /^C\d{7}$/.test(t)))}
                  size="sm"
                >
                  Where they meet (relate)
                </Anchor>
              )}
              {withoutConcept > 0 && (
                <Text size="xs" c="dimmed">
                  {withoutConcept} selected {withoutConcept === 1 ? 'code names' : 'codes name'} no CUI or
                  RXCUI and {withoutConcept === 1 ? 'is' : 'are'} left out.
                </Text>
              )}
            </Group>
          )}
          {[...groups].map(([system, entries]) => (
            <BasketGroup
              key={system}
              system={system}
              entries={entries}
              selected={selected}
              onSelect={(id, on) =>
                setSelected((s) => {
                  const next = new Set(s);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onRemove={remove}
              contributions={expansion.stale ? null : expansion.stored?.contributions}
              flags={expansion.stale ? undefined : expansion.stored?.flags}
              notRead={expansion.stale ? undefined : expansion.stored?.notRead}
            />
          ))}
          <OptimizePanel basket={basket} release={expansion.stored?.release ?? 'current'} />
          {expansion.reExpanded && (
            <DiffPanel
              re={expansion.reExpanded}
              name={basket.name}
              entries={basket.entries}
              onClose={expansion.closeDiff}
            />
          )}
          <ExpansionPanel
            stored={expansion.stored}
            stale={expansion.stale}
            state={expansion.state}
            unfinished={expansion.unfinished}
            entries={basket.entries}
            onReExpand={(release) => void expansion.reExpand(release)}
          />
        </>
      )}
    </Stack>
  );
}
