/**
 * The drug service's tables (RxNormData) from the builder's RxNorm rows, for both readers
 * (expand.ts, format 2; columnar.ts, format 5). Each table is made on its first use, not
 * when the dataset is read: the emulator starts without touching RxNorm, and a first
 * request pays only for the tables it reads (getRxConceptProperties: the concepts).
 */
import type { BuiltDataset } from './format.ts';
import { RX_INVERSE_RELA } from './format.ts';
import { lazy, lazyFields, LazyMap } from './lazy-index.ts';
import type { RootSource, RxConcept, RxNormData, RxRelation, RxTermInfo } from './model.ts';
import { must, push } from './records.ts';
import type { RxTables } from './rxnorm-columns.ts';

/** [rxcui, UNII] of the RXNORM UNII_CODE attributes, in file order (findRxcuiById's UNII_CODE). */
export function uniiCodes(attributes: BuiltDataset['attributes']): [string, string][] {
  const out: [string, string][] = [];
  for (const [kind, ownerId, sab, name, value] of attributes)
    if (kind === 's' && sab === 'RXNORM' && name === 'UNII_CODE') out.push([ownerId, value]);
  return out;
}

/**
 * Each table is made when first read (lazyFields), and `rx`'s rows (getters in format 5) are
 * read only then.
 */
export function expandRxNorm(
  rx: RxTables,
  sources: ReadonlyMap<string, RootSource>,
  concepts: ReadonlyMap<string, unknown>,
): RxNormData {
  const srl = (sab: string): number => must(sources.get(sab), () => `source ${sab}`).restrictionLevel;
  const rxConcepts = lazy(() => {
    const map = new Map<string, RxConcept>();
    for (const [rxcui, tty, name, suppress, cui, aui, tuis] of rx.concepts) {
      map.set(rxcui, {
        rxcui,
        tty,
        name,
        synonym: '',
        language: 'ENG',
        suppress: suppress === 'O' || suppress === 'E' || suppress === 'Y' ? suppress : 'N',
        cui,
        aui,
        semanticTypes: tuis === '' ? [] : tuis.split(','),
      });
    }
    return map;
  });
  const termInfo = lazy(() => {
    const map = new Map<string, RxTermInfo[]>();
    for (const [rxcui, tty, name] of rx.concepts)
      push(map, rxcui, { rxcui, sab: 'RXNORM', code: rxcui, name, tty, restrictionLevel: srl('RXNORM') });
    for (const [rxcui, sab, code, name, tty] of rx.termInfo)
      push(map, rxcui, { rxcui, sab, code, name, tty, restrictionLevel: srl(sab) });
    return map;
  });

  const relations = lazy(() => {
    const relationsFrom = new Map<string, RxRelation[]>();
    const relaNames = new Set<string>();
    for (const [from, rela, to] of rx.relations) {
      const inverse = must(RX_INVERSE_RELA[rela], () => `inverse of ${rela}`);
      push(relationsFrom, from, { from, rela, to });
      push(relationsFrom, to, { from: to, rela: inverse, to: from });
      relaNames.add(rela).add(inverse);
    }
    return { relationsFrom, relaNames: [...relaNames].sort() };
  });

  const ndcsByRxcui = lazy(() => {
    const map = new Map<string, readonly string[]>();
    for (const [rxcui, joined] of rx.ndcs) map.set(rxcui, joined.split(','));
    return map;
  });
  // By NDC: built on the first look-up by NDC (222k keys in the full scope).
  const rxcuisByNdc = new LazyMap<string, readonly string[]>(() => {
    const byNdc = new Map<string, string[]>();
    for (const [rxcui, ndcs] of ndcsByRxcui()) for (const ndc of ndcs) push(byNdc, ndc, rxcui);
    return byNdc;
  });

  const idIndex = () => {
    const index = new Map<string, ReadonlyMap<string, readonly string[]>>();
    const addId = (idType: string, id: string, rxcui: string): void => {
      let byId = index.get(idType) as Map<string, string[]> | undefined;
      if (!byId) index.set(idType, (byId = new Map()));
      const list = byId.get(id.toUpperCase());
      if (!list) byId.set(id.toUpperCase(), [rxcui]);
      else if (!list.includes(rxcui)) list.push(rxcui);
    };
    // NDCs are digits (upper-casing changes nothing) and each package lists an RXCUI once, so
    // the NDC id index is rxcuisByNdc itself (222k keys in the full scope: not copied).
    index.set('NDC', rxcuisByNdc);
    for (const c of rxConcepts().values()) {
      if (concepts.has(c.cui)) addId('UMLSCUI', c.cui, c.rxcui);
    }
    for (const [rxcui, infos] of termInfo()) {
      for (const info of infos) if (info.sab === 'MSH') addId('MESH', info.code, rxcui);
    }
    for (const [rxcui, value] of rx.unii) addId('UNII_CODE', value, rxcui);
    return index;
  };

  const doseForms = () =>
    [...rxConcepts().values()]
      .filter((c) => c.tty === 'DF')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => c.rxcui);
  const ndcProperties = () => new Map(rx.ndcProperties.map((p) => [p.ndc11, p]));
  const retired = () => new Map(rx.retired.map((r) => [r.rxcui, r]));

  return lazyFields<RxNormData>({
    concepts: rxConcepts,
    relationsFrom: () => relations().relationsFrom,
    relaNames: () => relations().relaNames,
    ndcsByRxcui,
    rxcuisByNdc: () => rxcuisByNdc,
    ndcProperties,
    termInfo,
    idIndex,
    doseForms,
    retired,
  });
}
