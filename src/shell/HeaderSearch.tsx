import { Kbd, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The global search box; `/` focuses it from anywhere but a text field. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(() => params.get('string') ?? '');
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => input.current?.focus()]]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const string = value.trim();
    if (!string) return;
    navigate(`/search?${new URLSearchParams({ string })}`);
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 560 }}>
      <TextInput
        ref={input}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        placeholder="Search terms or codes"
        aria-label="Search the Metathesaurus"
        rightSection={<Kbd size="xs">/</Kbd>}
        maxLength={2000}
      />
    </form>
  );
}
