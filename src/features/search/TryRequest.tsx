import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { searchRaw, searchRequestPath, type SearchParams } from '../../api/uts/index.ts';
import { HiddenCharactersHint } from '../../ui/HiddenCharactersHint.tsx';
import { runtimeConfigQuery } from '../../lib/queries/runtimeConfig.ts';
import { copyTarget, targetUrl, toCurl, type Upstream } from '../../ui/requests/copyFormats.ts';
import { formToParams, INPUT_TYPES, RETURN_ID_TYPES, SEARCH_TYPES, type SearchForm } from './searchUrl.ts';

/** Longest answer shown whole: a 200-hit page is about 40 kB; more is cut with a note. */
const SHOWN_CHARS = 200_000;

type Answer =
  { ok: true; status: number; ms: number; text: string } | { ok: false; ms: number; error: string };

const list = (s: string, sep: RegExp) =>
  s
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * "Try this request": the search's parameters in a form, the request it sends shown
 * live as a script would send it (the service's URL, `apiKey=YOUR_API_KEY`; never the key), run
 * through the app (its limiter, its key) with the raw JSON shown, copied as curl, or applied
 * to the page. Loaded only when opened.
 */
export function TryRequest({
  initial,
  release,
  onClose,
  onApply,
}: {
  initial: SearchForm;
  release: string;
  onClose: () => void;
  onApply: (form: SearchForm) => void;
}) {
  const [form, setForm] = useState<SearchForm>(initial);
  const [sabs, setSabs] = useState(initial.sabs.join(','));
  const [types, setTypes] = useState(initial.semanticTypes.join('|'));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [running, setRunning] = useState(false);
  const [copied, setCopied] = useState(false);
  const config = useQuery(runtimeConfigQuery()).data;
  const up: Upstream = { origin: window.location.origin, restBaseUrl: config?.restBaseUrl };
  const current: SearchForm = { ...form, sabs: list(sabs, /,/), semanticTypes: list(types, /\|/) };
  const params = formToParams(current);
  const call = {
    method: 'GET' as const,
    path: searchRequestPath(params, release),
    headers: {},
    body: null,
    keyed: true,
  };
  const target = copyTarget(call, up);
  const set = <K extends keyof SearchForm>(k: K, v: SearchForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setCopied(false);
  };

  const run = async () => {
    setRunning(true);
    setAnswer(await ask(params, release));
    setRunning(false);
  };

  return (
    <Modal opened onClose={onClose} title="Try this request" size="xl">
      <Stack gap="sm">
        <Group grow align="flex-end" wrap="wrap">
          <TextInput
            label="string"
            value={form.string}
            onChange={(e) => set('string', e.currentTarget.value)}
            maxLength={500}
          />
          <NativeSelect
            label="searchType"
            data={[...SEARCH_TYPES]}
            value={form.searchType}
            onChange={(e) => set('searchType', e.currentTarget.value as SearchForm['searchType'])}
          />
          <NativeSelect
            label="inputType"
            data={[...INPUT_TYPES]}
            value={form.inputType}
            onChange={(e) => set('inputType', e.currentTarget.value as SearchForm['inputType'])}
          />
          <NativeSelect
            label="returnIdType"
            data={[...RETURN_ID_TYPES]}
            value={form.returnIdType}
            onChange={(e) => set('returnIdType', e.currentTarget.value as SearchForm['returnIdType'])}
          />
        </Group>
        <HiddenCharactersHint value={form.string} onRemove={(v) => set('string', v)} />
        <Group grow align="flex-end" wrap="wrap">
          <TextInput
            label="sabs (comma-separated)"
            value={sabs}
            onChange={(e) => setSabs(e.currentTarget.value)}
          />
          <TextInput
            label="semanticTypes (|-separated)"
            value={types}
            onChange={(e) => setTypes(e.currentTarget.value)}
          />
          <NativeSelect
            label="pageSize"
            data={['25', '50', '100', '200']}
            value={String(form.pageSize)}
            onChange={(e) => set('pageSize', Number(e.currentTarget.value) as SearchForm['pageSize'])}
          />
          <TextInput
            label="pageNumber"
            inputMode="numeric"
            value={String(form.pageNumber)}
            onChange={(e) =>
              set('pageNumber', Math.max(1, Number(e.currentTarget.value.replace(/\D/g, '')) || 1))
            }
          />
        </Group>
        <Group gap="lg">
          <Checkbox
            label="partialSearch"
            checked={form.partialSearch}
            onChange={(e) => set('partialSearch', e.currentTarget.checked)}
          />
          <Checkbox
            label="includeObsolete"
            checked={form.includeObsolete}
            onChange={(e) => set('includeObsolete', e.currentTarget.checked)}
          />
          <Checkbox
            label="includeSuppressible"
            checked={form.includeSuppressible}
            onChange={(e) => set('includeSuppressible', e.currentTarget.checked)}
          />
        </Group>
        <Text size="sm" fw={600}>
          The request
        </Text>
        <Code block data-testid="try-request-url" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {`GET ${targetUrl(target)}`}
        </Code>
        <Group gap="xs">
          <Button onClick={() => void run()} loading={running} disabled={!current.string.trim()}>
            Run
          </Button>
          <Button
            variant="default"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(toCurl(target))
                .then(() => setCopied(true))
                .catch(() => setCopied(false))
            }
          >
            {copied ? 'Copied' : 'Copy as curl'}
          </Button>
          <Button variant="default" onClick={() => onApply(current)}>
            Show these results on the page
          </Button>
        </Group>
        {answer &&
          (answer.ok ? (
            <Stack gap={4}>
              <Text size="sm" data-testid="try-request-status">
                {`${answer.status} OK · ${answer.ms} ms · ${answer.text.length.toLocaleString('en-US')} characters`}
              </Text>
              <Code
                block
                data-testid="try-request-response"
                aria-label="The raw JSON answer"
                style={{ maxHeight: '50vh', overflow: 'auto' }}
              >
                {answer.text.length > SHOWN_CHARS
                  ? `${answer.text.slice(0, SHOWN_CHARS)}\n… (cut at ${SHOWN_CHARS.toLocaleString('en-US')} characters)`
                  : answer.text}
              </Code>
            </Stack>
          ) : (
            <Alert color="red" title="The request failed" data-testid="try-request-status">
              {`${answer.error} (${answer.ms} ms)`}
            </Alert>
          ))}
      </Stack>
    </Modal>
  );
}

/** Runs the search through the app (its limiter, its key): the raw answer, or why it failed. */
async function ask(params: SearchParams, release: string): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await searchRaw(params, { release });
    return { ok: true, status: 200, ms: Math.round(performance.now() - t0), text: pretty(res.text) };
  } catch (err) {
    const error = isApiError(err)
      ? `${err.status ? `${err.status} · ` : ''}${err.message}`
      : err instanceof Error
        ? err.message
        : 'The request failed';
    return { ok: false, ms: Math.round(performance.now() - t0), error };
  }
}

/** The answer indented, as a reader wants it; an answer that is not JSON is shown as sent. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
