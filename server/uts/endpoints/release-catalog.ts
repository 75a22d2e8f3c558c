import type { ReleaseInfo } from '../../dataset/model.ts';

/** One row of `/releases?releaseType=…` (reference §5.11). */
export interface ReleaseFile {
  readonly fileName: string;
  readonly releaseVersion: string;
  readonly releaseDate: string;
  readonly downloadUrl: string;
  readonly releaseType: string;
  readonly product: 'UMLS' | 'RxNorm' | 'SNOMED CT';
  readonly current: boolean;
}

export interface ReleaseType {
  readonly slug: string;
  readonly product: ReleaseFile['product'];
  readonly name: string;
}

/** The 14 release types the real listing knows (DOC-dl, CUMULUS), in its order. */
export const RELEASE_TYPES: readonly ReleaseType[] = [
  { slug: 'rxnorm-full-monthly-release', product: 'RxNorm', name: 'RxNorm Full Monthly Release' },
  { slug: 'rxnorm-weekly-updates', product: 'RxNorm', name: 'RxNorm Weekly Updates' },
  {
    slug: 'rxnorm-prescribable-content-monthly-release',
    product: 'RxNorm',
    name: 'RxNorm Prescribable Content Monthly Release',
  },
  {
    slug: 'rxnorm-prescribable-content-weekly-updates',
    product: 'RxNorm',
    name: 'RxNorm Prescribable Content Weekly Updates',
  },
  { slug: 'rxnav-in-a-box', product: 'RxNorm', name: 'RxNav-in-a-Box' },
  { slug: 'snomed-ct-us-edition', product: 'SNOMED CT', name: 'SNOMED CT US Edition' },
  {
    slug: 'snomed-ct-us-edition-transitive-closure-resources',
    product: 'SNOMED CT',
    name: 'SNOMED CT US Edition Transitive Closure Resources',
  },
  { slug: 'snomed-ct-international-edition', product: 'SNOMED CT', name: 'SNOMED CT International Edition' },
  {
    slug: 'snomed-ct-core-problem-list-subset',
    product: 'SNOMED CT',
    name: 'SNOMED CT CORE Problem List Subset',
  },
  {
    slug: 'snomed-ct-to-icd-10-cm-mapping-resources',
    product: 'SNOMED CT',
    name: 'SNOMED CT to ICD-10-CM Mapping Resources',
  },
  { slug: 'snomed-ct-spanish-edition', product: 'SNOMED CT', name: 'SNOMED CT Spanish Edition' },
  { slug: 'umls-metathesaurus-full-subset', product: 'UMLS', name: 'UMLS Metathesaurus Full Subset' },
  { slug: 'umls-metathesaurus-mrconso-file', product: 'UMLS', name: 'UMLS Metathesaurus MRCONSO File' },
  { slug: 'umls-full-release', product: 'UMLS', name: 'UMLS Full Release' },
];

const DOWNLOAD_HOST = 'https://download.nlm.nih.gov';

/** A release edition: the current one from the dataset and, for history, the one before. */
interface Edition {
  readonly umls: string;
  readonly umlsDate: string;
  /** MMDDYYYY of the RxNorm monthly release. */
  readonly rxnorm: string;
  readonly rxnormDate: string;
  /** YYYYMMDD of the SNOMED CT US edition. */
  readonly snomed: string;
  readonly snomedDate: string;
  readonly current: boolean;
}

