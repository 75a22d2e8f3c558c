/**
 * RxNav's "default paths" (reference §5; RxNav getRelaPaths): which chains of term types
 * lead from a concept to its related concepts of another term type. A path is its stops,
 * e.g. "SCD SCDC PIN" = from the SCD to its SCDCs, from those to their PINs. Where RxNav
 * changed a path (Nov 2022, packs now via GPCK) both forms are kept, because the demo
 * data links packs straight to their SCDs.
 *
 * The demo has the TTYs IN, PIN, MIN, SCDC, SCD, SBD, BN, GPCK, BPCK and DF; paths through
 * the others (SCDF, SBDC, SBDF, SCDG, SBDG, DFG) are listed so the table reads like RxNav's
 * but simply find nothing here.
 */

/** Group order of getAllRelatedInfo (real output: the 13 original TTYs, then the three later ones). */
export const ALL_RELATED_TTY_ORDER = [
  'BN',
  'BPCK',
  'DF',
  'GPCK',
  'IN',
  'MIN',
  'PIN',
  'SBD',
  'SBDC',
  'SBDF',
  'SCD',
  'SCDC',
  'SCDF',
  'SCDG',
  'SBDG',
  'DFG',
] as const;

/** Links that never count as "related" (reference §5: reformulations and quantified forms). */
export const EXCLUDED_RELAS: ReadonlySet<string> = new Set([
  'reformulation_of',
  'reformulated_to',
  'quantified_form_of',
  'has_quantified_form',
]);

type PathTable = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

