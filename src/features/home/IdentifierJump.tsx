import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { InputKind } from '../../lib/input-kind/detect.ts';
import { linkTo } from '../../lib/paths.ts';
import type { IdentifierReading } from './identifierReading.ts';

type Said = typeof import('./IdentifierSaid.tsx') & typeof import('./identifierReading.ts');
/** The detector and what shows its reading, fetched together when the box is first used. */
const loadSaid = (): Promise<Said> =>
  Promise.all([import('./IdentifierSaid.tsx'), import('./identifierReading.ts')]).then(([said, read]) => ({
    ...said,
    ...read,
  }));

/**
 * Kinds the detector can be told to read the text as, where its shape alone says something
 * else (digits are an RXCUI unless read as an NDC or as a source's code). A native select: the
 * phone's own picker, and no popover code in the home page's first render.
 */
const READ_AS: Array<{ value: InputKind | ''; label: string }> = [
  { value: '', label: 'What it looks like' },
  { value: 'cui', label: 'Concept (CUI)' },
  { value: 'aui', label: 'Atom (AUI)' },
  { value: 'code', label: 'Source code' },
  { value: 'rxcui', label: 'Drug (RXCUI)' },
  { value: 'ndc', label: 'NDC' },
];

/** Why the last Open or Crosswalk went nowhere: IdentifierSaid says it, or its code did not load. */
type Problem = { reading: IdentifierReading; action: 'open' | 'crosswalk' } | 'not-loaded';

/**
 * Opens the page of any identifier, read by the app's one detector (lib/input-kind) as the
 * header box reads it: the box says what it recognised as the user types ("I21.9 looks like an
 * ICD-10-CM code"), Open (or Enter) goes where the header box would, and Crosswalk opens a
 * source code's crosswalk. What reads and echoes the text (IdentifierSaid) loads when the box
 * is first used, not with the home page.
 */
export function IdentifierJump() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [id, setId] = useState('');
  const [force, setForce] = useState<InputKind | ''>('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  // The module map keeps what was fetched: a second call costs nothing, a failed one tries again.
  const load = () =>
    loadSaid().then((m) => {
      setSaid((had) => had ?? m);
      return m;
    });

  const typed = id.trim();
  const reading = typed && said ? said.readIdentifier(id, force || null) : null;
  const go = (path: string) => navigate(linkTo(path, params));

  /** Open (where the header box would go) or Crosswalk, once the detector has read the text. */
  const act = (action: 'open' | 'crosswalk') => {
    void load()
      .then(async (m) => {
        const r = m.readIdentifier(id, force || null);
        if (r.refusal || (action === 'crosswalk' && !r.crosswalk)) setProblem({ reading: r, action });
        else go(action === 'crosswalk' ? r.crosswalk! : await m.openPath(id, force || null));
      })
      .catch(() => setProblem('not-loaded'));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    act('open');
  };

  const error =
    problem === 'not-loaded'
      ? 'What reads identifiers could not be loaded. Check the connection and try again.'
      : problem && said && <said.Refusal reading={problem.reading} action={problem.action} />;

  return (
    <form onSubmit={submit} onFocus={() => void load().catch(() => {})} aria-label="Open by identifier">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Identifier"
          placeholder="e.g. C0027051, I21.9, 29046"
          value={id}
          onChange={(e) => {
            setId(e.currentTarget.value);
            setProblem(null);
          }}
          error={error}
          // What the detector read, under the box as the user types: a live region (always
          // there, so screen readers announce what appears in it), described by the box.
          description={!problem && reading?.what && said ? <said.Looks reading={reading} /> : <></>}
          descriptionProps={{ role: 'status', 'data-testid': 'identifier-reading' }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={2000}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: '1 1 260px' }}
          styles={{ error: { wordBreak: 'break-word' } }}
        />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Read as"
            data={READ_AS}
            value={force}
            onChange={(e) => {
              setForce(e.currentTarget.value as InputKind | '');
              setProblem(null);
            }}
            w={180}
          />
          <Group gap="sm">
            <Button type="submit">Open</Button>
            <Button type="button" variant="default" onClick={() => act('crosswalk')}>
              Crosswalk
            </Button>
          </Group>
        </Group>
      </Group>
      {said && (
        <said.HiddenCharactersHint
          value={id}
          onRemove={(cleaned) => {
            setId(cleaned);
            setProblem(null);
          }}
        />
      )}
    </form>
  );
}
