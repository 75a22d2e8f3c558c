import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDataset } from '../dataset/load.ts';
import type { Dataset } from '../dataset/model.ts';
import { client, startTestEmulator, testConfig } from '../testing/emulator.ts';

// Each file starts real emulators (dataset load + search indexes); on a busy CI machine that
// takes seconds, far beyond the default hook timeout.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

let base = '';
let close: () => Promise<void>;
let ds: Dataset;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ds = await loadDataset();
  ({ url: base, close } = await startTestEmulator(testConfig()));
  api = client(base);
});
afterAll(() => close());

describe('/metadata/{version}/sources', () => {
  it('lists every source of the dataset in one page whose pageSize is the source count', async () => {
    const res = await fetch(`${base}/rest/metadata/current/sources`);
    const body = await res.json();
    expect(body).toMatchObject({ pageSize: ds.sources.size, pageNumber: 1, pageCount: 1 });
    expect(body.result.map((s: { abbreviation: string }) => s.abbreviation)).toEqual([...ds.sources.keys()]);
  });

  it('RootSource records have the real fields; absent contacts and names are "NONE"', async () => {
    const { result } = await (await fetch(`${base}/rest/metadata/current/sources`)).json();
    for (const wire of result) {
      const s = ds.sources.get(wire.abbreviation)!;
      expect(Object.keys(wire)).toEqual([
        'classType',
        'abbreviation',
        'expandedForm',
        'family',
        'language',
        'restrictionLevel',
        'acquisitionContact',
        'contentContact',
        'licenseContact',
        'contextType',
        'shortName',
        'hierarchicalName',
        'preferredName',
        'synonymousNames',
      ]);
      expect(wire).toMatchObject({
        classType: 'RootSource',
        expandedForm: s.expandedForm,
        family: s.family,
        language: {
          classType: 'Language',
          abbreviation: s.language.abbreviation,
          expandedForm: s.language.expandedForm,
        },
        restrictionLevel: s.restrictionLevel,
        contextType: s.contextType ?? 'NONE',
        hierarchicalName: s.hierarchicalName ?? 'NONE',
        synonymousNames: s.synonymousNames?.length ? s.synonymousNames : 'NONE',
      });
      expect(Number.isInteger(wire.restrictionLevel)).toBe(true);
      for (const field of ['acquisitionContact', 'contentContact', 'licenseContact'] as const) {
        const contact = s[field];
        if (!contact) {
          expect(wire[field]).toBe('NONE');
          continue;
        }
        expect(wire[field].classType).toBe('ContactInformation');
        // `value` is the raw MRSAB string: the 14 fields joined by "|".
        expect(wire[field].value.split('|')).toHaveLength(14);
        expect(wire[field].name).toBe(contact.name ?? 'NONE');
      }
    }
  });
});

describe('/semantic-network/{version}/TUI/{id}', () => {
  it('answers the SemanticType with its group, "NONE" for absent texts', async () => {
    const t = ds.semanticTypes.get('T047')!;
    const { result } = await api.json('/rest/semantic-network/current/TUI/T047');
    const group = ds.semanticGroups.get(t.group)!;
    expect(result).toEqual({
      classType: 'SemanticType',
      abbreviation: t.abbreviation,
      ui: 'T047',
      definition: t.definition,
      example: t.example ?? 'NONE',
      nonHuman: t.nonHuman ?? 'NONE',
      usageNote: t.usageNote ?? 'NONE',
      treeNumber: t.treeNumber,
      semanticTypeGroup: {
        classType: 'SemanticGroup',
        abbreviation: group.abbreviation,
        expandedForm: group.expandedForm,
        semanticTypeCount: group.tuis.length,
      },
      childCount: t.children.length,
      name: 'Disease or Syndrome',
    });
    expect(result.semanticTypeGroup.abbreviation).toBe('DISO');
  });
});

