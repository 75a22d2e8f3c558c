// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import {
  decodeAttribute,
  decodeConcept,
  decodeDefinition,
  decodeHierarchyNode,
  decodePage,
  decodeAtom,
  decodeRelation,
  decodeReleaseFiles,
  decodeReleaseTypes,
  decodeRootSource,
  decodeSearchPage,
  decodeSemanticType,
  decodeSingle,
  decodeSourceAtomCluster,
} from './decode.ts';
import atomHl7 from './fixtures/atom-hl7.json';
import conceptAtoms from './fixtures/concept-atoms.json';
import conceptDefinitions from './fixtures/concept-definitions.json';
import conceptRelation2016 from './fixtures/concept-relation-2016.json';
import conceptRelations from './fixtures/concept-relations.json';
import concept from './fixtures/concept.json';
import metadataSources from './fixtures/metadata-sources.json';
import releaseTypes from './fixtures/release-types.json';
import releasesFiles from './fixtures/releases-files.json';
import searchLegacyEnd from './fixtures/search-legacy-end.json';
import searchModern from './fixtures/search-modern.json';
import semanticType from './fixtures/semantic-type.json';
import sourceAttributes from './fixtures/source-attributes.json';
import sourceConcept from './fixtures/source-concept.json';

const text = (v: unknown) => JSON.stringify(v);
/** A deep copy of a fixture's `result` with some fields replaced. */
function withResult<T extends { result: unknown }>(
  fixture: T,
  patch: Record<string, unknown>,
  index?: number,
): string {
  const copy = structuredClone(fixture) as { result: unknown };
  if (index === undefined) Object.assign(copy.result as object, patch);
  else Object.assign((copy.result as object[])[index]!, patch);
  return text(copy);
}

function badResponse(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('bad-response');
    return err as ApiError;
  }
  throw new Error('expected a bad-response ApiError');
}

describe('search results', () => {
  it('decodes a modern page: hits with ids and release from the uri, recCount kept', () => {
    const page = decodeSearchPage(text(searchModern));
    expect(page.hits).toEqual([
      {
        ui: 'C0009044',
        name: 'Closed fracture of carpal bone',
        rootSource: 'SNOMEDCT_US',
        ref: {
          kind: 'CUI',
          id: 'C0009044',
          source: null,
          release: '2024AB',
          url: 'https://uts-ws.nlm.nih.gov/rest/content/2024AB/CUI/C0009044',
        },
      },
      expect.objectContaining({ ui: 'C0016644', rootSource: 'MTH' }),
    ]);
    expect(page.recCount).toBe(157);
    expect(page.sentinel).toBe(false);
  });

  it('drops the legacy NONE / NO RESULTS pseudo-hit and marks the page as the last', () => {
    const page = decodeSearchPage(text(searchLegacyEnd));
    expect(page.hits).toEqual([]);
    expect(page.sentinel).toBe(true);
    expect(page.isLast).toBe(true);
    expect(page.pageNumber).toBe(2);
  });

  it('reads a code-type hit (returnIdType=code) as a source ref', () => {
    const page = decodeSearchPage(
      text({
        pageSize: 25,
        pageNumber: 1,
        result: {
          classType: 'searchResults',
          results: [
            {
              ui: 'HP:0001947',
              rootSource: 'HPO',
              uri: 'https://uts-ws.nlm.nih.gov/rest/content/2024AB/source/HPO/HP%3A0001947',
              name: 'Renal tubular acidosis',
            },
          ],
        },
      }),
    );
    expect(page.hits[0]!.ref).toMatchObject({
      kind: 'source',
      source: 'HPO',
      id: 'HP:0001947',
      release: '2024AB',
    });
    expect(page.recCount).toBeNull();
  });

  it('says a full page without recCount is not the last', () => {
    const results = Array.from({ length: 25 }, (_, i) => ({
      ui: `C${i}`,
      rootSource: 'MTH',
      uri: `https://x/rest/content/2024AB/CUI/C${i}`,
      name: `n${i}`,
    }));
    const page = decodeSearchPage(
      text({ pageSize: 25, pageNumber: 1, result: { classType: 'searchResults', results } }),
    );
    expect(page.isLast).toBe(false);
  });

  it('rejects a search result without a results array', () => {
    badResponse(() =>
      decodeSearchPage(text({ pageSize: 25, pageNumber: 1, result: { classType: 'searchResults' } })),
    );
  });
});