function fileFor(type: ReleaseType, e: Edition): ReleaseFile {
  const umls = (name: string) => ({
    fileName: name,
    releaseVersion: e.umls,
    releaseDate: e.umlsDate,
    downloadUrl: `${DOWNLOAD_HOST}/umls/kss/${e.umls}/${name}`,
  });
  const rx = (name: string) => ({
    fileName: name,
    releaseVersion: e.rxnormDate,
    releaseDate: e.rxnormDate,
    downloadUrl: `${DOWNLOAD_HOST}/umls/kss/rxnorm/${name}`,
  });
  const sct = (name: string) => ({
    fileName: name,
    releaseVersion: e.snomedDate,
    releaseDate: e.snomedDate,
    downloadUrl: `${DOWNLOAD_HOST}/mlb/utsauth/USExt/${name}`,
  });
  const byType: Record<string, () => Omit<ReleaseFile, 'releaseType' | 'product' | 'current'>> = {
    'rxnorm-full-monthly-release': () => rx(`RxNorm_full_${e.rxnorm}.zip`),
    'rxnorm-weekly-updates': () => rx(`RxNorm_weekly_${e.rxnorm}.zip`),
    'rxnorm-prescribable-content-monthly-release': () => rx(`RxNorm_full_prescribe_${e.rxnorm}.zip`),
    'rxnorm-prescribable-content-weekly-updates': () => rx(`RxNorm_weekly_prescribe_${e.rxnorm}.zip`),
    'rxnav-in-a-box': () => rx(`rxnav-in-a-box-${e.rxnorm}.zip`),
    'snomed-ct-us-edition': () =>
      sct(`SnomedCT_ManagedServiceUS_PRODUCTION_US1000124_${e.snomed}T120000Z.zip`),
    'snomed-ct-us-edition-transitive-closure-resources': () =>
      sct(`SnomedCT_USEditionTransitiveClosure_PRODUCTION_${e.snomed}T120000Z.zip`),
    'snomed-ct-international-edition': () =>
      sct(`SnomedCT_InternationalRF2_PRODUCTION_${e.snomed}T120000Z.zip`),
    'snomed-ct-core-problem-list-subset': () => sct(`SNOMEDCT_CORE_SUBSET_${e.snomed.slice(0, 6)}.zip`),
    'snomed-ct-to-icd-10-cm-mapping-resources': () => sct(`SnomedCT_UStoICD10CM_${e.snomed}.zip`),
    'snomed-ct-spanish-edition': () => sct(`SnomedCT_SpanishRelease-es_PRODUCTION_${e.snomed}T120000Z.zip`),
    'umls-metathesaurus-full-subset': () => umls(`umls-${e.umls}-metathesaurus-full.zip`),
    'umls-metathesaurus-mrconso-file': () => umls(`umls-${e.umls}-mrconso.zip`),
    'umls-full-release': () => umls(`umls-${e.umls}-full.zip`),
  };
  const base = (byType[type.slug] ?? (() => umls(`umls-${e.umls}-full.zip`)))();
  return { ...base, releaseType: type.name, product: type.product, current: e.current };
}

/** The previous UMLS release name: 2025AB → 2025AA, 2025AA → 2024AB. */
function previousUmls(release: string): string {
  const year = Number(release.slice(0, 4));
  return release.endsWith('AB') ? `${year}AA` : `${year - 1}AB`;
}

/** The demo's release files, newest first within each type. */
export function releaseCatalog(info: ReleaseInfo): ReadonlyMap<string, readonly ReleaseFile[]> {
  // RXNORM_VERSION is like '06-Oct-2025'.
  const rxDate = new Date(`${info.rxnormVersion} 00:00:00 UTC`);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const mmddyyyy = (d: Date) => `${iso(d).slice(5, 7)}${iso(d).slice(8, 10)}${iso(d).slice(0, 4)}`;
  const monthBefore = (d: Date) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, d.getUTCDate()));
  const umlsDate = new Date(`${info.umlsReleaseDate}T00:00:00Z`);
  const sctCurrent = new Date(Date.UTC(umlsDate.getUTCFullYear(), umlsDate.getUTCMonth() - 2, 1));
  const sctPrevious = new Date(Date.UTC(sctCurrent.getUTCFullYear(), sctCurrent.getUTCMonth() - 6, 1));
  const edition = (umls: string, umlsIso: string, rx: Date, sct: Date, current: boolean): Edition => ({
    umls,
    umlsDate: umlsIso,
    rxnorm: mmddyyyy(rx),
    rxnormDate: iso(rx),
    snomed: iso(sct).replace(/-/g, ''),
    snomedDate: iso(sct),
    current,
  });
  const prevUmls = previousUmls(info.umlsRelease);
  const editions = [
    edition(info.umlsRelease, info.umlsReleaseDate, rxDate, sctCurrent, true),
    edition(
      prevUmls,
      prevUmls.endsWith('AA') ? `${prevUmls.slice(0, 4)}-05-05` : `${prevUmls.slice(0, 4)}-11-04`,
      monthBefore(rxDate),
      sctPrevious,
      false,
    ),
  ];
  return new Map(RELEASE_TYPES.map((t) => [t.slug, editions.map((e) => fileFor(t, e))]));
}
