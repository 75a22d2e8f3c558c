import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { compareToken, MAX_COMPARE, readCompareToken, type CompareId } from '../../lib/compareIds.ts';

interface Props {
  ids: readonly CompareId[];
  onAdd: (id: CompareId) => void;
}

/** Adds one more concept to the comparison by its id; says why when it cannot. */
export function AddConcept({ ids, onAdd }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = ids.length >= MAX_COMPARE;
  const submit = () => {
    const id = readCompareToken(text);
    if (!id) {
      setError('Write a CUI (C and 7 digits, e.g. C0155626) or rxcui: and digits (e.g. rxcui:161).');
      return;
    }
    const token = compareToken(id);
    if (ids.some((i) => compareToken(i) === token)) {
      setError(`${token} is already compared.`);
      return;
    }
    setError(null);
    setText('');
    onAdd(id);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Add a concept"
          description={
            full
              ? `${MAX_COMPARE} is the most compared at once: remove one first.`
              : 'A CUI, or rxcui: and an RxNorm id'
          }
          placeholder="C0155626 or rxcui:161"
          value={text}
          maxLength={100}
          disabled={full}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button type="submit" disabled={full}>
          Add
        </Button>
      </Group>
    </form>
  );
}