describe('envelope', () => {
  it('turns a body that is not JSON into bad-response with the path', () => {
    const err = badResponse(() =>
      decodeSingle('<html>oops</html>', '/uts/rest/content/current/CUI/C1', decodeConcept),
    );
    expect(err.path).toBe('/uts/rest/content/current/CUI/C1');
  });

  it('turns a body without result into bad-response', () => {
    badResponse(() => decodeSingle(text({ pageSize: 25, pageNumber: 1 }), '/p', decodeConcept));
    badResponse(() => decodePage(text({ pageSize: 25, pageNumber: 1, result: null }), '/p', decodeAtom));
    badResponse(() => decodePage(text([1, 2]), '/p', decodeAtom));
  });

  it('names the missing field and keeps the request path', () => {
    const err = badResponse(() =>
      decodeSingle(withResult(concept, { ui: undefined }), '/uts/rest/x', decodeConcept),
    );
    expect(err.message).toMatch(/Concept\.ui/);
    expect(err.path).toBe('/uts/rest/x');
  });

  it('reads paging numbers', () => {
    const page = decodePage(text(conceptRelations), '/p', decodeRelation);
    expect(page).toMatchObject({ pageSize: 25, pageNumber: 1, pageCount: 10 });
  });
});

describe('Concept', () => {
  it('decodes the reference sample', () => {
    const c = decodeSingle(text(concept), '/p', decodeConcept);
    expect(c).toMatchObject({
      kind: 'Concept',
      ui: 'C0009044',
      name: 'Closed fracture of carpal bone',
      status: 'R',
      suppressible: false,
      dateAdded: { raw: '09-30-1990', iso: '1990-09-30' },
      majorRevisionDate: { raw: '03-16-2016', iso: '2016-03-16' },
      semanticTypes: [{ name: 'Injury or Poisoning', tui: 'T037' }],
      atomCount: 71,
      cvMemberCount: 0,
      relationCount: 5,
      release: '2021AB',
    });
    expect(c.links.definitions).toBe(
      'https://uts-ws.nlm.nih.gov/rest/content/2021AB/CUI/C0009044/definitions',
    );
  });

  it('turns "NONE" links into null', () => {
    const c = decodeSingle(
      withResult(concept, { definitions: 'NONE', relations: 'NONE', relationCount: 0 }),
      '/p',
      decodeConcept,
    );
    expect(c.links.definitions).toBeNull();
    expect(c.links.relations).toBeNull();
    expect(c.links.atoms).not.toBeNull();
  });

  it('reads the pre-2016 string form of semantic types', () => {
    const c = decodeSingle(
      withResult(concept, { semanticTypes: ['T170: Intellectual Product'] }),
      '/p',
      decodeConcept,
    );
    expect(c.semanticTypes).toEqual([{ tui: 'T170', name: 'Intellectual Product' }]);
  });

  it('keeps an impossible date as text with no ISO form', () => {
    const c = decodeSingle(
      withResult(concept, { dateAdded: '02-30-2020', majorRevisionDate: 'NONE' }),
      '/p',
      decodeConcept,
    );
    expect(c.dateAdded).toEqual({ raw: '02-30-2020', iso: null });
    expect(c.majorRevisionDate).toBeNull();
  });
});

