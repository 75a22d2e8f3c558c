import { drugPath } from '../paths.ts';
import type { DetectOptions } from './detect.ts';
import { pathForTyped, typedNdc } from './destination.ts';

/**
 * The one drug an NDC names, asked of the drug service (its client loads with the first NDC
 * typed, not with the first page); null when it names none or several, or the service fails.
 */
export async function drugOfNdc(ndc: string): Promise<string | null> {
  try {
    const { defaultDrugClient } = await import('../../api/rxnorm/defaultClient.ts');
    const found = await defaultDrugClient().findRxcuiById('NDC', ndc);
    return found.length === 1 ? found[0]! : null;
  } catch {
    return null;
  }
}

/**
 * Where a submitted box goes (pathForTyped), with an NDC opened as its drug when the drug
 * service names exactly one; otherwise the lookup page by NDC shows what there is, or the error.
 */
export async function pathForSubmitted(typed: string, options: DetectOptions = {}): Promise<string> {
  const ndc = typedNdc(typed, options);
  if (!ndc) return pathForTyped(typed, options);
  const rxcui = await drugOfNdc(ndc);
  return rxcui ? drugPath(rxcui) : pathForTyped(typed, options);
}
