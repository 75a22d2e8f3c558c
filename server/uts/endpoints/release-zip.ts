import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Dataset } from '../../dataset/model.ts';
import type { ReleaseFile } from './release-catalog.ts';

/** Rows per demo table: the zip is a sample of the demo data, not a full release. */
const SAMPLE_ROWS = 500;

/**
 * A small but real zip for a release file: a README that says what it is, and for UMLS and
 * RxNorm a sample of the demo data in the RRF layout of the real release (pipe-separated,
 * trailing pipe). SNOMED CT content is licensed and not in the demo, so those zips hold
 * the README only.
 */
export function releaseZip(ds: Dataset, file: ReleaseFile): Uint8Array {
  const files: Zippable = { 'README.txt': strToU8(readme(file)) };
  if (file.product === 'UMLS') {
    const dir = `${file.releaseVersion}/META/`;
    files[`${dir}MRCONSO.RRF`] = strToU8(mrconso(ds));
    if (file.releaseType !== 'UMLS Metathesaurus MRCONSO File') {
      files[`${dir}MRSTY.RRF`] = strToU8(mrsty(ds));
      files[`${dir}MRSAB.RRF`] = strToU8(mrsab(ds));
      files[`${file.releaseVersion}/release.dat`] = strToU8(
        `umls.release.name=${file.releaseVersion}\numls.release.date=${file.releaseDate}\n`,
      );
    }
  } else if (file.product === 'RxNorm') {
    files['rrf/RXNCONSO.RRF'] = strToU8(rxnconso(ds));
  }
  // A fixed timestamp keeps the bytes identical between runs.
  return zipSync(files, { level: 6, mtime: new Date(`${file.releaseDate}T00:00:00Z`) });
}

const rrf = (fields: readonly (string | number)[]) => `${fields.join('|')}|\n`;

function readme(file: ReleaseFile): string {
  return [
    `${file.fileName} — ${file.releaseType} (${file.product}), release ${file.releaseVersion} of ${file.releaseDate}.`,
    '',
    'Served by the local UTS emulator of the terminology browser. This is NOT an NLM release:',
    'it holds a small sample of the demo dataset (built from open data: Disease Ontology,',
    'MeSH 2017, ICD-10-CM 2021, Gene Ontology, RxNorm prescribable content, UMLS Semantic',
    'Network) in the file layout of the real release. CUIs starting C9 and all AUIs are',
    'synthetic. SNOMED CT content is licensed and is not included.',
    '',
  ].join('\n');
}

/** MRCONSO: CUI|LAT|TS|LUI|STT|SUI|ISPREF|AUI|SAUI|SCUI|SDUI|SAB|TTY|CODE|STR|SRL|SUPPRESS|CVF */
function mrconso(ds: Dataset): string {
  let out = '';
  let n = 0;
  for (const c of ds.concepts.values()) {
    for (const [i, aui] of c.auis.entries()) {
      const a = ds.atoms.get(aui);
      if (!a) continue;
      const srl = ds.sources.get(a.sab)?.restrictionLevel ?? 0;
      out += rrf([
        a.cui,
        a.language,
        i === 0 ? 'P' : 'S',
        '',
        'PF',
        '',
        i === 0 ? 'Y' : 'N',
        a.aui,
        a.saui ?? '',
        a.scui ?? '',
        a.sdui ?? '',
        a.sab,
        a.tty,
        a.code,
        a.name,
        srl,
        a.suppress,
        '',
      ]);
    }
    if (++n >= SAMPLE_ROWS) break;
  }
  return out;
}

/** MRSTY: CUI|TUI|STN|STY|ATUI|CVF */
function mrsty(ds: Dataset): string {
  let out = '';
  let n = 0;
  for (const c of ds.concepts.values()) {
    for (const tui of c.semanticTypes) {
      const t = ds.semanticTypes.get(tui);
      out += rrf([c.cui, tui, t?.treeNumber ?? '', t?.name ?? '', '', '']);
    }
    if (++n >= SAMPLE_ROWS) break;
  }
  return out;
}

/** MRSAB: VCUI|RCUI|VSAB|RSAB|SON|SF|SVER|VSTART|VEND|IMETA|RMETA|SLC|SCC|SRL|TFR|CFR|CXTY|TTYL|ATNL|LAT|CENC|CURVER|SABIN|SSN|SCIT */
function mrsab(ds: Dataset): string {
  let out = '';
  for (const s of ds.sources.values()) {
    out += rrf([
      '',
      '',
      s.versionedAbbreviation,
      s.abbreviation,
      s.expandedForm,
      s.family,
      s.version,
      '',
      '',
      '',
      '',
      '',
      '',
      s.restrictionLevel,
      '',
      '',
      s.contextType ?? '',
      '',
      '',
      s.language.abbreviation,
      'UTF-8',
      'Y',
      'Y',
      s.shortName,
      '',
    ]);
  }
  return out;
}

/** RXNCONSO: RXCUI|LAT|TS|LUI|STT|SUI|ISPREF|RXAUI|SAUI|SCUI|SDUI|SAB|TTY|CODE|STR|SRL|SUPPRESS|CVF */
function rxnconso(ds: Dataset): string {
  let out = '';
  let n = 0;
  for (const c of ds.rxnorm.concepts.values()) {
    out += rrf([
      c.rxcui,
      'ENG',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'RXNORM',
      c.tty,
      c.rxcui,
      c.name,
      0,
      c.suppress,
      '4096',
    ]);
    if (++n >= SAMPLE_ROWS) break;
  }
  return out;
}
