/**
 * ICD-10-CM FY2021 tabular list, coded as UMLS does (ICD10CM metarepresentation page):
 * chapters by their <name> ("9"), sections by their id ("I20-I25"), diagnoses by their
 * <name> ("I21.4"); SDUI = CODE. Where a one-category section's id equals its category's
 * code ("C50"), the section becomes "C50-C50" so the two stay distinct nodes.
 * Scope 'full': every chapter, section and code of the tabular list, and every code of the
 * order file the tabular list only implies (the seventh-character extensions, S72.001A),
 * each under the nearest code its own code starts with (S72.001, or S00.00 for S00.00XA).
 * Scope 'demo': codes named by Disease Ontology xrefs, the complete chapter
 * COMPLETE_ICD10CM_CHAPTER, and every ancestor of those; no seventh-character extensions.
 * TTYs: chapters, sections and non-leaf codes HT, leaf codes PT, inclusion terms ET, and
 * the order file's short description as AB where it differs.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { ATOM_SUPPRESSIBLE, DatasetCollector } from './collector.ts';
import type { DoPart } from './disease-ontology.ts';
import type { DatasetScope } from './scope.ts';
import { addSourceRoot } from './source-roots.ts';
import { dataFile } from './data-files.ts';

export const ICD10CM_SAB = 'ICD10CM';
const ICD_DATE = '10-01-2020';
/** Diseases of the circulatory system (I00-I99), included whole by the demo scope. */
export const COMPLETE_ICD10CM_CHAPTER = '9';

/** Semantic type of codes by chapter number (chapters and blocks are T185 Classification). */
const TUI_BY_CHAPTER: Readonly<Record<string, string>> = {
  '2': 'T191',
  '5': 'T048',
  '17': 'T019',
  '18': 'T184',
  '19': 'T037',
  '20': 'T037',
  '21': 'T033',
};

interface XmlNotes {
  note?: string[];
}
interface XmlDiag {
  name: string;
  desc: string;
  inclusionTerm?: XmlNotes[];
  diag?: XmlDiag[];
}
interface XmlSection {
  '@_id': string;
  desc: string;
  diag?: XmlDiag[];
}
interface XmlChapter {
  name: string;
  desc: string;
  section?: XmlSection[];
}

export interface IcdNode {
  kind: 'chapter' | 'section' | 'diagnosis';
  code: string;
  name: string;
  tty: 'HT' | 'PT';
  parent: string | null;
  chapter: string;
  inclusionTerms: string[];
}

export function readIcd10cm(dataDir: string): Map<string, IcdNode> {
  const xml = gunzipSync(readFileSync(dataFile(dataDir, 'icd10cmTabular'))).toString('utf8');
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => ['chapter', 'section', 'diag', 'note', 'inclusionTerm'].includes(name),
  });
  const doc = parser.parse(xml) as { 'ICD10CM.tabular': { chapter: XmlChapter[] } };
  const nodes = new Map<string, IcdNode>();
  const text = (v: unknown): string => (typeof v === 'string' ? v : '').replace(/\s+/g, ' ').trim();

  const addDiag = (d: XmlDiag, parent: string, chapter: string): void => {
    const code = text(d.name);
    const children = d.diag ?? [];
    nodes.set(code, {
      kind: 'diagnosis',
      code,
      name: text(d.desc),
      tty: children.length > 0 ? 'HT' : 'PT',
      parent,
      chapter,
      inclusionTerms: (d.inclusionTerm ?? []).flatMap((n) => (n.note ?? []).map(text)),
    });
    for (const child of children) addDiag(child, code, chapter);
  };

  for (const ch of doc['ICD10CM.tabular'].chapter) {
    const number = text(ch.name);
    const desc = text(ch.desc);
    nodes.set(number, {
      kind: 'chapter',
      code: number,
      name: desc,
      tty: 'HT',
      parent: null,
      chapter: number,
      inclusionTerms: [],
    });
    for (const section of ch.section ?? []) {
      const id = text(section['@_id']);
      const clashes = (section.diag ?? []).some((d) => text(d.name) === id);
      const block = clashes ? `${id}-${id}` : id;
      nodes.set(block, {
        kind: 'section',
        code: block,
        name: text(section.desc),
        tty: 'HT',
        parent: number,
        chapter: number,
        inclusionTerms: [],
      });
      for (const d of section.diag ?? []) addDiag(d, block, number);
    }
  }
  return nodes;
}

export interface OrderEntry {
  readonly short: string;
  readonly long: string;
}

