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
import { join } from 'node:path';
import { ATOM_OBSOLETE, DatasetCollector } from './collector.ts';

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
   * For a code several DO terms name: the concept of the one term whose name or EXACT
   * synonym equals `name` (case-insensitive), if exactly one does.
   */
  sharedXrefOwner(sab: 'MSH' | 'ICD10CM', code: string, name: string): string | undefined;
}

export function collectDiseaseOntology(dir: string, collector: DatasetCollector): DoPart {
  const terms = parseObo(readFileSync(join(dir, 'doid-NCIthesaurus-subset.obo'), 'utf8')).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  const byId = new Map(terms.map((t) => [t.id, t]));

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
  const shared = new Map<string, { key: string; names: Set<string> }[]>();
  for (const t of terms) {
    if (t.obsolete) {
      addObsoleteTerm(t, collector);
      continue;
    }
    const realCui = t.xrefs.find((x) => x.startsWith('UMLS_CUI:'))?.slice('UMLS_CUI:'.length);
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
      const unique = xrefCount.get(xref) === 1;
      if (!unique) (shared.get(xref) ?? shared.set(xref, []).get(xref))?.push({ key: conceptKey, names });
      if (xref.startsWith('MESH:')) {
        const id = xref.slice(5);
        meshIds.add(id);
        if (unique) collector.claim('MSH', id, conceptKey);
      } else if (xref.startsWith('ICD10CM:')) {
        const code = xref.slice(8);
        icdCodes.add(code);
        if (unique) collector.claim('ICD10CM', code, conceptKey);
      } else if (xref.startsWith('NCI:') && unique) {
        const code = xref.slice(4);
        if (collector.claim('NCI', code, conceptKey)) collector.addAtom('NCI', code, 'PT', t.name);
      }
    }
  }
  return {
    meshIds,
    icdCodes,
    sharedXrefOwner(sab, code, name) {
      const prefix = sab === 'MSH' ? 'MESH' : 'ICD10CM';
      const matches = (shared.get(`${prefix}:${code}`) ?? []).filter((c) => c.names.has(name.toLowerCase()));
      return matches.length === 1 ? matches[0]?.key : undefined;
    },
  };
}
