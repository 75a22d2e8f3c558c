import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { presentStep, withPresent, type PresentStep } from './presentStep.ts';

export * from './presentStep.ts';

/** The page's presentation step (null: not presenting), and a switch that keeps the rest of the URL. */
export function usePresent(): [PresentStep | null, (step: PresentStep | boolean) => void] {
  const [params, setParams] = useSearchParams();
  const step = presentStep(params);
  const set = useCallback(
    (next: PresentStep | boolean) =>
      setParams((prev) => withPresent(prev, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [step, set];
}
