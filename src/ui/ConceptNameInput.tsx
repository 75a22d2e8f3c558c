import { Button, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IDENTIFIER_FORMATS } from '../lib/paths.ts';
import { suggestQuery } from '../lib/queries/suggest.ts';
import { useRelease } from '../lib/release.ts';

const DEBOUNCE_MS = 250;

export interface ConceptNameInputProps {
  label: string;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
  /** A concept picked from the suggestions, or a CUI typed in full. */
  onPick: (cui: string, name: string | null) => void;
  /**
   * Text that is neither a suggestion nor a CUI (e.g. `rxcui:161` on the compare page): return
   * an error to show, null when the page took it, undefined when it is not the page's either.
   */
  onOther?: (text: string) => string | null | undefined;
  /** Says why a pick was refused (e.g. "already compared"), or null to accept it. */
  refuse?: (cui: string) => string | null;
  button?: string;
}

/**
 * A box that takes a concept by name (three letters or more suggest names, as the header
 * search does: same query, same cache) or by CUI; Enter or the button adds the highlighted
 * name, else the CUI typed (issue 35: compare and relate take names, not only CUIs).
 */
export function ConceptNameInput({
  label,
  description,
  placeholder = 'A name (e.g. heart failure) or a CUI',
  disabled,
  onPick,
  onOther,
  refuse,
  button = 'Add',
}: ConceptNameInputProps) {
  const release = useRelease();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typed = text.trim();
  const [debounced] = useDebouncedValue(IDENTIFIER_FORMATS.cui.test(typed) ? '' : typed, DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = useQuery(suggestQuery(release, debounced));
  const hits = suggestions.data?.hits ?? [];
  const noneFound = suggestions.isSuccess && !suggestions.isPlaceholderData && hits.length === 0;

  const take = (cui: string, name: string | null) => {
    const why = refuse?.(cui) ?? null;
    if (why) {
      setError(why);
      return;
    }
    setError(null);
    setText('');
    combobox.closeDropdown();
    onPick(cui, name);
  };
  const submit = () => {
    const hit = hits[combobox.getSelectedOptionIndex()];
    if (hit && combobox.dropdownOpened) return take(hit.ui, hit.name);
    if (IDENTIFIER_FORMATS.cui.test(typed)) return take(typed.toUpperCase(), null);
    const other = typed && onOther ? onOther(typed) : undefined;
    if (other === null) {
      setText('');
      setError(null);
      return;
    }
    if (other) return setError(other);
    // A name typed in full: the first suggestion when it is that very name.
    const exact = hits.find((h) => h.name.toLowerCase() === typed.toLowerCase());
    if (exact) return take(exact.ui, exact.name);
    setError(
      typed
        ? `Pick one of the suggested names, or write a CUI (C and 7 digits, e.g. C0018801).`
        : 'Write a name or a CUI.',
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="xs">
        <Combobox
          store={combobox}
          onOptionSubmit={(index) => {
            const hit = hits[Number(index)];
            if (hit) take(hit.ui, hit.name);
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
                setText(e.currentTarget.value);
                setError(null);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              rightSection={
                suggestions.isFetching ? <Loader size="xs" aria-label="Loading suggestions" /> : null
              }
              style={{ flex: '1 1 240px', maxWidth: 380 }}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={debounced.length < 3 || (hits.length === 0 && !noneFound)}>
            <Combobox.Options aria-label={`Suggestions for ${label}`}>
              {hits.map((h, i) => (
                <Combobox.Option value={String(i)} key={`${h.ui}-${i}`}>
                  <Text size="sm">{h.name}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {h.ui}
                  </Text>
                </Combobox.Option>
              ))}
              {noneFound && <Combobox.Empty>No names start with “{debounced}”</Combobox.Empty>}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Button type="submit" disabled={disabled}>
          {button}
        </Button>
      </Group>
    </form>
  );
}
