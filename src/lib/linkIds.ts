import {
  identifierLookup,
  matchLabel,
  type IdentifierAnswer,
  type IdentifierLookup,
} from './input-kind/concept.ts';
import { describeKind } from './input-kind/describe.ts';
import { recognizeInput, type RecognizedInput } from './input-kind/detect.ts';

/**
 * The `?ids=` of the pages that take several concepts from their link (compare, relate), read
 * with the app's one identifier detector: a CUI (compare: also `rxcui:161`) is shown
 * as it stands; a source code, `SAB:code`, AUI, typed RXCUI or NDC is looked up as the picker
 * looks it up (lib/input-kind/concept.ts), and the link is then rewritten to what was found.
 * Words, TUIs and bare numbers are refused with the page's own words.
 */
export interface LinkIdRules {
  /** The id as the page's link writes it (`C0027051`; compare: `rxcui:161`), or null. */
  ready(part: string): string | null;
  /** How the link writes a concept (or, compare, a drug) that a lookup found. */
  tokenOf(idType: IdentifierAnswer['idType'], id: string): string;
  /** Compare: RXCUIs and NDCs name RxNorm drug columns, not UMLS concepts. */
  asDrug: boolean;
  /** Why a written id that is neither taken as it stands nor looked up is not used. */
  refused(shown: string, r: RecognizedInput): string;
  max: number;
  /** "At most 4 can be compared side by side", said before what was left out. */
  tooMany: string;
}

/** One id of the link, at `part` in its written list: ready, or to be looked up. */
export type LinkEntry =
  | { kind: 'ready'; part: number; token: string }
  | {
      kind: 'lookup';
      part: number;
      /** As written in the link (trimmed). */
      typed: string;
      /** "an ICD-10-CM code" */
      what: string;
      lookup: IdentifierLookup;
    };

export interface SplitLinkIds {
  /** Every non-empty id of the link, trimmed, in the order written: what a rewrite starts from. */
  parts: string[];
  /** At most `max` distinct ids, in the order written. */
  entries: LinkEntry[];
  /** What was written but is not used, each said plainly. */
  problems: string[];
}

const MAX_SHOWN = 40;
/** A written id as a message quotes it: cut when very long. */
export const shortened = (s: string) => (s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s);

const lookupKey = (l: IdentifierLookup) => `${l.kind}|${l.source ?? ''}|${l.value}|${l.asDrug}`;

/**
 * Splits `?ids=` into ids the page shows as written and identifiers to look up, never throws.
 * Malformed ids, repeats and ids past `max` are named in `problems`. A bare number is refused
 * although the boxes read it as an RXCUI: in a link it reads as a typo (write `rxcui:161`).
 */
export function splitLinkIds(value: string | null, rules: LinkIdRules): SplitLinkIds {
  const parts = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const entries: LinkEntry[] = [];
  const problems: string[] = [];
  const surplus: string[] = [];
  // Each id's key → how it was written first.
  const seen = new Map<string, string>();
  parts.forEach((text, part) => {
    let entry: LinkEntry | null = null;
    let key: string;
    const token = rules.ready(text);
    if (token) {
      entry = { kind: 'ready', part, token };
      key = token;
    } else {
      const r = recognizeInput(text);
      const lookup = /^\d+$/.test(text) ? null : identifierLookup(r, rules.asDrug);
      if (!lookup) {
        problems.push(rules.refused(shortened(text), r));
        return;
      }
      const what = describeKind(r.kind, r.source, r.value) ?? 'an identifier';
      entry = { kind: 'lookup', part, typed: text, what, lookup };
      key = lookupKey(lookup);
    }
    const first = seen.get(key);
    if (first !== undefined) {
      const name = entry.kind === 'ready' ? entry.token : shortened(text);
      problems.push(
        first === text || entry.kind === 'ready'
          ? `${name} is listed more than once; it is shown once.`
          : `${name} is the same as ${shortened(first)}; it is shown once.`,
      );
      return;
    }
    seen.set(key, text);
    if (entries.length >= rules.max) surplus.push(entry.kind === 'ready' ? entry.token : shortened(text));
    else entries.push(entry);
  });
  if (surplus.length) problems.push(`${rules.tooMany}; left out: ${surplus.join(', ')}.`);
  return { parts, entries, problems };
}

/** Where a lookup stands: the identifier query's state. */
export type LookupState =
  { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'done'; answer: IdentifierAnswer };

/** An identifier of the link that is not settled: being looked up, failed, or naming several. */
export interface OpenLookup {
  /** Its place in the link's written list (SplitLinkIds.parts). */
  part: number;
  typed: string;
  what: string;
}

export interface LinkChoice {
  /** As the link writes it. */
  token: string;
  /** "C0155626 Acute myocardial infarction", "RXCUI 29046 lisinopril" */
  label: string;
}