describe('/releases', () => {
  it('without releaseType: the release types with their endpoints', async () => {
    const body = await (await fetch(`${base}/releases`)).json();
    expect(body.releaseTypes).toHaveLength(14);
    expect(body.releaseTypes).toContainEqual({
      product: 'UMLS',
      releaseType: 'UMLS Full Release',
      endpoint: 'https://uts-ws.nlm.nih.gov/releases?releaseType=umls-full-release',
    });
  });

  it('with releaseType: a bare array, newest first; current=true keeps only the current file', async () => {
    const all = await (await fetch(`${base}/releases?releaseType=umls-full-release`)).json();
    expect(Array.isArray(all)).toBe(true);
    expect(all[0]).toEqual({
      fileName: `umls-${ds.release.umlsRelease}-full.zip`,
      releaseVersion: ds.release.umlsRelease,
      releaseDate: ds.release.umlsReleaseDate,
      downloadUrl: `https://download.nlm.nih.gov/umls/kss/${ds.release.umlsRelease}/umls-${ds.release.umlsRelease}-full.zip`,
      releaseType: 'UMLS Full Release',
      product: 'UMLS',
      current: true,
    });
    expect(
      all
        .slice(1)
        .every(
          (f: { current: boolean; releaseDate: string }) => !f.current && f.releaseDate < all[0].releaseDate,
        ),
    ).toBe(true);
    const current = await (
      await fetch(`${base}/releases?releaseType=rxnorm-full-monthly-release&current=true`)
    ).json();
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      product: 'RxNorm',
      current: true,
      releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await fetch(`${base}/releases?releaseType=umls-everything`)).status).toBe(400);
  });
});

describe('/download', () => {
  it('serves a real zip of demo release files for a listed downloadUrl', async () => {
    const [file] = await (await fetch(`${base}/releases?releaseType=umls-full-release&current=true`)).json();
    const res = await api.get('/download', { url: file.downloadUrl });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file.fileName}"`);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(
      [
        'README.txt',
        `${file.releaseVersion}/META/MRCONSO.RRF`,
        `${file.releaseVersion}/META/MRSAB.RRF`,
        `${file.releaseVersion}/META/MRSTY.RRF`,
        `${file.releaseVersion}/release.dat`,
      ].sort(),
    );
    const rows = strFromU8(entries[`${file.releaseVersion}/META/MRCONSO.RRF`]!).trimEnd().split('\n');
    const [cui, lat, , , , , , aui, , , , sab, tty, code, str] = rows[0]!.split('|');
    const atom = ds.atoms.get(aui!)!;
    expect({ cui, lat, sab, tty, code, str }).toEqual({
      cui: atom.cui,
      lat: 'ENG',
      sab: atom.sab,
      tty: atom.tty,
      code: atom.code,
      str: atom.name,
    });
    expect(rows[0]!.split('|')).toHaveLength(19); // 18 columns and the trailing pipe
    expect(strFromU8(entries['README.txt']!)).toContain('NOT an NLM release');
  });

  it('the drug-vocabulary file holds RXNCONSO rows of the demo RxNorm content', async () => {
    const [file] = await (
      await fetch(`${base}/releases?releaseType=rxnorm-full-monthly-release&current=true`)
    ).json();
    const entries = unzipSync(
      new Uint8Array(await (await api.get('/download', { url: file.downloadUrl })).arrayBuffer()),
    );
    const first = strFromU8(entries['rrf/RXNCONSO.RRF']!).split('\n')[0]!.split('|');
    expect(ds.rxnorm.concepts.get(first[0]!)?.name).toBe(first[14]);
  });

  it('needs the API key: 401 without, 403 with a wrong one', async () => {
    const [file] = await (await fetch(`${base}/releases?releaseType=umls-full-release&current=true`)).json();
    const url = encodeURIComponent(file.downloadUrl);
    expect((await fetch(`${base}/download?url=${url}`)).status).toBe(401);
    expect((await fetch(`${base}/download?url=${url}&apiKey=wrong`)).status).toBe(403);
  });
});
