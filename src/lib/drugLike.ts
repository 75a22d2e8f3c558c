import semanticNetwork from './semanticNetwork.json';

/**
 * Semantic groups whose concepts can have RxNorm atoms: Chemicals & Drugs, and Devices (RxNorm
 * names some drug delivery devices). Asking the service for a disease's RxNorm atoms is a 404
 * that Chromium logs as a console error on every concept page (Lighthouse best practices).
 */
const DRUG_GROUPS = new Set(['CHEM', 'DEVI']);

const drugLike = new Set(
  semanticNetwork.types.filter((t) => DRUG_GROUPS.has(t.group)).flatMap((t) => [t.tui, t.name.toLowerCase()]),
);

/** True when one of the concept's semantic types (by TUI, else by name) can carry RxNorm atoms. */
export function mayHaveRxnormAtoms(types: ReadonlyArray<{ tui: string | null; name: string }>): boolean {
  return types.some((t) => (t.tui ? drugLike.has(t.tui) : drugLike.has(t.name.toLowerCase())));
}
