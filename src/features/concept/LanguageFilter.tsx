import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { isLanguageCode } from './conceptUrl.ts';

interface Props {
  /** `?language=` as it stands in the URL (possibly not a valid code, from an old link). */
  value: string;
  onApply: (language: string) => void;
}

/**
 * The atoms' language filter. Only a 3-letter UMLS code (ENG, FRE, …) is applied; anything
 * else stays in the box with a message and never reaches the URL, so the box never shows a
 * filter the list is not using. Give it `key={value}` so Back/Forward refill it.
 */
export function LanguageFilter({ value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const code = draft.trim().toUpperCase();
  const valid = code === '' || isLanguageCode(code);
  const apply = () => {
    if (valid && code !== value) onApply(code);
  };
  return (
    <TextInput
      label="Language"
      placeholder="e.g. ENG"
      value={draft}
      maxLength={3}
      w={150}
      error={
        valid ? undefined : `“${draft}” is not a 3-letter UMLS language code (ENG, FRE, SPA…): not applied`
      }
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
    />
  );
}