export interface SettledLinkIds {
  /** What the page shows, distinct, in the link's order: ids as written and those found. */
  tokens: string[];
  pending: OpenLookup[];
  failed: Array<OpenLookup & { error: unknown }>;
  /** Identifiers that name several concepts: the user picks one, nothing is picked for them. */
  choices: Array<OpenLookup & { options: LinkChoice[] }>;
  /** What an identifier was found to be, one line each. */
  resolved: string[];
  /** What the lookups ruled out: nothing found, or a concept already listed. */
  problems: string[];
  /**
   * Once nothing is pending and something was found: the link's ids with each found identifier
   * written as its concept (a repeat of a listed concept dropped), the rest as written. Null
   * when the link stays as it is.
   */
  rewrite: string[] | null;
}

function notFound(typed: string, what: string, lookup: IdentifierLookup, answer: IdentifierAnswer) {
  if (answer.idType === 'RXCUI')
    return `${typed} (${what}) names no drug the drug service knows; it is left out.`;
  if (lookup.kind === 'rxcui' || lookup.kind === 'ndc')
    return `${typed} is an RxNorm id that no UMLS concept in this release holds; it is left out.`;
  return `${typed} (${what}) names no concept in this release; it is left out.`;
}

/**
 * What the page shows once the lookups of `entries` answered (states in the same order; ready
 * entries have none). A found concept takes its identifier's place in the order; one already
 * shown is a repeat, said once.
 */
export function settleLinkIds(
  split: SplitLinkIds,
  states: ReadonlyArray<LookupState | undefined>,
  rules: LinkIdRules,
): SettledLinkIds {
  const out: SettledLinkIds = {
    tokens: [],
    pending: [],
    failed: [],
    choices: [],
    resolved: [],
    problems: [],
    rewrite: null,
  };
  const written: Array<string | null> = [...split.parts];
  let changed = false;
  split.entries.forEach((entry, i) => {
    if (entry.kind === 'ready') {
      if (out.tokens.includes(entry.token)) {
        out.problems.push(`${entry.token} is listed more than once; it is shown once.`);
        written[entry.part] = null;
        changed = true;
      } else out.tokens.push(entry.token);
      return;
    }
    const { part, typed, what, lookup } = entry;
    const state = states[i] ?? { status: 'pending' };
    const open = { part, typed: shortened(typed), what };
    if (state.status === 'pending') return void out.pending.push(open);
    if (state.status === 'error') return void out.failed.push({ ...open, error: state.error });
    const { answer } = state;
    const [only, ...more] = answer.matches;
    if (!only) return void out.problems.push(notFound(open.typed, what, lookup, answer));
    if (more.length) {
      const options = answer.matches.map((m) => ({
        token: rules.tokenOf(answer.idType, m.id),
        label: matchLabel(answer, m),
      }));
      return void out.choices.push({ ...open, options });
    }
    const token = rules.tokenOf(answer.idType, only.id);
    changed = true;
    if (out.tokens.includes(token)) {
      out.problems.push(`${open.typed} (${what}) is ${token}, which is already listed; it is shown once.`);
      written[part] = null;
      return;
    }
    out.tokens.push(token);
    out.resolved.push(`${open.typed} (${what}) is shown as ${matchLabel(answer, only)}.`);
    written[part] = token;
  });
  if (changed && out.pending.length === 0) out.rewrite = written.filter((t): t is string => t !== null);
  return out;
}

/** What a rewrite of the link said: carried along with it, as the found ids no longer tell. */
export interface LinkNotes {
  resolved: string[];
  problems: string[];
}

/**
 * The link's ids once the user picked `option` for an identifier that names several: written as
 * that concept, or dropped when the page already shows it; and the line that says so.
 */
export function chooseLinkId(
  parts: readonly string[],
  shown: readonly string[],
  choice: OpenLookup,
  option: LinkChoice,
): { ids: string[]; notes: LinkNotes } {
  const repeat = shown.includes(option.token);
  const ids = parts.flatMap((p, i) => (i !== choice.part ? [p] : repeat ? [] : [option.token]));
  const said = `${choice.typed} (${choice.what})`;
  return repeat
    ? {
        ids,
        notes: {
          resolved: [],
          problems: [`${said} is ${option.token}, which is already listed; it is shown once.`],
        },
      }
    : { ids, notes: { resolved: [`${said} is shown as ${option.label} (picked).`], problems: [] } };
}

/**
 * The query string with `ids` set to these, other parameters kept (source, release, present):
 * commas and colons stay readable, as comparePath writes them.
 */
export function withLinkIds(search: string, ids: readonly string[]): string {
  const rest = new URLSearchParams(search);
  rest.delete('ids');
  const written = ids.map((t) => encodeURIComponent(t).replace(/%3A/gi, ':')).join(',');
  const tail = rest.toString();
  return `?ids=${written}${tail ? `&${tail}` : ''}`;
}
