/**
 * Human Disease Ontology (NCIthesaurus subset, OBO 1.2). Each live DO term becomes a
 * concept keyed by its first real UMLS CUI (UMLS_CUI xref), or a synthetic one when it has
 * none, with DOID atoms (name PT, EXACT synonyms SY, other synonyms ET), its definition
 * and its is_a parents. MSH, ICD10CM and NCI cross-references join the term's concept
 * when exactly one DO term names that code. A code named by several terms joins the one
 * whose name or exact synonym equals the code's own name (see sharedXrefOwner), else it
 * is broader than each and keeps a concept of its own. NCI atoms carry the DO name (the
 * demo has no NCI Thesaurus text).
 */
import { readFileSync } from 'node:fs';
import { ATOM_OBSOLETE, DatasetCollector } from './collector.ts';
import { addSourceRoot } from './source-roots.ts';
import { isResidualCategory, nameSimilarity, sharesWord } from './names.ts';
import { dataFile } from './data-files.ts';

export const DOID_SAB = 'DOID';
// The DO release (2026-07-31) postdates the UMLS release the emulator claims (2025AB), so
// DO-made concepts carry that release's date rather than a date in its future.
const DOID_DATE = '11-03-2025';
const CANCER = 'DOID:162';

export interface DoTerm {
  id: string;
  name: string;
  definition: string | null;
  synonyms: { text: string; scope: string }[];
  xrefs: string[];
  parents: string[];
  obsolete: boolean;
}

function unquote(value: string): string {
  const match = /^"((?:[^"\\]|\\.)*)"/.exec(value);
  return (match?.[1] ?? '').replace(/\\(.)/g, '$1');
}

