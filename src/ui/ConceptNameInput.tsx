import { Button, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  identifierLookup,
  identifierQuery,
  matchLabel,
  recognisedAs,
  type IdentifierAnswer,
  type IdentifierLookup,
} from '../lib/input-kind/concept.ts';
import { recognizeInput, type RecognizedInput } from '../lib/input-kind/detect.ts';
import { IDENTIFIER_FORMATS } from '../lib/paths.ts';
import { suggestQuery } from '../lib/queries/suggest.ts';
import { useRelease } from '../lib/release.ts';

const DEBOUNCE_MS = 250;

export interface ConceptNameInputProps {
  label: string;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
  /** A concept picked from the suggestions, a CUI typed in full, or the concept of a code. */
  onPick: (cui: string, name: string | null) => void;
  /**
   * Text that is neither a suggestion nor a CUI (e.g. `rxcui:161` on the compare page): return
   * an error to show, null when the page took it, undefined when it is not the page's either.
   * Asked before the identifier detector reads the text.
   */
  onOther?: (text: string) => string | null | undefined;
  /**
   * Given when the page takes RxNorm drugs (compare): an RXCUI or an NDC typed is then the
   * drug it names, handed here (error to show, or null when taken), not its UMLS concept.
   */
  onDrug?: (rxcui: string, name: string) => string | null;
  /** Says why a pick was refused (e.g. "already compared"), or null to accept it. */
  refuse?: (cui: string) => string | null;
  button?: string;
}

/** One line of the dropdown: a concept (or drug) an identifier names, or a suggested name. */
interface Choice {
  id: string;
  /** Null for a CUI typed in full. */
  name: string | null;
  idType: IdentifierAnswer['idType'];
  /** "I21.9 looks like an ICD-10-CM code → C0155626 Acute myocardial infarction", for identifiers. */
  recognised: string | null;
}

const failureText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A box that takes a concept by name (three letters or more suggest names, as the header
 * search does: same query, same cache), by CUI, or by any identifier the app's one detector
 * reads (lib/input-kind): a source code (`I21.9`, `I219`, `ICD10CM:I21.9`, `D009203`,
 * `GO:0005575`, `DOID:5844`), an AUI, an RXCUI or an NDC, looked up as the concept it names and
 * said so ("I21.9 looks like an ICD-10-CM code → …"). Enter or the button adds the highlighted
 * line, else what was typed; what cannot be added says why.
 */
