import { useCallback, useState } from 'react';

/** Ids ticked for the compare page (as lib/compareIds.ts writes them), in the order ticked. */
export function useCompareSelection() {
  const [tokens, setTokens] = useState<string[]>([]);
  const toggle = useCallback(
    (token: string, on: boolean) =>
      setTokens((t) => (on ? (t.includes(token) ? t : [...t, token]) : t.filter((x) => x !== token))),
    [],
  );
  return { tokens, toggle };
}

export type CompareSelection = ReturnType<typeof useCompareSelection>;