export function parseObo(text: string): DoTerm[] {
  const terms: DoTerm[] = [];
  for (const stanza of text.split(/\n(?=\[)/)) {
    if (!stanza.startsWith('[Term]')) continue;
    const term: DoTerm = {
      id: '',
      name: '',
      definition: null,
      synonyms: [],
      xrefs: [],
      parents: [],
      obsolete: false,
    };
    for (const line of stanza.split('\n')) {
      const colon = line.indexOf(': ');
      if (colon < 0) continue;
      const tag = line.slice(0, colon);
      const value = line.slice(colon + 2).trim();
      if (tag === 'id') term.id = value;
      else if (tag === 'name') term.name = value;
      else if (tag === 'def') term.definition = unquote(value);
      else if (tag === 'synonym')
        term.synonyms.push({ text: unquote(value), scope: /"\s+([A-Z]+)/.exec(value)?.[1] ?? 'RELATED' });
      else if (tag === 'xref') term.xrefs.push(value.split(/\s/)[0] ?? '');
      else if (tag === 'is_a') term.parents.push(value.split(/\s/)[0] ?? '');
      else if (tag === 'is_obsolete') term.obsolete = value === 'true';
    }
    if (term.id !== '') terms.push(term);
  }
  return terms;
}

/**
 * An obsolete term stays findable as an obsolete atom (SUPPRESS 'O'), outside the
 * hierarchy and without claiming codes — as UMLS keeps retired source content.
 */
function addObsoleteTerm(t: DoTerm, collector: DatasetCollector): void {
  const realCui = t.xrefs.find((x) => x.startsWith('UMLS_CUI:'))?.slice('UMLS_CUI:'.length);
  const conceptKey = realCui ?? DatasetCollector.syntheticKey(DOID_SAB, t.id);
  collector.claim(DOID_SAB, t.id, conceptKey);
  collector.proposeConcept(conceptKey, DOID_DATE, ['T047'], 2);
  collector.addAtom(DOID_SAB, t.id, 'PT', t.name, ATOM_OBSOLETE);
}

export interface DoPart {
  /** MeSH descriptor ids named by DO xrefs. */
  readonly meshIds: ReadonlySet<string>;
  /** ICD-10-CM codes named by DO xrefs. */
  readonly icdCodes: ReadonlySet<string>;
  /**
   * The concept a MeSH descriptor or ICD-10-CM code joins through DO xrefs, or undefined
   * when it keeps a concept of its own (see xrefJoins). `nameOf` gives the source's name
   * of any of its codes (undefined: not in the source).
   */
  xrefOwner(sab: XrefSab, code: string, nameOf: (code: string) => string | undefined): string | undefined;
}

export type XrefSab = 'MSH' | 'ICD10CM';
const XREF_PREFIX: Readonly<Record<XrefSab, string>> = { MSH: 'MESH:', ICD10CM: 'ICD10CM:' };

/** How close a code's name must be to a lumping term's own name to join it (build/names.ts). */
export const LUMPED_NAME_SIMILARITY = 0.5;

function nciCount(t: DoTerm): number {
  return new Set(t.xrefs.filter((x) => x.startsWith('NCI:'))).size;
}

/** Distinct UMLS CUIs a term names, in file order. */
function umlsCuis(t: DoTerm): string[] {
  return [
    ...new Set(t.xrefs.filter((x) => x.startsWith('UMLS_CUI:')).map((x) => x.slice('UMLS_CUI:'.length))),
  ];
}

/**
 * Whether a code DO term `term` names joins that term's concept. A DO xref is looser than
 * UMLS synonymy, so two kinds are kept apart:
 * - an ICD-10-CM block (a range such as I20-I25) is a grouping of codes, never one disease;
 * - a term naming several UMLS CUIs lumps several UMLS concepts ("coronary artery disease"
 *   names Coronary Arteriosclerosis, Coronary heart disease, Myocardial Ischemia and
 *   Chronic myocardial ischemia; its EXACT synonyms are those concepts' names), so of its
 *   codes in one source only the one closest to the term's own name joins, and only when
 *   that name is close (MeSH "Coronary Artery Disease" joins; "Myocardial Ischemia",
 *   "Coronary Disease", I25 "Chronic ischemic heart disease" keep concepts of their own).
 * - an ICD-10-CM residual category ("Other diseases of larynx") or a code sharing no word
 *   with any name of the term (C71.9 "Malignant neoplasm of brain, unspecified" named by
 *   "diffuse midline glioma") is broader than the term, not the same thing.
 */
export function xrefJoins(
  term: DoTerm,
  sab: XrefSab,
  code: string,
  nameOf: (code: string) => string | undefined,
): boolean {
  if (sab === 'ICD10CM' && code.includes('-')) return false;
  if (sab === 'ICD10CM') {
    const name = nameOf(code) ?? '';
    const termNames = [term.name, ...term.synonyms.map((s) => s.text)];
    if (isResidualCategory(name) || !termNames.some((n) => sharesWord(n, name))) return false;
  }
  if (umlsCuis(term).length <= 1) return true;
  const candidates = term.xrefs
    .filter((x) => x.startsWith(XREF_PREFIX[sab]))
    .map((x) => x.slice(XREF_PREFIX[sab].length))
    .filter((c) => !(sab === 'ICD10CM' && c.includes('-')))
    .flatMap((c) => {
      const name = nameOf(c);
      return name === undefined ? [] : [{ c, score: nameSimilarity(name, term.name) }];
    })
    .sort((x, y) => y.score - x.score || x.c.localeCompare(y.c));
  const best = candidates[0];
  return best !== undefined && best.c === code && best.score >= LUMPED_NAME_SIMILARITY;
}

/**
 * The real CUI each live term's concept takes. Several terms can name the same CUI first
 * (DO gives "split hand-foot malformation" and its types 2-6 all one CUI); one concept
 * holding them all would pass a subtype off as its parent. The CUI goes to the broadest of
 * them (the one the others descend from), else to the one naming fewest CUIs, else the
 * lowest DOID; the others take their next CUI no other term takes, else a synthetic one.
 */
export function assignRealCuis(terms: readonly DoTerm[]): Map<string, string> {
  const live = terms.filter((t) => !t.obsolete);
  const byId = new Map(live.map((t) => [t.id, t]));
  const ancestorsOf = (id: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...(byId.get(id)?.parents ?? [])];
    while (stack.length > 0) {
      const p = stack.pop() ?? '';
      if (seen.has(p)) continue;
      seen.add(p);
      stack.push(...(byId.get(p)?.parents ?? []));
    }
    return seen;
  };
  const firstNamers = new Map<string, DoTerm[]>();
  for (const t of live) {
    const first = umlsCuis(t)[0];
    if (first !== undefined) (firstNamers.get(first) ?? firstNamers.set(first, []).get(first))?.push(t);
  }
  const result = new Map<string, string>();
  const losers: DoTerm[] = [];
  for (const [cui, namers] of [...firstNamers].sort((a, b) => a[0].localeCompare(b[0]))) {
    const ranked = namers
      .map((t) => {
        const others = namers.filter((o) => o !== t);
        const broadest = others.length > 0 && others.every((o) => ancestorsOf(o.id).has(t.id));
        return { t, broadest, cuis: umlsCuis(t).length };
      })
      .sort(
        (a, b) => Number(b.broadest) - Number(a.broadest) || a.cuis - b.cuis || a.t.id.localeCompare(b.t.id),
      );
    const [winner, ...rest] = ranked;
    if (winner) result.set(winner.t.id, cui);
    losers.push(...rest.map((r) => r.t));
  }
  const taken = new Set(result.values());
  for (const t of losers.sort((a, b) => a.id.localeCompare(b.id))) {
    const next = umlsCuis(t).find((c) => !taken.has(c) && !firstNamers.has(c));
    if (next !== undefined) {
      result.set(t.id, next);
      taken.add(next);
    }
  }
  return result;
}

export function collectDiseaseOntology(dataDir: string, collector: DatasetCollector): DoPart {
  const terms = parseObo(readFileSync(dataFile(dataDir, 'diseaseOntology'), 'utf8')).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  const byId = new Map(terms.map((t) => [t.id, t]));
  const realCuiOf = assignRealCuis(terms);

  const isCancer = new Map<string, boolean>();
  const underCancer = (id: string, seen = new Set<string>()): boolean => {
    const known = isCancer.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const result = id === CANCER || (byId.get(id)?.parents ?? []).some((p) => underCancer(p, seen));
    isCancer.set(id, result);
    return result;
  };

  const xrefCount = new Map<string, number>();
  for (const t of terms.filter((x) => !x.obsolete))
    for (const x of new Set(t.xrefs)) xrefCount.set(x, (xrefCount.get(x) ?? 0) + 1);

  const meshIds = new Set<string>();
  const icdCodes = new Set<string>();
  const unique = new Map<string, { key: string; term: DoTerm }>();
  const shared = new Map<string, { key: string; names: Set<string>; term: DoTerm }[]>();
  for (const t of terms) {
    if (t.obsolete) {
      addObsoleteTerm(t, collector);
      continue;
    }
    const realCui = realCuiOf.get(t.id);
    const conceptKey = realCui ?? DatasetCollector.syntheticKey(DOID_SAB, t.id);
    collector.claim(DOID_SAB, t.id, conceptKey);
    collector.proposeConcept(conceptKey, DOID_DATE, [underCancer(t.id) ? 'T191' : 'T047'], 1);
    collector.addAtom(DOID_SAB, t.id, 'PT', t.name);
    for (const s of t.synonyms) collector.addAtom(DOID_SAB, t.id, s.scope === 'EXACT' ? 'SY' : 'ET', s.text);
    if (t.definition) collector.addDefinition(DOID_SAB, t.id, t.definition);
    collector.setParents(
      DOID_SAB,
      t.id,
      t.parents.filter((p) => byId.has(p)),
    );

    const names = new Set(
      [t.name, ...t.synonyms.filter((x) => x.scope === 'EXACT').map((x) => x.text)].map((n) =>
        n.toLowerCase(),
      ),
    );
    for (const xref of new Set(t.xrefs)) {
      const isUnique = xrefCount.get(xref) === 1;
      if (!isUnique)
        (shared.get(xref) ?? shared.set(xref, []).get(xref))?.push({ key: conceptKey, names, term: t });
      else unique.set(xref, { key: conceptKey, term: t });
      if (xref.startsWith('MESH:')) meshIds.add(xref.slice(5));
      else if (xref.startsWith('ICD10CM:')) icdCodes.add(xref.slice(8));
      // NCI atoms carry the DO name, so when a term lumps several UMLS concepts and names
      // several NCI codes nothing tells which code is the term itself: none joins.
      else if (xref.startsWith('NCI:') && isUnique && (umlsCuis(t).length <= 1 || nciCount(t) === 1)) {
        const code = xref.slice(4);
        if (collector.claim('NCI', code, conceptKey)) collector.addAtom('NCI', code, 'PT', t.name);
      }
    }
  }
  // The ontology's roots (DOID:4 disease) hang from the source's top node.
  const roots = terms.filter((t) => !t.obsolete && !t.parents.some((p) => byId.has(p)));
  addSourceRoot(
    collector,
    DOID_SAB,
    DOID_DATE,
    roots.map((t) => t.id),
  );
  return {
    meshIds,
    icdCodes,
    xrefOwner(sab, code, nameOf) {
      const xref = `${XREF_PREFIX[sab]}${code}`;
      const one = unique.get(xref);
      if (one) return xrefJoins(one.term, sab, code, nameOf) ? one.key : undefined;
      const name = (nameOf(code) ?? '').toLowerCase();
      const matches = (shared.get(xref) ?? []).filter(
        (c) => c.names.has(name) && xrefJoins(c.term, sab, code, nameOf),
      );
      return matches.length === 1 ? matches[0]?.key : undefined;
    },
  };
}