describe('Atom', () => {
  it('decodes string booleans, NONE links, null ancestors and ids in links', () => {
    const page = decodePage(text(conceptAtoms), '/p', decodeAtom);
    const a = page.items[0]!;
    expect(a).toMatchObject({
      kind: 'Atom',
      ui: 'A2892933',
      suppressible: false,
      obsolete: false,
      termType: 'PT',
      language: 'ENG',
      rootSource: 'SNOMEDCT_US',
      sourceDescriptor: null,
      release: '2016AA',
      links: { parents: null, children: null, ancestors: null, descendants: null, relations: null },
    });
    expect(a.concept).toMatchObject({ kind: 'CUI', id: 'C0155502' });
    expect(a.code).toMatchObject({ kind: 'source', source: 'SNOMEDCT_US', id: '111541001' });
    expect(a.links.attributes).toMatch(/AUI\/A2892933\/attributes$/);
  });

  it('reads "true" as true', () => {
    const a = decodePage(
      withResult(conceptAtoms, { suppressible: 'true', obsolete: 'true' }, 0),
      '/p',
      decodeAtom,
    ).items[0]!;
    expect(a.suppressible).toBe(true);
    expect(a.obsolete).toBe(true);
  });

  it('rejects a flag that is neither a boolean nor "true"/"false"', () => {
    badResponse(() => decodePage(withResult(conceptAtoms, { obsolete: 'maybe' }, 0), '/p', decodeAtom));
  });

  it('decodes an HL7 atom in a hierarchy as an Atom with every link', () => {
    const node = decodePage(text(atomHl7), '/p', decodeHierarchyNode).items[0]!;
    expect(node.kind).toBe('Atom');
    if (node.kind !== 'Atom') return;
    expect(node.sourceConcept).toMatchObject({ source: 'HL7V3.0', id: '2.16.840.1.113883.5.112' });
    expect(node.links.descendants).toMatch(/descendants$/);
  });
});

describe('SourceAtomCluster', () => {
  it('decodes the reference sample (cVMemberCount, NONE definitions, search link)', () => {
    const s = decodeSingle(text(sourceConcept), '/p', decodeSourceAtomCluster);
    expect(s).toMatchObject({
      kind: 'SourceAtomCluster',
      ui: '9468002',
      rootSource: 'SNOMEDCT_US',
      atomCount: 8,
      cvMemberCount: 0,
      suppressible: false,
      obsolete: false,
      release: '2016AA',
    });
    expect(s.links.definitions).toBeNull();
    expect(s.links.concepts).toContain('/search/2016AA?string=9468002');
  });

  it('reads both spellings of the member count', () => {
    const capital = decodeSingle(
      withResult(sourceConcept, { cVMemberCount: 3 }),
      '/p',
      decodeSourceAtomCluster,
    );
    const lower = decodeSingle(
      withResult(sourceConcept, { cVMemberCount: undefined, cvMemberCount: 4 }),
      '/p',
      decodeSourceAtomCluster,
    );
    expect(capital.cvMemberCount).toBe(3);
    expect(lower.cvMemberCount).toBe(4);
    const conceptCapital = decodeSingle(
      withResult(concept, { cvMemberCount: undefined, cVMemberCount: 5 }),
      '/p',
      decodeConcept,
    );
    expect(conceptCapital.cvMemberCount).toBe(5);
  });

  it("keeps a leaf code's NONE children/descendants as null", () => {
    const s = decodeSingle(
      withResult(sourceConcept, { children: 'NONE', descendants: 'NONE' }),
      '/p',
      decodeSourceAtomCluster,
    );
    expect(s.links.children).toBeNull();
    expect(s.links.descendants).toBeNull();
    expect(s.links.parents).not.toBeNull();
  });
});