const TABLE: PathTable = {
  IN: {
    BN: ['IN BN'],
    BPCK: ['IN SCDC SCD BPCK', 'IN SCDC SCD GPCK BPCK', 'IN SCDC SCD SBD BPCK'],
    DF: ['IN SCDC SCD DF'],
    GPCK: ['IN SCDC SCD GPCK'],
    MIN: ['IN MIN'],
    PIN: ['IN PIN'],
    SBD: ['IN SCDC SCD SBD'],
    SBDC: ['IN SCDC SBDC'],
    SBDF: ['IN SCDF SBDF'],
    SCD: ['IN SCDC SCD'],
    SCDC: ['IN SCDC'],
    SCDF: ['IN SCDF'],
    SCDG: ['IN SCDG'],
    SBDG: ['IN BN SBDG'],
    DFG: ['IN SCDG DFG'],
  },
  PIN: {
    BN: ['PIN IN BN'],
    BPCK: ['PIN SCDC SCD BPCK', 'PIN SCDC SCD GPCK BPCK', 'PIN SCDC SCD SBD BPCK'],
    DF: ['PIN SCDC SCD DF'],
    GPCK: ['PIN SCDC SCD GPCK'],
    IN: ['PIN IN'],
    SBD: ['PIN SCDC SCD SBD'],
    SBDC: ['PIN SCDC SBDC'],
    SCD: ['PIN SCDC SCD'],
    SCDC: ['PIN SCDC'],
    SCDF: ['PIN SCDC SCD SCDF'],
  },
  MIN: {
    BN: ['MIN SCD SBD BN', 'MIN SCDC SCD SBD BN'],
    BPCK: ['MIN SCD BPCK', 'MIN SCD GPCK BPCK', 'MIN SCDC SCD BPCK'],
    DF: ['MIN SCD DF', 'MIN SCDC SCD DF'],
    GPCK: ['MIN SCD GPCK', 'MIN SCDC SCD GPCK'],
    IN: ['MIN IN'],
    SBD: ['MIN SCD SBD', 'MIN SCDC SCD SBD'],
    SCD: ['MIN SCD', 'MIN SCDC SCD'],
    SCDC: ['MIN SCD SCDC', 'MIN SCDC'],
    SCDF: ['MIN SCD SCDF'],
  },
  SCDC: {
    BN: ['SCDC SCD SBD BN'],
    BPCK: ['SCDC SCD BPCK', 'SCDC SCD GPCK BPCK', 'SCDC SCD SBD BPCK'],
    DF: ['SCDC SCD DF'],
    GPCK: ['SCDC SCD GPCK'],
    IN: ['SCDC IN'],
    MIN: ['SCDC SCD MIN', 'SCDC MIN'],
    PIN: ['SCDC PIN'],
    SBD: ['SCDC SCD SBD'],
    SBDC: ['SCDC SBDC'],
    SCD: ['SCDC SCD'],
    SCDF: ['SCDC SCD SCDF'],
  },
  SCD: {
    BN: ['SCD SBD BN'],
    BPCK: ['SCD BPCK', 'SCD GPCK BPCK', 'SCD SBD BPCK'],
    DF: ['SCD DF'],
    DFG: ['SCD DF DFG'],
    GPCK: ['SCD GPCK'],
    IN: ['SCD SCDC IN'],
    MIN: ['SCD MIN', 'SCD SCDC MIN'],
    PIN: ['SCD SCDC PIN'],
    SBD: ['SCD SBD'],
    SBDC: ['SCD SBD SBDC'],
    SBDF: ['SCD SBD SBDF'],
    SBDG: ['SCD SBD SBDG'],
    SCDC: ['SCD SCDC'],
    SCDF: ['SCD SCDF'],
    SCDG: ['SCD SCDG'],
  },
  SBD: {
    BN: ['SBD BN'],
    BPCK: ['SBD BPCK', 'SBD SCD BPCK'],
    DF: ['SBD DF'],
    DFG: ['SBD DF DFG'],
    GPCK: ['SBD BPCK GPCK'],
    IN: ['SBD SCD SCDC IN'],
    MIN: ['SBD SCD MIN', 'SBD SCD SCDC MIN'],
    PIN: ['SBD SCD SCDC PIN'],
    SBDC: ['SBD SBDC'],
    SBDF: ['SBD SBDF'],
    SBDG: ['SBD SBDG'],
    SCD: ['SBD SCD'],
    SCDC: ['SBD SCD SCDC'],
    SCDF: ['SBD SCD SCDF'],
    SCDG: ['SBD SCD SCDG'],
  },
  BN: {
    BPCK: ['BN SBD BPCK', 'BN SBD SCD BPCK'],
    DF: ['BN SBD DF'],
    IN: ['BN IN'],
    MIN: ['BN MIN'],
    PIN: ['BN SBD SCD SCDC PIN'],
    SBD: ['BN SBD'],
    SBDC: ['BN SBDC'],
    SBDF: ['BN SBDF'],
    SBDG: ['BN SBDG'],
    SCD: ['BN SBD SCD'],
    SCDC: ['BN SBD SCD SCDC'],
  },
  GPCK: {
    BN: ['GPCK BPCK BN', 'GPCK BPCK SBD BN'],
    BPCK: ['GPCK BPCK'],
    DF: ['GPCK DF'],
    IN: ['GPCK SCD SCDC IN'],
    MIN: ['GPCK SCD MIN'],
    PIN: ['GPCK SCD SCDC PIN'],
    SBD: ['GPCK BPCK SBD'],
    SCD: ['GPCK SCD'],
    SCDC: ['GPCK SCD SCDC'],
    SCDF: ['GPCK SCD SCDF'],
  },
  BPCK: {
    BN: ['BPCK BN', 'BPCK SBD BN'],
    DF: ['BPCK DF'],
    GPCK: ['BPCK GPCK'],
    IN: ['BPCK SCD SCDC IN', 'BPCK GPCK SCD SCDC IN'],
    MIN: ['BPCK SCD MIN', 'BPCK GPCK SCD MIN'],
    PIN: ['BPCK SCD SCDC PIN', 'BPCK GPCK SCD SCDC PIN'],
    SBD: ['BPCK SBD'],
    SCD: ['BPCK SCD', 'BPCK GPCK SCD'],
    SCDC: ['BPCK SCD SCDC', 'BPCK GPCK SCD SCDC'],
    SCDF: ['BPCK SCD SCDF', 'BPCK GPCK SCD SCDF'],
  },
  DF: {
    DFG: ['DF DFG'],
  },
};

/** The paths from `fromTty` to `toTty`, each as its list of stops after the start. */
export function defaultPaths(fromTty: string, toTty: string): readonly (readonly string[])[] {
  return (TABLE[fromTty]?.[toTty] ?? []).map((p) => p.split(' ').slice(1));
}
