import { Anchor, Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { countPrefixMatches, prefixMatches } from './displayTermIndex.ts';
import { displayTermsQuery } from './queries.ts';
import { drugNameGap } from '../../lib/demoGaps.ts';
import { useOnEmulator } from '../../lib/useOnEmulator.ts';

const SHOWN = 10;

interface Props extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'filter'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A drug-name box completing from the service's display terms. The list loads once per
 * session; when it cannot be loaded the box still works for typing, and says so.
 */
export function DrugNameInput({ value, onChange, description, ...rest }: Props) {
  const terms = useQuery(displayTermsQuery());
  const index = terms.data;
  const options = useMemo(() => (index ? prefixMatches(index, value, SHOWN) : []), [index, value]);
  const total = useMemo(() => (index ? countPrefixMatches(index, value) : 0), [index, value]);
  // No completion for a name in a known gap of the demo data: said here, before any search.
  const gap = drugNameGap(value, useOnEmulator());
  const hint = terms.isError ? (
    <>
      Suggestions are unavailable (the name list could not be loaded); you can still type a name.{' '}
      <Anchor component="button" type="button" size="xs" onClick={() => void terms.refetch()}>
        Load suggestions again
      </Anchor>
    </>
  ) : total > SHOWN ? (
    `${total} names start with this; keep typing to narrow them.`
  ) : index && total === 0 && gap && value.trim().length > 1 ? (
    `No name starts with this in the demo data: ingredients starting with ${gap.initial} are absent from it.`
  ) : (
    description
  );
  return (
    <Autocomplete
      {...rest}
      value={value}
      onChange={onChange}
      data={options}
      // The options already are the prefix matches: no second filter.
      filter={({ options: o }) => o}
      description={hint}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
