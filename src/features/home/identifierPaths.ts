import {
  atomPath,
  conceptPath,
  crosswalkPath,
  drugPath,
  IDENTIFIER_FORMATS,
  semanticTypePath,
  sourceCodePath,
} from '../../lib/paths.ts';

/** Identifier kinds a user can open directly (pathFor gives the route each one leads to). */
export const IDENTIFIER_KINDS = [
  {
    value: 'concept',
    label: 'Concept (CUI)',
    placeholder: 'C0027051',
  },
  { value: 'atom', label: 'Atom (AUI)', placeholder: 'A0000001' },
  {
    value: 'source',
    label: 'Source code (SAB/code)',
    placeholder: 'ICD10CM/I21.9',
  },
  {
    value: 'crosswalk',
    label: 'Crosswalk (SAB/code)',
    placeholder: 'ICD10CM/I21.9',
  },
  {
    value: 'sty',
    label: 'Semantic type (TUI)',
    placeholder: 'T047',
  },
  { value: 'drug', label: 'Drug (RXCUI)', placeholder: '29046' },
] as const;

export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number]['value'];

// UMLS identifiers have fixed shapes, so one typed into the wrong kind still opens.
const SHAPES: Array<[RegExp, IdentifierKind]> = [
  [IDENTIFIER_FORMATS.cui, 'concept'],
  [IDENTIFIER_FORMATS.aui, 'atom'],
  [IDENTIFIER_FORMATS.tui, 'sty'],
];

/**
 * `SAB/code` kinds keep the slash between source and code; everything else is one segment.
 * CUIs, AUIs, TUIs and source abbreviations are upper case in the UMLS, so `c0027051` and
 * `msh/D009203` are written the way the service knows them; codes keep their case.
 */
export function pathFor(kind: IdentifierKind, raw: string): string | null {
  const id = raw.trim();
  if (kind === 'source' || kind === 'crosswalk') {
    const slash = id.indexOf('/');
    if (slash <= 0 || slash === id.length - 1) return null;
    const sab = id.slice(0, slash).trim().toUpperCase();
    const code = id.slice(slash + 1).trim();
    if (!sab || !code) return null;
    return kind === 'source' ? sourceCodePath(sab, code) : crosswalkPath(sab, code);
  }
  if (!id) return null;
  if (kind === 'drug') return drugPath(id);
  const shaped = SHAPES.find(([shape]) => shape.test(id));
  if (shaped) return singlePath(shaped[1])(id.toUpperCase());
  return singlePath(kind)(id);
}

const SINGLE_PATHS: Record<Exclude<IdentifierKind, 'source' | 'crosswalk'>, (id: string) => string> = {
  concept: conceptPath,
  atom: atomPath,
  sty: semanticTypePath,
  drug: drugPath,
};
const singlePath = (kind: IdentifierKind) => SINGLE_PATHS[kind as keyof typeof SINGLE_PATHS];
