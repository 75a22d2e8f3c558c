import { HiddenCharactersHint } from '../../ui/HiddenCharactersHint.tsx';
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { memo, useState, type FormEvent } from 'react';
import semanticNetwork from '../../lib/semanticNetwork.json';
import { sentAs } from './sentAs.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import {
  DEFAULT_FORM,
  INPUT_TYPES,
  RETURN_ID_TYPES,
  SEARCH_TYPES,
  type SearchForm as Form,
} from './searchUrl.ts';
import { MAX_STRING } from '../../lib/searchText.ts';
import {
  INPUT_TYPE_WORDS,
  plainOptions,
  RETURN_ID_TYPE_WORDS,
  SEARCH_TYPE_WORDS,
} from '../../lib/plainWords.ts';

const STY_OPTIONS = semanticNetwork.types.map((t) => ({ value: t.tui, label: `${t.name} (${t.tui})` }));
const GROUP_OPTIONS = semanticNetwork.groups.map((g) => ({ value: g.name, label: g.name }));

const hasAdvanced = (f: Form) =>
  f.searchType !== DEFAULT_FORM.searchType ||
  f.inputType !== DEFAULT_FORM.inputType ||
  f.returnIdType !== DEFAULT_FORM.returnIdType ||
  f.sabs.length > 0 ||
  f.semanticTypes.length > 0 ||
  f.semanticGroups.length > 0 ||
  f.includeObsolete ||
  f.includeSuppressible;

/** Every search parameter of the service as a control; submitting writes them to the URL. */
/** The raw API value under a plain-words option, for readers of the UTS documentation. */
const apiValue = (param: string, value: string) => `Sent as ${param}=${value}`;

interface Props {
  /** Read once, when the form mounts (the page remounts it when the URL changes from outside). */
  initial: Form;
  release: string;
  onSubmit: (f: Form) => void;
  /** "Try this request" with the form as it stands (submitted or not), and its code's early load. */
  onTry?: (f: Form) => void;
  onTryNear?: () => void;
}

/**
 * Memoised, `initial` aside (it is only read at mount): a search writes the URL, and without
 * this the page's re-render would re-render the form's selects and hidden option lists on the
 * way to the first result row. `onSubmit` must keep its identity.
 */
export const SearchForm = memo(
  SearchFormFields,
  (prev: Props, next: Props) =>
    prev.release === next.release &&
    prev.onSubmit === next.onSubmit &&
    prev.onTry === next.onTry &&
    prev.onTryNear === next.onTryNear,
);

function SearchFormFields({ initial, release, onSubmit, onTry, onTryNear }: Props) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [advanced, { toggle }] = useDisclosure(hasAdvanced(initial));
  const sources = useQuery(sourcesQuery(release));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.string.trim()) {
      setError('Enter a term, a code or a CUI');
      return;
    }
    onSubmit({ ...form, string: form.string.trim(), pageNumber: 1 });
  };

  return (
    <form onSubmit={submit} aria-label="Search form">
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Term, code or CUI"
            value={form.string}
            onChange={(e) => {
              set('string', e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={MAX_STRING}
            style={{ flex: 1 }}
            required
          />
          <Button type="submit">Search</Button>
        </Group>
        <HiddenCharactersHint value={form.string} onRemove={(v) => set('string', v)} />
        <Group gap="lg">
          <Checkbox
            label="Partial search (fewer words when all do not match)"
            checked={form.partialSearch}
            onChange={(e) => set('partialSearch', e.currentTarget.checked)}
          />
          <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={advanced}>
            {advanced ? 'Fewer options' : 'More options'}
          </Button>
          {onTry && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onTry({ ...form, string: form.string.trim() })}
              onPointerEnter={onTryNear}
              onFocus={onTryNear}
            >
              Try this request
            </Button>
          )}
        </Group>
        <Collapse expanded={advanced}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Search type"
              description={apiValue('searchType', form.searchType)}
              data={plainOptions(SEARCH_TYPE_WORDS, SEARCH_TYPES)}
              value={form.searchType}
              onChange={(v) => v && set('searchType', v as Form['searchType'])}
              allowDeselect={false}
            />
            <Select
              label="Input type"
              description={apiValue('inputType', form.inputType)}
              data={plainOptions(INPUT_TYPE_WORDS, INPUT_TYPES)}
              value={form.inputType}
              onChange={(v) => v && set('inputType', v as Form['inputType'])}
              allowDeselect={false}
            />
            <Select
              label="Return"
              description={apiValue('returnIdType', form.returnIdType)}
              data={plainOptions(RETURN_ID_TYPE_WORDS, RETURN_ID_TYPES)}
              value={form.returnIdType}
              onChange={(v) => v && set('returnIdType', v as Form['returnIdType'])}
              allowDeselect={false}
            />
            <MultiSelect
              label="Sources"
              description={sentAs('sabs', form.sabs)}
              placeholder={sources.isError ? 'sources unavailable' : 'all sources'}
              data={(sources.data ?? []).map((s) => ({
                value: s.abbreviation,
                label: `${s.abbreviation} — ${s.expandedForm}`,
              }))}
              value={form.sabs}
              onChange={(v) => set('sabs', v)}
              searchable
              clearable
            />
            <MultiSelect
              label="Semantic types"
              description={sentAs('semanticTypes', form.semanticTypes)}
              placeholder="any"
              data={STY_OPTIONS}
              value={form.semanticTypes}
              onChange={(v) => set('semanticTypes', v)}
              searchable
              clearable
            />
            <MultiSelect
              label="Semantic groups"
              description={sentAs('semanticGroups', form.semanticGroups)}
              placeholder="any"
              data={GROUP_OPTIONS}
              value={form.semanticGroups}
              onChange={(v) => set('semanticGroups', v)}
              searchable
              clearable
            />
          </SimpleGrid>
          <Group mt="sm" gap="lg">
            <Checkbox
              label="Include obsolete"
              checked={form.includeObsolete}
              onChange={(e) => set('includeObsolete', e.currentTarget.checked)}
            />
            <Checkbox
              label="Include suppressible"
              checked={form.includeSuppressible}
              onChange={(e) => set('includeSuppressible', e.currentTarget.checked)}
            />
          </Group>
        </Collapse>
      </Stack>
    </form>
  );
}
