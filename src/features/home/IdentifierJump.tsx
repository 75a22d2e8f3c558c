import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IDENTIFIER_KINDS as KINDS, pathFor, type IdentifierKind as Kind } from './identifierPaths.ts';

/** Opens a deep link by identifier: every parameterised route is one form away. */
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
      setError(
        kind === 'source' || kind === 'crosswalk'
          ? 'Write it as SAB/code, e.g. ICD10CM/I21.9'
          : 'Enter an identifier',
      );
      return;
    }
    navigate(path);
  };

  return (
    <form onSubmit={submit} aria-label="Open by identifier">
      <Group align="flex-start">
        {/* A native select: the phone's own picker, and no popover code or position work in
            the home page's first render (issue 16). */}
        <NativeSelect
          label="Identifier type"
          data={KINDS.map(({ value, label }) => ({ value, label }))}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as Kind)}
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
