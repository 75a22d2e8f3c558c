import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** Opens a deep link by identifier: every parameterised route is one form away. */
const KINDS = [
  { value: 'concept', label: 'Concept (CUI)', placeholder: 'C0027051', path: (id: string) => `/concepts/${id}` },
  { value: 'atom', label: 'Atom (AUI)', placeholder: 'A0000001', path: (id: string) => `/atoms/${id}` },
  { value: 'source', label: 'Source code (SAB/code)', placeholder: 'ICD10CM/I21.9', path: (id: string) => `/sources/${id}` },
  { value: 'crosswalk', label: 'Crosswalk (SAB/code)', placeholder: 'ICD10CM/I21.9', path: (id: string) => `/crosswalk/${id}` },
  { value: 'sty', label: 'Semantic type (TUI)', placeholder: 'T047', path: (id: string) => `/semantic-types/${id}` },
  { value: 'drug', label: 'Drug (RXCUI)', placeholder: '29046', path: (id: string) => `/drugs/${id}` },
] as const;

type Kind = (typeof KINDS)[number]['value'];

/** `SAB/code` kinds keep the slash between source and code; everything else is one segment. */
export function pathFor(kind: Kind, raw: string): string | null {
  const id = raw.trim();
  const k = KINDS.find((x) => x.value === kind)!;
  if (kind === 'source' || kind === 'crosswalk') {
    const slash = id.indexOf('/');
    if (slash <= 0 || slash === id.length - 1) return null;
    return k.path(`${encodeURIComponent(id.slice(0, slash))}/${encodeURIComponent(id.slice(slash + 1))}`);
  }
  return id ? k.path(encodeURIComponent(id)) : null;
}

export function IdentifierJump() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>('concept');
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = KINDS.find((k) => k.value === kind)!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const path = pathFor(kind, id);
    if (!path) {
      setError(kind === 'source' || kind === 'crosswalk' ? 'Write it as SAB/code, e.g. ICD10CM/I21.9' : 'Enter an identifier');
      return;
    }
    navigate(path);
  };

  return (
    <form onSubmit={submit} aria-label="Open by identifier">
      <Group align="flex-start">
        <Select
          label="Identifier type"
          data={KINDS.map(({ value, label }) => ({ value, label }))}
          value={kind}
          onChange={(v) => v && setKind(v as Kind)}
          allowDeselect={false}
          w={220}
        />
        <TextInput
          label="Identifier"
          placeholder={current.placeholder}
          value={id}
          onChange={(e) => {
            setId(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={240}
        />
        <Button type="submit" mt={25}>
          Open
        </Button>
      </Group>
    </form>
  );
}