/**
 * The order file by dotted code: columns 7-13 code without dot, 17-76 short description,
 * 78- long description (the full title).
 */
export function readOrderFile(dataDir: string): Map<string, OrderEntry> {
  const text = gunzipSync(readFileSync(dataFile(dataDir, 'icd10cmOrder'))).toString('utf8');
  const result = new Map<string, OrderEntry>();
  for (const line of text.split(/\r?\n/)) {
    const raw = line.slice(6, 13).trim();
    const short = line.slice(16, 76).trim();
    if (raw === '' || short === '') continue;
    const long = line.slice(77).trim() || short;
    result.set(raw.length > 3 ? `${raw.slice(0, 3)}.${raw.slice(3)}` : raw, { short, long });
  }
  return result;
}

/**
 * Adds the order file's codes the tabular list has no <diag> for (seventh-character
 * extensions): each hangs from the longest code its own starts with once the extension
 * and placeholder Xs are cut (S00.00XA → S00.00). A code gaining children becomes HT.
 */
export function addOrderFileCodes(nodes: Map<string, IcdNode>, order: ReadonlyMap<string, OrderEntry>): void {
  for (const [code, entry] of order) {
    if (nodes.has(code)) continue;
    let parent = code.slice(0, -1).replace(/\.$/, '');
    while (parent.length > 3 && !nodes.has(parent)) parent = parent.slice(0, -1).replace(/\.$/, '');
    const parentNode = nodes.get(parent);
    if (parentNode === undefined) throw new Error(`ICD-10-CM ${code}: no parent in the tabular list`);
    parentNode.tty = 'HT';
    nodes.set(code, {
      kind: 'diagnosis',
      code,
      name: entry.long,
      tty: 'PT',
      parent,
      chapter: parentNode.chapter,
      inclusionTerms: [],
    });
  }
}

export function collectIcd10cm(
  dataDir: string,
  collector: DatasetCollector,
  diseaseOntology: DoPart,
  scope: DatasetScope = 'demo',
): void {
  const nodes = readIcd10cm(dataDir);
  const order = readOrderFile(dataDir);
  if (scope === 'full') addOrderFileCodes(nodes, order);
  const included = scope === 'full' ? [...nodes.keys()].sort() : demoCodes(nodes, diseaseOntology);

  for (const code of included) {
    const node = nodes.get(code);
    if (!node) continue;
    const key =
      collector.ownerOf(ICD10CM_SAB, code) ??
      diseaseOntology.xrefOwner(ICD10CM_SAB, code, (c) => nodes.get(c)?.name) ??
      DatasetCollector.syntheticKey(ICD10CM_SAB, code);
    collector.claim(ICD10CM_SAB, code, key);
    const tui = node.kind === 'diagnosis' ? (TUI_BY_CHAPTER[node.chapter] ?? 'T047') : 'T185';
    collector.proposeConcept(key, ICD_DATE, [tui], 4);
    collector.addAtom(ICD10CM_SAB, code, node.tty, node.name);
    for (const term of node.inclusionTerms) collector.addAtom(ICD10CM_SAB, code, 'ET', term);
    const short = order.get(code)?.short;
    // UMLS marks ICD-10-CM abbreviations suppressible (SUPPRESS 'Y').
    if (short !== undefined && short !== node.name)
      collector.addAtom(ICD10CM_SAB, code, 'AB', short, ATOM_SUPPRESSIBLE);
    collector.setParents(ICD10CM_SAB, code, node.parent === null ? [] : [node.parent]);
  }
  // Chapters hang from the source's top node.
  const chapters = included.filter((code) => nodes.get(code)?.kind === 'chapter');
  addSourceRoot(collector, ICD10CM_SAB, ICD_DATE, chapters.sort());
}

/** The demo scope's codes: DO-named codes, chapter 9 and every ancestor of those, sorted. */
function demoCodes(nodes: ReadonlyMap<string, IcdNode>, diseaseOntology: DoPart): string[] {
  const included = new Set<string>();
  for (const code of diseaseOntology.icdCodes) if (nodes.has(code)) included.add(code);
  for (const node of nodes.values()) if (node.chapter === COMPLETE_ICD10CM_CHAPTER) included.add(node.code);
  for (const code of [...included]) {
    let parent = nodes.get(code)?.parent ?? null;
    while (parent !== null && !included.has(parent)) {
      included.add(parent);
      parent = nodes.get(parent)?.parent ?? null;
    }
  }
  return [...included].sort();
}