export function ConceptNameInput({
  label,
  description,
  placeholder = 'A name, a CUI or a code (e.g. heart failure, C0018801, I21.9)',
  disabled,
  onPick,
  onOther,
  onDrug,
  refuse,
  button = 'Add',
}: ConceptNameInputProps) {
  const release = useRelease();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** What the last identifier added was recognised as, until the next edit. */
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Edits since a lookup started: an answer that arrives after the user typed on is dropped.
  const edits = useRef(0);
  const typed = text.trim();
  const asDrug = !!onDrug;
  const [settled] = useDebouncedValue(typed, DEBOUNCE_MS);
  const recognized = useMemo(() => recognizeInput(settled), [settled]);
  const lookup = useMemo(() => identifierLookup(recognized, asDrug), [recognized, asDrug]);
  const identifier = useQuery(identifierQuery(release, lookup));
  const debounced = IDENTIFIER_FORMATS.cui.test(settled) ? '' : settled;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = useQuery(suggestQuery(release, debounced));
  const hits = debounced.length >= 3 ? (suggestions.data?.hits ?? []) : [];
  const noneFound = !lookup && suggestions.isSuccess && !suggestions.isPlaceholderData && hits.length === 0;

  const line = lookup ? recognisedAs(settled, recognized) : null;
  const answer = lookup ? identifier.data : undefined;
  const choices: Choice[] = [
    ...(answer?.matches ?? []).map((m) => ({
      id: m.id,
      name: m.name,
      idType: answer!.idType,
      recognised: `${line} → ${matchLabel(answer!, m)}`,
    })),
    ...hits.map((h) => ({ id: h.ui, name: h.name, idType: 'CUI' as const, recognised: null })),
  ];

  const take = (choice: Choice) => {
    const why =
      choice.idType === 'RXCUI'
        ? (onDrug?.(choice.id, choice.name ?? choice.id) ?? null)
        : (refuse?.(choice.id) ?? null);
    if (why) {
      fail(choice.recognised ? `${choice.recognised}: ${why}` : why);
      return;
    }
    setError(null);
    setText('');
    setAdded(choice.recognised);
    combobox.closeDropdown();
    if (choice.idType === 'CUI') onPick(choice.id, choice.name);
  };

  /** Says why the text was not taken, with the list closed: it would cover the red line. */
  const fail = (message: string) => {
    combobox.closeDropdown();
    setError(message);
  };

  /** An identifier submitted: its concept once looked up (the answer the dropdown shows, cached). */
  const lookUp = async (r: RecognizedInput, wanted: IdentifierLookup, byName: Choice | undefined) => {
    const said = recognisedAs(typed, r);
    const edit = edits.current;
    setBusy(true);
    setError(null);
    let found: IdentifierAnswer;
    try {
      found = await queryClient.fetchQuery(identifierQuery(release, wanted));
    } catch (err) {
      if (edits.current === edit) fail(`${said}, but it could not be looked up: ${failureText(err)}`);
      return;
    } finally {
      setBusy(false);
    }
    if (edits.current !== edit) return;
    const [first, ...more] = found.matches;
    if (!first) {
      // A word that merely has a code's shape (e.g. a name like "B12"), typed in full.
      if (byName) return take(byName);
      fail(
        `${said}, but ${found.idType === 'RXCUI' ? 'the drug service knows no such drug' : 'no concept in this release has it'}.`,
      );
      return;
    }
    if (more.length) {
      setError(`${said}: it names ${found.matches.length} concepts; pick one from the list.`);
      combobox.openDropdown();
      return;
    }
    take({ ...first, idType: found.idType, recognised: `${said} → ${matchLabel(found, first)}` });
  };

  const submit = () => {
    const chosen = combobox.dropdownOpened ? choices[combobox.getSelectedOptionIndex()] : undefined;
    if (chosen) return take(chosen);
    if (IDENTIFIER_FORMATS.cui.test(typed))
      return take({ id: typed.toUpperCase(), name: null, idType: 'CUI', recognised: null });
    const other = typed && onOther ? onOther(typed) : undefined;
    if (other === null) {
      setText('');
      setError(null);
      return;
    }
    if (other) return fail(other);
    if (!typed) return fail('Write a name, a CUI or a code.');
    // A name typed in full: the first suggestion when it is that very name.
    const exact = hits.find((h) => h.name.toLowerCase() === typed.toLowerCase());
    const byName: Choice | undefined = exact && {
      id: exact.ui,
      name: exact.name,
      idType: 'CUI',
      recognised: null,
    };
    const r = recognizeInput(typed);
    const wanted = identifierLookup(r, asDrug);
    if (wanted) return void lookUp(r, wanted, byName);
    if (r.problem) return fail(`${typed}: ${r.problem}`);
    if (r.kind === 'tui')
      return fail(`${recognisedAs(typed, r)}, not a concept: write a concept’s name, CUI or code.`);
    if (byName) return take(byName);
    fail(
      'Pick one of the suggested names, or write a CUI (e.g. C0018801) or a code (e.g. I21.9, MSH:D009203).',
    );
  };

  const idGroup = lookup && (
    <Combobox.Group label={line}>
      {identifier.isPending && <Combobox.Empty>Looking it up…</Combobox.Empty>}
      {identifier.isError && (
        <Combobox.Empty>Could not look it up: {failureText(identifier.error)}</Combobox.Empty>
      )}
      {answer && answer.matches.length === 0 && (
        <Combobox.Empty>
          {answer.idType === 'RXCUI'
            ? 'The drug service knows no such drug.'
            : 'No concept in this release has it.'}
        </Combobox.Empty>
      )}
      {choices.slice(0, answer?.matches.length ?? 0).map((c, i) => (
        <Combobox.Option value={String(i)} key={`id-${c.id}`}>
          <Text size="sm">
            →{' '}
            <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
              {c.idType === 'RXCUI' ? `RXCUI ${c.id}` : c.id}
            </span>{' '}
            {c.name}
          </Text>
        </Combobox.Option>
      ))}
    </Combobox.Group>
  );
  const offset = answer?.matches.length ?? 0;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap={4}>
        <Group align="flex-end" gap="xs">
          <Combobox
            store={combobox}
            onOptionSubmit={(index) => {
              const choice = choices[Number(index)];
              if (choice) take(choice);
            }}
          >
            <Combobox.Target>
              <TextInput
                label={label}
                description={description}
                placeholder={placeholder}
                value={text}
                maxLength={200}
                disabled={disabled}
                error={error}
                autoComplete="off"
                onChange={(e) => {
                  edits.current += 1;
                  setText(e.currentTarget.value);
                  setError(null);
                  setAdded(null);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                rightSection={
                  busy || suggestions.isFetching || identifier.isFetching ? (
                    <Loader size="xs" aria-label={busy ? 'Looking it up' : 'Loading suggestions'} />
                  ) : null
                }
                style={{ flex: '1 1 240px', maxWidth: 380 }}
              />
            </Combobox.Target>
            <Combobox.Dropdown
              hidden={!lookup && (debounced.length < 3 || (hits.length === 0 && !noneFound))}
            >
              <Combobox.Options aria-label={`Suggestions for ${label}`}>
                {idGroup}
                {hits.length > 0 && (
                  <Combobox.Group label={lookup ? 'Names' : undefined}>
                    {hits.map((h, i) => (
                      <Combobox.Option value={String(offset + i)} key={`${h.ui}-${i}`}>
                        <Text size="sm">{h.name}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {h.ui}
                        </Text>
                      </Combobox.Option>
                    ))}
                  </Combobox.Group>
                )}
                {noneFound && <Combobox.Empty>No names start with “{debounced}”</Combobox.Empty>}
              </Combobox.Options>
            </Combobox.Dropdown>
          </Combobox>
          <Button type="submit" disabled={disabled} loading={busy}>
            {button}
          </Button>
        </Group>
        {added && (
          <Text size="sm" c="dimmed" role="status" data-testid="concept-input-added">
            Added: {added}.
          </Text>
        )}
      </Stack>
    </form>
  );
}
