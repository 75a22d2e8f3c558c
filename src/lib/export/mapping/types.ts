import type { VersionFacts } from '../systemVersion.ts';

/**
 * How the object (target) code relates to the subject (source) code:
 * - exact: both codes are in one UMLS concept (they share its CUI);
 * - broader / narrower: the object is broader / narrower than the subject, by a UMLS relation;
 * - related: another UMLS relation (RO, RQ, …);
 * - unmatched: nothing was found in the wanted source (the row says why).
 */
export type MappingKind = 'exact' | 'broader' | 'narrower' | 'related' | 'unmatched';

export interface MappedCode {
  /** UMLS root source abbreviation (SAB), e.g. ICD10CM, MSH. */
  source: string;
  code: string;
  label: string | null;
}

/**
 * One mapping as any page hands it to the writers (crosswalk, its related fallback, batch):
 * plain data, no wire objects, so one writer serves them all.
 */
export interface MappingRow {
  subject: MappedCode;
  /** Null for an unmatched row. */
  object: MappedCode | null;
  kind: MappingKind;
  /** Unmatched rows: the source nothing was found in (null when any source was wanted). */
  targetSource?: string | null;
  /** The CUI the two codes share (exact), or the subject's concept (related rows). */
  cui?: string | null;
  /** The UMLS relation behind a broader / narrower / related row. */
  relation?: {
    /** REL, e.g. PAR, RN. */
    label: string;
    /** RELA, e.g. inverse_isa; null when none. */
    additional: string | null;
    /** The related concept or code the object belongs to, e.g. C0155626. */
    relatedId: string | null;
    relatedName: string | null;
  } | null;
  /** Unmatched rows: why (e.g. "no ICD10CM code shares this code's concept"). */
  reason?: string | null;
  /** A batch's row: the input line it stands for and how it was decided. */
  line?: MappingLine | null;
}

/**
 * How a mapping was decided (SEMAPV): the input matched by its words (LexicalMatching), an
 * identifier followed through the Metathesaurus to the target (MappingChaining), a reviewer's
 * decision (ManualMappingCuration).
 */
export type Justification = 'lexical' | 'chaining' | 'manual';

/**
 * The batch line behind a mapping row, so one mapping file can rebuild the reviewed table:
 * which line, what it said, what the lookup made of it and who decided.
 */
export interface MappingLine {
  /** 1-based line of the input. */
  line: number;
  /** The line as typed. */
  input: string;
  /** How the lookup matched (exact, normalised, word, code, rxcui, ndc, suggestion, hand). */
  match: string | null;
  /** The row's status in the table (matched, no match, review, …). */
  status: string;
  decidedBy: 'automatic' | 'hand';
  justification: Justification;
  /** The reviewer's comment ("" when none). */
  comment: string;
  /** The reviewer's name, when they gave one. */
  reviewer: string | null;
  /** What the hand decision was, in words ("chosen by hand: ICD10CM I21.9"), null when automatic. */
  decision: string | null;
}

/**
 * A file from a run that did not finish (a cancelled batch): every writer says so first, with
 * the machine-readable `complete: false` and the counts.
 */
export interface IncompleteRun {
  /** How the run stood: cancelled, stopped, interrupted, running. */
  run: string;
  /** Lines not looked up (in no mapping), of all the run's lines. */
  pendingRows: number;
  rows: number;
  /** Short words: "incomplete: the run was cancelled, 3 of 5 lines pending (not looked up)". */
  words: string;
  /** The sentence a file carries first: "INCOMPLETE (complete: false; …). The batch run …". */
  statement: string;
}

/** Provenance of a mapping file: the same facts every export records. */
export interface MappingSetMeta {
  /** What the file is, e.g. "Crosswalk from ICD10CM I21". */
  title: string;
  /** The UMLS release the mappings were read in, resolved (2025AB, never `current`). */
  release: string;
  /** ISO 8601, UTC. */
  generatedAt: string;
  /** The app's origin (https://host), for the mapping set's IRI. */
  origin: string;
  /** The app page with its query, e.g. /crosswalk/ICD10CM/I21?targetSource=MSH. */
  page: string;
  appVersion: string;
  /** Set when the run behind the file did not finish. */
  incomplete?: IncompleteRun | null;
  /** Each system's own version (systemVersion.ts); without it no system version is written. */
  versions?: VersionFacts | null;
  /** Input lines in no row of the file, and why (not decided yet, not looked up). */
  notInFile?: ReadonlyArray<{ line: number; why: string }>;
  /** On the emulator: which concept ids the demo made up, noted beside the shared CUI. */
  demoIds?: ((id: string) => boolean) | undefined;
}