describe('relations, definitions, attributes', () => {
  it('decodes current-form relations with subject and target ids', () => {
    const [r1, r2] = decodePage(text(conceptRelations), '/p', decodeRelation).items;
    expect(r1).toMatchObject({
      kind: 'AtomClusterRelation',
      ui: 'R162928707',
      sourceUi: '780251000124125',
      groupId: '0',
      relationLabel: 'PAR',
      additionalRelationLabel: 'inverse_isa',
      relatedFromName: 'Closed fracture of carpal bone',
      relatedName: 'Closed fracture of left wrist',
    });
    expect(r1!.relatedFrom).toMatchObject({
      kind: 'source',
      source: 'SNOMEDCT_US',
      id: '9468002',
      release: '2022AA',
    });
    expect(r1!.related).toMatchObject({ kind: 'source', id: '10937761000119101' });
    expect(r2).toMatchObject({
      sourceUi: null,
      groupId: null,
      attributeCount: 6,
      additionalRelationLabel: 'member_of',
    });
  });

  it('turns an empty additionalRelationLabel into null and tolerates a missing subject (2016 form)', () => {
    const r = decodePage(text(conceptRelation2016), '/p', decodeRelation).items[0]!;
    expect(r).toMatchObject({
      kind: 'ConceptRelation',
      additionalRelationLabel: null,
      relatedFrom: null,
      relatedFromName: null,
    });
    expect(r.related).toMatchObject({ kind: 'CUI', id: 'C0029509' });
  });

  it('rejects an unknown relation class', () => {
    badResponse(() =>
      decodePage(withResult(conceptRelations, { classType: 'Subset' }, 0), '/p', decodeRelation),
    );
  });

  it('decodes definitions and attributes', () => {
    expect(decodePage(text(conceptDefinitions), '/p', decodeDefinition).items[0]).toMatchObject({
      rootSource: 'MSH',
      sourceOriginated: true,
    });
    const attrs = decodePage(text(sourceAttributes), '/p', decodeAttribute).items;
    expect(attrs).toEqual([
      { ui: 'AT176854308', sourceUi: null, rootSource: 'SNOMEDCT_US', name: 'ACTIVE', value: '1' },
      {
        ui: 'AT200386286',
        sourceUi: null,
        rootSource: 'SNOMEDCT_US',
        name: 'EFFECTIVE_TIME',
        value: '20020131',
      },
    ]);
  });
});

describe('semantic type and metadata', () => {
  it('decodes a semantic type with NONE fields and its group', () => {
    const t = decodeSingle(text(semanticType), '/p', decodeSemanticType);
    expect(t).toMatchObject({
      ui: 'T109',
      abbreviation: 'orch',
      example: null,
      nonHuman: null,
      treeNumber: 'A1.4.1.2.1',
      childCount: 2,
    });
    expect(t.group).toEqual({
      abbreviation: 'CHEM',
      expandedForm: 'Chemicals & Drugs',
      semanticTypeCount: 20,
    });
  });

  it('decodes root sources: NONE contact, contact fields, synonym list', () => {
    const [s] = decodePage(text(metadataSources), '/p', decodeRootSource).items;
    expect(s).toMatchObject({
      abbreviation: 'VANDF',
      restrictionLevel: 0,
      acquisitionContact: null,
      contextType: null,
      hierarchicalName: null,
      language: { abbreviation: 'ENG', expandedForm: 'English' },
      synonymousNames: [
        'National Drug File',
        'U.S. Department of Veterans Affairs, Veterans Health Administration National Drug File',
      ],
    });
    expect(s!.contentContact).toMatchObject({
      handle: null,
      name: 'Michael Lincoln, M.D.',
      email: 'michael.lincoln@med.va.gov',
    });
    const none = decodePage(
      withResult(metadataSources, { synonymousNames: 'NONE' }, 0),
      '/p',
      decodeRootSource,
    ).items[0]!;
    expect(none.synonymousNames).toEqual([]);
  });
});

describe('releases', () => {
  it('decodes the bare array of release files', () => {
    expect(decodeReleaseFiles(text(releasesFiles))).toEqual([
      {
        fileName: 'umls-2023AB-mrconso.zip',
        releaseVersion: '2023AB',
        releaseDate: '2023-11-06',
        downloadUrl: 'https://download.nlm.nih.gov/umls/kss/2023AB/umls-2023AB-mrconso.zip',
        releaseType: 'UMLS Metathesaurus MRCONSO File',
        product: 'UMLS',
        current: true,
      },
    ]);
  });

  it('decodes release types and reads the slug out of the endpoint', () => {
    expect(decodeReleaseTypes(text(releaseTypes))).toEqual([
      {
        product: 'UMLS',
        releaseType: 'UMLS Full Release',
        slug: 'umls-full-release',
        endpoint: 'https://uts-ws.nlm.nih.gov/releases?releaseType=umls-full-release',
      },
    ]);
  });

  it('rejects an enveloped answer where a bare array is expected', () => {
    badResponse(() => decodeReleaseFiles(text({ result: [] })));
  });
});
