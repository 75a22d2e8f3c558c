// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, splitUrl, testClient } from '../../api/uts/testing/fakeUpstream.ts';
import { fetchRelatedCodes } from './relatedCodes.ts';

const REST = 'https://uts-ws.nlm.nih.gov/rest/content/2025AB';
const page = (result: object[]) => json({ pageSize: 25, pageNumber: 1, pageCount: 1, result });
const notFound = () => json({ status: 404, message: 'No results' }, 404);

function relation(rel: string, rela: string, related: string, name: string) {
  return {
    classType: 'ConceptRelation',
    ui: `R${name.length}${rel}`,
    suppressible: false,
    obsolete: false,
    sourceOriginated: false,
    sourceUi: 'NONE',
    rootSource: 'MTH',
    groupId: 'NONE',
    attributeCount: 0,
    relationLabel: rel,
    additionalRelationLabel: rela,
    relatedFromId: `${REST}/CUI/C0027051`,
    relatedFromIdName: 'Myocardial Infarction',
    relatedId: related,
    relatedIdName: name,
  };
}

function atom(name: string, sab: string, code: string, cui: string) {
  return {
    classType: 'Atom',
    ui: `A${code.length}${sab}`,
    suppressible: 'false',
    obsolete: 'false',
    rootSource: sab,
    termType: 'PT',
    name,
    language: 'ENG',
    code: `${REST}/source/${sab}/${code}`,
    concept: `${REST}/CUI/${cui}`,
    sourceConcept: 'NONE',
    sourceDescriptor: 'NONE',
    attributes: 'NONE',
    parents: 'NONE',
    ancestors: 'NONE',
    children: 'NONE',
    descendants: 'NONE',
    relations: 'NONE',
    definitions: 'NONE',
    contentViewMemberships: [],
  };
}

describe('fetchRelatedCodes', () => {
  it('finds the wanted source codes of concepts related at concept level (RN with a CUI) and by a source code (PAR)', async () => {
    const { client, calls } = testClient((req) => {
      const { path, query } = splitUrl(req.url);
      if (path.endsWith('/source/MSH/D009203/atoms'))
        return page([atom('Myocardial Infarction', 'MSH', 'D009203', 'C0027051')]);
      if (path.endsWith('/CUI/C0027051/relations')) {
        expect(query.includeRelationLabels).toBe('RB,RN,RO,RQ,PAR,CHD');
        return page([
          relation('RN', '', `${REST}/CUI/C0155626`, 'Acute myocardial infarction'),
          relation('RN', '', `${REST}/CUI/C0155626`, 'Acute myocardial infarction'),
          relation('PAR', 'inverse_isa', `${REST}/source/DOID/DOID:5843`, 'posteroinferior MI'),
          relation('RO', '', `${REST}/CUI/C0000001`, 'Nothing in ICD10CM'),
        ]);
      }
      if (path.endsWith('/CUI/C0155626/atoms')) {
        expect(query.sabs).toBe('ICD10CM');
        return page([atom('Acute myocardial infarction', 'ICD10CM', 'I21', 'C0155626')]);
      }
      if (path.endsWith('/CUI/C0000001/atoms')) return notFound();
      if (decodeURIComponent(path).includes('/crosswalk/2025AB/source/DOID/DOID:5843'))
        return page([
          {
            classType: 'SourceAtomCluster',
            ui: 'I21.29',
            name: 'STEMI involving other sites',
            rootSource: 'ICD10CM',
            suppressible: false,
            obsolete: false,
            atomCount: 1,
            cVMemberCount: 0,
          },
        ]);
      return notFound();
    });
    const found = await fetchRelatedCodes('MSH', 'D009203', ['ICD10CM'], { release: '2025AB', client });
    expect(found.cui).toBe('C0027051');
    expect(found.truncated).toBe(false);
    expect(found.codes.map((c) => [c.relationLabel, c.code.source, c.code.id, c.code.name])).toEqual([
      ['RN', 'ICD10CM', 'I21', 'Acute myocardial infarction'],
      ['PAR', 'ICD10CM', 'I21.29', 'STEMI involving other sites'],
    ]);
    expect(found.codes[0]?.related).toMatchObject({ kind: 'CUI', id: 'C0155626' });
    // The same related concept twice is looked up once.
    expect(calls.filter((c) => c.url.includes('/CUI/C0155626/atoms'))).toHaveLength(1);
  });

  it('says nothing is related when the concept has no relations, and no CUI when the code has no atom', async () => {
    const none = testClient((req) =>
      splitUrl(req.url).path.endsWith('/atoms')
        ? page([atom('Myocardial Infarction', 'MSH', 'D009203', 'C0027051')])
        : notFound(),
    );
    expect(
      await fetchRelatedCodes('MSH', 'D009203', ['ICD10CM'], { release: '2025AB', client: none.client }),
    ).toEqual({ cui: 'C0027051', codes: [], truncated: false });
    const bare = testClient(() => page([]));
    expect(
      await fetchRelatedCodes('MSH', 'X', ['ICD10CM'], { release: '2025AB', client: bare.client }),
    ).toEqual({
      cui: null,
      codes: [],
      truncated: false,
    });
  });
});
