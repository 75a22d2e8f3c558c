/**
 * MeSH 2022 descriptor terms (`mesh2022_descriptor_terms.tsv.gz`) as UMLS carries them in
 * MSH: every term of a descriptor is an atom of it, with the TermUI as its source atom id
 * (SAUI), the ConceptUI of the term's concept as its source concept id (SCUI) and the
 * descriptor as its code and source descriptor. Term types follow the data's PROVENANCE.md:
 * the record-preferred term is MH, the preferred term of each other concept of the
 * descriptor PEP, a permuted term PM, every other term ET (the table cannot tell UMLS's EP,
 * print entries, from ET).
 *
 * The headings and the tree stay MeSH 2017's (build/mesh.ts): where a descriptor's 2017
 * heading is not its 2022 name, the 2017 heading is its MH (with the ids of the 2022 term
 * spelled like it, when there is one) and the 2022 name is an ET, so concept names, tree and
 * atoms agree with one another.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { DATA_FILES, dataFile } from './data-files.ts';

const MESH_TERMS_FILE = DATA_FILES.meshTerms;

export interface MeshTerm {
  readonly conceptUi: string;
  readonly termUi: string;
  readonly name: string;
  readonly conceptPreferred: boolean;
  readonly permuted: boolean;
  readonly recordPreferred: boolean;
}

export interface MeshDescriptorTerms {
  /** The descriptor's 2022 name (its record-preferred term). */
  readonly name: string;
  /** In file order: the record-preferred term first. */
  readonly terms: readonly MeshTerm[];
}

export type MeshTermType = 'MH' | 'PEP' | 'ET' | 'PM';

const COLUMNS = [
  'DescriptorUI',
  'DescriptorName',
  'ConceptUI',
  'TermUI',
  'TermName',
  'ConceptPreferredTermYN',
  'IsPermutedTermYN',
  'LexicalTag',
  'RecordPreferredTermYN',
] as const;

/** Descriptor UI → its terms, from the table's text. */
export function parseMeshTerms(text: string): Map<string, MeshDescriptorTerms> {
  const lines = text.split('\n');
  const header = (lines[0] ?? '').replace(/\r$/, '').split('\t');
  if (header.join('\t') !== COLUMNS.join('\t'))
    throw new Error(`${MESH_TERMS_FILE}: unexpected header ${header.join(', ')}`);
  const out = new Map<string, { name: string; terms: MeshTerm[] }>();
  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '');
    if (line === '') continue;
    const cells = line.split('\t');
    if (cells.length !== COLUMNS.length)
      throw new Error(`${MESH_TERMS_FILE} line ${i + 1}: ${cells.length} cells`);
    const [ui, descriptorName, conceptUi, termUi, name, conceptPreferred, permuted, , recordPreferred] =
      cells as [string, string, string, string, string, string, string, string, string];
    let descriptor = out.get(ui);
    if (!descriptor) out.set(ui, (descriptor = { name: descriptorName, terms: [] }));
    descriptor.terms.push({
      conceptUi,
      termUi,
      name,
      conceptPreferred: conceptPreferred === 'Y',
      permuted: permuted === 'Y',
      recordPreferred: recordPreferred === 'Y',
    });
  }
  return out;
}

export function readMeshTerms(dataDir: string): Map<string, MeshDescriptorTerms> {
  return parseMeshTerms(gunzipSync(readFileSync(dataFile(dataDir, 'meshTerms'))).toString('utf8'));
}

/** The UMLS term type of a MeSH term, as the data's PROVENANCE.md gives the rule. */
export function meshTermType(term: MeshTerm): MeshTermType {
  if (term.permuted) return 'PM';
  if (term.recordPreferred) return 'MH';
  if (term.conceptPreferred) return 'PEP';
  return 'ET';
}

export interface MeshAtom {
  readonly tty: MeshTermType;
  readonly name: string;
  /** TermUI (T…), null when the 2022 table has no term spelled like it. */
  readonly saui: string | null;
  /** ConceptUI (M…), null for a descriptor the 2022 table does not have. */
  readonly scui: string | null;
}

/**
 * The atoms of one descriptor, its MH first.
 * @param heading the 2017 tree's heading; undefined for a descriptor added after 2017
 * @param terms the 2022 table's terms; undefined for a descriptor deleted before 2022
 */
export function descriptorAtoms(
  heading: string | undefined,
  terms: MeshDescriptorTerms | undefined,
): MeshAtom[] {
  if (!terms) {
    if (heading === undefined) throw new Error('a MeSH descriptor needs a heading or terms');
    return [{ tty: 'MH', name: heading, saui: null, scui: null }];
  }
  const mh = heading ?? terms.name;
  // The heading's own term: the record-preferred one unless the heading changed since 2017,
  // then the 2022 term spelled like the 2017 heading (renamed descriptors keep it as an
  // entry term), a permuted one only when nothing else matches.
  const headingTerm =
    terms.terms.find((t) => t.name === mh && !t.permuted) ?? terms.terms.find((t) => t.name === mh);
  const preferredConcept = terms.terms.find((t) => t.recordPreferred)?.conceptUi ?? null;
  const atoms: MeshAtom[] = [
    {
      tty: 'MH',
      name: mh,
      saui: headingTerm?.termUi ?? null,
      scui: headingTerm?.conceptUi ?? preferredConcept,
    },
  ];
  for (const t of terms.terms) {
    if (t === headingTerm) continue;
    // A 2022 name that is not the 2017 heading is one of the descriptor's entry terms here.
    const tty = t.recordPreferred ? 'ET' : meshTermType(t);
    atoms.push({ tty, name: t.name, saui: t.termUi, scui: t.conceptUi });
  }
  return atoms;
}
